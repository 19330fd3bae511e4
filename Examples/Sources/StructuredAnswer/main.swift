import ContextBudget
import Foundation
import NativeModel

// An answer with a shape: every token the engine picks keeps the text a valid prefix of an
// instance of the schema (compact JSON); OpenAICompatibleModel sends the same schema as response_format.
let gguf = ModelLocator.cacheDirectory().appendingPathComponent("models/gemma-3-270m-Q4_K_M.gguf")
let model = try NativeLanguageModel(url: gguf, contextSize: 1024)
let schema: JSONValue = [
    "type": "object",
    "properties": ["city": ["type": "string", "maxLength": 40], "days": ["type": "integer", "minimum": 1, "maximum": 14]],
    "required": ["city", "days"],
]
let options = GenerationOptions(maximumResponseTokens: 64, responseSchema: schema)
let answer = try await model.generate(Transcript(prompt: "Plan a trip to Lisbon. Answer in JSON with city and days."), options: options)
print(answer)   // an instance of the schema, such as {"city":"Lisbon","days":3}
