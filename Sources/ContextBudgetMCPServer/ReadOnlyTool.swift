import ContextBudget
import MCP

extension MCPServerTool {
    /// One of this server's tools: it reads what it is given and changes nothing (`readOnlyHint`,
    /// closed world), takes an object of `properties` and nothing else, and answers an object of
    /// `outputProperties` as its structured content. Written once so the five tools declare only
    /// what is theirs.
    /// - Parameters:
    ///   - required: the arguments a call must give (none when empty).
    ///   - outputRequired: the members every answer has.
    static func readOnly(name: String, title: String, description: String, properties: [String: JSONValue], required: [String] = [],
                         outputProperties: [String: JSONValue], outputRequired: [String],
                         handler: @escaping @Sendable (MCPToolArguments) async throws -> MCPServerToolResult) -> MCPServerTool {
        var input: [String: JSONValue] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { input["required"] = .array(required.map(JSONValue.string)) }
        let output: JSONValue = ["type": "object", "properties": .object(outputProperties),
                                 "required": .array(outputRequired.map(JSONValue.string))]
        return MCPServerTool(name: name, title: title, description: description, inputSchema: .object(input), outputSchema: output,
                             annotations: ["readOnlyHint": true, "openWorldHint": false], handler: handler)
    }
}
