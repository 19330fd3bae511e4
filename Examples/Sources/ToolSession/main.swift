import ContextBudget

struct Weather: Tool {                               // shaped like FoundationModels' Tool
    struct Arguments: Decodable { var city: String }
    let name = "get_weather"
    let description = "Current weather for a city."
    let parameters: JSONValue = ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]]
    func call(arguments: Arguments) async throws -> String { "Sunny in \(arguments.city)" }
}

// A scripted model stands in for a tool-calling one (NativeLanguageModel, OpenAICompatibleModel).
let model = ScriptedLanguageModel(replies: [
    .toolCalls([ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city":"Oslo"}"#)]),
    .text("It is sunny in Oslo."),
])
let session = try ChatSession(model: model, instructions: "Use tools.", tools: [Weather()], budget: .onDevice)
print(try await session.respond(to: "Is it raining in Oslo?"))   // model → call → output → model
for event in await session.events { print(event) }                // each call, tool run and trim
