import Foundation
import Testing
@testable import MCP
import TestSupport

/// The Python environment with the `mcp` SDK and the reference servers, made by
/// `Scripts/fetching/fetch-mcp-servers.sh`: `CONTEXTBUDGET_MCP_PYTHON`, else the cached one if present.
enum MCPPython {
    static let path: String? = MCPPythonEnvironment.path

    static var isPresent: Bool { path != nil }

    static let missing = Comment(rawValue: MCPPythonEnvironment.missingReason)

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MCP")

    /// A client of `python ARGUMENTS…`, connected.
    static func connect(_ arguments: [String], timeoutSeconds: Double = 120,
                        currentDirectory: URL? = nil) async throws -> (MCPClient, StdioTransport) {
        let transport = StdioTransport(executable: path!, arguments: arguments, currentDirectory: currentDirectory)
        let client = MCPClient(transport: transport, configuration: .init(requestTimeoutSeconds: timeoutSeconds))
        try await client.connect()
        return (client, transport)
    }

    static var drillServerPath: String { fixtures.appendingPathComponent("drill_server.py").path }

    static func drillServer() async throws -> (MCPClient, StdioTransport) {
        try await connect([drillServerPath])
    }
}
