import ContextBudget
import Foundation
@testable import MCP
import Testing

/// Server tools as `Tool`s: registration keeps the usable ones and says why the others were
/// left out; a failing call of any kind is a tool output the model reads.
struct MCPToolBridgeTests {
    private func connectedClient(_ handler: @escaping @Sendable (String, JSONValue?, JSONRPCID, FakeTransport) -> JSONValue?) async throws -> MCPClient {
        let client = MCPClient(transport: FakeTransport.server(handler: handler))
        try await client.connect()
        return client
    }

    @Test func aBadToolIsSkippedWithItsReasonAndTheOthersRegister() async throws {
        let client = try await connectedClient { method, _, _, _ in
            guard method == "tools/list" else { return nil }
            return ["tools": [
                ["name": "good", "description": "fine", "inputSchema": ["type": "object", "properties": ["q": ["type": "string"]]]],
                ["name": "bad_schema", "inputSchema": ["type": "object", "properties": ["q": ["type": "strung"]]]],
                ["name": "bad name!", "inputSchema": ["type": "object"]],
                ["name": "good", "inputSchema": ["type": "object"]],
                ["name": "taken", "inputSchema": ["type": "object"]],
            ]]
        }
        let registration = try await MCPToolRegistration.load(from: client, reservedNames: ["taken"])
        #expect(registration.tools.map(\.name) == ["good"])
        #expect(registration.skipped.map(\.name) == ["bad_schema", "bad name!", "good", "taken"])
        #expect(registration.skipped[0].problem.contains("unknown type \"strung\""), "\(registration.skipped[0].problem)")
        #expect(try ToolBox(registration.tools).definitions.map(\.name) == ["good"])
        let prefixed = try await MCPToolRegistration.load(from: client, prefix: "srv.")
        #expect(prefixed.tools.map(\.name).contains("srv.good"))
        await client.shutdown()
    }

    @Test func aToolsOwnErrorIsWhatTheModelReads() async throws {
        let client = try await connectedClient { method, params, _, _ in
            guard method == "tools/call" else { return nil }
            #expect(params?["name"] == "lookup" && params?["arguments"] == ["q": "x"])
            return ["content": [["type": "text", "text": "no such entry: x"]], "isError": true]
        }
        let tool = MCPTool(MCPToolInfo(name: "lookup", description: "Looks up.", inputSchema: ["type": "object"]), client: client, prefix: "kb_")
        let run = try await ToolBox([tool]).run(ToolCall(id: "c1", name: "kb_lookup", arguments: #"{"q":"x"}"#))
        #expect(run.failure != nil)
        #expect(run.output.text == "error: kb_lookup failed: no such entry: x")
        await client.shutdown()
    }

    @Test func aDeadServerIsAToolErrorNotACrash() async throws {
        let transport = FakeTransport.server()
        let client = MCPClient(transport: transport)
        try await client.connect()
        transport.deliver(.closed(MCPConnectionEnd(reason: "the server was killed by signal 9")))
        let tool = MCPTool(MCPToolInfo(name: "t", inputSchema: ["type": "object"]), client: client)
        let run = try await ToolBox([tool]).run(ToolCall(id: "c1", name: "t", arguments: "{}"))
        #expect(run.output.text.hasPrefix("error: t failed: the MCP server's connection ended: the server was killed by signal 9"), "\(run.output.text)")
        await client.shutdown()
    }

    @Test func aTimeoutIsAToolError() async throws {
        let client = try await connectedClient { _, _, _, _ in nil }
        let tool = MCPTool(MCPToolInfo(name: "t", inputSchema: ["type": "object"]), client: client, timeoutSeconds: 0.1)
        let run = try await ToolBox([tool]).run(ToolCall(id: "c1", name: "t", arguments: "{}"))
        #expect(run.output.text.contains("did not answer tools/call within 0.1 s"), "\(run.output.text)")
        await client.shutdown()
    }
}
