import ContextBudget
import Foundation
import Testing

/// `ChatSession.respond(to:generating:)`: the same entry point inside a trimmed conversation.
struct ChatSessionStructuredOutputTests {
    @Test func aSessionAnswersWithAValueAndKeepsItsJSONInTheTranscript() async throws {
        let model = SchemaAnsweringModel(answers: [#"{"city":"Oslo","celsius":4,"sky":"clear"}"#, "Layers and a hat."])
        let session = ChatSession(model: model, instructions: "You report the weather.", budget: try TokenBudget(contextSize: 2048, responseReserve: 256))
        let forecast = try await session.respond(to: "Weather in Oslo?", generating: Forecast.self)
        #expect(forecast.value == Forecast(city: "Oslo", celsius: 4, sky: "clear"))
        let sent = try #require(model.requests.first)
        #expect(sent.options.responseSchema == Forecast.schema)
        #expect(sent.transcript.latestPrompt == "Weather in Oslo?" + ResponseSchemaPrompt.suffix(for: Forecast.schema))
        #expect(forecast.promptTokens == sent.promptTokens)

        // The schema applied to that answer only: the next turn is free text again.
        #expect(try await session.respond(to: "What should I wear?") == "Layers and a hat.")
        #expect(model.requests[1].options.responseSchema == nil)
        let entries = await session.transcript.entries
        #expect(entries.contains(.response(#"{"city":"Oslo","celsius":4,"sky":"clear"}"#)))
    }

    @Test func aSessionOverTheExtractiveModelRefusesBeforeAnyWork() async throws {
        let session = ChatSession(model: ExtractiveModel(), budget: try TokenBudget(contextSize: 2048, responseReserve: 256))
        await #expect {
            try await session.respond(to: "Weather in Oslo?", generating: Forecast.self)
        } throws: { error in
            if case .unsupported? = error as? GenerationError { return true }
            return false
        }
        #expect(await session.transcript.entries.isEmpty)
    }
}
