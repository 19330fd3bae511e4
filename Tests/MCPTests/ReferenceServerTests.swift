import ContextBudget
import Foundation
@testable import MCP
import Testing

/// The reference servers from PyPI (`mcp-server-time`, `mcp-server-git`) through the client and
/// the tool bridge. Skipped, with the reason, when the Python environment is missing.
@Suite(.enabled(if: MCPPython.isPresent, MCPPython.missing))
struct ReferenceServerTests {
    @Test func timeServerListsItsToolsAndTellsTheTime() async throws {
        let (client, _) = try await MCPPython.connect(["-m", "mcp_server_time", "--local-timezone", "UTC"])
        let initialization = try #require(await client.initialization)
        #expect(MCPProtocolVersion.supported.contains(initialization.protocolVersion))
        #expect(initialization.offersTools)
        let registration = try await MCPToolRegistration.load(from: client)
        #expect(registration.skipped.isEmpty, "\(registration.skipped)")
        #expect(Set(registration.tools.map(\.name)).isSuperset(of: ["get_current_time", "convert_time"]))

        let result = try await client.callTool("get_current_time", arguments: ["timezone": "Europe/Oslo"])
        #expect(!result.isError)
        #expect(result.text.contains("Europe/Oslo"), "\(result.text)")

        // Through the bridge, as a session runs it; a bad timezone is an error the model reads.
        let box = try ToolBox(registration.tools)
        let good = try await box.run(ToolCall(id: "1", name: "get_current_time", arguments: #"{"timezone":"Asia/Tokyo"}"#))
        #expect(good.failure == nil && good.output.text.contains("Asia/Tokyo"), "\(good.output.text)")
        let bad = try await box.run(ToolCall(id: "2", name: "get_current_time", arguments: #"{"timezone":"Mars/Olympus_Mons"}"#))
        #expect(bad.failure != nil, "\(bad.output.text)")
        #expect(bad.output.text.hasPrefix("error: get_current_time failed:") && bad.output.text.contains("Mars/Olympus_Mons"), "\(bad.output.text)")
        await client.shutdown()
    }

    @Test func gitServerReadsARepositoryTheTestMade() async throws {
        let repository = try TemporaryRepository(commits: ["first: add the notes", "second: more notes", "third: fix a typo"])
        defer { repository.remove() }
        let (client, _) = try await MCPPython.connect(["-m", "mcp_server_git", "--repository", repository.url.path])
        let registration = try await MCPToolRegistration.load(from: client)
        #expect(registration.skipped.isEmpty, "\(registration.skipped)")
        let names = Set(registration.tools.map(\.name))
        #expect(names.isSuperset(of: ["git_log", "git_status"]), "\(names)")
        let box = try ToolBox(registration.tools)
        let path = JSONValue.string(repository.url.path).compactText
        let log = try await box.run(ToolCall(id: "1", name: "git_log", arguments: #"{"repo_path":\#(path),"max_count":10}"#))
        #expect(log.failure == nil, "\(log.output.text)")
        for message in ["first: add the notes", "second: more notes", "third: fix a typo"] {
            #expect(log.output.text.contains(message), "\(log.output.text)")
        }
        try "changed\n".write(to: repository.url.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let status = try await box.run(ToolCall(id: "2", name: "git_status", arguments: #"{"repo_path":\#(path)}"#))
        #expect(status.failure == nil && status.output.text.contains("notes.txt"), "\(status.output.text)")
        let outside = try await box.run(ToolCall(id: "3", name: "git_status", arguments: #"{"repo_path":"/"}"#))
        #expect(outside.failure != nil, "a path outside --repository is refused: \(outside.output.text)")
        await client.shutdown()
    }
}

/// A git repository in a temporary folder with one commit per message.
struct TemporaryRepository {
    let url: URL

    init(commits: [String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-git-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"])
        for (index, message) in commits.enumerated() {
            try "notes \(index)\n".write(to: url.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            try git(["add", "notes.txt"])
            try git(["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", message])
        }
    }

    private func git(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", url.path] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ContextBudgetError.invalidConfiguration("git \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
