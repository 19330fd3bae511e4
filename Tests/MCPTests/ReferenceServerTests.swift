import ContextBudget
import Foundation
import TestSupport
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

/// mcp-server-git's tools in a `ChatSession` with a small window: a long `git_log` is shortened
/// to a reference, and the model reads it back with `read_reference`.
@Suite(.enabled(if: MCPPython.isPresent, MCPPython.missing))
struct MCPSessionTests {
    @Test func aLongGitLogIsShortenedAndReadBackPageByPage() async throws {
        let repository = try TemporaryRepository(commits: ["the first commit"])
        defer { repository.remove() }
        try repository.run("/bin/sh", ["-c", "for i in $(seq 1 120); do git -c user.name=Test -c user.email=test@example.invalid commit --allow-empty -q -m \"commit number $i of the long history\"; done"])
        let (client, _) = try await MCPPython.connect(["-m", "mcp_server_git", "--repository", repository.url.path])
        let registration = try await MCPToolRegistration.load(from: client)
        let path = JSONValue.string(repository.url.path).compactText
        let model = ScriptedLanguageModel(contextSize: 2048) { request in
            switch request.index {
            case 0:
                return .toolCalls([ToolCall(id: "log", name: "git_log", arguments: #"{"repo_path":\#(path),"max_count":200}"#)])
            case 1:
                // The shortened output names the call that reads on.
                guard case let .toolOutput(output)? = request.transcript.entries.last,
                      let start = output.text.range(of: "read on with read_reference "),
                      let end = output.text.range(of: " …]", range: start.upperBound..<output.text.endIndex) else {
                    return .text("no marker")
                }
                return .toolCalls([ToolCall(id: "page", name: "read_reference", arguments: String(output.text[start.upperBound..<end.lowerBound]))])
            default:
                return .text("done")
            }
        }
        let budget = try TokenBudget(contextSize: 2048, responseReserve: 256)
        let session = try ChatSession(model: model, instructions: "Use the tools.", tools: registration.tools, budget: budget)
        let answer = try await session.respond(to: "What happened in this repository?")
        #expect(answer == "done")
        let trims = await session.trimEvents
        #expect(trims.contains { if case .truncatedToolOutput(callID: "log", _, _, _) = $0 { true } else { false } }, "\(trims)")
        let outputs = await session.transcript.entries.compactMap { entry -> ToolOutput? in
            if case let .toolOutput(output) = entry { output } else { nil }
        }
        let page = try #require(outputs.first { $0.callID == "page" })
        #expect(page.text.contains("commit number"), "\(page.text.prefix(300))")
        #expect(!page.text.hasPrefix("error"), "\(page.text.prefix(300))")
        let runs = await session.events.compactMap { event -> String? in
            if case let .toolRan(name, _, _, _, failure) = event { failure.map { "\(name): \($0)" } } else { nil }
        }
        #expect(runs.isEmpty, "\(runs)")
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
        try run("/usr/bin/env", ["git", "-C", url.path] + arguments)
    }

    /// Runs a program in the repository and waits for it.
    func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = url
        try process.run()
        let exit = ChildExit.waitBlocking(for: process)
        guard exit.succeeded else {
            throw ContextBudgetError.invalidConfiguration("\(arguments.joined(separator: " ")) \(exit)")
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
