import ContextBudget
import Foundation
import NativeModel

// An answer with a shape: a Swift type states its JSON Schema; the native engine keeps every
// token a valid prefix of an instance (compact JSON), OpenAICompatibleModel sends the schema as
// response_format, and the answer comes back checked against the schema and decoded.
struct Trip: StructuredOutput {
    var city: String
    var days: Int
    static let schema: JSONValue = [
        "type": "object",
        "properties": ["city": ["type": "string", "maxLength": 40], "days": ["type": "integer", "minimum": 1, "maximum": 14]],
        "required": ["city", "days"],
    ]
}

let gguf = ModelLocator.cacheDirectory().appendingPathComponent("models/SmolLM2-135M-Instruct.Q4_1.gguf")
let model = try NativeLanguageModel(url: gguf, contextSize: 1024)
let trip = try await model.respond(
    to: Transcript(prompt: "Plan a short trip to Lisbon."), generating: Trip.self, options: GenerationOptions(maximumResponseTokens: 64))
print(trip.value.city, trip.value.days, trip.json)   // Lisbon 1 {"city":"Lisbon","days":1}
print(trip.promptTokens, "prompt tokens, the schema written into the prompt included")
