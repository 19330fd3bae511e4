import ContextBudget

/// One tool as `tools/list` describes it.
public struct MCPToolInfo: Sendable, Equatable {
    /// The name calls use.
    public var name: String
    /// A display name, when the server gives one (2025-06-18 and later).
    public var title: String?
    /// What the tool does; empty when the server gave none.
    public var description: String
    /// JSON Schema of the arguments.
    public var inputSchema: JSONValue
    /// JSON Schema of `structuredContent`, when the tool declares one.
    public var outputSchema: JSONValue?
    /// Hints such as `readOnlyHint` and `destructiveHint`, as sent (untrusted: a server says what it likes).
    public var annotations: JSONValue?

    public init(name: String, title: String? = nil, description: String = "", inputSchema: JSONValue,
                outputSchema: JSONValue? = nil, annotations: JSONValue? = nil) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.outputSchema = outputSchema
        self.annotations = annotations
    }

    /// Reads one entry of `tools`; nil when it has no string `name` (such an entry cannot be called).
    init?(_ value: JSONValue) {
        guard let name = value["name"]?.stringValue else { return nil }
        self.init(name: name, title: value["title"]?.stringValue, description: value["description"]?.stringValue ?? "",
                  inputSchema: value["inputSchema"] ?? .null, outputSchema: value["outputSchema"],
                  annotations: value["annotations"])
    }

    /// The entry of `tools/list` that `init?(_:)` reads back.
    public var listing: JSONValue {
        var members: [String: JSONValue] = ["name": .string(name), "description": .string(description), "inputSchema": inputSchema]
        if let title { members["title"] = .string(title) }
        if let outputSchema { members["outputSchema"] = outputSchema }
        if let annotations { members["annotations"] = annotations }
        return .object(members)
    }
}

/// One page of `tools/list`.
public struct MCPToolPage: Sendable, Equatable {
    public var tools: [MCPToolInfo]
    /// Where the next page starts; nil on the last page.
    public var nextCursor: String?
    /// Entries that could not be read (no name), as their JSON text.
    public var unreadableEntries: [String]
}
