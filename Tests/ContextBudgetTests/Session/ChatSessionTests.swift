import Foundation
import Testing
@testable import ContextBudget

/// A backend whose real window is smaller than it claims, as when our count disagrees with the server's.
struct StingyModel: LanguageModel {
    var base = ExtractiveModel(contextSize: 1024)
    var realLimit: Int
    /// When set, every call overflows by this many tokens, whatever its size.
    var alwaysOverflowBy: Int?
    let attempts = RecordingModel.Log()
    var contextSize: Int { base.contextSize }
    var identifier: String { "stingy" }
    func tokenCount(for transcript: Transcript) async throws -> Int { try await base.tokenCount(for: transcript) }
    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        attempts.append(transcript)
        let needed = try await base.tokenCount(for: transcript)
        if let excess = alwaysOverflowBy { throw GenerationError.exceededContextWindowSize(needed: needed + excess, available: needed) }
        guard needed <= realLimit else { throw GenerationError.exceededContextWindowSize(needed: needed, available: realLimit) }
        return "Noted."
    }
}

@Suite struct ChatSessionTests {
    @Test func everyCallFitsAndTheInstructionsStay() async throws {
        let model = RecordingModel(base: ExtractiveModel(contextSize: 1024))
        let budget = try TokenBudget.proportional(contextSize: 1024)
        let session = ChatSession(model: model, instructions: "Answer in one sentence.", budget: budget)
        var generator = TranscriptGenerator(seed: 77)
        for turn in 0..<60 {
            let prompt = generator.text(sentences: Int.random(in: 1...6, using: &generator.random))
            let answer = try await session.respond(to: prompt)
            let sent = try #require(model.log.all.last)
            #expect(try await model.tokenCount(for: sent) <= budget.promptCapacity, "turn \(turn)")
            #expect(sent.entries.first == .instructions("Answer in one sentence."))
            #expect(sent.latestPrompt == prompt)
            #expect(await session.transcript.entries.last == .response(answer))
        }
        let events = await session.trimEvents
        #expect(events.contains { if case .droppedTurns = $0 { true } else { false } })
        // The transcript kept between turns stays bounded.
        #expect(try await model.tokenCount(for: await session.transcript) <= budget.promptCapacity + budget.responseReserve)
    }

    @Test func toolOutputsAppendedByTheCallerAreShortenedWhenTooBig() async throws {
        let model = ExtractiveModel()
        let store = InMemoryTranscriptStore()
        let session = ChatSession(model: model, instructions: "Use tools.", budget: .onDevice, store: store)
        var generator = TranscriptGenerator(seed: 5)
        _ = try await session.respond(to: "Hello.")
        await session.append([.prompt("Which file is the biggest?")])
        let output = ToolOutput(callID: "c1", toolName: "ls", text: generator.toolResult(characters: 40_000))
        await session.append([.toolCalls([ToolCall(id: "c1", name: "ls", arguments: "{}")]), .toolOutput(output)])
        _ = try await session.respond()
        let transcript = await session.transcript
        #expect(!transcript.entries.contains(.prompt("Hello.")), "oldest whole turns go before the newest turn's outputs shrink")
        #expect(try await model.tokenCount(for: transcript) <= TokenBudget.onDevice.promptCapacity + TokenBudget.onDevice.responseReserve)
        let events = await session.trimEvents
        guard case let .truncatedToolOutput(callID, _, _, id)? = events.first(where: { if case .truncatedToolOutput = $0 { true } else { false } }) else {
            Issue.record("no truncation among \(events)")
            return
        }
        #expect(callID == "c1")
        #expect(await store.entries(for: id) == [.toolOutput(output)])
    }

    @Test func anOverflowFromTheBackendCompactsHarderAndRetriesOnce() async throws {
        let budget = try TokenBudget.proportional(contextSize: 1024)
        let stingy = StingyModel(realLimit: budget.promptCapacity - 200)
        let session = ChatSession(model: stingy, instructions: "Be brief.", budget: budget)
        var generator = TranscriptGenerator(seed: 3)
        var retried = false
        for _ in 0..<40 {
            let before = stingy.attempts.all.count
            _ = try await session.respond(to: generator.text(sentences: 3))
            let attempts = Array(stingy.attempts.all[before...])
            #expect(attempts.count <= 2, "at most one retry")
            if attempts.count == 2 {
                retried = true
                #expect(try await stingy.tokenCount(for: attempts[1]) < (try await stingy.tokenCount(for: attempts[0])))
            }
        }
        #expect(retried, "the backend's limit was never hit; the test does not test anything")
    }

    @Test func aSecondOverflowIsThrownAndTheTranscriptIsUnchanged() async throws {
        let budget = try TokenBudget.proportional(contextSize: 1024)
        let stingy = StingyModel(realLimit: 1024, alwaysOverflowBy: 20)
        let session = ChatSession(model: stingy, instructions: "Be brief.", budget: budget)
        var generator = TranscriptGenerator(seed: 12)
        await session.append(generator.conversation(turns: 40, instructions: nil, toolProbability: 0, endWithResponse: true).entries)
        let before = await session.transcript
        await #expect(throws: GenerationError.self) { _ = try await session.respond(to: generator.text(sentences: 8)) }
        #expect(stingy.attempts.all.count == 2)
        #expect(await session.transcript == before)
    }

    @Test func aSummarizingSessionKeepsOneBoundedSummary() async throws {
        let model = RecordingModel(base: ExtractiveModel(contextSize: 1024))
        let budget = try TokenBudget.proportional(contextSize: 1024)
        let session = ChatSession(model: model, instructions: "Be brief.", budget: budget,
                                  policy: .summarize(with: ExtractiveModel(contextSize: 1024), summaryTokenCount: 80))
        var generator = TranscriptGenerator(seed: 31)
        for turn in 0..<40 {
            _ = try await session.respond(to: generator.text(sentences: 3))
            let sent = try #require(model.log.all.last)
            #expect(try await model.tokenCount(for: sent) <= budget.promptCapacity, "turn \(turn)")
            let summaries = sent.entries.filter { $0.kind == .summary }
            #expect(summaries.count <= 1, "turn \(turn)")
            if case let .summary(text)? = summaries.first {
                #expect(ExtractiveModel().tokenCount(of: text) <= 80, "turn \(turn)")
                #expect(sent.entries[1] == summaries[0])
            }
        }
        #expect(await session.trimEvents.contains { if case .summarized = $0 { true } else { false } })
    }
}
