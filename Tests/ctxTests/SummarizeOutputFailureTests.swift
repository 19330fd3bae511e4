import Foundation
import Testing

/// Output folders that refuse writes: `ctx summarize --out` fails with one error line that names
/// the path and says what to do, a nonzero status, and no partial file; after the space is freed,
/// `--resume` finishes the job.
@Suite(.serialized) struct SummarizeOutputFailureTests {
    static let documents = ["Corpora/en/kjv-ruth.txt", "Corpora/en/kjv-jonah.txt"]

    /// The `error:` lines of a run's stderr.
    static func errorLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error:") }
    }

    @Test(.enabled(if: ScratchFileSystem.canMakeReadOnly, "running as root where a tmpfs cannot be mounted: no read-only folder to test with"))
    func readOnlyOutputFolderGivesOneErrorLineAndNoFile() async throws {
        let readOnly = try ScratchFileSystem.readOnly()
        let writable = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: writable) }
        // The folder itself, a folder to create inside it, and a cache kept elsewhere (then the
        // manifest is the first write that fails).
        let runs: [(out: URL, extra: [String], failing: String)] = [
            (readOnly.url, [], "cannot create the cache folder \(readOnly.url.path)/.ctx-cache: "),
            (readOnly.url.appendingPathComponent("summaries"), [], "cannot create the cache folder \(readOnly.url.path)/summaries/.ctx-cache: "),
            (readOnly.url, ["--cache", writable.path], "cannot open the manifest \(readOnly.url.path)/.ctx-manifest.jsonl: "),
        ]
        for run in runs {
            let result = try await Ctx.run(["summarize"] + Self.documents + ["--out", run.out.path] + run.extra)
            #expect(result.status == 1)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count == 1, "one line: \(result.stderr)")
            let line = lines.first ?? ""
            #expect(line.hasPrefix("error: " + run.failing), "\(line)")
            #expect(line.contains("read-only file system") || line.contains("permission denied"), "\(line)")
            #expect(line.hasSuffix("pass a writable output folder"), "\(line)")
            #expect(ScratchFileSystem.allFiles(in: readOnly.url).isEmpty)
        }
    }

    @Test(.enabled(if: ScratchFileSystem.canMount, "mounting a small tmpfs needs root: no full disk to test with"))
    func fullDiskGivesOneErrorLineNoPartialFileAndResumesOnceFreed() async throws {
        let disk = try ScratchFileSystem.full()
        let output = disk.url.appendingPathComponent("summaries")
        let result = try await Ctx.run(["summarize"] + Self.documents + ["--out", output.path])
        #expect(result.status == 1)
        let errors = Self.errorLines(result.stderr)
        #expect(errors.count == 1, "one error line: \(result.stderr)")
        let line = errors.first ?? ""
        #expect(line.contains(output.path), "names the path: \(line)")
        #expect(line.hasSuffix("no space left on device; free some space, then resume"), "\(line)")
        // Nothing half-written: no summary, no temporary file, no cache entry; at most an empty manifest.
        let left = ScratchFileSystem.allFiles(in: output)
        #expect(left.allSatisfy { $0 == ".ctx-manifest.jsonl" }, "\(left)")
        if left.contains(".ctx-manifest.jsonl") {
            let manifest = try String(contentsOf: output.appendingPathComponent(".ctx-manifest.jsonl"), encoding: .utf8)
            #expect(manifest.split(separator: "\n").allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil }, "whole lines only: \(manifest)")
        }

        try disk.freeSpace()
        let resumed = try await Ctx.run(["summarize"] + Self.documents + ["--out", output.path, "--resume"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(Ctx.visibleFiles(in: output) == ["kjv-jonah.txt.summary.txt", "kjv-ruth.txt.summary.txt"])
    }
}
