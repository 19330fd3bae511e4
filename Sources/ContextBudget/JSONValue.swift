import Foundation
import Tokenizers

/// Any JSON value, typed: used for tool parameter schemas, which are free-form JSON.
///
/// Objects keep their keys sorted when encoded, so the same schema always renders to the same
/// text and costs the same tokens.
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    /// Compact JSON text with sorted keys: the form rendered into prompts.
    ///
    /// Written by hand rather than through `JSONEncoder` because transcripts render it for every
    /// tool call and tool definition each time they are counted; the output is the same as
    /// `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes`.
    /// - Complexity: O(n log n) in the size of the value (keys are sorted).
    public var compactText: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case let .bool(value): text += value ? "true" : "false"
        case let .number(value): text += Self.render(value)
        case let .string(value): Self.writeQuoted(value, to: &text)
        case let .array(values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case let .object(members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.writeQuoted(key, to: &text)
                text += ":"
                members[key]?.write(to: &text)
            }
            text += "}"
        }
    }

    private static func render(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    private static func writeQuoted(_ string: String, to text: inout String) {
        text += string.jsonStringLiteral
    }
}
