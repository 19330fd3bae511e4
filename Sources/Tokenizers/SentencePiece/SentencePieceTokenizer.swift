/// SentencePiece BPE with byte fallback (Gemma, Llama 2; GGUF `tokenizer.ggml.model = "llama"`).
///
/// Encoding follows SentencePiece's `bpe_model.cc`, which llama.cpp's `llm_tokenizer_spm`
/// reproduces id for id:
/// 1. user-defined pieces (Gemma: runs of newlines, spaces and tabs, HTML tags) are cut out of
///    the raw text leftmost-longest and emitted as they are;
/// 2. in the text between them spaces become `▁` (and, if the vocabulary says so, one `▁` is
///    prefixed after the start and after every literal token);
/// 3. starting from single characters, the adjacent pair whose concatenation is the
///    highest-scoring piece merges first (ties: leftmost), until no pair is a piece;
/// 4. a symbol that is not a piece becomes its UTF-8 bytes as `<0xAB>` tokens.
///
/// Step 3 runs on the whole text between literal tokens in SentencePiece. We cut it further,
/// before every `▁`, when no piece can span that cut (a piece with `▁` after its first
/// character; Gemma 3 has one, `>▁</`, checked at the cut), which keeps the heap small and
/// changes no id: merges on either side of such a cut never interact.
public final class SentencePieceTokenizer: VocabularyTokenizer, @unchecked Sendable {
    /// The model's name and the file format it came from, e.g. `"Gemma 3 270m (GGUF)"`.
    public let name: String
    /// Id of the beginning-of-sequence token, if the vocabulary has one.
    public let beginningOfSequenceID: Int?
    /// Id of the end-of-sequence token, if the vocabulary has one.
    public let endOfSequenceID: Int?
    /// Whether the model expects BOS before the text (chat templates write it themselves).
    public let addsBeginningOfSequence: Bool

    let kinds: [TokenKind]
    /// Pieces as the vocabulary spells them (`▁` for spaces, `<0x0A>` for bytes).
    let pieces: PieceTable
    /// `ranks[id]`: lower merges first; scores mapped to integers preserving their order.
    /// A raw buffer (freed in `deinit`) so the merge loop reads it without bounds checks or retains.
    let ranks: UnsafeMutableBufferPointer<UInt32>
    /// Ids of the one-byte (ASCII) pieces, -1 where there is none: the first step of every word.
    let asciiIDs: [Int32]
    let byteIDs: [Int32]
    let unknownID: Int32
    let addsSpacePrefix: Bool
    /// User-defined pieces in plain text; control tokens too when parsing special tokens.
    let literals: LiteralTokens
    /// Pieces with `▁` after their first byte: `(piece, offset of that ▁)`, for the cut check.
    let spanningPieces: [(bytes: [UInt8], spaceOffset: Int)]
    /// False when too many pieces span a `▁` for the cut check to pay (then no cuts are made).
    let cutsAtSpaces: Bool
    /// `precedesSpanningSpace[b]`: some spanning piece has byte `b` just before its `▁`; a quick
    /// reject so the full check runs only around `>▁` in Gemma.
    let precedesSpanningSpace: [Bool]

    /// - Parameters:
    ///   - pieces: every id's text as the vocabulary spells it.
    ///   - scores: higher merges first.
    ///   - kinds: what each id is.
    init(name: String, pieces: [[UInt8]], scores: [Float], kinds: [TokenKind], beginningOfSequenceID: Int?,
         endOfSequenceID: Int?, unknownID: Int?, addsBeginningOfSequence: Bool, addsSpacePrefix: Bool) {
        precondition(pieces.count == scores.count && pieces.count == kinds.count)
        self.name = name
        self.kinds = kinds
        self.beginningOfSequenceID = beginningOfSequenceID
        self.endOfSequenceID = endOfSequenceID
        self.addsBeginningOfSequence = addsBeginningOfSequence
        self.addsSpacePrefix = addsSpacePrefix
        self.unknownID = Int32(unknownID ?? -1)
        // SentencePiece merges into normal, user-defined and unused pieces (its `pieces_` map).
        ranks = .allocate(capacity: scores.count)
        for (id, score) in scores.enumerated() { ranks[id] = Self.rank(ofScore: score) }
        let ranks = ranks
        let table = PieceTable(pieces: pieces, payload: { ranks[$0] }) {
            kinds[$0] == .normal || kinds[$0] == .userDefined || kinds[$0] == .unused
        }
        self.pieces = table
        asciiIDs = (0..<128).map { byte in [UInt8(byte)].withUnsafeBytes { table.id(of: $0.baseAddress!, count: 1) } }
        var byteIDs = [Int32](repeating: -1, count: 256)
        var literals = LiteralTokens.Builder()
        var spanning: [(bytes: [UInt8], spaceOffset: Int)] = []
        let space: [UInt8] = [0xE2, 0x96, 0x81]
        for (id, kind) in kinds.enumerated() {
            let piece = pieces[id]
            switch kind {
            case .byte:
                if let byte = Self.byteValue(of: piece) { byteIDs[Int(byte)] = Int32(id) }
            case .userDefined:
                literals.add(Self.unescapingSpaces(piece), id: id, inPlainText: true)
            case .control:
                literals.add(piece, id: id, inPlainText: false)
            case .normal, .unused:
                if piece.count > 3 {
                    var offset = 1
                    while offset + 3 <= piece.count {
                        if piece[offset] == space[0] && piece[offset + 1] == space[1] && piece[offset + 2] == space[2] {
                            spanning.append((piece, offset))
                        }
                        offset += 1
                    }
                }
            default: break
            }
        }
        self.byteIDs = byteIDs
        self.literals = literals.build()
        spanningPieces = spanning
        cutsAtSpaces = spanning.count <= 64
        var precedes = [Bool](repeating: false, count: 256)
        for (piece, offset) in spanning { precedes[Int(piece[offset - 1])] = true }
        precedesSpanningSpace = precedes
    }

    deinit { ranks.deallocate() }

    /// Scores as merge ranks: the IEEE bits made monotonic, then inverted so higher scores come first.
    static func rank(ofScore score: Float) -> UInt32 {
        let bits = score.bitPattern
        let ascending = bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
        return ~ascending
    }

    /// The byte a byte-fallback piece stands for (`<0xAB>` → 0xAB), nil for any other spelling.
    public static func byteFallbackValue(of piece: String) -> UInt8? { byteValue(of: Array(piece.utf8)) }

    /// `<0xAB>` → 0xAB.
    static func byteValue(of piece: [UInt8]) -> UInt8? {
        guard piece.count == 6, piece[0] == 0x3C, piece[1] == 0x30, piece[2] == 0x78, piece[5] == 0x3E else { return nil }
        return UInt8(String(decoding: piece[3..<5], as: UTF8.self), radix: 16)
    }

    /// `▁` → space, as user-defined pieces are matched on the raw text.
    static func unescapingSpaces(_ piece: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        piece.withUnsafeBufferPointer { appendUnescapingSpaces($0, to: &result) }
        return result
    }

    // MARK: Tokenizer

    /// Byte tokens are gathered and decoded together (a multi-byte character spans several);
    /// `▁` becomes a space. Invalid UTF-8 from stray byte tokens decodes to U+FFFD.
    public func decode(_ ids: [Int], skippingControlTokens: Bool) throws -> String {
        try kinds.decodeText(ids) { id, kind, bytes in
            let piece = pieces.bytes(of: id)
            switch kind {
            case .byte:
                if let byte = Self.byteValue(of: Array(piece)) { bytes.append(byte) }
            case .control, .unknown, .unused:
                if !skippingControlTokens { bytes.append(contentsOf: piece) }
            default:
                appendUnescapingSpaces(piece, to: &bytes)
            }
        }
    }

    // MARK: Encoding

    func encode<Sink: TokenSink>(_ text: String, parsingSpecialTokens: Bool, into sink: inout Sink) {
        let literals = literals.matcher(parsingSpecialTokens: parsingSpecialTokens)
        var text = text
        text.withUTF8 { bytes in
            var scratch = Scratch()
            let memo = PairMemo(forTextOf: bytes.count)
            defer { memo.deallocate() }
            // Every segment starts the text or follows a literal: each gets the `▁` prefix if the
            // vocabulary adds one.
            literals.cut(bytes, into: &sink) { segment, _, sink in
                encodeSegment(segment, prefixSpace: addsSpacePrefix, memo: memo, scratch: &scratch, into: &sink)
            }
        }
    }

    /// Buffers reused across the segments and words of one call.
    struct Scratch {
        var normalized: [UInt8] = []
        var words = WordScratch()
    }

    private func encodeSegment<Sink: TokenSink>(
        _ raw: UnsafeBufferPointer<UInt8>, prefixSpace: Bool, memo: PairMemo, scratch: inout Scratch, into sink: inout Sink
    ) {
        // Spaces become ▁ (3 bytes), written straight into a buffer sized for the worst case.
        let capacity = raw.count * 3 + 3
        if scratch.normalized.count < capacity { scratch.normalized = [UInt8](repeating: 0, count: capacity) }
        let normalizedLength = scratch.normalized.withUnsafeMutableBufferPointer { output in
            var length = 0
            if prefixSpace { output[0] = 0xE2; output[1] = 0x96; output[2] = 0x81; length = 3 }
            for byte in raw {
                if byte == 0x20 {
                    output[length] = 0xE2; output[length + 1] = 0x96; output[length + 2] = 0x81
                    length += 3
                } else {
                    output[length] = byte
                    length += 1
                }
            }
            return length
        }
        // Moved out (not copied) so the word cache is never duplicated by copy-on-write.
        var words = WordScratch()
        swap(&words, &scratch.words)
        defer { swap(&words, &scratch.words) }
        scratch.normalized.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, normalizedLength > 0 else { return }
            let text = UnsafeBufferPointer(rebasing: buffer[0..<normalizedLength])
            var wordStart = 0
            var index = 1
            if cutsAtSpaces {
                while index < text.count {
                    if text[index] == 0xE2, index + 2 < text.count, text[index + 1] == 0x96, text[index + 2] == 0x81,
                       !precedesSpanningSpace[Int(text[index - 1])] || !isSpanned(text, at: index) {
                        encodeWord(base + wordStart, index - wordStart, memo: memo, scratch: &words, into: &sink)
                        wordStart = index
                    }
                    index += 1
                }
            }
            encodeWord(base + wordStart, text.count - wordStart, memo: memo, scratch: &words, into: &sink)
        }
    }

    /// Whether a spanning piece occurs in `text` around the `▁` at `index`.
    @inline(__always)
    private func isSpanned(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for spanning in spanningPieces {
            let start = index - spanning.spaceOffset
            guard start >= 0, start + spanning.bytes.count <= text.count else { continue }
            var equal = true
            for offset in 0..<spanning.bytes.count where text[start + offset] != spanning.bytes[offset] {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }

    /// What `encodeWord` reuses: the merge buffers, the word cache, the ids of the current word.
    struct WordScratch {
        var merger = PairMerger()
        var cache = WordCache()
        var ids: [Int32] = []
    }

    @inline(__always)
    private func encodeWord<Sink: TokenSink>(_ word: UnsafePointer<UInt8>, _ length: Int, memo: PairMemo, scratch: inout WordScratch, into sink: inout Sink) {
        guard length > 0 else { return }
        let hash = WordCache.hash(word, length)
        if let hash, scratch.cache.appendIDs(of: word, length, hash: hash, to: &sink) { return }
        scratch.ids.removeAll(keepingCapacity: true)
        mergeWord(word, length, memo: memo, merger: &scratch.merger, into: &scratch.ids)
        for id in scratch.ids { sink.append(id) }
        if let hash { scratch.cache.insert(word, length, hash: hash, ids: scratch.ids[...]) }
    }

    /// BPE on one word, then byte fallback for symbols that are not pieces.
    @inline(__always)
    private func mergeWord(_ word: UnsafePointer<UInt8>, _ length: Int, memo: PairMemo, merger: inout PairMerger, into ids: inout [Int32]) {
        merger.reset()
        var index = 0
        while index < length {
            let lead = word[index]
            if lead < 0x80 {
                merger.addSymbol(start: index, id: asciiIDs[Int(lead)])
                index += 1
                continue
            }
            let scalarLength = min(utf8SequenceLength(lead), length - index)
            let id = memo.characterID(word + index, scalarLength) { pieces.id(of: word + index, count: scalarLength) }
            merger.addSymbol(start: index, id: id)
            index += scalarLength
        }
        merger.run(rule: ScoredPieceRule(pieces: pieces, ranks: ranks, memo: memo), word: word, wordLength: length)
        for symbol in 0..<merger.count {
            let id = merger.ids[symbol]
            if id >= 0 {
                ids.append(id)
                continue
            }
            // Byte fallback; without byte pieces, one unknown token for the symbol (as SentencePiece).
            let start = Int(merger.starts[symbol])
            let end = Int(merger.starts[symbol + 1])
            if byteIDs[Int(word[start])] < 0 {
                ids.append(unknownID)
                continue
            }
            for offset in start..<end { ids.append(byteIDs[Int(word[offset])]) }
        }
    }
}

/// SentencePiece's rule: a pair merges if its concatenation is a piece; higher scores first.
struct ScoredPieceRule: MergeRule {
    let pieces: PieceTable
    let ranks: UnsafeMutableBufferPointer<UInt32>
    let memo: PairMemo
    @inline(__always)
    func merge(leftID: Int32, rightID: Int32, word: UnsafePointer<UInt8>, start: Int, end: Int) -> UInt64 {
        // The table stores each piece's rank beside it: `rank << 32 | id`, or `noMerge` (UInt64.max).
        memo.result(leftID, rightID) { pieces.payloadAndID(of: word + start, count: end - start) }
    }
}
