import ContextBudget
import Foundation
import Tokenizers

/// A backend that promises schema-constrained answers and answers from a script, recording what
/// it was sent: the typed API's tests need to see the transcript, the count and the options.
final class SchemaAnsweringModel: SchemaConstrainingLanguageModel, TokenizedLanguageModel, @unchecked Sendable {
    struct Request {
        let transcript: Transcript
        let options: GenerationOptions
        let promptTokens: Int
    }

    let contextSize: Int
    let identifier = "schema-scripted"
    let tokenCounter: any TokenCounter = TokenEstimator()
    let chatTemplate: any ChatTemplate = EstimatedChatTemplate()
    private let answer: @Sendable (Int) -> String
    private let lock = NSLock()
    private var recorded: [Request] = []

    init(contextSize: Int = 4096, answers: [String]) {
        self.contextSize = contextSize
        self.answer = { answers[min($0, answers.count - 1)] }
    }

    var requests: [Request] { lock.withLock { recorded } }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        let tokens = try await tokenCount(for: transcript)
        return lock.withLock {
            recorded.append(Request(transcript: transcript, options: options, promptTokens: tokens))
            return answer(recorded.count - 1)
        }
    }
}

/// A type that states its own schema, as a caller of `respond(to:generating:)` writes one.
struct Forecast: StructuredOutput, Equatable {
    var city: String
    var celsius: Int
    var sky: String

    static let schema: JSONValue = [
        "type": "object",
        "properties": [
            "city": ["type": "string", "minLength": 1],
            "celsius": ["type": "integer", "minimum": -90, "maximum": 60],
            "sky": ["enum": ["clear", "cloudy", "rain"]],
        ],
        "required": ["city", "celsius", "sky"],
    ]
}
