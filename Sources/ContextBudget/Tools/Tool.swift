import Foundation

/// Something the model can call, shaped like FoundationModels' `Tool`: a name, a description,
/// a JSON Schema for the arguments, and an async `call` that returns the output text.
///
/// The session checks the model's arguments against `parameters` before `call` runs and then
/// decodes them into `Arguments` (a `Decodable` type of yours, or `JSONValue` to take them as
/// they are). A mismatch, an unknown tool or a tool that throws becomes a tool output the model
/// reads, never a crash, so the conversation goes on.
///
///     struct Weather: Tool {
///         struct Arguments: Decodable { var city: String }
///         let name = "get_weather"
///         let description = "Current weather for a city."
///         let parameters: JSONValue = .object(["type": "object",
///             "properties": .object(["city": .object(["type": "string"])]), "required": .array(["city"])])
///         func call(arguments: Arguments) async throws -> String { "Sunny in \(arguments.city)" }
///     }
public protocol Tool: Sendable {
    /// What the model receives: your own `Decodable` type, or `JSONValue` for the raw object.
    associatedtype Arguments: Decodable = JSONValue

    /// The name the model calls it by: letters, digits, `_`, `-` and `.`, at most 64 characters.
    var name: String { get }
    /// What the tool does, for the model: this text is part of every prompt, so keep it short.
    var description: String { get }
    /// JSON Schema of the arguments: an object schema (`"type": "object"`; BFCL's `"dict"` is accepted).
    var parameters: JSONValue { get }
    /// JSON Schema of what the tool returns, if it has one; never sent to the model (see
    /// `ToolDefinition.outputSchema`). Defaults to nil.
    var outputSchema: JSONValue? { get }

    /// Runs the tool.
    /// - Throws: anything; the session turns the error into a tool output the model reads.
    func call(arguments: Arguments) async throws -> String
}

extension Tool {
    public var outputSchema: JSONValue? { nil }

    /// The definition sent to the model (name, description and parameters), with the output
    /// schema that tool selection reads.
    public var definition: ToolDefinition {
        ToolDefinition(name: name, description: description, parameters: parameters, outputSchema: outputSchema)
    }

    /// Decodes checked arguments into `Arguments` and calls the tool.
    func invoke(with arguments: JSONValue) async throws -> String {
        if let value = arguments as? Arguments {
            return try await call(arguments: value)
        }
        let data = Data(arguments.compactText.utf8)
        let decoded: Arguments
        do {
            decoded = try JSONDecoder().decode(Arguments.self, from: data)
        } catch {
            throw ToolCallError.undecodableArguments(tool: name, detail: DecodingFailure.describe(error))
        }
        return try await call(arguments: decoded)
    }
}

/// A tool made of a closure, for tools that need no type of their own.
///
///     let clock = FunctionTool(name: "now", description: "The current UTC time.") { _ in Date().description }
public struct FunctionTool: Tool {
    public let name: String
    public let description: String
    public let parameters: JSONValue
    private let body: @Sendable (JSONValue) async throws -> String

    /// - Parameters:
    ///   - parameters: JSON Schema of the arguments; an object with no properties by default.
    ///   - body: receives the checked arguments as a JSON object.
    public init(
        name: String, description: String, parameters: JSONValue = .object(["type": "object", "properties": .object([:])]),
        body: @escaping @Sendable (JSONValue) async throws -> String
    ) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.body = body
    }

    public func call(arguments: JSONValue) async throws -> String {
        try await body(arguments)
    }
}

/// Why a tool call could not run as asked; the text is what the model reads back.
public enum ToolCallError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The model named a tool that is not offered.
    case unknownTool(name: String, available: [String])
    /// The arguments are not JSON, or not a JSON object.
    case malformedArguments(tool: String, detail: String)
    /// The arguments are JSON but break the tool's schema; `problems` name each path.
    case invalidArguments(tool: String, problems: [String])
    /// The arguments passed the schema but did not decode into the tool's `Arguments` type.
    case undecodableArguments(tool: String, detail: String)
    /// The tool ran and threw.
    case toolFailed(tool: String, detail: String)

    public var description: String {
        switch self {
        case let .unknownTool(name, available):
            "error: there is no tool named \"\(name)\"; the tools are: \(available.joined(separator: ", "))"
        case let .malformedArguments(tool, detail):
            "error: the arguments for \(tool) are not a JSON object (\(detail)); call it again with valid JSON"
        case let .invalidArguments(tool, problems):
            "error: invalid arguments for \(tool): \(problems.joined(separator: "; ")); call it again with arguments that match its parameters"
        case let .undecodableArguments(tool, detail):
            "error: the arguments for \(tool) could not be read (\(detail))"
        case let .toolFailed(tool, detail):
            "error: \(tool) failed: \(detail)"
        }
    }
}

/// Short, model-readable descriptions of `DecodingError`s.
enum DecodingFailure {
    static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "arguments" : "arguments." + keys.joined(separator: ".")
        }
        switch error {
        case let DecodingError.keyNotFound(key, context): return "\(path(context)): missing \"\(key.stringValue)\""
        case let DecodingError.typeMismatch(type, context): return "\(path(context)): expected \(type)"
        case let DecodingError.valueNotFound(type, context): return "\(path(context)): expected \(type), got null"
        case let DecodingError.dataCorrupted(context): return "\(path(context)): \(context.debugDescription)"
        default: return String(describing: error)
        }
    }
}
