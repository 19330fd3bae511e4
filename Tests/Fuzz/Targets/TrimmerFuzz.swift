import ContextBudget
import Foundation
import Tokenizers

/// `TranscriptTrimmer` on arbitrary transcripts (entries, tool calls and outputs, tool
/// definitions built from the fuzzer's bytes), budgets and policies, with an additive model and
/// one whose counts are not additive.
///
/// Invariants: the trim either fits — the result's count is the model's own count of it and at
/// most the prompt capacity; instructions and the newest prompt kept; a kept call keeps its
/// outputs and a kept output its call; no tool invented — or it throws the documented
/// `transcriptCannotFit` (or, with a summarizing policy, a `GenerationError` of the summarizer or
/// `budgetTooSmall` when the summarizer's own context cannot hold its prompt: the fuzzer found
/// that case undocumented, and `trim`'s doc comment now says so).
/// Trimming is deterministic: the same input trims to the same result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let contextSize = input.integer(in: 48...4096)
    let reserve = input.integer(in: 0...contextSize / 2)
    let margin = input.integer(in: 0...min(64, contextSize - reserve - 1))
    guard let budget = try? TokenBudget(contextSize: contextSize, responseReserve: reserve, safetyMargin: margin) else {
        invariant(false, "a valid budget (\(contextSize), \(reserve), \(margin)) was refused")
        return 0
    }
    let base = ExtractiveModel(contextSize: contextSize)
    let model: any LanguageModel = input.bool() ? NonAdditiveModel(base: base) : base
    var policy = TrimPolicy.window
    if input.bool() { policy = policy.limitingToolOutputs(to: input.integer(in: 32...1024)) }
    if input.bool() { policy = policy.selectingTools(.all) }
    let summarizes = input.byte() % 4 == 0
    if summarizes { policy = policy.summarizing(with: base, summaryTokenCount: input.integer(in: 16...256)) }
    let transcript = makeTranscript(&input)

    let trimmer = TranscriptTrimmer(model: model, budget: budget, policy: policy)
    let first = runBlocking { try await trimmer.trim(transcript) }
    let second = runBlocking { try await trimmer.trim(transcript) }
    switch (first, second) {
    case let (.success(result), .success(again)):
        invariant(result == again, "the same transcript trimmed twice gave two results")
        check(result, of: transcript, model: model, capacity: budget.promptCapacity)
    case let (.failure(error), .failure):
        if case .transcriptCannotFit(let parts, let capacity)? = error as? ContextBudgetError {
            invariant(capacity == budget.promptCapacity && !parts.isEmpty, "transcriptCannotFit(\(parts), \(capacity)) for capacity \(budget.promptCapacity)")
        } else {
            var summarizerError = error is GenerationError
            if case .budgetTooSmall? = error as? ContextBudgetError { summarizerError = true }
            invariant(summarizes && summarizerError, "trim threw an undocumented error: \(type(of: error)): \(error)")
        }
        _ = String(describing: error)
    default:
        invariant(false, "the same transcript trimmed twice: one success, one failure")
    }
    return 0
}

private func check(_ result: TrimResult, of input: Transcript, model: any LanguageModel, capacity: Int) {
    let measured = runBlocking { try await model.tokenCount(for: result.transcript) }
    guard case let .success(count) = measured else {
        invariant(false, "the trimmed transcript cannot be counted: \(measured)")
        return
    }
    invariant(count == result.tokenCount, "reported \(result.tokenCount) tokens, the model counts \(count)")
    invariant(count <= capacity && result.capacity == capacity, "does not fit: \(count) > \(capacity)")
    let output = result.transcript.entries
    invariant(output.filter { $0.kind == .instructions } == input.entries.filter { $0.kind == .instructions }, "instructions not kept")
    invariant(result.transcript.latestPrompt == input.latestPrompt, "the newest prompt was not kept")
    invariant(Set(result.transcript.tools.map(\.name)).isSubset(of: Set(input.tools.map(\.name))), "a tool was invented")

    func callIDs(_ entries: [Transcript.Entry]) -> Set<String> {
        Set(entries.flatMap { entry -> [String] in if case let .toolCalls(calls) = entry { calls.map(\.id) } else { [] } })
    }
    func answeredIDs(_ entries: [Transcript.Entry]) -> Set<String> {
        Set(entries.compactMap { entry -> String? in if case let .toolOutput(output) = entry { output.callID } else { nil } })
    }
    let (inputCalls, inputAnswered) = (callIDs(input.entries), answeredIDs(input.entries))
    let (outputCalls, outputAnswered) = (callIDs(output), answeredIDs(output))
    for id in outputCalls.intersection(inputAnswered) {
        invariant(outputAnswered.contains(id), "call \(id) kept without its output")
    }
    for id in outputAnswered.intersection(inputCalls) {
        invariant(outputCalls.contains(id), "the output of \(id) kept without its call")
    }
}

/// Entries, calls and tools from the fuzzer's bytes. Call ids are unique (as servers and our
/// derived ids make them); an output answers one of the calls so far, or now and then no call.
private func makeTranscript(_ input: inout FuzzInput) -> Transcript {
    var transcript = Transcript()
    for _ in 0..<input.integer(in: 0...4) {
        transcript.tools.append(ToolDefinition(name: "tool\(input.byte() % 6)", description: input.text(upTo: 120),
                                               parameters: .object(["type": .string("object")])))
    }
    var calls: [String] = []
    while !input.isAtEnd, transcript.entries.count < 48 {
        let kind = input.byte() % 8
        switch kind {
        case 0: transcript.entries.append(.instructions(input.text(upTo: 400)))
        case 1, 2: transcript.entries.append(.prompt(input.text(upTo: 600)))
        case 3: transcript.entries.append(.response(input.text(upTo: 600)))
        case 4:
            let made = (0..<input.integer(in: 1...3)).map { position in
                ToolCall(id: "call\(calls.count + position)", name: "tool\(input.byte() % 6)", arguments: input.text(upTo: 60))
            }
            calls += made.map(\.id)
            transcript.entries.append(.toolCalls(made))
        case 5, 6:
            let id = calls.isEmpty || input.byte() % 8 == 0 ? "unanswered\(input.byte() % 4)" : calls[Int(input.byte()) % calls.count]
            transcript.entries.append(.toolOutput(ToolOutput(callID: id, toolName: input.bool() ? "tool\(input.byte() % 6)" : nil,
                                                             text: input.text(upTo: 3000))))
        default: transcript.entries.append(.summary(input.text(upTo: 300)))
        }
    }
    return transcript
}

/// Counts like its base plus one token for every third entry, so a transcript's count is not
/// the sum of its entries' counts (as with real chat templates and BPE).
private struct NonAdditiveModel: LanguageModel {
    var base: ExtractiveModel
    var contextSize: Int { base.contextSize }
    var identifier: String { "non-additive" }
    func tokenCount(for transcript: Transcript) async throws -> Int {
        try await base.tokenCount(for: transcript) + transcript.entries.count / 3
    }
    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        try await base.generate(transcript, options: options)
    }
}
