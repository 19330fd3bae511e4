import Foundation
import TestSupport
import Testing

/// Ctrl-C during `ctx summarize DIR --out OUT`: the batch stops, prints its results table (done
/// documents and the interrupted ones), exits 130, and `--resume` finishes it with the outputs of
/// an uninterrupted run and no finished call asked again.
@Suite(.serialized) struct SummarizeInterruptTests {
    @Test func sigintEndsWithATableAndStatus130AndResumeRepeatsNoFinishedCall() async throws {
        // One call in flight, so outputs appear one by one (see the kill -9 drill).
        let input = try SummarizeBatchCommandTests.slices(32, bytes: 6_000)
        let reference = try Ctx.temporaryDirectory(), output = try Ctx.temporaryDirectory()
        defer { for folder in [input, reference, output] { try? FileManager.default.removeItem(at: folder) } }
        let options = ["--budget", "1k", "--jobs", "1"]
        let whole = try await Ctx.run(["summarize", input.path, "--out", reference.path] + options)
        #expect(whole.status == 0)
        let uninterruptedCalls = try SummarizeBatchCommandTests.records(reference).map(\.modelCalls).reduce(0, +)

        let log = output.appendingPathComponent(".log")
        let process = try Ctx.start(["summarize", input.path, "--out", output.path] + options, output: log)
        // Watched from a thread of its own (the suite keeps the cooperative pool busy); the wait
        // for the exit is long because the stop only has to come, not to be quick.
        let (exited, exit) = await withCheckedContinuation { (continuation: CheckedContinuation<(Bool, ChildExit), Never>) in
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(60)
                while Ctx.visibleFiles(in: output).count < 4, !ChildExit.hasEnded(process), Date() < deadline { usleep(1_000) }
                kill(process.processIdentifier, SIGINT)
                let exitDeadline = Date().addingTimeInterval(300)
                while !ChildExit.hasEnded(process), Date() < exitDeadline { usleep(10_000) }
                let exited = ChildExit.hasEnded(process)
                if !exited { kill(process.processIdentifier, SIGKILL) }
                continuation.resume(returning: (exited, ChildExit.waitBlocking(for: process)))
            }
        }
        #expect(exited, "ctx ended within 300 s of the SIGINT")
        let stdout = try String(contentsOfFile: log.path + ".out", encoding: .utf8)
        let stderr = try String(contentsOfFile: log.path + ".err", encoding: .utf8)
        #expect(exit == ChildExit(status: 130, signalled: false), "exit status 130, not death by signal (\(exit)): \(stderr)")
        let survivors = Ctx.visibleFiles(in: output)
        #expect(survivors.count < 32, "interrupted part-way")

        // The table: one row per document, the done ones "ok", the rest "interrupted".
        let rows = stdout.split(separator: "\n").filter { $0.contains(input.path) }
        #expect(rows.count == 32, "\(stdout)")
        let done = rows.filter { $0.contains(" ok ") }.count, interrupted = rows.filter { $0.contains(" interrupted ") }.count
        #expect(done == survivors.count && done + interrupted == 32, "\(stdout)")
        let last = stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last == "error: interrupted: \(interrupted) of 32 files not summarized; rerun with --resume to finish them (finished calls are cached, so none is asked again)", "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".ctx-partial").path), "no partial file left")

        let finishedCalls = try FileManager.default.subpathsOfDirectory(atPath: output.appendingPathComponent(".ctx-cache").path)
            .filter { $0.hasSuffix(".txt") }.count
        let before = try SummarizeBatchCommandTests.records(output)
        #expect(before.count == done && before.allSatisfy { $0.status == "done" }, "the manifest holds the delivered documents only")
        let resumed = try await Ctx.run(["summarize", input.path, "--out", output.path, "--resume"] + options)
        #expect(resumed.status == 0)
        #expect(Ctx.visibleFiles(in: output) == Ctx.visibleFiles(in: reference))
        for name in Ctx.visibleFiles(in: reference) {
            #expect(try Data(contentsOf: output.appendingPathComponent(name)) == Data(contentsOf: reference.appendingPathComponent(name)), "\(name)")
        }
        let records = try SummarizeBatchCommandTests.records(output)
        #expect(records.count == 32 && Set(records.map(\.input)).count == 32, "every document recorded once")
        let resumedCalls = records.dropFirst(before.count).map(\.modelCalls).reduce(0, +)
        #expect(resumedCalls == uninterruptedCalls - finishedCalls, "calls finished before the SIGINT (\(finishedCalls)) are not asked again")
    }
}
