import ContextBudget
import Foundation
import Guidance
import Tokenizers

/// A tool call the model must make, as a JSON Schema the decoder is constrained to: under
/// `.required` one object `{"name": <a tool's name>, "<arguments key>": <that tool's arguments>}`
/// for any of the tools, under `.named` for that one. The answer is then a call by construction:
/// a known name, and arguments that are an instance of the tool's own schema, so a small model
/// cannot answer with a copy of the definitions or with arguments the tool refuses.
///
/// The schema is written as text, with `name` before the arguments: the order is the order the
/// grammar writes them in, so the model picks the tool first and then fills in its arguments.
struct ToolCallConstraint {
    /// The schema text the decoder is constrained to.
    let schemaText: String
    /// It compiled, once: the decoder uses this.
    let grammar: Grammar
    let argumentsKey: String

    /// Nil for `.auto` and `.none` (the model may answer text), for a `.named` tool that is not
    /// among `tools`, and when a tool's schema is outside what `Guidance` compiles.
    init?(tools: [ToolDefinition], toolChoice: ToolChoice, argumentsKey: String) {
        let offered: [ToolDefinition]
        switch toolChoice {
        case .auto, .none: return nil
        case .required: offered = tools
        case let .named(name): offered = tools.filter { $0.name == name }
        }
        guard !offered.isEmpty else { return nil }
        let key = JSONValue.string(argumentsKey).compactText
        let branches = offered.map { tool in
            #"{"type":"object","properties":{"name":{"const":\#(JSONValue.string(tool.name).compactText)},\#(key):\#(Self.argumentsSchema(tool.parameters))},"required":["name",\#(key)],"additionalProperties":false}"#
        }
        schemaText = branches.count == 1 ? branches[0] : #"{"anyOf":[\#(branches.joined(separator: ","))]}"#
        guard let grammar = try? Grammar(jsonSchema: schemaText) else { return nil }
        self.grammar = grammar
        self.argumentsKey = argumentsKey
    }

    /// A tool's parameters as the arguments' schema: an empty schema (a tool without parameters)
    /// is an object with no properties, since the arguments are always an object.
    private static func argumentsSchema(_ parameters: JSONValue) -> String {
        if case let .object(fields) = parameters, fields.isEmpty { return #"{"type":"object","properties":{}}"# }
        return parameters.compactText
    }

    /// The call in `answer`, the text the constrained decoder wrote (compact JSON, `name` first),
    /// with its arguments exactly as the model wrote them. Nil if it is not such an object.
    func call(from answer: String) -> ChatToolCall? {
        guard case let .object(fields)? = try? JSONDecoder().decode(JSONValue.self, from: Data(answer.utf8)),
              case let .string(name)? = fields["name"], let arguments = fields[argumentsKey] else { return nil }
        let prefix = "{\"name\":" + JSONValue.string(name).compactText + "," + JSONValue.string(argumentsKey).compactText + ":"
        if answer.hasPrefix(prefix), answer.hasSuffix("}") {
            return ChatToolCall(name: name, arguments: String(answer.dropFirst(prefix.count).dropLast()))
        }
        return ChatToolCall(name: name, arguments: arguments.compactText)
    }
}
