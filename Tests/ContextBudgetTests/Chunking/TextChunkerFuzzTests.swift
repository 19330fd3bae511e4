import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// Seeded random documents built from the pieces chunkers trip on, under random capacities and
/// overlaps: every invariant must hold for every counter. A failure prints its seed.
@Suite struct TextChunkerFuzzTests {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static let pieces = [
        "word", " ", "  ", "\t", "\n", "\n\n", "\r\n", "\r\n\r\n", "\r", ". ", "! ", "? ", ", ", "; ",
        "日本語の文", "。", "、", "！", "「引用」", "中文句子", "，", "ü", "é", "e\u{301}", "👩‍👩‍👧‍👦", "🇵🇹",
        "\u{0}", "# Heading\n", "## Sub\n", "```\n# not a heading\n```\n", "| a | b |\n", "x",
        String(repeating: "long", count: 40), "\u{3000}", "…", "\u{301}\u{301}\u{301}",
    ]

    static func document(seed: UInt64) -> String {
        var generator = Generator(state: seed)
        var text = ""
        for _ in 0..<(50 + generator.below(1500)) {
            text += pieces[generator.below(pieces.count)]
        }
        return text
    }

    @Test(arguments: 0..<200)
    func randomDocuments(seed: Int) throws {
        try check(seed: seed, counters: ChunkerTestSupport.counters() + [ByteTokenizer()])
    }

    @Test(.enabled(if: ChunkerTestSupport.hasExactCounter, ChunkerTestSupport.gemmaNotFetched), arguments: 0..<200)
    func randomDocumentsWithGemma(seed: Int) throws {
        try check(seed: seed, counters: [ChunkerTestSupport.requireExactCounter()])
    }

    func check(seed: Int, counters: [any TokenCounter]) throws {
        let text = Self.document(seed: UInt64(seed))
        var generator = Generator(state: UInt64(seed) &* 7919)
        for counter in counters {
            let maximum = [1, 2, 4, 8, 16, 40, 100, 300][generator.below(8)]
            let desired = max(1, maximum - generator.below(maximum))
            let overlap = generator.below(2) == 0 ? 0 : generator.below(desired)
            let chunker = try TextChunker(
                capacity: try ChunkCapacity(desired: desired, maximum: maximum), overlapTokens: overlap,
                counter: counter, format: generator.below(2) == 0 ? .markdown : .plainText)
            let chunks: [Chunk]
            do {
                chunks = try chunker.chunks(of: text)
            } catch ContextBudgetError.budgetTooSmall {
                // Only allowed when one scalar really costs more than the maximum.
                #expect(text.unicodeScalars.contains { counter.count(String($0)) > maximum },
                        "seed \(seed) \(counter.name): budgetTooSmall without an oversized scalar")
                continue
            }
            let problems = ChunkerTestSupport.violations(of: chunks, source: text, maximum: maximum, overlap: overlap, counter: counter)
            #expect(problems.isEmpty, "seed \(seed) \(counter.name) max \(maximum) desired \(desired) overlap \(overlap): \(problems.prefix(4))")
        }
    }
}
