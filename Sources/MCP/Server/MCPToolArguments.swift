import ContextBudget

/// The `arguments` of one `tools/call`, read with the checks a tool's schema promises.
///
/// A host's model writes these, so every reader throws `MCPToolArgumentError` naming the
/// argument, what it must be and what came, and `requireOnly` refuses names the tool does not
/// know (a misspelt `max_token` would otherwise be silently ignored).
public struct MCPToolArguments: Sendable, Equatable {
    /// The tool being called, for messages.
    public var toolName: String
    /// The arguments as sent.
    public var values: [String: JSONValue]

    public init(toolName: String, values: [String: JSONValue]) {
        self.toolName = toolName
        self.values = values
    }

    /// Refuses any argument not in `known`.
    /// - Throws: `MCPToolArgumentError` listing the unknown names and the known ones.
    public func requireOnly(_ known: [String]) throws {
        let unknown = values.keys.filter { !known.contains($0) }.sorted()
        guard unknown.isEmpty else {
            throw MCPToolArgumentError(
                "\(toolName) has no argument\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (its arguments: \(known.joined(separator: ", ")))")
        }
    }

    /// A string argument, nil when absent or null.
    public func string(_ name: String) throws -> String? {
        switch values[name] {
        case nil, .null?: return nil
        case let .string(text)?: return text
        case let other?: throw MCPToolArgumentError("'\(name)' must be a string (got \(Self.excerpt(other)))")
        }
    }

    /// An integer argument within bounds, nil when absent or null.
    public func integer(_ name: String, atLeast minimum: Int? = nil, atMost maximum: Int? = nil) throws -> Int? {
        switch values[name] {
        case nil, .null?: return nil
        case let .number(number)? where number == number.rounded() && abs(number) < 1e15:
            let value = Int(number)
            if let minimum, value < minimum { throw MCPToolArgumentError("'\(name)' must be at least \(minimum) (got \(value))") }
            if let maximum, value > maximum { throw MCPToolArgumentError("'\(name)' must be at most \(maximum) (got \(value))") }
            return value
        case let other?: throw MCPToolArgumentError("'\(name)' must be an integer (got \(Self.excerpt(other)))")
        }
    }

    /// A boolean argument, nil when absent or null.
    public func bool(_ name: String) throws -> Bool? {
        switch values[name] {
        case nil, .null?: return nil
        case let .bool(flag)?: return flag
        case let other?: throw MCPToolArgumentError("'\(name)' must be true or false (got \(Self.excerpt(other)))")
        }
    }

    /// A string argument that must be one of `choices`, nil when absent or null.
    public func choice(_ name: String, _ choices: [String]) throws -> String? {
        guard let text = try string(name) else { return nil }
        guard choices.contains(text) else {
            throw MCPToolArgumentError("'\(name)' must be one of \(choices.joined(separator: ", ")) (got \(JSONValue.string(text).compactText))")
        }
        return text
    }

    /// An argument's raw value, nil when absent or null.
    public func value(_ name: String) -> JSONValue? {
        if case .null? = values[name] { return nil }
        return values[name]
    }

    static func excerpt(_ value: JSONValue) -> String {
        JSONRPCErrorObject.excerpt(value.compactText, limit: 80)
    }
}

/// An argument a tool cannot use; the server returns its text as the call's error result.
public struct MCPToolArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
