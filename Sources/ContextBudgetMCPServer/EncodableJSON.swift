import ContextBudget
import Foundation

extension JSONValue {
    /// `value` as the JSON `JSONEncoder` writes for it: how a library type becomes a tool's
    /// structured content without a second description of its fields.
    static func encoding(_ value: some Encodable) throws -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
    }

    /// The members of an object; none for any other value.
    var members: [String: JSONValue] {
        if case let .object(members) = self { return members }
        return [:]
    }

    /// A member of an object.
    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members[key]
    }
}
