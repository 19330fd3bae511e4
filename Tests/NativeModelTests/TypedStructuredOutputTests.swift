import ContextBudget
import Foundation
import Testing
@testable import NativeModel

/// `respond(to:generating:)` on the native engine: the answer is decoded as a Swift type that
/// states its schema, and the count returned is the prompt as sent, schema text included.
struct TypedStructuredOutputTests {
    struct City: StructuredOutput {
        var country: String
        var capital: String
        var population: Int
        static let schema: JSONValue = [
            "type": "object",
            "properties": [
                "country": ["type": "string", "maxLength": 40],
                "capital": ["type": "string", "maxLength": 40],
                "population": ["type": "integer", "minimum": 0, "maximum": 100_000_000],
            ],
            "required": ["country", "capital", "population"],
        ]
    }

    /// The instruct model in its chat format: a value of the type, whose schema it read in the prompt.
    @Test(.enabled(if: SmolLM2File.isPresent, SmolLM2File.notFetched))
    func smolLM2AnswersWithAValueOfTheType() async throws {
        let model = try NativeLanguageModel(url: SmolLM2File.require(), contextSize: 1024)
        let question = Transcript(prompt: "What is the capital of France?")
        let answer = try await model.respond(to: question, generating: City.self, options: GenerationOptions(maximumResponseTokens: 64))
        print("typed SmolLM2: \(answer.json)")
        #expect(!answer.value.capital.isEmpty && (0...100_000_000).contains(answer.value.population))
        var sent = question
        sent.entries = ResponseSchemaPrompt.entries(sent.entries, describing: City.schema)
        #expect(answer.promptTokens == (try await model.tokenCount(for: sent)))
        #expect(answer.promptTokens > (try await model.tokenCount(for: question)))
    }

    /// The base model too: its answer is an instance whatever it makes of the question.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched))
    func gemmaAnswersWithAValueOfTheType() async throws {
        let model = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512)
        let answer = try await model.respond(
            to: Transcript(prompt: "What is the capital of France?"), generating: City.self, options: GenerationOptions(maximumResponseTokens: 64))
        print("typed Gemma: \(answer.json)")
        #expect(answer.value.country.unicodeScalars.count <= 40 && answer.value.capital.unicodeScalars.count <= 40)
    }
}
