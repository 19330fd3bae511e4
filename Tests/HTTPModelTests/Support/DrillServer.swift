import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tests/Fixtures/Servers/drill_chat_server.py in a process of its own, so that a test can kill
/// it with SIGKILL mid-answer: the kernel then closes its sockets as it would for a crashed server.
final class DrillServer: @unchecked Sendable {
    static let script = CtxModelOptionTests.packageRoot.appendingPathComponent("Tests/Fixtures/Servers/drill_chat_server.py")

    /// The python3 on PATH, if any (the drills need one; CI has it).
    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    let url: URL
    private let process: Process
    private let log: URL

    /// Starts the server with `arguments` (`--delay S`, `--stall`, `--stall-silent`) and waits
    /// (up to 60 s: a loaded machine starts Python slowly) for it to print its URL.
    init(_ arguments: [String] = []) throws {
        let python = try Self.python ?? { throw POSIXError(.ENOENT) }()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("drill-server-\(UUID().uuidString)")
        let out = URL(fileURLWithPath: base.path + ".out")
        log = URL(fileURLWithPath: base.path + ".err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        self.process = process
        process.executableURL = python
        process.arguments = [Self.script.path] + arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        var printed = ""
        while !printed.hasSuffix("\n"), !ChildExit.hasEnded(process), Date() < deadline {
            usleep(20_000)
            printed = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        }
        try? FileManager.default.removeItem(at: out)
        guard let url = URL(string: printed.trimmingCharacters(in: .whitespacesAndNewlines)), url.port != nil else {
            kill(process.processIdentifier, SIGKILL)
            _ = ChildExit.waitBlocking(for: process)
            throw POSIXError(.ECONNREFUSED)
        }
        self.url = url
    }

    deinit {
        killNow()
        try? FileManager.default.removeItem(at: log)
    }

    /// POSTs to /v1/chat/completions received so far (each is logged before it is answered).
    var chatRequests: Int {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.components(separatedBy: "request /v1/chat/completions\n").count - 1
    }

    /// kill -9, and waits for the process to be gone.
    func killNow() {
        guard !ChildExit.hasEnded(process) else { return }
        kill(process.processIdentifier, SIGKILL)
        _ = ChildExit.waitBlocking(for: process)
    }

    /// Blocks (call it from a thread of its own) until `condition` holds or `seconds` pass.
    @discardableResult
    static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            usleep(2_000)
        }
        return true
    }
}
