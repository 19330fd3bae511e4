import Tokenizers

/// Makes one summary call safely: cache lookup, measurement against the budget, generation with
/// retries, splitting on overflow, the response cut to its cap, and the result cached.
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

    /// Runs `item`; returns one output, or several when the input had to be split.
    func execute(_ item: CallItem) async throws -> CallReport {
        try Task.checkCancellation()
        let transcript = prompts.transcript(for: item.stage, material: item.material, summary: item.carriedSummary)
        var options = baseOptions
        options.maximumResponseTokens = item.outputCap
        let key = cache.map { _ in SummaryCache.key(for: transcript, options: options, modelIdentifier: model.identifier) }
        if let cache, let key, let text = cache.response(forKey: key) {
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
        var attempt = 1
        while true {
            try Task.checkCancellation()
            let raw: String
            do {
                raw = try await model.generate(transcript, options: options)
            } catch let error as GenerationError {
                if case let .exceededContextWindowSize(needed, available) = error {
                    var splitReport = try await split(
                        item, reason: "the backend counted \(needed) tokens against its \(available) (we measured \(promptTokens))")
                    splitReport.transientRetries += report.transientRetries
                    return splitReport
                }
                guard error.isTransient, attempt < retryPolicy.maximumAttempts else {
                    let attempts = attempt > 1 ? " (after \(attempt) attempts)" : ""
                    throw ContextBudgetError.generationFailed(stage: item.label + attempts, underlying: error)
                }
                var suggested: Double? = nil
                if case let .rateLimited(seconds) = error { suggested = seconds }
                let delay = retryPolicy.delaySeconds(afterAttempt: attempt, suggested: suggested)
                progress(.retrying(stage: item.label, attempt: attempt + 1, delaySeconds: delay, error: error))
                if delay > 0 { try await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
                attempt += 1
                report.transientRetries += 1
                continue
            }
            let text = Self.cut(raw.trimmingWhitespace(), toTokens: item.outputCap, counter: counter)
            if text != raw.trimmingWhitespace() { report.truncatedResponses += 1 }
            let produced = output(item, text: text, isCached: false)
            report.modelCalls = 1
            report.promptTokens = promptTokens
            report.responseTokens = produced.tokenCount
            report.outputs = [produced]
            if let cache, let key { try cache.store(text, forKey: key) }
            return report
        }
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
