import ContextBudget

/// A tool a server offers: what `tools/list` shows and what runs on `tools/call`.
///
/// The handler reports a failure the caller's model should read (a bad argument value, a file
/// outside the roots, a document too large) by throwing: the server turns any error into a
/// result with `isError` and the error's description as its text, as the protocol asks, so the
/// model can correct its call. Only calls the server cannot route at all (no such tool, params
/// that are not an object) are JSON-RPC errors.
@dynamicMemberLookup
public struct MCPServerTool: Sendable {
    /// What `tools/list` shows: name, title, description, input and output schemas, annotations
    /// (`tool.name`, `tool.inputSchema`, … read and write it). When `outputSchema` is set, every
    /// successful result carries `structuredContent`.
    public var declaration: MCPToolInfo
    /// Runs one call.
    public var handler: @Sendable (MCPToolArguments) async throws -> MCPServerToolResult

    public init(name: String, title: String? = nil, description: String, inputSchema: JSONValue, outputSchema: JSONValue? = nil,
                annotations: JSONValue? = nil, handler: @escaping @Sendable (MCPToolArguments) async throws -> MCPServerToolResult) {
        self.declaration = MCPToolInfo(name: name, title: title, description: description, inputSchema: inputSchema,
                                       outputSchema: outputSchema, annotations: annotations)
        self.handler = handler
    }

    /// The declaration's fields, as `tool.name`.
    public subscript<Value>(dynamicMember field: WritableKeyPath<MCPToolInfo, Value>) -> Value {
        get { declaration[keyPath: field] }
        set { declaration[keyPath: field] = newValue }
    }

    /// The entry of `tools/list`.
    public var listing: JSONValue { declaration.listing }
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
