import Foundation
import Testing

/// End-to-end tests of the `ctx` binary: help, exit codes, a real summary, bad input.
@Suite(.serialized)
struct CLITests {
    @Test func overviewListsEveryCommand() async throws {
        let result = try await Ctx.run(["--help"])
        #expect(result.status == 0)
        for command in ["count", "plan", "summarize", "mcp"] {
            #expect(result.stdout.contains("  \(command) "), "ctx --help does not list \(command)")
        }
        #expect(try await Ctx.run([]).stdout == result.stdout)
    }

    @Test(arguments: ["count", "plan", "summarize", "mcp"])
    func everyCommandHasHelp(command: String) async throws {
        let result = try await Ctx.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: ctx \(command)"))
        #expect(result.stdout.contains("--help"))
        #expect(result.stderr.isEmpty)
        #expect(try await Ctx.run(["help", command]).stdout == result.stdout)
    }

    @Test func versionIsPrinted() async throws {
        let result = try await Ctx.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("ctx "))
    }

    @Test func summarizesACorporaDocumentEndToEnd() async throws {
        let result = try await Ctx.run(["summarize", "Corpora/en/kjv-mark.txt"])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!summary.isEmpty)
        // An extractive summary quotes the source: its first words are found there verbatim.
        let source = try String(contentsOf: Ctx.packageRoot.appendingPathComponent("Corpora/en/kjv-mark.txt"), encoding: .utf8)
        let flattened = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let opening = summary.split(whereSeparator: \.isWhitespace).prefix(8).joined(separator: " ")
        #expect(flattened.contains(opening), "'\(opening)' is not in the source")
        // Much shorter than the source, and it needed more than one call at 4K.
        #expect(summary.utf8.count * 10 < source.utf8.count)
        #expect(result.stderr.contains("collapse depth"))
    }

    @Test func summarizeJSONReportsStatistics() async throws {
        let result = try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let statistics = try #require(object["statistics"] as? [String: Any])
        let calls = try #require(statistics["callsPerLevel"] as? [Int])
        #expect(calls.first ?? 0 >= 2)
        #expect((object["summary"] as? String)?.isEmpty == false)
    }

    @Test func countPrintsATableAndJSON() async throws {
        let table = try await Ctx.run(["count", "Corpora/en/kjv-jonah.txt", "Corpora/en/kjv-ruth.txt"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("kjv-jonah.txt"))
        #expect(table.stdout.contains("total"))
        let json = try await Ctx.run(["count", "--json", "Corpora/en/kjv-jonah.txt"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["totalTokens"] as? Int ?? 0) > 1000)
    }

    @Test func planSaysWhetherItFits() async throws {
        let small = try await Ctx.run(["plan", "Corpora/en/ehp-pbde47-thyroid.abstract.txt"])
        #expect(small.status == 0)
        #expect(small.stdout.contains("fits            yes"))
        let large = try await Ctx.run(["plan", "Corpora/en/kjv-genesis.txt", "--budget", "4k"])
        #expect(large.status == 0)
        #expect(large.stdout.contains("fits            no"))
        #expect(large.stdout.contains("map calls"))
        let roomy = try await Ctx.run(["plan", "Corpora/en/kjv-ruth.txt", "--budget", "32k"])
        #expect(roomy.stdout.contains("fits            yes"))
    }

    // MARK: bad input: one `error:` line and the right exit status

    static func expectOneLineError(_ result: Ctx.Result, status: Int32, mentioning fragment: String) {
        #expect(result.status == status, "status \(result.status), stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "expected one line, got: \(result.stderr)")
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(result.stderr.contains(fragment), "\(result.stderr) does not mention \(fragment)")
    }

    @Test func missingFile() async throws {
        Self.expectOneLineError(try await Ctx.run(["summarize", "no/such/file.txt"]), status: 1, mentioning: "no such file")
    }

    @Test func directoryGivenToCount() async throws {
        Self.expectOneLineError(try await Ctx.run(["count", "Corpora"]), status: 1, mentioning: "is a directory")
    }

    @Test func emptyBinaryAndInvalidUTF8Files() async throws {
        let folder = try Ctx.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.txt")
        let binary = folder.appendingPathComponent("binary.bin")
        let latin1 = folder.appendingPathComponent("latin1.txt")
        try Data().write(to: empty)
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0x00]).write(to: binary)
        try Data("Caf".utf8 + [0xE9] + Data(" au lait".utf8)).write(to: latin1)
        Self.expectOneLineError(try await Ctx.run(["summarize", empty.path]), status: 1, mentioning: "is empty")
        Self.expectOneLineError(try await Ctx.run(["plan", binary.path]), status: 1, mentioning: "NUL byte at offset 5")
        Self.expectOneLineError(try await Ctx.run(["count", latin1.path]), status: 1, mentioning: "not valid UTF-8 (first bad byte at offset 3)")
    }

    @Test func usageErrorsExit64() async throws {
        Self.expectOneLineError(try await Ctx.run(["count", "--frobnicate", "x"]), status: 64, mentioning: "unknown option '--frobnicate'")
        Self.expectOneLineError(try await Ctx.run(["plan", "Corpora/en/kjv-ruth.txt", "--budget", "0"]), status: 64, mentioning: "--budget")
        Self.expectOneLineError(try await Ctx.run(["plan", "Corpora/en/kjv-ruth.txt", "--budget", "lots"]), status: 64, mentioning: "--budget")
        Self.expectOneLineError(try await Ctx.run(["plan", "Corpora/en/kjv-ruth.txt", "--budget", "4k", "--reserve", "5000"]), status: 64, mentioning: "reserve")
        // Numbers past Int.max / 1024 and sums past Int.max trapped (cli-arguments fuzz target).
        Self.expectOneLineError(try await Ctx.run(["plan", "Corpora/en/kjv-ruth.txt", "--budget", "9007199254740993k"]), status: 64, mentioning: "--budget")
        Self.expectOneLineError(try await Ctx.run(["plan", "Corpora/en/kjv-ruth.txt", "--reserve", "9223372036854775807", "--margin", "1"]), status: 64, mentioning: "reserve")
        Self.expectOneLineError(try await Ctx.run(["summarize"]), status: 64, mentioning: "missing argument PATH")
        Self.expectOneLineError(try await Ctx.run(["plan", "a", "b"]), status: 64, mentioning: "unexpected argument 'b'")
        Self.expectOneLineError(try await Ctx.run(["summarize", "Corpora/en/kjv-ruth.txt", "--jobs", "0"]), status: 64, mentioning: "--jobs must be at least 1")
        Self.expectOneLineError(try await Ctx.run(["frobnicate"]), status: 64, mentioning: "unknown command 'frobnicate'")
        Self.expectOneLineError(try await Ctx.run(["count", "--tokenizer", "bogus", "x"]), status: 64, mentioning: "unknown tokenizer 'bogus'")
    }

    /// Every command reads its options typed in one place: a bad value of any of them is one line, exit 64, before any work.
    @Test func typedOptionsRejectBadValuesBeforeWork() async throws {
        let ruth = "Corpora/en/kjv-ruth.txt"
        let transcript = "Corpora/transcripts/bfcl-multi-turn-long-context-113.json"
        let cases: [([String], String)] = [
            (["plan", ruth, "--budget", "9223372036854775807k"], "--budget must be 4k, 32k or a positive number"),
            (["chunk", ruth, "--max-tokens", "100", "--overlap", "-1"], "--overlap must be at least 0"),
            (["chunk", ruth, "--max-tokens", "100", "--format", "html"], "--format must be one of plain, markdown"),
            (["chunk", ruth], "missing --max-tokens"),
            (["trim", transcript, "--policy", "forget"], "--policy must be one of window, summarize"),
            (["trim", transcript, "--format", "yaml"], "--format must be one of same, contextbudget, openai"),
            (["trim", transcript, "--summary-tokens", "3"], "--summary-tokens must be at least 16"),
            (["chat", "--max-tokens", "0"], "--max-tokens must be at least 1"),
            (["count", ruth, "--json=yes"], "option '--json' takes no value"),
            (["plan", ruth, "--model", "bogus"], "unknown model 'bogus'"),
            (["plan", ruth, "--model", "http://127.0.0.1:9/v1", "--chat-template", "chatml"], "--chat-template applies to --model gguf:PATH only"),
            (["plan", ruth, "--endpoint", "http://127.0.0.1:9"], "--endpoint needs --model http://"),
            (["plan", ruth, "--model", "http://127.0.0.1:9/v1#a", "--endpoint", "http://127.0.0.1:10/v1#b"], "name two models (#a and #b)"),
            (["generate", "--prompt", "hi", "--seed", "-3"], "--seed must be a non-negative integer"),
            (["generate", "--prompt", "hi", "--temperature", "-1"], "--temperature must be a number >= 0"),
        ]
        for (arguments, fragment) in cases {
            Self.expectOneLineError(try await Ctx.run(arguments), status: 64, mentioning: fragment)
        }
    }

    @Test func countGoesOnAfterABadFile() async throws {
        let result = try await Ctx.run(["count", "missing.txt", "Corpora/en/kjv-jonah.txt"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("kjv-jonah.txt"))
        #expect(result.stderr.contains("missing.txt: no such file"))
    }
}
