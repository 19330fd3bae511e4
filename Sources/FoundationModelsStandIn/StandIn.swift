// A stand-in for the part of Apple's FoundationModels framework that `FoundationModelsAdapter`
// uses, so that the adapter compiles and its logic is tested where the framework does not exist
// (Linux CI). Every file of this module is empty wherever `FoundationModels` can be imported:
// on Apple platforms the adapter imports the real framework and this module contributes nothing,
// so it can never shadow it.
//
// What is transcribed: each public symbol's signature as Apple's documentation gives it
// (developer.apple.com/documentation/foundationmodels, read through the docs corpus in
// December 2026), with its availability in the doc comment. Where the documentation was silent
// or the symbol was not found, the doc comment says so and the surface is kept minimal.
// Behaviour is only what the adapter's tests need (a session that applies a history transform
// and calls a model's executor; a system model whose counts and answers a test supplies); it is
// not the framework's behaviour and proves nothing about it.
#if !canImport(FoundationModels)
import Foundation

/// A JSON value, the stand-in's representation of `GeneratedContent` and `GenerationSchema`
/// (the real types are opaque; only their JSON forms are documented).
enum StandInJSON: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([StandInJSON])
    case object([String: StandInJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([StandInJSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: StandInJSON].self)) }
    }

    func encode(to encoder: any Encoder) throws {
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

    /// Parses JSON text; the error names what is wrong.
    static func parse(_ text: String) throws -> StandInJSON {
        do {
            return try JSONDecoder().decode(StandInJSON.self, from: Data(text.utf8))
        } catch {
            throw StandInError("not valid JSON: \(text.prefix(80))")
        }
    }

    /// Compact JSON text with sorted keys.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Errors the stand-in itself throws (bad JSON, a request it cannot serve).
public struct StandInError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String
    init(_ description: String) { self.description = description }
}
#endif
