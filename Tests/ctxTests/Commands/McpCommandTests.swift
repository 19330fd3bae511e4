import Foundation
import Testing
import TestSupport

/// `ctx mcp` as hosts run it: driven by the `mcp` SDK's own Python client (initialize, list,
/// every tool, bad arguments, paths outside the root), and by lines on stdin.
struct McpCommandTests {
    static let python = MCPPythonEnvironment.path
    static let missing = Comment(rawValue: MCPPythonEnvironment.missingReason)
    static let driver = Ctx.packageRoot.appendingPathComponent("Tests/Fixtures/MCP/ctx_mcp_client.py").path

    /// A root with `doc.md`, `chat.json` and `escape.md` (a symlink to a file outside it).
    static func makeRoot() throws -> (root: URL, outside: URL) {
        let scratch = try Ctx.temporaryDirectory()
        let root = scratch.appendingPathComponent("root", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let parts = (0..<12).map { "## Part \($0)\n\nThe window is small, so each part says one thing. Part \($0) explains how the budget of tokens is spent on instructions, history and the response. Counting comes first." }
        try Data(("# Guide\n\n" + parts.joined(separator: "\n\n") + "\n").utf8).write(to: root.appendingPathComponent("doc.md"))
        try FileManager.default.copyItem(at: Ctx.packageRoot.appendingPathComponent("Corpora/transcripts/bfcl-multi-turn-long-context-113.json"),
                                         to: root.appendingPathComponent("chat.json"))
        let outside = scratch.appendingPathComponent("outside.txt")
        try Data("not for the host\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("escape.md"), withDestinationURL: outside)
        return (root, outside)
    }

    /// Runs `executable arguments…` to completion, output to files, waiting on a Dispatch thread.
    static func run(_ executable: String, _ arguments: [String]) async throws -> Ctx.Result {
        let scratch = try Ctx.temporaryDirectory()
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let exit = await ChildExit.wait(for: process)
        return Ctx.Result(status: exit.signalled ? 128 + exit.status : exit.status, stdout: try String(contentsOf: out, encoding: .utf8),
                          stderr: try String(contentsOf: err, encoding: .utf8))
    }

    @Test(.enabled(if: python != nil, missing), .timeLimit(.minutes(15)))
    func theSDKsClientRunsASessionWithEveryTool() async throws {
        let binary = try #require(Ctx.binary, "build ctx first: swift build -c release")
        let (root, outside) = try Self.makeRoot()
        let result = try await Self.run(Self.python!, [Self.driver, binary.path, root.path, outside.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        func step(_ key: String) -> [String: Any] { report[key] as? [String: Any] ?? [:] }
        func structured(_ key: String) -> [String: Any] { step(key)["structured"] as? [String: Any] ?? [:] }

        #expect(step("initialize")["protocolVersion"] as? String == "2025-11-25")
        #expect(step("initialize")["serverName"] as? String == "contextbudget")
        let tools = step("tools")
        #expect(Set(tools.keys) == ["count_tokens", "plan", "chunk", "summarize", "trim"])
        #expect(tools.values.allSatisfy { ($0 as? [String: Any])?["hasOutputSchema"] as? Bool == true })

        // Every successful call came back without an exception, so its structured content passed
        // the SDK's validation against the tool's output schema.
        for key in ["count_path", "count_text", "plan", "chunk_page1", "chunk_rest", "summarize", "trim"] {
            #expect(step(key)["exception"] == nil, "\(key): \(step(key))")
            #expect(step(key)["isError"] as? Bool == false, "\(key): \(step(key))")
        }
        let doc = try String(contentsOf: root.appendingPathComponent("doc.md"), encoding: .utf8)
        #expect(structured("count_path")["bytes"] as? Int == doc.utf8.count)
        #expect(structured("plan")["fitsInOneCall"] as? Bool == false)
        let chunkCount = try #require(structured("chunk_page1")["chunkCount"] as? Int)
        let firstPage = structured("chunk_page1")["chunks"] as? [[String: Any]] ?? []
        let rest = structured("chunk_rest")["chunks"] as? [[String: Any]] ?? []
        #expect(firstPage.count == 2)
        #expect(firstPage.count + rest.count == chunkCount)
        #expect((firstPage + rest).compactMap { $0["index"] as? Int } == Array(0..<chunkCount))
        #expect((structured("summarize")["summary"] as? String).map { !$0.isEmpty } == true)
        #expect((structured("trim")["tokenCount"] as? Int ?? .max) <= (structured("trim")["capacity"] as? Int ?? 0))

        let refusals: [(String, String)] = [
            ("bad_type", "'max_tokens' must be an integer"),
            ("missing_required", "needs 'max_tokens'"),
            ("unknown_argument", "no argument 'colour'"),
            ("outside_absolute", "outside the folders"),
            ("outside_dotdot", "outside the folders"),
            ("outside_symlink", "outside the folders"),
            ("folder", "not a regular file"),
        ]
        for (key, expected) in refusals {
            #expect(step(key)["isError"] as? Bool == true, "\(key): \(step(key))")
            #expect((step(key)["text"] as? String ?? "").contains(expected), "\(key): \(step(key))")
        }
        #expect(!(step("outside_symlink")["text"] as? String ?? "").contains("not for the host"))
        #expect(step("unknown_tool")["raised"] as? Bool == true)
        #expect((step("unknown_tool")["error"] as? String ?? "").contains("no_such_tool"))
    }

    @Test func linesOnStdinAreAnsweredOnStdoutAndLogsGoToStderr() async throws {
        let (root, _) = try Self.makeRoot()
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{}}}"#,
            "not json",
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"count_tokens","arguments":{"path":"doc.md"}}}"#,
        ].joined(separator: "\n") + "\n"
        let result = try await Ctx.run(["mcp", "--root", root.path], input: input)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stdout)")
        let answers = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(answers.count == 3)  // stdout holds messages only
        #expect((answers.first { $0["id"] as? Int == 1 }?["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-06-18")
        #expect((answers.first { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(((answers.first { $0["id"] as? Int == 2 }?["result"] as? [String: Any])?["isError"] as? Bool) == false)
        #expect(result.stderr.contains("ctx mcp: serving count_tokens"))
    }

    @Test func aRootThatIsNotAFolderIsAUsageError() async throws {
        let result = try await Ctx.run(["mcp", "--root", "/nonexistent/folder"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("/nonexistent/folder") && result.stderr.contains("--root"), "\(result.stderr)")
    }
}
