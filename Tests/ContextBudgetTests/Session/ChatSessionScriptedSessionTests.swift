import Foundation
import Testing
import TestSupport
@testable import ContextBudget

/// Seeded sessions of up to 100 model rounds that throw everything at the loop: parallel calls,
/// tools that throw, 100K-token outputs, invalid arguments, unknown tools, and reads of the
/// reference tool with good and bad ids and offsets. Every request the model receives is
/// checked against the session's invariants.
@Suite struct ChatSessionScriptedSessionTests {
    final class Script: @unchecked Sendable {
        private let lock = NSLock()
        private var random: SplitMix64
        init(seed: UInt64) { random = SplitMix64(seed: seed) }

        func reply(_ request: ScriptedLanguageModel.Request) -> ModelReply {
            lock.withLock {
                let entries = request.transcript.entries
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < 25 || (entries.last?.kind == .toolOutput && roll < 40) { return .text("Answer \(request.index).") }
                let count = Int.random(in: 1...3, using: &random)
                let calls = (0..<count).map { slot -> ToolCall in
                    let id = "call_\(request.index)_\(slot)"
                    switch Int.random(in: 0..<8, using: &random) {
                    case 0: return ToolCall(id: id, name: "get_weather", arguments: #"{"city":"Oslo"}"#)
                    case 1: return ToolCall(id: id, name: "get_weather", arguments: #"{"town":3}"#)
                    case 2: return ToolCall(id: id, name: "no_such_tool", arguments: "{}")
                    case 3: return ToolCall(id: id, name: "flaky", arguments: "{}")
                    case 4: return ToolCall(id: id, name: "dump", arguments: #"{"seed":\#(request.index)}"#)
                    case 5: return ToolCall(id: id, name: "get_weather", arguments: "not json")
                    default:
                        // Read back whatever the newest marker names, or nonsense.
                        for case let .toolOutput(output) in entries.reversed() {
                            if let arguments = MarkerFollower.json(after: "read on with read_reference ", in: output.text) {
                                return ToolCall(id: id, name: "read_reference", arguments: arguments)
                            }
                        }
                        return ToolCall(id: id, name: "read_reference", arguments: #"{"id":"output-0000","offset":12}"#)
                    }
                }
                return .toolCalls(calls)
            }
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func everyRequestHoldsTheInvariants(seed: UInt64) async throws {
        let script = Script(seed: seed)
        let model = ScriptedLanguageModel(contextSize: 4096) { script.reply($0) }
        let store = InMemoryTranscriptStore()
        // A 100K-token output: 400K characters at about four characters a token.
        let session = try ChatSession(
            model: model, instructions: "Use the tools.", tools: [TestTools.weather, TestTools.failing, TestTools.big(characters: 400_000)],
            budget: .onDevice, store: store, configuration: .init(maximumToolRounds: 6))
        var prompts: [String] = []
        var generator = TranscriptGenerator(seed: seed)
        var checked = 0
        var everOffered: Set<String> = []
        while model.requests.count < 100 {
            let prompt = "Prompt \(prompts.count): " + generator.text(sentences: Int.random(in: 1...4, using: &generator.random))
            prompts.append(prompt)
            do {
                _ = try await session.respond(to: prompt)
            } catch ContextBudgetError.toolRoundLimitReached(_, let transcript, _) {
                #expect(transcript.toolUnitsAreWhole, "seed \(seed)")
            }
            for request in model.requests[checked...] {
                let sent = request.transcript
                let context = "seed \(seed), request \(request.index)"
                #expect(request.promptTokens <= TokenBudget.onDevice.promptCapacity, "\(context): \(request.promptTokens) tokens")
                #expect(sent.entries.first == .instructions("Use the tools."), "\(context)")
                #expect(sent.latestPrompt == prompt, "\(context)")
                #expect(sent.toolUnitsAreWhole, "\(context): a call without its outputs or an output without its call")
                let sentPrompts = sent.entries.compactMap { entry -> Int? in
                    guard case let .prompt(text) = entry else { return nil }
                    return prompts.firstIndex(of: text)
                }
                #expect(sentPrompts == sentPrompts.sorted() && Set(sentPrompts).count == sentPrompts.count, "\(context): order")
                let defined = Set(sent.tools.map(\.name))
                everOffered.formUnion(defined)
                // A call to a tool never offered (an unknown name) is answered with an error; any other must stay defined.
                for name in sent.calledToolNames where everOffered.contains(name) {
                    #expect(defined.contains(name), "\(context): \(name) is called in the transcript but not defined")
                }
            }
            checked = model.requests.count
        }
        // Nothing lost: every prompt is in the session or in the store.
        var found = Set(await session.transcript.entries.compactMap { if case let .prompt(text) = $0 { text } else { nil } })
        for id in await store.referenceIDs {
            for case let .prompt(text) in await store.entries(for: id) ?? [] { found.insert(text) }
        }
        #expect(found == Set(prompts), "seed \(seed): \(Set(prompts).subtracting(found).count) prompts lost")
        // The mix really happened.
        let failures = await session.events.compactMap { event -> String? in
            if case let .toolRan(_, _, _, _, failure?) = event { failure } else { nil }
        }
        #expect(failures.contains { $0.contains("no tool named") } && failures.contains { $0.contains("failed:") }
                && failures.contains { $0.contains("invalid arguments") }, "seed \(seed)")
        #expect(await session.trimEvents.contains { if case .truncatedToolOutput = $0 { true } else { false } })
    }
}
