import Tokenizers

/// Writes a bounded summary of removed entries, folding in the earlier summary: the material is
/// fed to the model in batches that fit its window, each call updating the summary so far, and
/// the result is cut to the summary's token budget if a model writes more than asked.
/// Removed tool outputs are read up to the summary's size (their full text is in the store).
struct RollingSummarizer {
    var summarization: TrimPolicy.Summarization

    struct Result {
        var text: String
        var modelCalls: Int
        /// Tokens of material summarized (earlier summary and rendered entries).
        var inputTokens: Int
        /// Every line sent as material, in order: what "nothing lost" is checked against.
        var material: [String]
        /// Answers the guard rejected, and whether the call then fell back to the extractive summary.
        var rejections: [(defect: ResponseDefect, fellBack: Bool)] = []
    }

    /// How an entry reads as summary material.
    static func line(for entry: Transcript.Entry) -> String {
        switch entry {
        case let .instructions(text): "Instructions: \(text)"
        case let .prompt(text): "User: \(text)"
        case let .response(text): "Assistant: \(text)"
        case let .summary(text): "Earlier summary: \(text)"
        case let .toolCalls(calls):
            calls.map { "Assistant called \($0.name) (\($0.id)) with \($0.arguments)" }.joined(separator: "\n")
        case let .toolOutput(output): "Tool \(output.toolName ?? "result") (\(output.callID)) returned: \(output.text)"
        }
    }

    /// - Parameters:
    ///   - earlierSummaries: texts of summaries being replaced, oldest first.
    ///   - removed: entries removed from the transcript, in order.
    ///   - maximumTokens: the most tokens the summary text may have.
    ///   - textTokens: how the summary's tokens are counted (the target model's count of the text).
    /// - Throws: `GenerationError` from the model; `ContextBudgetError.budgetTooSmall` when the
    ///   summarizing model's window cannot hold its own prompt plus the summary.
    func summarize(
        earlierSummaries: [String], removed: [Transcript.Entry], maximumTokens: Int,
        textTokens: @escaping (String) async throws -> Int
    ) async throws -> Result {
        let model = summarization.model
        let prompts = summarization.prompts
        let margin = max(16, model.contextSize / 64)
        let capacity = model.contextSize - maximumTokens - margin
        let overhead = try await model.tokenCount(for: prompts.transcript(material: ""))
        // Each line must fit alongside the summary so far.
        let lineBudget = capacity - overhead - maximumTokens - 32
        guard lineBudget >= 32 else {
            throw ContextBudgetError.budgetTooSmall(
                needed: overhead + 2 * maximumTokens + 64 + margin, available: model.contextSize,
                detail: "a rolling summary of \(maximumTokens) tokens with \(model.identifier)")
        }
        func materialTokens(_ text: String) async throws -> Int {
            try await model.tokenCount(for: prompts.transcript(material: text)) - overhead
        }
        // Prompts, responses and summaries are read in full (split when too long). A tool output
        // is read up to the summary's own size: its full text is in the store, and a model cannot
        // condense 30K characters of JSON into a few sentences anyway.
        let toolOutputTokens = min(lineBudget, max(64, maximumTokens))
        var lines: [String] = []
        for text in earlierSummaries.map({ "Earlier summary: \($0)" }) {
            lines += try await Self.split(text, fitting: lineBudget, measure: materialTokens)
        }
        for entry in removed {
            let text = Self.line(for: entry)
            if entry.kind == .toolOutput {
                let head = try await Self.cap(text, to: toolOutputTokens, measure: materialTokens)
                lines.append(head.count < text.count ? head + " […]" : text)
            } else {
                lines += try await Self.split(text, fitting: lineBudget, measure: materialTokens)
            }
        }

        var result = Result(text: "", modelCalls: 0, inputTokens: 0, material: lines)
        var next = 0
        while next < lines.count {
            var batch = result.text.isEmpty ? [] : ["Summary so far: \(result.text)"]
            var batchTokens = try await materialTokens(batch.joined(separator: "\n"))
            let first = next
            while next < lines.count {
                let cost = try await materialTokens(lines[next]) + 1
                if next > first, batchTokens + cost > capacity - overhead { break }
                batch.append(lines[next])
                batchTokens += cost
                result.inputTokens += cost
                next += 1
            }
            // Counts are not additive: give lines back until the real prompt fits.
            var prompt = prompts.transcript(material: batch.joined(separator: "\n"))
            while try await model.tokenCount(for: prompt) > capacity, next - first > 1 {
                next -= 1
                batch.removeLast()
                result.inputTokens -= try await materialTokens(lines[next]) + 1
                prompt = prompts.transcript(material: batch.joined(separator: "\n"))
            }
            let material = batch.joined(separator: "\n")
            let answer = try await guardedAnswer(
                prompt, material: material, maximumTokens: maximumTokens,
                compressionAsked: try await materialTokens(material) > maximumTokens, result: &result)
            result.text = try await Self.cap(answer, to: maximumTokens, measure: textTokens)
        }
        return result
    }

    /// The model's answer to one call, checked by the guard: retried once when rejected, then
    /// replaced by the extractive summary of `material` within `maximumTokens`.
    private func guardedAnswer(
        _ prompt: Transcript, material: String, maximumTokens: Int, compressionAsked: Bool, result: inout Result
    ) async throws -> String {
        let model = summarization.model
        let options = GenerationOptions(maximumResponseTokens: maximumTokens)
        let answer = try await model.generate(prompt, options: options)
        result.modelCalls += 1
        // The extractive model is what a rejected answer falls back to: nothing to check.
        guard let responseGuard = summarization.responseGuard, !(model is ExtractiveModel) else { return answer }
        let prompts = summarization.prompts
        let call = ResponseGuard.Call(
            scaffolding: prompts.instructions + "\n" + prompts.request.replacingOccurrences(of: "{document}", with: "\n"),
            material: material, compressionAsked: compressionAsked)
        guard let defect = responseGuard.defect(in: answer.trimmingWhitespace(), for: call) else { return answer }
        let retry = try await model.generate(prompt, options: responseGuard.retryOptions(from: options))
        result.modelCalls += 1
        guard responseGuard.defect(in: retry.trimmingWhitespace(), for: call) != nil else {
            result.rejections.append((defect, false))
            return retry
        }
        result.rejections.append((defect, true))
        let counter = (model as? any TokenizedLanguageModel)?.tokenCounter ?? TokenEstimator()
        return ExtractiveModel(tokenCounter: counter).summarize(material, maximumTokens: maximumTokens)
    }

    /// `text` cut into pieces that each cost at most `tokens` (whole when it already fits).
    static func split(_ text: String, fitting tokens: Int, measure: @escaping (String) async throws -> Int) async throws -> [String] {
        if try await measure(text) <= tokens { return [text] }
        let fitting = TextFitting(measure: measure)
        var characters = Array(text)[...]
        var pieces: [String] = []
        while !characters.isEmpty {
            var length = try await fitting.prefix(of: Array(characters), fitting: tokens)
            if length == 0 { length = 1 }  // one grapheme over budget: pass it whole rather than loop
            pieces.append(String(characters.prefix(length)))
            characters = characters.dropFirst(length)
        }
        return pieces
    }

    /// `text` cut to its longest prefix within `tokens`.
    static func cap(_ text: String, to tokens: Int, measure: @escaping (String) async throws -> Int) async throws -> String {
        if try await measure(text) <= tokens { return text }
        let characters = Array(text)
        let length = try await TextFitting(measure: measure).prefix(of: characters, fitting: tokens)
        return String(characters[..<length])
    }
}
