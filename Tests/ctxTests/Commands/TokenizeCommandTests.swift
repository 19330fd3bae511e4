import Foundation
import TestSupport
import Testing

/// `ctx tokenize` and `ctx count --tokenizer …`, run as a user would run them.
struct TokenizeCommandTests {
    static let cache: URL = {
        if let path = ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"] { return URL(fileURLWithPath: path) }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget")
    }()
    static let cl100k = cache.appendingPathComponent("tokenizers/cl100k_base.tiktoken").path
    static let hasCl100k = FileManager.default.fileExists(atPath: cl100k)
    static let gemma = ProcessInfo.processInfo.environment["CONTEXTBUDGET_GEMMA_GGUF"]
        ?? cache.appendingPathComponent("models/gemma-3-270m-Q4_K_M.gguf").path
    static let hasGemma = FileManager.default.fileExists(atPath: gemma)

    static func temporary(_ text: String) throws -> String {
        try ScratchFolder.file(named: "text.txt", contents: Data(text.utf8))
    }

    @Test(.enabled(if: hasCl100k, "cl100k_base.tiktoken not fetched (Scripts/fetching/fetch-tokenizers.sh)"))
    func idsPiecesAndJSONAgree() async throws {
        let file = try Self.temporary("Hello world<|endoftext|>")
        let ids = try await Ctx.run(["tokenize", file, "--tokenizer", "tiktoken:\(Self.cl100k)"])
        #expect(ids.status == 0, "\(ids.stderr)")
        let idList = ids.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(!idList.isEmpty)
        #expect(!idList.contains(100257), "typed <|endoftext|> must stay text")

        let pieces = try await Ctx.run(["tokenize", file, "--tokenizer", "tiktoken:\(Self.cl100k)", "--pieces"])
        let lines = pieces.stdout.split(separator: "\n")
        #expect(lines.count == idList.count)
        #expect(lines.compactMap { Int($0.split(separator: "\t")[0]) } == idList)

        struct Report: Decodable { let tokenCount: Int; let ids: [Int]; let pieces: [String]; let tokenizer: String }
        let json = try await Ctx.run(["tokenize", file, "--tokenizer", "tiktoken:\(Self.cl100k)", "--json"])
        let report = try JSONDecoder().decode(Report.self, from: Data(json.stdout.utf8))
        #expect(report.ids == idList && report.tokenCount == idList.count && report.pieces.count == idList.count)
        #expect(report.tokenizer.contains("cl100k_base"))
    }

    @Test(.enabled(if: hasGemma, "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh)"))
    func countWithGemmaIsExactAndBelowTheEstimate() async throws {
        struct Report: Decodable { let exact: Bool; let totalTokens: Int }
        let exact = try await Ctx.run(["count", "--json", "--tokenizer", "gemma", "Corpora/en/kjv-ruth.txt"])
        #expect(exact.status == 0, "\(exact.stderr)")
        let exactReport = try JSONDecoder().decode(Report.self, from: Data(exact.stdout.utf8))
        let estimate = try JSONDecoder().decode(Report.self, from: Data(try await Ctx.run(["count", "--json", "Corpora/en/kjv-ruth.txt"]).stdout.utf8))
        #expect(exactReport.exact && !estimate.exact)
        #expect(exactReport.totalTokens > 0 && exactReport.totalTokens <= estimate.totalTokens)
        let viaPath = try await Ctx.run(["count", "--json", "--tokenizer", "gguf:\(Self.gemma)", "Corpora/en/kjv-ruth.txt"])
        #expect(try JSONDecoder().decode(Report.self, from: Data(viaPath.stdout.utf8)).totalTokens == exactReport.totalTokens)
    }

    @Test func badTokenizerSpecificationsAndFiles() async throws {
        let file = try Self.temporary("text")
        CLITests.expectOneLineError(try await Ctx.run(["tokenize", file]), status: 64, mentioning: "--tokenizer is required")
        CLITests.expectOneLineError(try await Ctx.run(["tokenize", file, "--tokenizer", "estimate"]), status: 64, mentioning: "has no token ids")
        CLITests.expectOneLineError(try await Ctx.run(["tokenize", file, "--tokenizer", "bpe:x"]), status: 64, mentioning: "unknown tokenizer 'bpe:x'")
        CLITests.expectOneLineError(try await Ctx.run(["tokenize", file, "--tokenizer", "json:/no/such.json"]), status: 1, mentioning: "/no/such.json: no such file")
        CLITests.expectOneLineError(try await Ctx.run(["count", file, "--tokenizer", "gguf:\(file)"]), status: 1, mentioning: "not a GGUF file")
        CLITests.expectOneLineError(try await Ctx.run(["count", file, "--tokenizer", "json:\(file)"]), status: 1, mentioning: "not valid JSON")
        CLITests.expectOneLineError(try await Ctx.run(["tokenize", file, "--tokenizer", "gemma", "--ids", "--pieces"]), status: 64, mentioning: "exclude each other")
        // The library says the file is missing; the CLI adds how to fetch it.
        let noGemma = try await Ctx.run(["count", file, "--tokenizer", "gemma"], environment: ["CONTEXTBUDGET_GEMMA_GGUF": "/no/such/gemma.gguf"])
        CLITests.expectOneLineError(noGemma, status: 1, mentioning: "/no/such/gemma.gguf: no such file: run Scripts/fetching/fetch-gemma.sh")
    }
}
