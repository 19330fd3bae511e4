import ContextBudget
import Foundation
import Testing

/// `respond(to:generating:)` on a model: the schema goes to the backend as the constraint and,
/// by default, into the prompt where it is counted; every answer is checked and decoded.
struct StructuredOutputTests {
    let question = Transcript(instructions: "You report the weather.", prompt: "What is the weather in Oslo?")

    @Test func aTypedAnswerIsDecodedAndTheSchemaIsTheConstraint() async throws {
        let model = SchemaAnsweringModel(answers: [#"{"city":"Oslo","celsius":-3,"sky":"cloudy"}"#])
        let answer = try await model.respond(to: question, generating: Forecast.self, options: GenerationOptions(maximumResponseTokens: 40))
        #expect(answer.value == Forecast(city: "Oslo", celsius: -3, sky: "cloudy"))
        #expect(answer.json == #"{"city":"Oslo","celsius":-3,"sky":"cloudy"}"#)
        let request = try #require(model.requests.first)
        #expect(request.options.responseSchema == Forecast.schema)
        #expect(request.options.maximumResponseTokens == 40)
    }

    /// The schema's text is in the newest prompt, and the count returned is the count of exactly
    /// that transcript: what the backend was sent and measured.
    @Test func theSchemaIsWrittenIntoThePromptAndCountedAsSent() async throws {
        let model = SchemaAnsweringModel(answers: [#"{"city":"Oslo","celsius":1,"sky":"rain"}"#])
        let included = try await model.respond(to: question, generating: Forecast.self)
        let sent = try #require(model.requests.first)
        #expect(sent.transcript.latestPrompt == "What is the weather in Oslo?" + ResponseSchemaPrompt.suffix(for: Forecast.schema))
        #expect(included.promptTokens == sent.promptTokens)
        #expect(included.promptTokens == (try await model.tokenCount(for: sent.transcript)))

        let bare = try await model.respond(to: question, generating: Forecast.self, includeSchemaInPrompt: false)
        #expect(model.requests[1].transcript == question)
        #expect(bare.promptTokens == (try await model.tokenCount(for: question)))
        #expect(included.promptTokens > bare.promptTokens)
    }

    /// The schema's tokens count against the window: a prompt that fits without it does not with it.
    @Test func aPromptThatFitsOnlyWithoutTheSchemaIsRefusedBeforeTheCall() async throws {
        let probe = SchemaAnsweringModel(answers: [""])
        let withoutSchema = try await probe.tokenCount(for: question)
        let model = SchemaAnsweringModel(contextSize: withoutSchema + 20, answers: [#"{"city":"Oslo","celsius":1,"sky":"rain"}"#])
        _ = try await model.respond(to: question, generating: Forecast.self, options: GenerationOptions(maximumResponseTokens: 10), includeSchemaInPrompt: false)
        await #expect {
            try await model.respond(to: question, generating: Forecast.self, options: GenerationOptions(maximumResponseTokens: 10))
        } throws: { error in
            guard case let .exceededContextWindowSize(needed, available)? = error as? GenerationError else { return false }
            return needed > available && available == withoutSchema + 20
        }
        #expect(model.requests.count == 1, "the refused request must not reach the backend")
    }

    @Test func anAnswerThatIsNotJSONIsAnInvalidResponse() async throws {
        let model = SchemaAnsweringModel(answers: ["It is cold in Oslo."])
        await #expect {
            try await model.respond(to: question, generating: Forecast.self)
        } throws: { error in
            guard case let .invalidResponse(detail)? = error as? GenerationError else { return false }
            return detail.contains("not one JSON value")
        }
    }

    /// A backend that ignored the schema (a server without `response_format`) is caught, with the path.
    @Test func anAnswerOutsideTheSchemaNamesWhereItBreaksIt() async throws {
        let model = SchemaAnsweringModel(answers: [#"{"city":"Oslo","celsius":-3,"sky":"snow"}"#])
        await #expect {
            try await model.respond(to: question, generating: Forecast.self)
        } throws: { error in
            guard case let .invalidResponse(detail)? = error as? GenerationError else { return false }
            return detail.contains("response.sky") && detail.contains("snow")
        }
    }

    /// A schema that admits what the type cannot decode is the caller's mistake, and said so.
    @Test func aSchemaAndATypeThatDisagreeAreReportedAsSuch() async throws {
        struct Loose: StructuredOutput {
            var city: String
            static let schema: JSONValue = ["type": "object", "properties": ["city": ["type": "string"]]]
        }
        let model = SchemaAnsweringModel(answers: ["{}"])
        await #expect {
            try await model.respond(to: question, generating: Loose.self)
        } throws: { error in
            guard case let .invalidResponse(detail)? = error as? GenerationError else { return false }
            return detail.contains("does not decode as Loose") && detail.contains("Loose.schema")
        }
    }

    @Test func aSchemaGivenAsAValueGivesAJSONValue() async throws {
        let model = SchemaAnsweringModel(answers: [#"["a","b"]"#])
        let schema: JSONValue = ["type": "array", "items": ["type": "string"], "maxItems": 2]
        let answer = try await model.respond(to: question, schema: schema)
        #expect(answer.value == ["a", "b"])
    }

    /// The extractive model writes sentences, never values: asked for one, it says so.
    @Test func theExtractiveModelRefusesAStructuredAnswer() async throws {
        let model = ExtractiveModel()
        await #expect {
            try await model.respond(to: question, generating: Forecast.self)
        } throws: { error in
            guard case let .unsupported(detail)? = error as? GenerationError else { return false }
            return detail.contains("extractive") && detail.contains("structured")
        }
        await #expect {
            try await model.generate(question, options: GenerationOptions(responseSchema: Forecast.schema))
        } throws: { error in
            if case .unsupported? = error as? GenerationError { return true }
            return false
        }
    }
}
