import Tokenizers

/// Makes one summary call safely: cache lookup, measurement against the budget, generation with
/// retries, splitting on overflow, the response cut to its cap and checked by the guard (retried
/// once, then replaced by the extractive summary of the input), and the result cached.
///
/// A value type captured by the tasks of a level; it holds no mutable state, so calls run in parallel.
struct SummaryCallExecutor: Sendable {
    let model: any LanguageModel
    let prompts: SummaryPrompts
    let counter: any TokenCounter
    let promptCapacity: Int
    let baseOptions: GenerationOptions
    let retryPolicy: RetryPolicy
    let cache: SummaryCache?
    let strategy: SummaryStrategy
    /// Response cap of the halves of a split final call: two of them must fit one reduce.
    let splitCap: Int
    /// Response cap of intermediate refine steps.
    let intermediateCap: Int
    let progress: @Sendable (SummaryEvent) -> Void
    /// Checks every answer; nil accepts them all.
    let responseGuard: ResponseGuard?
    /// `extractThenRewrite`: map and collapse calls are answered by the extractive model, and
    /// the final call's model reads at most this many tokens of its input's salient sentences;
    /// nil: every call goes to the model with its input whole.
    var selectionTokens: Int? = nil

    /// Runs `item`; returns one output, or several when the input had to be split.
    func execute(_ item: CallItem) async throws -> CallReport {
        try Task.checkCancellation()
        if selectionTokens != nil, item.stage != .whole, item.stage != .reduce { return extract(item) }
        let transcript = prompts.transcript(
            for: item.stage, material: sent(item), summary: item.carriedSummary, words: SummaryPrompts.words(forTokens: item.outputCap))
        var options = baseOptions
        options.maximumResponseTokens = item.outputCap
        let key = cache.map { _ in SummaryCache.key(for: transcript, options: options, modelIdentifier: model.identifier) }
        if let cache, let key, let text = cache.response(forKey: key),
           responseGuard?.defect(in: text, for: guardCall(item)) == nil {  // a bad answer cached before the guard is recomputed
            var report = CallReport()
            report.cachedCalls = 1
            report.outputs = [output(item, text: text, isCached: true)]
            return report
        }

        let promptTokens = try await model.tokenCount(for: transcript)
        guard promptTokens <= promptCapacity else {
            // Never sent: counts are not additive, so merged inputs can exceed what was planned.
            return try await split(item, reason: "its prompt measures \(promptTokens) tokens, over the \(promptCapacity) available")
        }

        var report = CallReport()
        switch try await generate(transcript, options: options, item: item, report: &report) {
        case let .overflow(needed, available):
            var splitReport = try await split(
                item, reason: "the backend counted \(needed) tokens against its \(available) (we measured \(promptTokens))")
            splitReport.transientRetries += report.transientRetries
            return splitReport
        case let .answer(raw):
            report.modelCalls = 1
            report.promptTokens = promptTokens
            var text = cutToCap(raw, item: item, report: &report)
            if let responseGuard, let defect = responseGuard.defect(in: text, for: guardCall(item)) {
                text = try await replace(
                    defect, of: item, transcript: transcript, options: responseGuard.retryOptions(from: options),
                    promptTokens: promptTokens, guard: responseGuard, report: &report)
            }
            let produced = output(item, text: text, isCached: false)
            report.responseTokens = produced.tokenCount
            report.outputs = [produced]
            if let cache, let key { try cache.store(text, forKey: key) }
            return report
        }
    }

    /// What one generation produced: an answer, or the backend's word that the prompt does not fit.
    private enum Attempt {
        case answer(String)
        case overflow(needed: Int, available: Int)
    }

    /// One generation, with transient failures retried as the policy says.
    private func generate(
        _ transcript: Transcript, options: GenerationOptions, item: CallItem, report: inout CallReport
    ) async throws -> Attempt {
        var attempt = 1
        while true {
            try Task.checkCancellation()
            do {
                return .answer(try await answer(transcript, options: options, item: item, report: &report))
            } catch let error as GenerationError {
                if case let .exceededContextWindowSize(needed, available) = error {
                    return .overflow(needed: needed, available: available)
                }
                var suggested: Double? = nil
                if case let .rateLimited(seconds) = error { suggested = seconds }
                guard error.isTransient, attempt < retryPolicy.maximumAttempts,
                      let delay = retryPolicy.delaySeconds(beforeRetry: attempt, serverHintSeconds: suggested) else {
                    let attempts = attempt > 1 ? " (after \(attempt) attempts)" : ""
                    throw ContextBudgetError.generationFailed(stage: item.label + attempts, underlying: error)
                }
                progress(.retrying(stage: item.label, attempt: attempt + 1, delaySeconds: delay, error: error))
                if delay > 0 { try await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
                attempt += 1
                report.transientRetries += 1
            }
        }
    }

    /// The model's answer; read as a stream and cut short at an echo or a loop when the model
    /// streams its tokens and the guard stops streams early (`ResponseGuard+Streaming`).
    private func answer(_ transcript: Transcript, options: GenerationOptions, item: CallItem, report: inout CallReport) async throws -> String {
        guard let responseGuard, responseGuard.stopsStreamsEarly, model is any TokenStreamingLanguageModel else {
            return try await model.generate(transcript, options: options)
        }
        let call = guardCall(item)
        var text = ""
        var nextCheck = responseGuard.streamCheckIntervalBytes
        for try await piece in model.streamResponse(to: transcript, options: options) {
            text += piece
            guard text.utf8.count >= nextCheck else { continue }
            nextCheck = text.utf8.count + responseGuard.streamCheckIntervalBytes
            if responseGuard.streamingDefect(in: text, for: call) != nil {
                report.stoppedStreams += 1
                return text  // leaving the loop ends the stream, which stops the decoding
            }
        }
        return text
    }

    /// The answer trimmed and cut back to the call's cap.
    private func cutToCap(_ raw: String, item: CallItem, report: inout CallReport) -> String {
        let trimmed = raw.trimmingWhitespace()
        let text = Self.cut(trimmed, toTokens: item.outputCap, counter: counter)
        if text != trimmed { report.truncatedResponses += 1 }
        return text
    }

    /// A rejected answer's replacement: the retry's answer when the guard accepts it, else the
    /// extractive summary of the call's input at the same cap.
    private func replace(
        _ defect: ResponseDefect, of item: CallItem, transcript: Transcript, options: GenerationOptions,
        promptTokens: Int, guard responseGuard: ResponseGuard, report: inout CallReport
    ) async throws -> String {
        report.record(defect)
        report.guardRetries += 1
        progress(.answerRejected(stage: item.label, defect: defect))
        var last = defect
        // A retry the backend rejects (it should not: same prompt) falls back like a bad answer.
        if case let .answer(raw) = try await generate(transcript, options: options, item: item, report: &report) {
            report.modelCalls += 1
            report.promptTokens += promptTokens
            let text = cutToCap(raw, item: item, report: &report)
            guard let again = responseGuard.defect(in: text, for: guardCall(item)) else { return text }
            report.record(again)
            last = again
        }
        report.extractiveFallbacks += 1
        progress(.fellBackToExtractive(stage: item.label, defect: last))
        return ExtractiveModel(tokenCounter: counter).summarize(Self.input(of: item), maximumTokens: item.outputCap)
    }

    /// An intermediate call of `extractThenRewrite`: the input's salient sentences within the
    /// cap, as `ExtractiveModel` answers (no prompt, no guard: sentences of the input by construction).
    private func extract(_ item: CallItem) -> CallReport {
        let input = Self.input(of: item)
        var report = CallReport()
        report.modelCalls = 1
        report.promptTokens = counter.count(input)
        let produced = output(item, text: ExtractiveModel(tokenCounter: counter).summarize(input, maximumTokens: item.outputCap), isCached: false)
        report.responseTokens = produced.tokenCount
        report.outputs = [produced]
        return report
    }

    /// The material the model reads: the item's, or with `selectionTokens` its salient
    /// sentences within that many tokens (in source order; inputs that fit are sent whole).
    func sent(_ item: CallItem) -> String {
        let material = item.material
        guard let selectionTokens, counter.count(material) > selectionTokens else { return material }
        return ExtractiveModel(tokenCounter: counter).summarize(material, maximumTokens: selectionTokens)
    }

    /// What the guard checks a call's answer against: the material the model read.
    private func guardCall(_ item: CallItem) -> ResponseGuard.Call {
        let input = item.carriedSummary.isEmpty ? sent(item) : item.carriedSummary + "\n\n" + sent(item)
        // Merges take partial summaries: keeping some verbatim is no failure to summarize.
        let readsSource = item.stage == .map || item.stage == .whole || item.stage == .refine
        return ResponseGuard.Call(
            scaffolding: prompts.scaffolding(for: item.stage, words: SummaryPrompts.words(forTokens: item.outputCap)), material: input,
            compressionAsked: readsSource && counter.count(input) > item.outputCap)
    }

    /// Everything a call summarizes: a refine step's carried summary, then its material.
    static func input(of item: CallItem) -> String {
        item.carriedSummary.isEmpty ? item.material : item.carriedSummary + "\n\n" + item.material
    }

    private func output(_ item: CallItem, text: String, isCached: Bool) -> CallReport.Output {
        CallReport.Output(
            stage: item.stage, text: text, tokenCount: counter.count(text), byteRanges: item.byteRanges,
            childIDs: item.inputs.compactMap(\.nodeID), isCached: isCached)
    }

    /// Runs the two halves of `item` (a refine step's halves in sequence, carrying the summary).
    private func split(_ item: CallItem, reason: String) async throws -> CallReport {
        guard var (first, second) = item.halves(splitCap: splitCap) else {
            let what = item.splitDepth >= CallItem.maximumSplitDepth
                ? "even 1/\(1 << item.splitDepth) of the planned input is rejected"
                : "one partial summary cannot be split further"
            throw ContextBudgetError.noProgress(
                "\(item.label): \(reason), and \(what); the model's token count disagrees with its backend's by more than the safety margin: raise the margin (--margin) or lower the response reserve")
        }
        progress(.split(stage: item.label, reason: reason))
        var report = CallReport()
        report.overflowSplits = 1
        if strategy == .refine {
            // The chain goes on: the second half refines what the first half produced.
            first.outputCap = intermediateCap
            second.stage = .refine
            report.absorb(try await execute(first))
            second.carriedSummary = report.outputs.last?.text ?? item.carriedSummary
            report.absorb(try await execute(second))
        } else {
            report.absorb(try await execute(first))
            report.absorb(try await execute(second))
        }
        return report
    }

    /// `text` cut back to `tokens`, at a sentence end or a space when that keeps at least half.
    /// - Complexity: O(n log n) counting work when over the cap, one count otherwise.
    static func cut(_ text: String, toTokens tokens: Int, counter: any TokenCounter) -> String {
        guard counter.count(text) > tokens else { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if counter.count(String(characters[..<middle])) <= tokens { low = middle } else { high = middle - 1 }
        }
        let prefix = characters[..<low]
        let terminators: Set<Character> = [".", "!", "?", "。", "！", "？", "\n"]
        if let end = prefix.lastIndex(where: { terminators.contains($0) }), end + 1 >= low / 2 {
            return String(prefix[...end]).trimmingWhitespace()
        }
        if let space = prefix.lastIndex(where: \.isWhitespace), space >= low / 2 {
            return String(prefix[..<space])
        }
        return String(prefix)
    }
}
