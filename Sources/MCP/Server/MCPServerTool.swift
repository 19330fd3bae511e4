import ContextBudget

/// A tool a server offers: what `tools/list` shows and what runs on `tools/call`.
///
/// The handler reports a failure the caller's model should read (a bad argument value, a file
/// outside the roots, a document too large) by throwing: the server turns any error into a
/// result with `isError` and the error's description as its text, as the protocol asks, so the
/// model can correct its call. Only calls the server cannot route at all (no such tool, params
/// that are not an object) are JSON-RPC errors.
public struct MCPServerTool: Sendable {
    /// The name calls use.
    public var name: String
    /// A display name for hosts.
    public var title: String?
    /// What the tool does, for the host's model.
    public var description: String
    /// JSON Schema of the arguments (an object schema).
    public var inputSchema: JSONValue
    /// JSON Schema of `structuredContent`; when set, every successful result carries it.
    public var outputSchema: JSONValue?
    /// Hints such as `readOnlyHint`, as the protocol defines them.
    public var annotations: JSONValue?
    /// Runs one call.
    public var handler: @Sendable (MCPToolArguments) async throws -> MCPServerToolResult

    public init(name: String, title: String? = nil, description: String, inputSchema: JSONValue, outputSchema: JSONValue? = nil,
                annotations: JSONValue? = nil, handler: @escaping @Sendable (MCPToolArguments) async throws -> MCPServerToolResult) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.outputSchema = outputSchema
        self.annotations = annotations
        self.handler = handler
    }

    /// The entry of `tools/list`.
    public var listing: JSONValue {
        var members: [String: JSONValue] = ["name": .string(name), "description": .string(description), "inputSchema": inputSchema]
        if let title { members["title"] = .string(title) }
        if let outputSchema { members["outputSchema"] = outputSchema }
        if let annotations { members["annotations"] = annotations }
        return .object(members)
    }
}

/// What one tool call returns: text for the model, and structured content for hosts that read it.
public struct MCPServerToolResult: Sendable, Equatable {
    /// The text content.
    public var text: String
    /// The value of `structuredContent`, matching the tool's `outputSchema`.
    public var structuredContent: JSONValue?
    /// True for a failure the model should read.
    public var isError: Bool

    public init(text: String, structuredContent: JSONValue? = nil, isError: Bool = false) {
        self.text = text
        self.structuredContent = structuredContent
        self.isError = isError
    }

    /// A failed call: its message as the text, `isError` set.
    public static func failure(_ message: String) -> MCPServerToolResult {
        MCPServerToolResult(text: message, isError: true)
    }

    /// The `result` of `tools/call`.
    public var json: JSONValue {
        var members: [String: JSONValue] = [
            "content": [["type": "text", "text": .string(text)]],
            "isError": .bool(isError),
        ]
        if let structuredContent { members["structuredContent"] = structuredContent }
        return .object(members)
    }
}
