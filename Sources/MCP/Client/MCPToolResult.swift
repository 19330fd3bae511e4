import ContextBudget

/// The answer to `tools/call`.
public struct MCPToolResult: Sendable, Equatable {
    /// The content blocks, in order.
    public var content: [MCPContent]
    /// The structured result, for tools that declare an `outputSchema` (2025-06-18 and later).
    public var structuredContent: JSONValue?
    /// True when the tool ran and failed: the content then says why, for the model to read.
    public var isError: Bool

    public init(content: [MCPContent], structuredContent: JSONValue? = nil, isError: Bool = false) {
        self.content = content
        self.structuredContent = structuredContent
        self.isError = isError
    }

    init(_ result: JSONValue) throws(MCPError) {
        guard case .object = result else { throw .invalidResult(method: "tools/call", detail: "the result is not an object") }
        switch result["content"] {
        case let .array(blocks)?: content = blocks.map(MCPContent.init)
        case nil, .null?: content = []
        case let other?: throw .invalidResult(method: "tools/call", detail: "content must be a list, got \(JSONValue.excerpt(other))")
        }
        structuredContent = result["structuredContent"]
        isError = result["isError"]?.boolValue ?? false
    }

    /// What the model reads: the blocks' renderings, one after another; the structured result's
    /// JSON when there are no blocks (servers are asked to mirror it in a text block, not all do).
    public var text: String {
        if content.isEmpty, let structuredContent { return structuredContent.compactText }
        return content.map(\.rendered).joined(separator: "\n")
    }
}

extension JSONValue {
    static func excerpt(_ value: JSONValue) -> String {
        JSONRPCErrorObject.excerpt(value.compactText, limit: 120)
    }
}
