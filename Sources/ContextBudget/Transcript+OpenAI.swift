import Foundation

/// Conversion to and from OpenAI chat `messages`.
///
/// Mapping: `system` (and `developer`) ↔ instructions; `user` ↔ prompt; `assistant` content ↔
/// response; `assistant.tool_calls` ↔ toolCalls; `tool` (with `tool_call_id`) ↔ toolOutput.
/// A summary becomes a `system` message named `context_summary`, so it survives a round trip.
/// A tool's `function` may carry what it returns as `outputSchema` (MCP's name; a Gorilla/BFCL
/// function doc's `response` is read as the same); it is written back as `outputSchema`.
extension Transcript {
    /// The `name` given to the system message that carries a `summary` entry.
    public static let summaryMessageName = "context_summary"

    /// Reads `{"messages": […], "tools": […]}` or a bare array of messages.
    /// - Throws: `ContextBudgetError.malformedTranscript` naming the message index and field at fault.
    public init(openAIChat value: JSONValue, source: String = "transcript") throws {
        let messages: [JSONValue]
        var toolValues: [JSONValue] = []
        switch value {
        case let .array(array):
            messages = array
        case let .object(object):
            guard case let .array(array)? = object["messages"] else {
                throw ContextBudgetError.malformedTranscript(source: source, detail: "missing array field \"messages\"")
            }
            messages = array
            if case let .array(tools)? = object["tools"] { toolValues = tools }
        default:
            throw ContextBudgetError.malformedTranscript(source: source, detail: "expected an object with \"messages\" or an array")
        }
        self.init()
        for (index, tool) in toolValues.enumerated() {
            tools.append(try Self.toolDefinition(tool, at: "tools[\(index)]", source: source))
        }
        for (index, message) in messages.enumerated() {
            entries += try Self.entries(fromMessage: message, at: "messages[\(index)]", source: source)
        }
    }

    /// This transcript as an OpenAI chat request body: `{"messages": […], "tools": […]}`.
    public func openAIChat() -> JSONValue {
        var messages: [JSONValue] = []
        for entry in entries {
            switch entry {
            case let .instructions(text):
                messages.append(.object(["role": .string("system"), "content": .string(text)]))
            case let .summary(text):
                messages.append(.object([
                    "role": .string("system"), "name": .string(Self.summaryMessageName), "content": .string(text),
                ]))
            case let .prompt(text):
                messages.append(.object(["role": .string("user"), "content": .string(text)]))
            case let .response(text):
                messages.append(.object(["role": .string("assistant"), "content": .string(text)]))
            case let .toolCalls(calls):
                let callValues: [JSONValue] = calls.map { call in
                    .object([
                        "id": .string(call.id), "type": .string("function"),
                        "function": .object(["name": .string(call.name), "arguments": .string(call.arguments)]),
                    ])
                }
                messages.append(.object(["role": .string("assistant"), "content": .null, "tool_calls": .array(callValues)]))
            case let .toolOutput(output):
                var message: [String: JSONValue] = [
                    "role": .string("tool"), "tool_call_id": .string(output.callID), "content": .string(output.text),
                ]
                if let name = output.toolName { message["name"] = .string(name) }
                messages.append(.object(message))
            }
        }
        var body: [String: JSONValue] = ["messages": .array(messages)]
        if !tools.isEmpty {
            body["tools"] = .array(tools.map { tool in
                var function: [String: JSONValue] = [
                    "name": .string(tool.name), "description": .string(tool.description), "parameters": tool.parameters,
                ]
                if let outputSchema = tool.outputSchema { function["outputSchema"] = outputSchema }
                return .object(["type": .string("function"), "function": .object(function)])
            })
        }
        return .object(body)
    }

    private static func toolDefinition(_ value: JSONValue, at path: String, source: String) throws -> ToolDefinition {
        guard case let .object(object) = value else {
            throw ContextBudgetError.malformedTranscript(source: source, detail: "\(path) is not an object")
        }
        let function: [String: JSONValue]
        if case let .object(inner)? = object["function"] { function = inner } else { function = object }
        guard case let .string(name)? = function["name"] else {
            throw ContextBudgetError.malformedTranscript(source: source, detail: "\(path) has no string \"name\"")
        }
        var description = ""
        if case let .string(text)? = function["description"] { description = text }
        return ToolDefinition(name: name, description: description, parameters: function["parameters"] ?? .object([:]),
                              outputSchema: function["outputSchema"] ?? function["response"])
    }

    private static func entries(fromMessage value: JSONValue, at path: String, source: String) throws -> [Entry] {
        guard case let .object(message) = value else {
            throw ContextBudgetError.malformedTranscript(source: source, detail: "\(path) is not an object")
        }
        guard case let .string(role)? = message["role"] else {
            throw ContextBudgetError.malformedTranscript(source: source, detail: "\(path) has no string \"role\"")
        }
        let content = try text(of: message["content"], at: "\(path).content", source: source)
        switch role {
        case "system", "developer":
            if case let .string(name)? = message["name"], name == summaryMessageName {
                return [.summary(content ?? "")]
            }
            return [.instructions(content ?? "")]
        case "user":
            return [.prompt(content ?? "")]
        case "assistant":
            var result: [Entry] = []
            if let content, !content.isEmpty { result.append(.response(content)) }
            if case let .array(callValues)? = message["tool_calls"], !callValues.isEmpty {
                var calls: [ToolCall] = []
                for (index, callValue) in callValues.enumerated() {
                    calls.append(try toolCall(callValue, at: "\(path).tool_calls[\(index)]", source: source))
                }
                result.append(.toolCalls(calls))
            }
            if result.isEmpty { result.append(.response("")) }
            return result
        case "tool":
            guard case let .string(callID)? = message["tool_call_id"] else {
                throw ContextBudgetError.malformedTranscript(source: source, detail: "\(path) is a tool message without \"tool_call_id\"")
            }
            var toolName: String?
            if case let .string(name)? = message["name"] { toolName = name }
            return [.toolOutput(ToolOutput(callID: callID, toolName: toolName, text: content ?? ""))]
        default:
            throw ContextBudgetError.malformedTranscript(
                source: source, detail: "\(path) has role '\(role)' (expected system, developer, user, assistant or tool)")
        }
    }

    private static func toolCall(_ value: JSONValue, at path: String, source: String) throws -> ToolCall {
        guard case let .object(call) = value, case let .object(function)? = call["function"] else {
            throw ContextBudgetError.malformedTranscript(source: source, detail: "\(path) has no \"function\" object")
        }
        guard case let .string(name)? = function["name"] else {
            throw ContextBudgetError.malformedTranscript(source: source, detail: "\(path).function has no string \"name\"")
        }
        let arguments: String
        switch function["arguments"] {
        case let .string(text)?: arguments = text
        case nil, .null?: arguments = "{}"
        case let other?: arguments = other.compactText
        }
        var id = "\(path)"
        if case let .string(callID)? = call["id"] { id = callID }
        return ToolCall(id: id, name: name, arguments: arguments)
    }

    /// Message content as text: a string, null, or an array of `{"type": "text", "text": …}` parts.
    private static func text(of value: JSONValue?, at path: String, source: String) throws -> String? {
        switch value {
        case nil, .null?: return nil
        case let .string(text)?: return text
        case let .array(parts)?:
            var text = ""
            for (index, part) in parts.enumerated() {
                guard case let .object(object) = part, case let .string(partText)? = object["text"] else {
                    throw ContextBudgetError.malformedTranscript(
                        source: source, detail: "\(path)[\(index)] is not a text part (only text content is supported)")
                }
                text += partText
            }
            return text
        default:
            throw ContextBudgetError.malformedTranscript(source: source, detail: "\(path) is neither a string nor an array of text parts")
        }
    }
}
