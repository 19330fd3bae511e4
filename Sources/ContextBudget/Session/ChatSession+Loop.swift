import Foundation

/// The tool loop: trim, call the model, run the calls it asks for, append, repeat.
extension ChatSession {
    func respond(appending entries: [Transcript.Entry]) async throws -> String {
        guard !isResponding else {
            throw ContextBudgetError.invalidConfiguration("respond(to:) was called while another response is in progress; await it first")
        }
        isResponding = true
        defer { isResponding = false }

        let offeredTools = transcript.tools
        var next = transcript
        next.entries += entries
        // Actor state cannot be passed inout across an await; the guard above makes the copy safe.
        var cache = self.cache
        defer { self.cache = cache }
        let toolModel = model as? any ToolCallingLanguageModel
        var round = 0
        while true {
            try Task.checkCancellation()
            var (trimmed, reply) = try await call(next, offeredTools: offeredTools, toolModel: toolModel, round: round, cache: &cache)
            trimmed.tools = offeredTools
            switch reply {
            case let .text(text):
                trimmed.entries.append(.response(text))
                transcript = trimmed
                return text
            case let .toolCalls(calls):
                guard round < configuration.maximumToolRounds else {
                    transcript = trimmed
                    throw ContextBudgetError.toolRoundLimitReached(rounds: round, transcript: trimmed, pendingCalls: calls)
                }
                let runs = try await run(calls, promptTokens: lastPromptTokens)
                trimmed.entries.append(.toolCalls(calls))
                trimmed.entries += runs.map { .toolOutput($0.output) }
                transcript = trimmed  // the tools have run: keep their outputs whatever happens next
                next = trimmed
                round += 1
            }
        }
    }

    /// Trims `next` for one call and calls the model (retrying once, compacted harder, when the
    /// backend says it overflowed). Returns the transcript as sent and the reply.
    private func call(
        _ next: Transcript, offeredTools: [ToolDefinition], toolModel: (any ToolCallingLanguageModel)?, round: Int,
        cache: inout EntryTokenCache
    ) async throws -> (Transcript, ModelReply) {
        var request = next
        request.tools = offeredTools + (readerOffered(toolModel) ? [ReferenceReader.definition] : [])
        var result: TrimResult
        if let previous = selectedTools, round > 0 || keepsSelection(previous, offered: offeredTools, for: next),
           case let sticky = Self.withReader(previous, if: readerOffered(toolModel)),
           case let attempt = try await trimForCall(Self.replacingTools(of: request, with: sticky), cache: &cache),
           attempt.originalTokenCount <= attempt.capacity {
            // The last selection still fits and covers what the prompt asks: keep it, and the prefix.
            result = attempt
        } else {
            result = try await trimForCall(request, cache: &cache)
            if readerOffered(toolModel), !request.tools.contains(where: { $0.name == ReferenceReader.name }) {
                // This trim removed something for the first time: offer the reader from now on.
                request.tools.append(ReferenceReader.definition)
                result = try await trimForCall(request, cache: &cache)
            }
            if configuration.offersToolSearch, toolModel != nil, Self.omitsTools(result) {
                result = try await trimShowingSearch(request, cache: &cache) ?? result
            }
            selectedTools = result.events.contains { if case .selectedTools = $0 { true } else { false } } ? result.transcript.tools : nil
        }
        let choice = round == 0 ? toolChoice : .auto
        do {
            let reply = try await ask(toolModel, result.transcript, choice: choice)
            accept(result, reply: reply, round: round)
            return (result.transcript, reply)
        } catch let GenerationError.exceededContextWindowSize(needed, available) {
            let excess = max(needed - available, budget.safetyMargin, 1)
            let capacity = max(1, min(result.tokenCount, budget.promptCapacity) - excess)
            result = try await trimmer.trim(request, capacity: capacity, policy: trimmer.policy.harder(capacity: capacity), cache: &cache)
            let reply = try await ask(toolModel, result.transcript, choice: choice)
            accept(result, reply: reply, round: round)
            return (result.transcript, reply)
        }
    }

    /// True when the last selection holds the tools most relevant to the newest prompt (the
    /// three best, among those the prompt matches at all): then it is kept, so the tool list, and
    /// with it the whole prompt prefix the backend cached, stays the same.
    private func keepsSelection(_ previous: [ToolDefinition], offered: [ToolDefinition], for transcript: Transcript) -> Bool {
        let scores = ToolRelevance(tools: offered).scores(newestPrompt: transcript.latestPrompt ?? "", recentText: "")
        let best = offered.indices.filter { scores[$0] > 0 }.sorted { scores[$0] > scores[$1] }.prefix(3)
        let kept = Set(previous.map(\.name))
        return best.allSatisfy { kept.contains(offered[$0].name) }
    }

    /// True when selection left tools out of the trimmed transcript.
    private static func omitsTools(_ result: TrimResult) -> Bool {
        result.events.contains { if case let .selectedTools(_, _, omitted, _, _) = $0 { !omitted.isEmpty } else { false } }
    }

    /// `request` trimmed to leave room for `search_tools`, with its definition added; nil when
    /// no room can be made (the call then goes without it). The room is measured on the result,
    /// since a definition's cost in a rendered tool list is not exactly its cost alone.
    private func trimShowingSearch(_ request: Transcript, cache: inout EntryTokenCache) async throws -> TrimResult? {
        let bare = Transcript(entries: [])
        var reserved = try await model.tokenCount(for: Transcript(entries: [], tools: [ToolSearch.definition])) - model.tokenCount(for: bare)
        for _ in 0..<3 {
            guard reserved < budget.promptCapacity else { return nil }
            var result: TrimResult
            do {
                result = try await trimForCall(request, reserving: reserved, cache: &cache)
            } catch ContextBudgetError.transcriptCannotFit, ContextBudgetError.budgetTooSmall {
                return nil
            }
            result.transcript.tools.append(ToolSearch.definition)
            let total = try await model.tokenCount(for: result.transcript)
            if total <= budget.promptCapacity {
                result.tokenCount = total
                return result
            }
            reserved += total - budget.promptCapacity
        }
        return nil
    }

    private static func withReader(_ tools: [ToolDefinition], if offered: Bool) -> [ToolDefinition] {
        guard offered, !tools.contains(where: { $0.name == ReferenceReader.name }) else { return tools }
        return tools + [ReferenceReader.definition]
    }

    private static func replacingTools(of transcript: Transcript, with tools: [ToolDefinition]) -> Transcript {
        var copy = transcript
        copy.tools = tools
        return copy
    }

    private func ask(_ toolModel: (any ToolCallingLanguageModel)?, _ transcript: Transcript, choice: ToolChoice) async throws -> ModelReply {
        if let handler = textHandler {
            if let toolModel, !transcript.tools.isEmpty {
                var pieces: [ModelReplyPiece] = []
                for try await piece in toolModel.streamReply(to: transcript, toolChoice: choice, options: options) {
                    if case let .text(text) = piece { handler(text) }
                    pieces.append(piece)
                }
                return ModelReplyPiece.reply(from: pieces)
            }
            var text = ""
            for try await piece in model.streamResponse(to: transcript, options: options) {
                handler(piece)
                text += piece
            }
            return .text(text)
        }
        if let toolModel, !transcript.tools.isEmpty {
            return try await toolModel.respond(to: transcript, toolChoice: choice, options: options)
        }
        return .text(try await model.generate(transcript, options: options))
    }

    private func accept(_ result: TrimResult, reply: ModelReply, round: Int) {
        for event in result.events {
            record(.trimmed(event))
            noteReferences(of: event)
        }
        lastPromptTokens = result.tokenCount
        var callCount = 0
        if case let .toolCalls(calls) = reply { callCount = calls.count }
        record(.modelCalled(round: round, promptTokens: result.tokenCount, toolCallCount: callCount))
    }

    private func readerOffered(_ toolModel: (any ToolCallingLanguageModel)?) -> Bool {
        configuration.offersReferenceTool && toolModel != nil && !references.isEmpty
    }

    /// Trims to the capacity when the transcript fits as it is or only just; when it must cut,
    /// cuts down to the low-water mark so that the next turns find their prefix unchanged.
    /// - Parameter reserved: tokens of the capacity kept free for what the session adds after trimming.
    private func trimForCall(_ transcript: Transcript, reserving reserved: Int = 0, cache: inout EntryTokenCache) async throws -> TrimResult {
        let capacity = budget.promptCapacity - reserved
        let exact = reserved == 0
            ? try await trimmer.trim(transcript, cache: &cache)
            : try await trimmer.trim(transcript, capacity: capacity, policy: trimmer.policy, cache: &cache)
        guard exact.originalTokenCount > exact.capacity, configuration.lowWaterFraction < 1 else { return exact }
        let lowWater = max(1, Int(Double(capacity) * configuration.lowWaterFraction))
        do {
            return try await trimmer.trim(transcript, capacity: lowWater, policy: trimmer.policy, cache: &cache)
        } catch ContextBudgetError.transcriptCannotFit, ContextBudgetError.budgetTooSmall {
            return exact  // what must be kept does not fit under the mark: the capacity will do
        }
    }

    private func noteReferences(of event: TrimEvent) {
        var found: [(String, String)] = []
        switch event {
        case let .droppedTurns(_, _, _, ids): found = ids.map { ($0, "an earlier turn") }
        case let .droppedToolCalls(callIDs, _, id): found = [(id, "tool call(s) \(callIDs.joined(separator: ", ")) with their outputs")]
        case let .truncatedToolOutput(callID, original, _, id): found = [(id, "the full output of \(callID), \(original) tokens")]
        case .summarized, .selectedTools, .rejectedSummaryAnswer: break
        }
        for (id, about) in found where !references.contains(where: { $0.id == id }) {
            references.append((id: id, about: about))
        }
    }

    /// Runs one round of calls, in parallel, outputs in the order of the calls.
    private func run(_ calls: [ToolCall], promptTokens: Int) async throws -> [ToolRun] {
        let readerCalls = calls.filter { $0.name == ReferenceReader.name }.count
        let room = budget.promptCapacity - promptTokens - 48 * calls.count
        // A page is never shortened by trimming, so it also keeps to the policy's output limit.
        let pageLimit = min(configuration.maximumPageTokens, trimmer.policy.maximumToolOutputTokens ?? .max)
        let pageTokens = min(pageLimit, max(128, room / max(1, readerCalls)))
        let reader = ReferenceReader(references: references, store: store)
        let model = self.model
        let empty = try await model.tokenCount(for: Transcript(entries: [.toolOutput(ToolOutput(callID: "call", text: ""))]))
        let measure: @Sendable (String) async throws -> Int = { text in
            try await model.tokenCount(for: Transcript(entries: [.toolOutput(ToolOutput(callID: "call", text: text))])) - empty
        }
        let toolBox = self.toolBox
        let offersReader = configuration.offersReferenceTool && !references.isEmpty
        let progress = ProgressLog(handler: eventHandler)
        // A search is answered when the last call showed it (selection had left tools out).
        let search = configuration.offersToolSearch && selectedTools?.contains(where: { $0.name == ToolSearch.name }) == true ? toolSearch : nil
        let shown = Set((selectedTools ?? []).map(\.name))
        let finder = SearchResults()
        let runs = try await withThrowingTaskGroup(of: (Int, ToolRun).self) { group in
            for (index, call) in calls.enumerated() {
                group.addTask {
                    if offersReader, call.name == ReferenceReader.name {
                        return (index, try await Self.read(call, with: reader, pageTokens: pageTokens, measure: measure))
                    }
                    if let search, call.name == ToolSearch.name {
                        return (index, Self.search(call, with: search, shown: shown, into: finder))
                    }
                    return (index, try await toolBox.run(call, progress: { report in progress.add(call, report) }))
                }
            }
            var runs = [ToolRun?](repeating: nil, count: calls.count)
            for try await (index, run) in group { runs[index] = run }
            return runs.compactMap { $0 }
        }
        for event in progress.close() { record(event, notifying: false) }
        let found = finder.definitions.filter { !shown.contains($0.name) }
        if !found.isEmpty, var selection = selectedTools {
            // The next call defines what the model found (the last selection, kept while it fits).
            for tool in found where !selection.contains(where: { $0.name == tool.name }) { selection.append(tool) }
            selectedTools = selection
        }
        for run in runs {
            record(.toolRan(name: run.call.name, callID: run.call.id, duration: run.duration,
                            outputCharacters: run.output.text.count, failure: run.failure?.description))
        }
        return runs
    }

    private static func search(_ call: ToolCall, with search: ToolSearch, shown: Set<String>, into results: SearchResults) -> ToolRun {
        let start = ContinuousClock.now
        let text: String, failure: ToolCallError?
        switch ToolBox.checkedArguments(of: call, against: ToolSearch.definition.parameters) {
        case let .success(arguments):
            let answer = search.answer(arguments, excluding: shown)
            results.add(answer.found)
            text = answer.text
            failure = answer.failure.map { ToolCallError.toolFailed(tool: call.name, detail: $0) }
        case let .failure(error):
            text = error.description
            failure = error
        }
        return ToolRun(call: call, output: ToolOutput(callID: call.id, toolName: call.name, text: text), failure: failure,
                       duration: ContinuousClock.now - start)
    }

    private static func read(
        _ call: ToolCall, with reader: ReferenceReader, pageTokens: Int, measure: @escaping @Sendable (String) async throws -> Int
    ) async throws -> ToolRun {
        let start = ContinuousClock.now
        func finish(_ text: String, _ failure: ToolCallError?) -> ToolRun {
            ToolRun(call: call, output: ToolOutput(callID: call.id, toolName: call.name, text: text), failure: failure,
                    duration: ContinuousClock.now - start)
        }
        let arguments: JSONValue
        switch ToolBox.checkedArguments(of: call, against: ReferenceReader.definition.parameters) {
        case let .success(value): arguments = value
        case let .failure(error): return finish(error.description, error)
        }
        let (text, failure) = try await reader.read(arguments, pageTokens: pageTokens, measure: measure)
        return finish(text, failure.map { ToolCallError.toolFailed(tool: call.name, detail: $0) })
    }
}

/// The definitions the searches of one round found, collected from its concurrent runs.
final class SearchResults: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [ToolDefinition] = []

    func add(_ definitions: [ToolDefinition]) {
        lock.withLock { found += definitions }
    }

    var definitions: [ToolDefinition] { lock.withLock { found } }
}
