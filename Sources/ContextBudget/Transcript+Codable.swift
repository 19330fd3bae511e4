import Foundation

/// The transcript JSON format (documented in docs/transcript-format.md):
///
///     {"tools": [{"name": "…", "description": "…", "parameters": {…}}],
///      "entries": [{"type": "instructions", "text": "…"},
///                  {"type": "prompt", "text": "…"},
///                  {"type": "toolCalls", "calls": [{"id": "c1", "name": "f", "arguments": "{…}"}]},
///                  {"type": "toolOutput", "callID": "c1", "toolName": "f", "text": "…"},
///                  {"type": "response", "text": "…"},
///                  {"type": "summary", "text": "…"}]}
extension Transcript: Codable {
    private enum CodingKeys: String, CodingKey { case tools, entries }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tools = try container.decodeIfPresent([ToolDefinition].self, forKey: .tools) ?? []
        entries = try container.decode([Entry].self, forKey: .entries)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !tools.isEmpty { try container.encode(tools, forKey: .tools) }
        try container.encode(entries, forKey: .entries)
    }
}

extension Transcript.Entry: Codable {
    private enum CodingKeys: String, CodingKey { case type, text, calls, callID, toolName }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: type) else {
            let known = Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown entry type '\(type)' (expected one of \(known))")
        }
        switch kind {
        case .instructions: self = .instructions(try container.decode(String.self, forKey: .text))
        case .prompt: self = .prompt(try container.decode(String.self, forKey: .text))
        case .response: self = .response(try container.decode(String.self, forKey: .text))
        case .summary: self = .summary(try container.decode(String.self, forKey: .text))
        case .toolCalls: self = .toolCalls(try container.decode([ToolCall].self, forKey: .calls))
        case .toolOutput:
            self = .toolOutput(ToolOutput(
                callID: try container.decode(String.self, forKey: .callID),
                toolName: try container.decodeIfPresent(String.self, forKey: .toolName),
                text: try container.decode(String.self, forKey: .text)))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .type)
        switch self {
        case let .instructions(text), let .prompt(text), let .response(text), let .summary(text):
            try container.encode(text, forKey: .text)
        case let .toolCalls(calls):
            try container.encode(calls, forKey: .calls)
        case let .toolOutput(output):
            try container.encode(output.callID, forKey: .callID)
            try container.encodeIfPresent(output.toolName, forKey: .toolName)
            try container.encode(output.text, forKey: .text)
        }
    }
}

/// Reading and writing transcript files in either supported format.
extension Transcript {
    /// The JSON formats a transcript file may use.
    public enum FileFormat: String, Sendable, CaseIterable {
        /// This package's format (`{"entries": […]}`).
        case contextBudget
        /// OpenAI chat `messages` (`{"messages": […], "tools": […]}` or a bare array of messages).
        case openAI
    }

    /// Reads a transcript from JSON, recognising the format by its shape.
    /// - Throws: `ContextBudgetError.malformedTranscript` naming what is wrong and where.
    public static func decode(_ data: Data, source: String = "transcript") throws -> (Transcript, FileFormat) {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ContextBudgetError.malformedTranscript(source: source, detail: "not valid JSON (\(Self.describe(error)))")
        }
        switch value {
        case let .object(object) where object["entries"] != nil:
            do {
                return (try JSONDecoder().decode(Transcript.self, from: data), .contextBudget)
            } catch {
                throw ContextBudgetError.malformedTranscript(source: source, detail: Self.describe(error))
            }
        case .object, .array:
            return (try Transcript(openAIChat: value, source: source), .openAI)
        default:
            throw ContextBudgetError.malformedTranscript(
                source: source, detail: "expected an object with \"entries\" or \"messages\", or an array of messages")
        }
    }

    /// This transcript as JSON in the given format, pretty-printed with sorted keys.
    public func encoded(as format: FileFormat) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        switch format {
        case .contextBudget: return try encoder.encode(self)
        case .openAI: return try encoder.encode(openAIChat())
        }
    }

    /// A decoding error worded for the person who wrote the file: what is wrong, and at which
    /// field path (`missing field "role" at .entries[3]`); any other error as it describes itself.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys)"
        }
        switch error {
        case let .keyNotFound(key, context): return "missing field \"\(key.stringValue)\"\(path(context))"
        case let .typeMismatch(type, context): return "expected \(type)\(path(context))"
        case let .valueNotFound(type, context): return "expected \(type), found null\(path(context))"
        case let .dataCorrupted(context): return "\(context.debugDescription)\(path(context))"
        @unknown default: return String(describing: error)
        }
    }
}
