#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
@testable import FoundationModelsAdapter

/// Reasoning and entry-level tool-calls events as the stand-in session records them, following
/// the documentation of `Event.reasoning(entryID:action:)` and `Reasoning.Action`: deltas
/// without an entry id coalesce into the trailing reasoning entry, an explicit id anchors an
/// entry of its own, `replaceTextSegment` replaces the text, `updateSignature` sets the
/// signature, and usage sent on a reasoning or tool-calls entry is the response's usage.
@Suite struct ReasoningEventTests {
    @Test func reasoningEventsBecomeReasoningEntriesAheadOfTheResponse() async throws {
        let session = LanguageModelSession(model: ChannelScriptModel.reasoning)
        let response = try await session.respond(to: "reason")
        #expect(response.content == "Norway.")
        let entries = Array(session.transcript)
        #expect(entries.count == 4, "prompt, two reasoning entries, response: \(entries)")
        guard entries.count == 4, case let .reasoning(first) = entries[1], case let .reasoning(second) = entries[2],
              case .response = entries[3] else {
            Issue.record("expected prompt, reasoning, reasoning, response: \(entries)")
            return
        }
        #expect(TranscriptConversion.text(of: first.segments) == "Oslo is in Norway.", "deltas without an id are one entry")
        #expect(first.signature == Data([1, 2, 3]))
        #expect(second.id == "anchored")
        #expect(TranscriptConversion.text(of: second.segments) == "final", "replaceTextSegment replaces the text")
        #expect(second.signature == nil)
        #expect(response.usage.output.reasoningTokenCount == 7, "the usage sent on the reasoning entry")
        // Our transcript leaves reasoning out: it is the model's, not the conversation's.
        let ours = TranscriptConversion.transcript(from: session.transcript).transcript.entries
        #expect(ours == [.prompt("reason"), .response("Norway.")])
    }

    @Test func aToolCallsEntryWithUsageAndNoCallsIsNoToolRound() async throws {
        let session = LanguageModelSession(model: ChannelScriptModel.reasoning)
        let response = try await session.respond(to: "usage")
        #expect(response.content == "Done.")
        #expect(Array(session.transcript).count == 2, "no tool-calls entry without calls: \(Array(session.transcript))")
        #expect(response.usage.input.totalTokenCount == 11, "the usage sent on the tool-calls entry")
    }
}

extension ChannelScriptModel {
    /// Declares reasoning. For the prompt "reason": two reasoning deltas and a signature without
    /// an entry id, the answer, then a second reasoning entry anchored by id whose text is
    /// replaced, and usage on it. For "usage": the answer, and metadata and usage sent on a
    /// tool-calls entry with no calls.
    static var reasoning: ChannelScriptModel {
        ChannelScriptModel(capabilities: LanguageModelCapabilities([.reasoning, .toolCalling])) { request, channel in
            if TranscriptConversion.transcript(from: request.transcript).transcript.latestPrompt == "usage" {
                await channel.send(.response(action: .appendText("Done.", tokenCount: 2)))
                await channel.send(.toolCalls(action: .updateMetadata(["note": "no calls"])))
                await channel.send(.toolCalls(action: .updateUsage(
                    input: .init(totalTokenCount: 11, cachedTokenCount: 0), output: .init(totalTokenCount: 2, reasoningTokenCount: 0))))
                return
            }
            await channel.send(.reasoning(action: .appendText("Oslo is ", tokenCount: 2)))
            await channel.send(.reasoning(action: .appendText("in Norway.", tokenCount: 3)))
            await channel.send(.reasoning(action: .updateSignature(Data([1, 2, 3]), tokenCount: 1)))
            await channel.send(.response(action: .appendText("Norway.", tokenCount: 2)))
            await channel.send(.reasoning(entryID: "anchored", action: .appendText("draft", tokenCount: 1)))
            await channel.send(.reasoning(entryID: "anchored", action: .replaceTextSegment("final", tokenCount: 1)))
            await channel.send(.reasoning(entryID: "anchored", action: .updateUsage(
                input: .init(totalTokenCount: 10, cachedTokenCount: 0), output: .init(totalTokenCount: 9, reasoningTokenCount: 7))))
        }
    }
}
#endif
