import Testing
import Tokenizers
@testable import ContextBudget

/// A counter that counts bytes in place (`UTF8TokenCounter`) takes the chunker's fast path; it
/// must give exactly the chunks the general path (a `String` per count) gives, on seeded random
/// documents under random capacities and on the Corpora. A failure prints its seed.
@Suite struct TextChunkerUTF8CountingTests {
    static let counters: [any UTF8TokenCounter] = [CharacterCounter(), TokenEstimator()]

    /// The chunks of `text` by `chunker`, and by the same chunker counting through `String`s;
    /// nil for a chunker that throws.
    static func bothPaths(_ text: String, capacity: ChunkCapacity, overlap: Int, counter: any UTF8TokenCounter,
                          format: TextChunker.Format) throws -> (fast: [Chunk]?, general: [Chunk]?) {
        let fast = try TextChunker(capacity: capacity, overlapTokens: overlap, counter: counter, format: format)
        let general = try TextChunker(capacity: capacity, overlapTokens: overlap, counter: StringOnlyCounter(base: counter), format: format)
        return (try? fast.chunks(of: text), try? general.chunks(of: text))
    }

    @Test(arguments: 0..<150)
    func sameChunksOnRandomDocuments(seed: Int) throws {
        let text = TextChunkerFuzzTests.document(seed: UInt64(seed) &+ 9_000)
        var generator = TextChunkerFuzzTests.Generator(state: UInt64(seed) &* 104_729)
        for counter in Self.counters {
            let maximum = [1, 3, 8, 16, 40, 100, 300][generator.below(7)]
            let desired = max(1, maximum - generator.below(maximum))
            let overlap = generator.below(2) == 0 ? 0 : generator.below(desired)
            let format: TextChunker.Format = generator.below(2) == 0 ? .markdown : .plainText
            let (fast, general) = try Self.bothPaths(text, capacity: try ChunkCapacity(desired: desired, maximum: maximum),
                                                     overlap: overlap, counter: counter, format: format)
            #expect(fast != nil || general == nil, "seed \(seed) \(counter.name): only the fast path throws")
            #expect(fast == general, "seed \(seed) \(counter.name) max \(maximum) desired \(desired) overlap \(overlap) \(format)")
        }
    }

    @Test(arguments: [64, 1000, 4000])
    func sameChunksOnTheCorpora(maximum: Int) throws {
        try #require(!ChunkerTestSupport.corpora.isEmpty, "Corpora missing")
        for document in ChunkerTestSupport.corpora {
            for counter in Self.counters {
                let overlap = maximum / 8
                let (fast, general) = try Self.bothPaths(document.text, capacity: try ChunkCapacity(maximum: maximum), overlap: overlap,
                                                         counter: counter, format: document.isMarkdown ? .markdown : .plainText)
                #expect(fast != nil && fast == general, "\(document.path) \(counter.name) max \(maximum)")
            }
        }
    }
}
