import Foundation
import Testing
@testable import MCP

/// The Python environment with the `mcp` SDK and the reference servers, made by
/// `Scripts/fetch-mcp-servers.sh`: `CONTEXTBUDGET_MCP_PYTHON`, else the cached one if present.
enum MCPPython {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CONTEXTBUDGET_MCP_PYTHON"], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        let cache = environment["CONTEXTBUDGET_CACHE"] ?? (NSHomeDirectory() + "/.cache/contextbudget")
        let cached = cache + "/mcp-venv/bin/python"
        return FileManager.default.isExecutableFile(atPath: cached) ? cached : nil
    }()

    static var isPresent: Bool { path != nil }

    static let missing: Comment = "the MCP Python environment is missing: run bash Scripts/fetch-mcp-servers.sh (or set CONTEXTBUDGET_MCP_PYTHON)"

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
