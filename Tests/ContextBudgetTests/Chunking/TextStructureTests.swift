import Testing
@testable import ContextBudget

/// The structure scan stores boundaries down to clause level and finds words on demand; together
/// they must give exactly the boundaries (offset and rank) and headings of the eager reference
/// scanner (`EagerStructureScanner`), over whole texts and any range, on seeded random documents
/// and on the Corpora. A failure prints its seed.
@Suite struct TextStructureTests {
    static func compare(_ text: String, markdown: Bool, seed: UInt64, label: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let reference = EagerStructureScanner.scan(buffer, markdown: markdown)
            let structure = StructureScanner.scan(buffer, markdown: markdown)
            let all = structure.boundaries(inside: 0..<buffer.count)
            #expect(all.offsets == reference.offsets, "\(label): offsets differ")
            #expect(all.ranks == reference.ranks, "\(label): ranks differ")
            #expect(structure.headings == reference.headings, "\(label): headings differ")
            guard !buffer.isEmpty else { return }
            var generator = TextChunkerFuzzTests.Generator(state: seed)
            for _ in 0..<20 {
                let a = generator.below(buffer.count + 1), b = generator.below(buffer.count + 1)
                let range = min(a, b)..<max(a, b)
                let inside = zip(reference.offsets, reference.ranks).filter { range.lowerBound < $0.0 && $0.0 < range.upperBound }
                let found = structure.boundaries(inside: range)
                #expect(found.offsets == inside.map(\.0) && found.ranks == inside.map(\.1), "\(label): boundaries inside \(range) differ")
                // The coarsest cuts from each rank: those of the reference at the first level that has any.
                let rank = generator.below(BoundaryLevel.finestStructuralRank + 1)
                let expected = (rank...BoundaryLevel.finestStructuralRank).lazy.map { level in
                    (level, inside.filter { Int($0.1) <= level }.map(\.0))
                }.first { !$0.1.isEmpty }
                let cuts = structure.cuts(inside: range, fromRank: rank)
                #expect(cuts?.rank == expected?.0 && cuts.map { Array($0.offsets) } == expected?.1, "\(label): cuts inside \(range) from rank \(rank) differ")
            }
        }
    }

    @Test(arguments: 0..<200)
    func sameBoundariesAsTheEagerScanOnRandomDocuments(seed: Int) {
        let text = TextChunkerFuzzTests.document(seed: UInt64(seed) &+ 31_337)
        for markdown in [false, true] {
            Self.compare(text, markdown: markdown, seed: UInt64(seed), label: "seed \(seed) markdown \(markdown)")
        }
    }

    @Test func sameBoundariesAsTheEagerScanOnTheCorpora() throws {
        try #require(!ChunkerTestSupport.corpora.isEmpty, "Corpora missing")
        for document in ChunkerTestSupport.corpora {
            Self.compare(document.text, markdown: document.isMarkdown, seed: 1, label: document.path)
        }
    }

    @Test func wordsAroundLineBreaksAndIdeographicSpaces() {
        for text in ["a b", " a", "a  \t b", "a\n  b", "a\r\n\tb", "x\n \n y", "日本\u{3000}語", "\u{3000}\u{3000}a", "end. Next", "a,\u{3000}b", "。\u{3000}x"] {
            Self.compare(text, markdown: true, seed: 7, label: text.debugDescription)
        }
    }
}
