import Foundation
import Testing
import TestSupport
@testable import Tokenizers

/// Both merge loops of `PairMerger` (tiktoken's linear scan and the heap for long words), each
/// forced on every word, against `ReferenceBPE` on random vocabularies and random words, with the
/// three rules the tokenizers use: tiktoken's ranked pieces (byte-level BPE from .tiktoken),
/// Hugging Face's listed merges (byte-level BPE from tokenizer.json / GGUF), and SentencePiece's
/// scored pieces (with tied scores, multi-byte characters and a character that is not a piece).
/// Failures name the seed; rerun one with `--filter PairMergerTests` and that argument.
struct PairMergerTests {
    /// One symbol: its bytes and its id (-1: not a piece).
    struct Symbol: Equatable, CustomStringConvertible {
        var bytes: [UInt8]
        var id: Int32
        var description: String { "\(String(decoding: bytes, as: UTF8.self))#\(id)" }
    }

    /// The slowest, plainest BPE there is: find the adjacent pair with the lowest rank (the
    /// leftmost among equals), merge it, start again; stop when no pair merges.
    enum ReferenceBPE {
        static func merge(_ start: [Symbol], rule: (Symbol, Symbol) -> (rank: UInt64, id: Int32)?) -> [Symbol] {
            var symbols = start
            while true {
                var bestIndex = -1
                var bestRank = UInt64.max
                var bestID: Int32 = -1
                var index = 0
                while index + 1 < symbols.count {
                    if let merged = rule(symbols[index], symbols[index + 1]), merged.rank < bestRank {
                        bestIndex = index
                        bestRank = merged.rank
                        bestID = merged.id
                    }
                    index += 1
                }
                if bestIndex < 0 { return symbols }
                symbols[bestIndex] = Symbol(bytes: symbols[bestIndex].bytes + symbols[bestIndex + 1].bytes, id: bestID)
                symbols.remove(at: bestIndex + 1)
            }
        }
    }

    /// A random vocabulary over `units` (each a character's bytes; single units are pieces when
    /// `unitIsPiece`), grown by concatenating two random pieces (or units) up to `pieceCount`.
    struct Vocabulary {
        var pieces: [[UInt8]] = []
        var ids: [[UInt8]: Int32] = [:]
        /// Hugging Face style: (left id, right id, merged id), in rank order.
        var merges: [(left: Int32, right: Int32, merged: Int32)] = []
        let units: [[UInt8]]

        init(seed: UInt64, units: [[UInt8]], unitIsPiece: ([UInt8]) -> Bool, pieceCount: Int) {
            self.units = units
            var generator = SplitMix64(seed: seed)
            for unit in units where unitIsPiece(unit) { add(unit) }
            var pool = units  // what new pieces may be built from: pieces and non-piece units
            var attempts = 0
            while pieces.count < pieceCount && attempts < 20 * pieceCount {
                attempts += 1
                let left = pool[Int(generator.next() % UInt64(pool.count))]
                let right = pool[Int(generator.next() % UInt64(pool.count))]
                let joined = left + right
                guard joined.count <= 12 else { continue }
                if ids[joined] == nil {
                    add(joined)
                    pool.append(joined)
                }
                // A listed merge needs both sides to be pieces; a second pair spelling an existing
                // piece is listed too (as in real merges files), at its own rank.
                if let l = ids[left], let r = ids[right], let m = ids[joined], !merges.contains(where: { $0.left == l && $0.right == r }) {
                    merges.append((l, r, m))
                }
            }
            merges.shuffle(using: &generator)
        }

        private mutating func add(_ piece: [UInt8]) {
            ids[piece] = Int32(pieces.count)
            pieces.append(piece)
        }

        /// A random word as initial symbols: half the time made of whole pieces (so that long
        /// merge chains happen), else of random units. Lengths straddle `PairMerger.linearLimit`.
        func word(_ generator: inout SplitMix64) -> [Symbol] {
            let unitCount = generator.next() % 3 == 0 ? 40 + Int(generator.next() % 120) : 1 + Int(generator.next() % 40)
            var bytes: [[UInt8]] = []
            let fromPieces = generator.next() % 2 == 0
            var total = 0
            while total < unitCount {
                let chunk = fromPieces ? pieces[Int(generator.next() % UInt64(pieces.count))] : units[Int(generator.next() % UInt64(units.count))]
                // Split back into units: a piece's bytes are a sequence of units.
                var offset = 0
                while offset < chunk.count {
                    let unit = units.first { chunk[offset...].starts(with: $0) }!
                    bytes.append(unit)
                    offset += unit.count
                    total += 1
                }
            }
            return bytes.map { Symbol(bytes: $0, id: ids[$0] ?? -1) }
        }
    }

    /// Runs `merger` on `word` along `path`, as the tokenizers do, and reads the symbols back.
    static func run<Rule: MergeRule>(_ word: [Symbol], rule: Rule, path: PairMerger.Path, merger: inout PairMerger) -> [Symbol] {
        let bytes = word.flatMap(\.bytes)
        merger.reset()
        var offset = 0
        for symbol in word {
            merger.addSymbol(start: offset, id: symbol.id)
            offset += symbol.bytes.count
        }
        bytes.withUnsafeBufferPointer { merger.run(rule: rule, word: $0.baseAddress!, wordLength: bytes.count, path: path) }
        return (0..<merger.count).map { index in
            let range = Int(merger.starts[index])..<Int(merger.starts[index + 1])
            return Symbol(bytes: Array(bytes[range]), id: merger.ids[index])
        }
    }

    /// Every path on `wordsPerSeed` words against the reference; the first few mismatches reported.
    static func check<Rule: MergeRule>(
        _ vocabulary: Vocabulary, rule: Rule, seed: UInt64, label: String,
        reference: (Symbol, Symbol) -> (rank: UInt64, id: Int32)?
    ) {
        var generator = SplitMix64(seed: seed ^ 0x5EED)
        var merger = PairMerger()
        var failures = 0, longWords = 0, merges = 0
        for wordIndex in 0..<24 {
            let word = vocabulary.word(&generator)
            if word.count > PairMerger.linearLimit { longWords += 1 }
            let expected = ReferenceBPE.merge(word, rule: reference)
            merges += word.count - expected.count
            for path in [PairMerger.Path.linear, .heap, .automatic] {
                let got = run(word, rule: rule, path: path, merger: &merger)
                if got != expected && failures < 3 {
                    failures += 1
                    Issue.record("\(label) seed \(seed) word \(wordIndex) \(path): \(word.map(\.description).joined()) merged to \(got), reference \(expected)")
                }
            }
        }
        // The random words must exercise the heap's size range and actually merge.
        #expect(longWords > 0 && merges > 100, "\(label) seed \(seed): \(longWords) long words, \(merges) merges")
    }

    static let asciiUnits: [[UInt8]] = ["a", "b", "c", "d", "e"].map { Array($0.utf8) }

    @Test(arguments: 0..<16)
    func rankedPiecesMatchTheReference(seed: Int) {
        let vocabulary = Vocabulary(seed: UInt64(seed), units: Self.asciiUnits, unitIsPiece: { _ in true }, pieceCount: 60)
        let table = PieceTable(pieces: vocabulary.pieces)  // payload = id = rank, as tiktoken
        let memo = PairMemo(forTextOf: 1 << 12)
        defer { memo.deallocate() }
        Self.check(vocabulary, rule: RankedPieceRule(pieces: table, memo: memo), seed: UInt64(seed), label: "ranked") { left, right in
            vocabulary.ids[left.bytes + right.bytes].map { (UInt64($0), $0) }
        }
    }

    @Test(arguments: 0..<16)
    func listedMergesMatchTheReference(seed: Int) {
        let vocabulary = Vocabulary(seed: UInt64(seed) + 1000, units: Self.asciiUnits, unitIsPiece: { _ in true }, pieceCount: 60)
        let table = PairTable(merges: vocabulary.merges)
        var ranks: [String: (UInt64, Int32)] = [:]
        for (rank, merge) in vocabulary.merges.enumerated() { ranks["\(merge.left) \(merge.right)"] = (UInt64(rank), merge.merged) }
        Self.check(vocabulary, rule: ListedPairRule(pairs: table), seed: UInt64(seed), label: "listed") { left, right in
            ranks["\(left.id) \(right.id)"]
        }
    }

    /// SentencePiece: characters of one or two bytes, "z" not a piece on its own, scores with ties.
    @Test(arguments: 0..<16)
    func scoredPiecesMatchTheReference(seed: Int) {
        let units = Self.asciiUnits.prefix(4) + [Array("é".utf8), Array("z".utf8)]
        let vocabulary = Vocabulary(seed: UInt64(seed) + 2000, units: Array(units), unitIsPiece: { $0 != Array("z".utf8) }, pieceCount: 60)
        var generator = SplitMix64(seed: UInt64(seed) + 3000)
        let rankList = vocabulary.pieces.map { _ in UInt32(generator.next() % 6) }  // few values: many ties
        let ranks = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: rankList.count)
        _ = ranks.initialize(from: rankList)
        defer { ranks.deallocate() }
        let table = PieceTable(pieces: vocabulary.pieces, payload: { rankList[$0] })
        let memo = PairMemo(forTextOf: 1 << 12)
        defer { memo.deallocate() }
        let rule = ScoredPieceRule(pieces: table, ranks: ranks, memo: memo)
        Self.check(vocabulary, rule: rule, seed: UInt64(seed), label: "scored") { left, right in
            vocabulary.ids[left.bytes + right.bytes].map { (UInt64(rankList[Int($0)]), $0) }
        }
    }

    /// The reference itself, on a case worked by hand: ranks ab=0, bc=1, abc=2 over "abcbc".
    @Test func referenceMergesTheBestPairFirstAndTheLeftmostOnTies() {
        let ids: [String: Int32] = ["a": 0, "b": 1, "c": 2, "ab": 3, "bc": 4, "abc": 5]
        let ranks: [String: UInt64] = ["ab": 0, "bc": 1, "abc": 2]
        let word = "abcbc".map { Symbol(bytes: Array(String($0).utf8), id: ids[String($0)]!) }
        let merged = ReferenceBPE.merge(word) { left, right in
            let text = String(decoding: left.bytes + right.bytes, as: UTF8.self)
            return ranks[text].map { ($0, ids[text]!) }
        }
        // ab (rank 0) first: [ab, c, b, c]; then the only bc: [ab, c, bc]; abc = ab + c: [abc, bc].
        #expect(merged.map { String(decoding: $0.bytes, as: UTF8.self) } == ["abc", "bc"])
        let tied = ReferenceBPE.merge("aaa".map { _ in Symbol(bytes: [0x61], id: 0) }) { left, right in
            left.bytes.count + right.bytes.count == 2 ? (0, 9) : nil
        }
        #expect(tied.map(\.bytes.count) == [2, 1], "equal ranks: the leftmost pair merges")
    }
}
