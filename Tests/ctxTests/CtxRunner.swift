import Foundation
import TestSupport
import Testing

/// Runs the built `ctx` binary, as a user would, and captures what it prints.
///
/// Output goes to files, not pipes, so a chatty process can never block on a full pipe, and
/// the wait happens on a Dispatch thread, never on Swift's cooperative pool (two threads on
/// these machines: blocking them stalls every async test).
enum Ctx {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `ctx` beside the test bundle (same build configuration), else any built one.
    static let binary: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("ctx"))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ctx"))
        candidates += ["release", "debug"].map { packageRoot.appendingPathComponent(".build/\($0)/ctx") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Starts `ctx` in the package root with stdout and stderr going to `output.out` and `output.err`.
    static func start(_ arguments: [String], output: URL, environment: [String: String] = [:], input: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = try #require(binary, "build ctx first: swift build -c release")
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        FileManager.default.createFile(atPath: output.path + ".out", contents: nil)
        FileManager.default.createFile(atPath: output.path + ".err", contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".err"))
        process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `ctx arguments…` to completion and returns its status and output.
    /// - Parameter input: what the process reads on stdin (nothing when nil).
    static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) async throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-run-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(atPath: scratch.path + ".out")
            try? FileManager.default.removeItem(atPath: scratch.path + ".err")
            try? FileManager.default.removeItem(atPath: scratch.path + ".in")
        }
        var inputURL: URL?
        if let input {
            inputURL = URL(fileURLWithPath: scratch.path + ".in")
            try Data(input.utf8).write(to: inputURL!)
        }
        let process = try start(arguments, output: scratch, environment: environment, input: inputURL)
        let exit = await ChildExit.wait(for: process)
        return Result(
            status: exit.signalled ? 128 + exit.status : exit.status,
            stdout: try String(contentsOfFile: scratch.path + ".out", encoding: .utf8),
            stderr: try String(contentsOfFile: scratch.path + ".err", encoding: .utf8))
    }

    /// Sends SIGKILL to `process` once `folder` holds `count` visible files (or it has ended, or
    /// 60 s have passed), and returns when it has exited. Watched from a thread of its own: the
    /// suite's other tests keep Swift's cooperative pool busy, and a watcher there was seen waking
    /// only after the batch had finished.
    static func kill(_ process: Process, onceFolder folder: URL, holds count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(60)
                while visibleFiles(in: folder).count < count, !ChildExit.hasEnded(process), Date() < deadline { usleep(1_000) }
                Foundation.kill(process.processIdentifier, SIGKILL)
                _ = ChildExit.waitBlocking(for: process)
                continuation.resume()
            }
        }
    }

    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Visible files under `folder`, as relative paths, sorted.
    static func visibleFiles(in folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var files: [String] = []
        while let url = walker?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
            }
        }
        return files.sorted()
    }
}
