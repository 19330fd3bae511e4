import ContextBudget
import Foundation

/// Canned OpenAI bodies with tool calls, written out by hand so the bytes are exactly a server's.
enum CannedToolCalls {
    /// One wire call of a non-streamed message; `id: nil` leaves the id out, `arguments` is
    /// inserted as a JSON string (escaped here), `rawArguments` as it is (an object, say).
    static func call(id: String?, name: String, arguments: String? = nil, rawArguments: String? = nil) -> String {
        var fields: [String] = []
        if let id { fields.append("\"id\":\(quoted(id))") }
        fields.append("\"type\":\"function\"")
        var function = ["\"name\":\(quoted(name))"]
        if let arguments { function.append("\"arguments\":\(quoted(arguments))") }
        if let rawArguments { function.append("\"arguments\":\(rawArguments)") }
        fields.append("\"function\":{\(function.joined(separator: ","))}")
        return "{\(fields.joined(separator: ","))}"
    }

    /// A non-streamed completion whose message holds `calls` (wire JSON from `call`).
    static func completion(_ calls: [String], content: String? = nil, finishReason: String = "tool_calls") -> String {
        let text = content.map(quoted) ?? "null"
        return """
        {"id":"c2","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":\(text),"tool_calls":[\(calls.joined(separator: ","))]},"finish_reason":"\(finishReason)"}],"usage":{"prompt_tokens":40,"completion_tokens":9,"total_tokens":49}}
        """
    }

    /// One streamed tool-call fragment as an SSE event.
    static func fragment(index: Int?, id: String? = nil, name: String? = nil, arguments: String? = nil, finishReason: String? = nil) -> String {
        var fields: [String] = []
        if let index { fields.append("\"index\":\(index)") }
        if let id { fields.append("\"id\":\(quoted(id)),\"type\":\"function\"") }
        var function: [String] = []
        if let name { function.append("\"name\":\(quoted(name))") }
        if let arguments { function.append("\"arguments\":\(quoted(arguments))") }
        fields.append("\"function\":{\(function.joined(separator: ","))}")
        let finish = finishReason.map(quoted) ?? "null"
        return "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\(fields.joined(separator: ","))}]},\"finish_reason\":\(finish)}]}\n\n"
    }

    /// The last streamed event: an empty delta with the finish reason.
    static func finish(_ reason: String = "tool_calls") -> String {
        "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\(quoted(reason))}]}\n\n"
    }

    /// A JSON string literal of `text`.
    static func quoted(_ text: String) -> String { JSONValue.string(text).compactText }

    /// A weather tool and a time tool, and a question that needs them.
    static let weather = ToolDefinition(
        name: "get_weather", description: "Current weather for a city.",
        parameters: ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]])
    static let time = ToolDefinition(
        name: "get_time", description: "Current local time in a city.",
        parameters: ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]])
    static let question = Transcript(
        entries: [.instructions("Use the tools."), .prompt("Weather and time in Oslo?")], tools: [weather, time])
}
