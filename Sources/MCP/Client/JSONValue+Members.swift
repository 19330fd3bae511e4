import ContextBudget

/// Reading members of decoded results, where MCP's shapes are optional-heavy.
extension JSONValue {
    subscript(member: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members[member]
    }

    var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    var numberValue: Double? {
        if case let .number(number) = self { return number }
        return nil
    }

    var boolValue: Bool? {
        if case let .bool(flag) = self { return flag }
        return nil
    }
}
