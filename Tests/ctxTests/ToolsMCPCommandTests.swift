import Foundation
import Testing
import TestSupport

/// `ctx tools` and `ctx chat` against a real MCP server from PyPI (`mcp-server-time`, in the
/// environment `Scripts/fetching/fetch-mcp-servers.sh` makes): listing with costs, one call, a tool's own
/// error, and a chat session that connects, answers and shuts the server down.
struct ToolsMCPCommandTests {
    static let python = MCPPythonEnvironment.path
    static let missing = Comment(rawValue: MCPPythonEnvironment.missingReason)
    static var timeServer: String { "'\(python ?? "python3")' -m mcp_server_time --local-timezone UTC" }

    struct Report: Decodable {
        struct Entry: Decodable { var name: String; var tokens: Int }
        var tools: [Entry]
        var totalTokens: Int
    }

    @Test(.enabled(if: python != nil, missing))
    func listShowsTheServersToolsWithTheirCosts() async throws {
        let result = try await Ctx.run(["tools", "list", "--mcp", Self.timeServer, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(Set(report.tools.map(\.name)) == ["get_current_time", "convert_time"])
        #expect(report.tools.allSatisfy { $0.tokens > 10 })
        #expect(report.totalTokens >= report.tools.reduce(0) { $0 + $1.tokens } - 2 * report.tools.count)
    }

    @Test(.enabled(if: python != nil, missing))
    func callPrintsTheOutputAndAToolErrorExitsOne() async throws {
        let answer = try await Ctx.run(["tools", "call", "get_current_time", #"{"timezone": "Europe/Oslo"}"#, "--mcp", Self.timeServer])
        #expect(answer.status == 0, "\(answer.stderr)")
        #expect(answer.stdout.contains("Europe/Oslo"), "\(answer.stdout)")
        let refused = try await Ctx.run(["tools", "call", "get_current_time", #"{"timezone": "Mars/Olympus_Mons"}"#, "--mcp", Self.timeServer])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("get_current_time reported an error"), "\(refused.stderr)")
        let unknown = try await Ctx.run(["tools", "call", "get_weather", "{}", "--mcp", Self.timeServer])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no tool get_weather") && unknown.stderr.contains("convert_time"), "\(unknown.stderr)")
    }

    @Test func aServerThatCannotStartIsOneErrorLine() async throws {
        let result = try await Ctx.run(["tools", "list", "--mcp", "/nonexistent/mcp-server --flag"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: --mcp '/nonexistent/mcp-server --flag':"), "\(result.stderr)")
        let unbalanced = try await Ctx.run(["tools", "list", "--mcp", "python3 -m 'unterminated"])
        #expect(unbalanced.status == 64, "\(unbalanced.stderr)")
    }

    @Test(.enabled(if: python != nil, missing))
    func chatOffersTheServersToolsAndEndsCleanly() async throws {
        let result = try await Ctx.run(["chat", "--mcp", Self.timeServer, "--report"], input: "What time is it in Oslo?\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }
}
