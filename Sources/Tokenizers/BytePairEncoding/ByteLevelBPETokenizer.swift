import Foundation

/// Byte-level BPE (GPT-2, cl100k, Llama 3, Qwen2, o200k): the text's UTF-8 bytes are split into
/// pre-tokens by the family's scanner, and each pre-token's bytes are merged by rank.
///
/// Built by `ByteLevelBPETokenizer.load(tiktoken:)`, `TokenizerJSON.load(_:)` or from GGUF
/// metadata (`tokenizer.ggml.model = "gpt2"`). Immutable and `Sendable`: share one instance.
public final class ByteLevelBPETokenizer: VocabularyTokenizer, @unchecked Sendable {
    /// How pairs merge: tiktoken ranks every piece (rank = id) and merges by looking up the
    /// concatenated bytes; Hugging Face and GGUF list the merges, so a pair merges only if listed.
    enum MergeMode {
        case rankedPieces
        case listedPairs(PairTable)
    }

    /// Text normalization applied before pre-tokenization.
    enum Normalization { case none, nfc }

    /// The model's name and the file format it came from, e.g. `"Gemma 3 270m (GGUF)"`.
    public let name: String
    /// The pre-tokenizer family.
    public let preTokenizer: PreTokenizerKind

    let pieces: PieceTable
    let kinds: [TokenKind]
    let byteIDs: [Int32]
    let mergeMode: MergeMode
    /// Whether a pre-token that is itself a piece is emitted without merging (tiktoken always;
    /// Hugging Face when `ignore_merges` is set, as in Llama 3).
    let wholePieceShortcut: Bool
    let normalization: Normalization
    let addsPrefixSpace: Bool
    /// Literal tokens: non-special added tokens in plain text; all added and control tokens
    /// when parsing special tokens.
    let literals: LiteralTokens

    /// The byte id of a byte the vocabulary has no piece for when such bytes are dropped: never a
    /// merge's operand (no listed pair holds it, and its pair key is not the table's empty key).
    static let missingByte = Int32.min

    /// - Parameter dropsMissingBytes: a byte without a piece of its own is left out of the ids, as
    ///   llama.cpp's BPE does for GGUF vocabularies that lack some bytes (SmolLM2's lacks 21, among
    ///   them 0x04 and the bytes UTF-8 never uses); without it such a vocabulary is refused.
    init(name: String, pieces: [[UInt8]], kinds: [TokenKind], mergeMode: MergeMode, wholePieceShortcut: Bool,
         preTokenizer: PreTokenizerKind, normalization: Normalization = .none, addsPrefixSpace: Bool = false,
         unknownID: Int? = nil, dropsMissingBytes: Bool = false) throws {
        precondition(pieces.count == kinds.count)
        self.name = name
        self.kinds = kinds
        self.pieces = PieceTable(pieces: pieces, isIndexed: { kinds[$0] == .normal })
        self.mergeMode = mergeMode
        self.wholePieceShortcut = wholePieceShortcut
        self.preTokenizer = preTokenizer
        self.normalization = normalization
        self.addsPrefixSpace = addsPrefixSpace
        var byteIDs = [Int32](repeating: -1, count: 256)
        for byte in 0..<256 {
            if let id = self.pieces.id(of: [UInt8(byte)]) { byteIDs[byte] = Int32(id) }
            else if let unknownID { byteIDs[byte] = Int32(unknownID) }
            else if dropsMissingBytes { byteIDs[byte] = Self.missingByte }
            else { throw TokenizerError.invalidFile(path: name, detail: "byte 0x\(String(byte, radix: 16)) has no token: not a byte-level vocabulary?") }
        }
        self.byteIDs = byteIDs
        var literals = LiteralTokens.Builder()
        for (id, kind) in kinds.enumerated() where kind == .control || kind == .userDefined {
            literals.add(pieces[id], id: id, inPlainText: kind == .userDefined)
        }
        self.literals = literals.build()
    }

    // MARK: Tokenizer

    public func decode(_ ids: [Int], skippingControlTokens: Bool) throws -> String {
        try kinds.decodeText(ids) { id, kind, bytes in
            if !(skippingControlTokens && kind == .control) { bytes.append(contentsOf: pieces.bytes(of: id)) }
        }
    }

    /// The piece as the vocabulary file spells it: GPT-2's byte alphabet for ordinary pieces
    /// (`Ġthe`), the literal text for added and control tokens.
    public func piece(for id: Int) throws -> String {
        try kinds.checkEntry(id)
        let bytes = pieces.bytes(of: id)
        if kinds[id] != .normal { return String(decoding: bytes, as: UTF8.self) }
        var text = ""
        for byte in bytes { text.unicodeScalars.append(GPT2ByteAlphabet.characters[Int(byte)]) }
        return text
    }

    // MARK: Encoding

    func encode<Sink: TokenSink>(_ text: String, parsingSpecialTokens: Bool, into sink: inout Sink) {
        let literals = literals.matcher(parsingSpecialTokens: parsingSpecialTokens)
        var text = text
        text.withUTF8 { bytes in
            var merger = WordMerger(memo: PairMemo(forTextOf: bytes.count))
            defer { merger.memo.deallocate() }
            // Without literal tokens the text is one segment, even when empty (with `addsPrefixSpace`
            // an empty text still costs the space's token).
            if literals.isEmpty {
                encodeSegment(bytes, merger: &merger, into: &sink)
                return
            }
            literals.cut(bytes, into: &sink) { segment, _, sink in
                encodeSegment(segment, merger: &merger, into: &sink)
            }
        }
    }

    /// Normalizes one segment between literal tokens, then pre-tokenizes and merges it.
    private func encodeSegment<Sink: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, merger: inout WordMerger, into sink: inout Sink) {
        let needsNFC = normalization == .nfc && bytes.contains(where: { $0 >= 0x80 })
        if !needsNFC && !addsPrefixSpace {
            encodeNormalized(bytes, merger: &merger, into: &sink)
            return
        }
        var normalized = String(decoding: bytes, as: UTF8.self)
        if needsNFC { normalized = normalized.precomposedStringWithCanonicalMapping }
        if addsPrefixSpace && !normalized.hasPrefix(" ") { normalized = " " + normalized }
        normalized.withUTF8 { encodeNormalized($0, merger: &merger, into: &sink) }
    }

    private func encodeNormalized<Sink: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, merger: inout WordMerger, into sink: inout Sink) {
        guard let base = bytes.baseAddress else { return }
        switch mergeMode {
        case .rankedPieces:
            let rule = RankedPieceRule(pieces: pieces, memo: merger.memo)
            preTokenizer.forEachPreToken(bytes) { start, end in
                encodeWord(base + start, end - start, rule: rule, merger: &merger, into: &sink)
            }
        case .listedPairs(let table):
            let rule = ListedPairRule(pairs: table)
            preTokenizer.forEachPreToken(bytes) { start, end in
                encodeWord(base + start, end - start, rule: rule, merger: &merger, into: &sink)
            }
        }
    }

    @inline(__always)
    private func encodeWord<Rule: MergeRule, Sink: TokenSink>(
        _ word: UnsafePointer<UInt8>, _ length: Int, rule: Rule, merger: inout WordMerger, into sink: inout Sink
    ) {
        if length == 1 {
            let id = byteIDs[Int(word[0])]
            if id != Self.missingByte { sink.append(id) }
            return
        }
        // The word cache first: it is small enough to stay in L2, while the piece table is
        // megabytes, so a repeated word costs no cache miss even when it is a whole piece.
        let hash = WordCache.hash(word, length)
        if let hash, merger.cache.appendIDs(of: word, length, hash: hash, to: &sink) { return }
        if wholePieceShortcut {
            let id = pieces.id(of: word, count: length)
            if id >= 0 {
                sink.append(id)
                if let hash { merger.cache.insert(word, length, hash: hash, id: id) }
                return
            }
        }
        merger.pairs.reset()
        for index in 0..<length { merger.pairs.addSymbol(start: index, id: byteIDs[Int(word[index])]) }
        merger.pairs.run(rule: rule, word: word, wordLength: length)
        var dropped = false
        for index in 0..<merger.pairs.count {
            let id = merger.pairs.ids[index]
            if id == Self.missingByte { dropped = true } else { sink.append(id) }
        }
        if let hash, !dropped { merger.cache.insert(word, length, hash: hash, ids: merger.pairs.ids[0..<merger.pairs.count]) }
    }
}

/// The merge buffers, word cache and pair memo one encode call reuses.
struct WordMerger {
    var pairs = PairMerger()
    var cache = WordCache()
    /// Freed by the call that made it.
    let memo: PairMemo
}

/// tiktoken's rule: a pair merges if its bytes are a piece; the piece's rank is its id.
struct RankedPieceRule: MergeRule {
    let pieces: PieceTable
    let memo: PairMemo
    @inline(__always)
    func merge(leftID: Int32, rightID: Int32, word: UnsafePointer<UInt8>, start: Int, end: Int) -> UInt64 {
        // payload = id = rank; UInt64.max = noMerge
        memo.result(leftID, rightID) { pieces.payloadAndID(of: word + start, count: end - start) }
    }
}

/// Hugging Face's rule: a pair merges if `(left, right)` is in the merges list, at that rank.
struct ListedPairRule: MergeRule {
    let pairs: PairTable
    @inline(__always)
    func merge(leftID: Int32, rightID: Int32, word: UnsafePointer<UInt8>, start: Int, end: Int) -> UInt64 {
        pairs.lookup(leftID, rightID)  // already keyed by the id pair: a memo in front measured no faster
    }
}
