import Foundation
import TestSupport
import Testing

/// `ctx … --model http://…` end to end: the built binary against the local test server.
@Suite struct CtxModelOptionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `ctx` built beside this test bundle.
    static var binary: URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("ctx"))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ctx"))
        for configuration in ["release", "debug"] {
            candidates.append(packageRoot.appendingPathComponent(".build/\(configuration)/ctx"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `ctx` on a thread of its own: waiting for a process must not block the cooperative
    /// thread pool (nor Dispatch's, which the pool's jobs and Foundation share), or the tests
    /// running beside this one would stall.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, stdout: String, stderr: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runBlocking(arguments, environment: environment) })
            }
        }
    }

    static func runBlocking(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        // Files, not pipes: a pipe's end of file waits for every process holding its write end,
        // and a child another test spawns at the same moment can inherit it.
        let folder = try ScratchFolder.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let exit = ChildExit.waitBlocking(for: process)
        let status = exit.signalled ? 128 + exit.status : exit.status
        return (status, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    @Test func summarizeThroughAnHTTPServer() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("A short summary.", promptTokens: 3000))])
        let result = try await Self.run(
            ["summarize", "Corpora/en/kjv-genesis.txt", "--model", server.url.absoluteString + "/v1#served-model", "--budget", "4k"],
            environment: ["CONTEXTBUDGET_API_KEY": "sk-cli-secret"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("A short summary."))
        #expect(!result.stderr.contains("sk-cli-secret") && !result.stdout.contains("sk-cli-secret"))
        let posts = server.receivedRequests.filter { $0.path == "/v1/chat/completions" }
        #expect(posts.count > 1, "a long document takes several calls")
        #expect(posts.allSatisfy { $0.json?["model"] as? String == "served-model" })
        #expect(posts.allSatisfy { $0.headers["authorization"] == "Bearer sk-cli-secret" })
    }

    @Test func badServerURLIsAUsageError() async throws {
        let result = try await Self.run(["summarize", "Corpora/en/kjv-genesis.txt", "--model", "http://"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: 'http://' is not a server URL"))
    }

    @Test func unreachableServerFailsWithAnErrorLine() async throws {
        let dead = try TestHTTPServer.deadURL()
        let result = try await Self.run(["summarize", "Corpora/md/nodejs-errors.md", "--model", dead.absoluteString])
        #expect(result.status == 1)
        let last = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("error: "), "\(result.stderr)")
        #expect(last.contains("cannot reach"))
    }
}
