import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// Shared by the chunker tests: the Corpora, the counters to run them with, and the invariants
/// every chunking must keep.
enum ChunkerTestSupport {
    /// The repository root (the directory holding `Corpora/`).
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Corpora/MANIFEST.json").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    struct Document: Sendable {
        var path: String
        var text: String
        var isMarkdown: Bool { path.hasSuffix(".md") }
    }

    /// Every document in `Corpora/MANIFEST.json`.
    static let corpora: [Document] = {
        struct Entry: Decodable { let path: String }
        let corpora = repositoryRoot.appendingPathComponent("Corpora")
        guard let data = try? Data(contentsOf: corpora.appendingPathComponent("MANIFEST.json")),
              let entries = try? JSONDecoder().decode([Entry].self, from: data) else { return [] }
        return entries.compactMap { entry in
            (try? String(contentsOf: corpora.appendingPathComponent(entry.path), encoding: .utf8)).map { Document(path: entry.path, text: $0) }
        }
    }()

    /// The exact tokenizer the invariants also run with: Gemma 3's, from the GGUF that
    /// `Scripts/fetching/fetch-gemma.sh` fetches (`.ci/run` does), else nil. The tests that use it are
    /// separate (`...WithGemma`) and carry `.enabled(if: hasExactCounter, gemmaNotFetched)`, so
    /// without the file the runner reports them as skipped.
    static let exactCounter: (any TokenCounter)? = {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["CONTEXTBUDGET_CACHE"] ?? (NSHomeDirectory() + "/.cache/contextbudget")
        let path = environment["CONTEXTBUDGET_GEMMA_GGUF"] ?? (cache + "/models/gemma-3-270m-Q4_K_M.gguf")
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try? GGUFTokenizerLoader.load(path: path)
    }()
    static var hasExactCounter: Bool { exactCounter != nil }
    static let gemmaNotFetched: Comment = "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh): the exact-tokenizer invariants need it"

    /// The exact counter inside a test its trait enabled.
    static func requireExactCounter() throws -> any TokenCounter {
        try #require(exactCounter, "the Gemma tokenizer failed to load")
    }

    /// The counters every invariant test runs with: the estimator and the characters counter
    /// (neither is a `Tokenizer`; both count bytes in place). The exact tokenizer runs in the
    /// `...WithGemma` twins.
    static func counters() -> [any TokenCounter] {
        [TokenEstimator(), CharacterCounter()]
    }

    /// The Corpora as a counter should see them in the invariant grid: whole for the fast
    /// counters; for an exact tokenizer (a few MB/s), documents over `sampleBytes` are cut to
    /// their first `sampleBytes` (at a line break), so every document is covered and the grid
    /// stays well under a minute.
    static func documents(for counter: any TokenCounter, sampleBytes: Int = 200_000) -> [Document] {
        guard counter.isExact, !(counter is CharacterCounter) else { return corpora }
        return corpora.map { document in
            let utf8 = document.text.utf8
            guard utf8.count > sampleBytes else { return document }
            var end = utf8.index(utf8.startIndex, offsetBy: sampleBytes)
            while end > utf8.startIndex, utf8[utf8.index(before: end)] != 0x0A { end = utf8.index(before: end) }
            return Document(path: document.path, text: String(document.text[..<end]))
        }
    }

    /// Checks every guarantee of `TextChunker` on one chunking of `source`; returns problems found.
    static func violations(
        of chunks: [Chunk], source: String, maximum: Int, overlap: Int, counter: any TokenCounter
    ) -> [String] {
        var problems: [String] = []
        let sourceBytes = Array(source.utf8)
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(sourceBytes.count)
        var previousContentStart = 0
        var characterEnd = 0
        for (position, chunk) in chunks.enumerated() {
            let label = "chunk \(position) (bytes \(chunk.byteRange))"
            if chunk.index != position { problems.append("\(label): index \(chunk.index)") }
            if chunk.text.isEmpty || chunk.contentByteRange.isEmpty { problems.append("\(label): empty") }
            if chunk.tokenCount > maximum { problems.append("\(label): \(chunk.tokenCount) tokens > \(maximum)") }
            let measured = counter.count(chunk.text)
            if measured != chunk.tokenCount { problems.append("\(label): tokenCount \(chunk.tokenCount) but the text counts \(measured)") }
            guard chunk.byteRange.lowerBound >= 0, chunk.byteRange.upperBound <= sourceBytes.count else {
                problems.append("\(label): outside the source")
                continue
            }
            if Array(sourceBytes[chunk.byteRange]) != Array(chunk.text.utf8) { problems.append("\(label): byte range does not slice to the text") }
            if chunk.contentByteRange.lowerBound != rebuilt.count { problems.append("\(label): content starts at \(chunk.contentByteRange.lowerBound), expected \(rebuilt.count)") }
            rebuilt += chunk.text.utf8.dropFirst(chunk.overlapByteCount)
            if chunk.overlapByteCount > 0 {
                if overlap == 0 { problems.append("\(label): overlap without overlap configured") }
                if chunk.byteRange.lowerBound < previousContentStart { problems.append("\(label): overlap reaches before the previous chunk") }
                let overlapText = String(decoding: sourceBytes[chunk.byteRange.lowerBound..<chunk.contentByteRange.lowerBound], as: UTF8.self)
                if counter.count(overlapText) > overlap { problems.append("\(label): overlap has \(counter.count(overlapText)) tokens > \(overlap)") }
            }
            if chunk.characterRange.count < 0 || (position > 0 && chunk.overlapByteCount == 0 && chunk.characterRange.lowerBound != characterEnd) {
                problems.append("\(label): character range \(chunk.characterRange) does not follow \(characterEnd)")
            }
            characterEnd = chunk.characterRange.upperBound
            previousContentStart = chunk.contentByteRange.lowerBound
        }
        if rebuilt != sourceBytes { problems.append("chunks without overlap do not rebuild the source (\(rebuilt.count) of \(sourceBytes.count) bytes)") }
        if !chunks.isEmpty, characterEnd != source.count { problems.append("character ranges end at \(characterEnd), source has \(source.count)") }
        return problems
    }

    /// Mean of tokens / maximum over all chunks but the last.
    static func meanFill(_ chunks: [Chunk], maximum: Int) -> Double {
        let body = chunks.dropLast()
        guard !body.isEmpty else { return 1 }
        return body.reduce(0.0) { $0 + Double($1.tokenCount) / Double(maximum) } / Double(body.count)
    }
}

/// Wraps a counter so that the chunker sees only `count(_: String)`: the general path, to
/// compare a `UTF8TokenCounter`'s in-place counting with.
struct StringOnlyCounter: TokenCounter {
    let base: any TokenCounter
    var name: String { base.name + " (strings)" }
    var isExact: Bool { base.isExact }
    func count(_ text: String) -> Int { base.count(text) }
}

/// One token per UTF-8 byte: the smallest real `Tokenizer`, with byte-fallback-like ids that can
/// end inside a scalar.
struct ByteTokenizer: Tokenizer {
    let name = "bytes"
    let isExact = true
    let vocabularySize = 256
    func count(_ text: String) -> Int { text.utf8.count }
    func encode(_ text: String) -> [Int] { text.utf8.map(Int.init) }
    func decode(_ ids: [Int]) throws -> String {
        if let bad = ids.first(where: { !(0..<256).contains($0) }) { throw TokenizerError.idOutOfRange(id: bad, vocabularySize: 256) }
        return String(decoding: ids.map(UInt8.init), as: UTF8.self)
    }
}
