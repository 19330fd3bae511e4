@testable import HTTPModel
import ContextBudget
import Foundation
import TestSupport
import Testing

/// Failure drills: a server process killed with SIGKILL while it answers. A stream that had
/// given text ends with a clear error at once (not at a timeout); one that had given nothing,
/// and a batch's calls, fail over to the live endpoint.
///
/// The client's idle timeout is a day, so whatever ends a wait early is the kill, not the
/// timeout, on a machine of any load (no wall-clock bound decides a verdict).
@Suite(.serialized, .enabled(if: DrillServer.python != nil, "python3 not on PATH (the drill servers are Python)"))
struct ServerKillDrillTests {
    @Test func serverKilledMidStreamEndsTheStreamWithAClearError() async throws {
        let server = try DrillServer(["--stall"])
        let model = try TestModels.make([server.url], requestTimeoutSeconds: 86_400)
        var received: [String] = []
        do {
            for try await piece in model.streamResponse(to: TestModels.question, options: .init()) {
                received.append(piece)
                server.killNow()  // the server dies after its first piece, mid-answer
            }
            Issue.record("the stream of a killed server ended without an error")
        } catch let GenerationError.backend(message, isTransient) {
            #expect(!isTransient, "text was streamed, so a retry would repeat it")
            #expect(message.contains("ended before the answer was complete") || message.contains("cannot reach"), "\(message)")
            #expect(message.contains(server.url.absoluteString), "the message names the server: \(message)")
            #expect(!message.contains("timed out"), "the kill ended the stream, not a timeout: \(message)")
        } catch {
            Issue.record("unexpected error: \(error)")
        }
        #expect(received == ["Half of the answer "])
        #expect(server.chatRequests == 1, "no retry after text was streamed")
    }

    @Test func streamOfAServerKilledBeforeAnyTextFailsOverToTheLiveEndpoint() async throws {
        let dying = try DrillServer(["--stall-silent"]), live = try DrillServer()
        let model = try TestModels.make([dying.url, live.url], requestTimeoutSeconds: 86_400, probeSeconds: 86_400)
        // Killed from a thread of its own once its request arrived (round-robin sends the first call there).
        let killer = Thread {
            DrillServer.wait(seconds: 300) { dying.chatRequests >= 1 }
            dying.killNow()
        }
        killer.start()
        let pieces = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init())).map(\.piece)
        #expect(pieces.joined() == "A short summary.")
        #expect(dying.chatRequests == 1 && live.chatRequests == 1)
    }

    @Test func batchFailsOverWhenOneOfTwoServersIsKilledMidBatch() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kill-drill-\(UUID().uuidString)", isDirectory: true)
        let input = root.appendingPathComponent("in", isDirectory: true), output = root.appendingPathComponent("out", isDirectory: true)
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let genesis = try String(contentsOf: CtxModelOptionTests.packageRoot.appendingPathComponent("Corpora/en/kjv-genesis.txt"), encoding: .utf8)
        let lines = genesis.split(separator: "\n")
        let documents = 8
        for index in 0..<documents {
            try lines[(index * 20)..<(index * 20 + 20)].joined(separator: "\n")
                .write(to: input.appendingPathComponent("part-\(index).txt"), atomically: true, encoding: .utf8)
        }
        // The first server answers slowly, so calls are in flight on it when it dies.
        let dying = try DrillServer(["--delay", "2"]), live = try DrillServer(["--delay", "0.2"])
        let process = Process()
        process.executableURL = CtxModelOptionTests.binary
        process.arguments = [
            "summarize", input.path, "--out", output.path, "--budget", "4k", "--jobs", "2",
            "--model", dying.url.absoluteString + "/v1", "--endpoint", live.url.absoluteString + "/v1",
        ]
        process.currentDirectoryURL = CtxModelOptionTests.packageRoot
        process.standardOutput = FileHandle.nullDevice
        let log = root.appendingPathComponent("ctx.err")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let (finished, exit) = await withCheckedContinuation { (continuation: CheckedContinuation<(Bool, ChildExit), Never>) in
            Thread.detachNewThread {
                DrillServer.wait(seconds: 300) { dying.chatRequests >= 1 }
                dying.killNow()
                let ended = DrillServer.wait(seconds: 300) { ChildExit.hasEnded(process) }
                if !ended { process.terminate() }
                continuation.resume(returning: (ended, ChildExit.waitBlocking(for: process)))
            }
        }
        let stderr = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(finished, "the batch ended within 300 s of the kill")
        #expect(exit.succeeded, "\(exit): \(stderr)")
        let summaries = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".summary.txt") }
        #expect(summaries.count == documents, "\(stderr)")
        let manifest = try String(contentsOf: output.appendingPathComponent(".ctx-manifest.jsonl"), encoding: .utf8)
        #expect(manifest.split(separator: "\n").count == documents && !manifest.contains("\"failed\""), "\(manifest)")
        #expect(dying.chatRequests >= 1 && live.chatRequests >= documents,
                "the live server answered every call, the killed server's included (dying \(dying.chatRequests), live \(live.chatRequests))")
    }
}
