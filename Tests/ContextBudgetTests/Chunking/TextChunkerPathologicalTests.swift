import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// Inputs built to break chunkers: no boundaries at all, clusters bigger than the limit, odd
/// line endings and bytes, one enormous table.
@Suite struct TextChunkerPathologicalTests {
    /// Seeded random lowercase letters (SplitMix64), so failures reproduce.
    static func randomLetters(count: Int, seed: UInt64) -> String {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: count)
        for index in 0..<count {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            bytes[index] = UInt8(ascii: "a") + UInt8(mixed % 26)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func check(_ text: String, maximum: Int, desired: Int? = nil, overlap: Int = 0, counter: any TokenCounter,
               format: TextChunker.Format = .markdown, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Chunk] {
        let capacity = try desired.map { try ChunkCapacity(desired: $0, maximum: maximum) } ?? ChunkCapacity(maximum: maximum)
        let chunker = try TextChunker(capacity: capacity, overlapTokens: overlap, counter: counter, format: format)
        let chunks = try chunker.chunks(of: text)
        let problems = ChunkerTestSupport.violations(of: chunks, source: text, maximum: maximum, overlap: overlap, counter: counter)
        #expect(problems.isEmpty, "\(counter.name) @\(maximum) overlap \(overlap): \(problems.prefix(5))", sourceLocation: sourceLocation)
        return chunks
    }

    /// A 1 MB line with no space: cut between characters, still full, still linear.
    @Test func oneMegabyteLineWithoutSpaces() throws {
        let text = Self.randomLetters(count: 1_000_000, seed: 42)
        for overlap in [0, 32] {
            let chunks = try check(text, maximum: 256, overlap: overlap, counter: TokenEstimator())
            #expect(ChunkerTestSupport.meanFill(chunks, maximum: 256) >= 0.9)
            #expect(chunks.dropLast().allSatisfy { $0.endLevel == .grapheme })
        }
        _ = try check(text, maximum: 1000, counter: CharacterCounter())
        let bytes = Array(text.utf8)
        let chunker = try TextChunker(maximumTokens: 256, counter: TokenEstimator())
        let statistics = try bytes.withUnsafeBufferPointer { buffer in
            var run = ChunkingRun(source: text, bytes: buffer, configuration: chunker)
            _ = try run.pieces()
            return run.statistics
        }
        #expect(Double(statistics.countedBytes) < 4.0 * Double(bytes.count), "counted \(statistics.countedBytes) bytes")
    }

    /// One grapheme cluster (a letter and 600 combining accents) longer than the limit: split
    /// between scalars with a plain counter, between tokens with a tokenizer; never over.
    @Test func graphemeClusterLongerThanTheLimit() throws {
        let cluster = "e" + String(repeating: "\u{0301}", count: 600)
        #expect(cluster.count == 1)
        let text = "Before the cluster. " + cluster + " and after it."
        let scalarChunks = try check(text, maximum: 64, counter: TokenEstimator())
        #expect(scalarChunks.contains { $0.endLevel == .token })
        let tokenChunks = try check(text, maximum: 64, counter: ByteTokenizer())
        #expect(tokenChunks.contains { $0.endLevel == .token })
        _ = try check(text, maximum: 64, overlap: 8, counter: ByteTokenizer())
        _ = try check(String(repeating: "👩‍👩‍👧‍👦", count: 300), maximum: 20, counter: ByteTokenizer())
    }

    /// A scalar that alone costs more than the maximum cannot be emitted: a clear error.
    @Test func scalarOverTheLimitThrows() throws {
        let chunker = try TextChunker(maximumTokens: 1, counter: TokenEstimator())
        #expect(throws: ContextBudgetError.self) { try chunker.chunks(of: "ok 😀 ok") }
    }

    /// CRLF line endings: a CR LF pair is never split, and blank CRLF lines are paragraphs (with
    /// room to choose, between half the maximum and the maximum, chunks end at them).
    @Test func crlfLineEndings() throws { try crlfLineEndings(counters: ChunkerTestSupport.counters()) }

    func crlfLineEndings(counters: [any TokenCounter]) throws {
        let paragraph = (1...6).map { "Line \($0) of a paragraph that keeps going for a while." }.joined(separator: "\r\n")
        let text = (1...40).map { _ in paragraph }.joined(separator: "\r\n\r\n") + "\r\n"
        for counter in counters {
            let chunks = try check(text, maximum: 64, overlap: 8, counter: counter)
            for chunk in chunks {
                #expect(!chunk.text.utf8.starts(with: [0x0A]), "chunk \(chunk.index) starts inside a CR LF pair")
            }
            let paragraphs = try check(text, maximum: 400, desired: 200, counter: counter)
            #expect(paragraphs.dropLast().allSatisfy { $0.endLevel == .paragraph })
        }
    }

    /// NUL and other control bytes are ordinary characters.
    @Test func nulBytes() throws { try nulBytes(counters: ChunkerTestSupport.counters()) }

    func nulBytes(counters: [any TokenCounter]) throws {
        let text = (0..<2000).map { "word\u{0}\($0)\u{1}" }.joined(separator: " ") + "\u{0}"
        for counter in counters {
            _ = try check(text, maximum: 64, counter: counter)
            _ = try check(text, maximum: 256, overlap: 16, counter: counter)
        }
    }

    /// One giant Markdown table: rows are lines, and chunks end between rows.
    @Test func giantMarkdownTable() throws { try giantMarkdownTable(counters: ChunkerTestSupport.counters()) }

    func giantMarkdownTable(counters: [any TokenCounter]) throws {
        var text = "# Table\n\n| id | name | value | note |\n| --- | --- | --- | --- |\n"
        for row in 0..<20_000 { text += "| \(row) | item-\(row) | \(row * 7 % 1000) | some words here |\n" }
        for counter in counters {
            let chunks = try check(text, maximum: 1000, overlap: 50, counter: counter)
            #expect(chunks.dropLast().allSatisfy { $0.endLevel == .line })
            #expect(chunks.allSatisfy { $0.headingPath == ["Table"] })
        }
    }

    /// CRLF, NUL bytes and the giant table with Gemma's exact tokenizer.
    @Test(.enabled(if: ChunkerTestSupport.hasExactCounter, ChunkerTestSupport.gemmaNotFetched))
    func crlfNulAndTableWithGemma() throws {
        let gemma = try ChunkerTestSupport.requireExactCounter()
        try crlfLineEndings(counters: [gemma])
        try nulBytes(counters: [gemma])
        try giantMarkdownTable(counters: [gemma])
    }

    /// Found by the chunker fuzz target after 156,620 executions (reduced from its 1,266 bytes):
    /// a fine cut that took a whole word left that atom empty, and the tail rebalance cut at the
    /// empty atom's end, which was the previous chunk's content start, so that chunk was all
    /// overlap and no new text.
    @Test func theTailRebalanceNeverLeavesAChunkWithoutNewText() throws {
        let text = "\u{FFFD}**\u{FFFD}\u{FFFD}\", number);\n}\n```\n### \u{FFFD} b"
        let chunker = try TextChunker(capacity: try ChunkCapacity(desired: 8, maximum: 9), overlapTokens: 7,
                                      counter: TokenEstimator(), format: .markdown)
        let chunks = try chunker.chunks(of: text)
        let problems = ChunkerTestSupport.violations(of: chunks, source: text, maximum: 9, overlap: 7, counter: TokenEstimator())
        #expect(problems.isEmpty, "\(problems)")
        #expect(chunks.count >= 3 && chunks.allSatisfy { !$0.contentByteRange.isEmpty })
    }

    /// Empty text has no chunks; a text that fits is one chunk, the whole text.
    @Test func emptyAndSmallTexts() throws {
        let chunker = try TextChunker(maximumTokens: 100, counter: TokenEstimator())
        #expect(try chunker.chunks(of: "").isEmpty)
        let one = try chunker.chunks(of: "Just one sentence.")
        #expect(one.count == 1 && one[0].text == "Just one sentence." && one[0].endLevel == nil)
    }
}
