import Foundation
import Testing

/// `ctx chunk` end to end, through the built binary.
@Suite struct ChunkCommandTests {
    struct Line: Decodable {
        var index: Int
        var byteStart: Int
        var byteEnd: Int
        var characterStart: Int
        var characterEnd: Int
        var overlapBytes: Int
        var tokens: Int
        var endLevel: String?
        var headingPath: [String]
        var text: String
    }

    /// JSONL: one object per chunk; offsets slice the file to the text; contents rebuild it; no
    /// chunk over the limit; overlap present when asked for.
    @Test func jsonlOffsetsRebuildTheFile() async throws {
        let path = "Corpora/md/nodejs-errors.md"
        let source = try Data(contentsOf: Ctx.packageRoot.appendingPathComponent(path))
        let run = try await Ctx.run(["chunk", path, "--max-tokens", "300", "--min-tokens", "200", "--overlap", "30", "--jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try run.stdout.split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        #expect(lines.count > 10)
        var rebuilt = Data()
        for (position, line) in lines.enumerated() {
            #expect(line.index == position)
            #expect(line.tokens <= 300 && line.tokens > 0)
            #expect(source[line.byteStart..<line.byteEnd] == Data(line.text.utf8))
            rebuilt += source[(line.byteStart + line.overlapBytes)..<line.byteEnd]
        }
        #expect(rebuilt == source)
        #expect(lines.dropFirst().contains { $0.overlapBytes > 0 })
        #expect(lines.contains { $0.headingPath.first == "Errors" })
    }

    /// The default output is a table with a summary line.
    @Test func tablePrintsASummary() async throws {
        let run = try await Ctx.run(["chunk", "Corpora/en/kjv-jonah.txt", "--max-tokens", "500"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("ends at"))
        #expect(run.stdout.contains("chunks of 6,872 bytes"))
        #expect(run.stdout.contains("limit 500"))
    }

    /// Usage errors exit 64 with one `error:` line naming the problem.
    @Test(arguments: [
        (["chunk", "Corpora/en/kjv-jonah.txt"], "--max-tokens"),
        (["chunk", "Corpora/en/kjv-jonah.txt", "--max-tokens", "0"], "--max-tokens"),
        (["chunk", "Corpora/en/kjv-jonah.txt", "--max-tokens", "100", "--min-tokens", "200"], "200"),
        (["chunk", "Corpora/en/kjv-jonah.txt", "--max-tokens", "100", "--overlap", "95"], "overlap"),
        (["chunk", "Corpora/en/kjv-jonah.txt", "--max-tokens", "100", "--format", "html"], "--format"),
    ])
    func usageErrors(arguments: [String], mentions: String) async throws {
        let run = try await Ctx.run(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains(mentions), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func missingFileFails() async throws {
        let run = try await Ctx.run(["chunk", "no/such/file.txt", "--max-tokens", "100"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no such file"))
    }
}
