import Foundation

/// A unigram language-model tokenizer (SentencePiece unigram: T5, mT5, ALBERT, XLNet,
/// XLM-R-style vocabularies; GGUF `tokenizer.ggml.model = "t5"`, `tokenizer.json` `"Unigram"`).
///
/// Encoding:
/// 1. the text is cut at literal tokens (control tokens only when parsing special tokens, and
///    the added tokens of a `tokenizer.json`), each literal becoming its id;
/// 2. each piece of text between them is normalized (`UnigramNormalization`: spaces become `▁`,
///    a `▁` prefix, optional Unicode and whitespace rules);
/// 3. Viterbi (`UnigramLattice`) picks the highest-scoring segmentation into pieces;
/// 4. an unknown character becomes its UTF-8 bytes as `<0xAB>` tokens when the vocabulary has
///    byte pieces, otherwise the unknown id (a run of unknown characters is one unknown token,
///    as both SentencePiece and Hugging Face fuse them).
///
/// Control, unknown and byte pieces are never matched in text: a user who types `</s>` or
/// `<0x41>` gets the pieces of those characters (Hugging Face's Unigram would match them as
/// pieces; SentencePiece does not).
public final class UnigramTokenizer: VocabularyTokenizer, @unchecked Sendable {
    /// The model's name and the file format it came from, e.g. `"t5-small (GGUF)"`.
    public let name: String
    /// Id of the beginning-of-sequence token, if the vocabulary has one.
    public let beginningOfSequenceID: Int?
    /// Id of the end-of-sequence token, if the vocabulary has one (T5 appends it).
    public let endOfSequenceID: Int?
    /// Whether the model expects BOS before the text.
    public let addsBeginningOfSequence: Bool
    /// Whether the model expects EOS after the text (T5 does).
    public let addsEndOfSequence: Bool
    /// Whether unknown characters become byte tokens (`<0xAB>`) rather than the unknown id.
    public let usesByteFallback: Bool

    let kinds: [TokenKind]
    let pieces: PieceTable
    let trie: PieceTrie
    /// Scores per id, then the unknown-character score (a raw buffer: the Viterbi loop reads it
    /// without bounds checks or retains).
    let scores: UnsafeMutableBufferPointer<Double>
    let unknownID: Int32
    let byteIDs: [Int32]
    let normalization: UnigramNormalization
    /// Literal tokens: in plain text a `tokenizer.json`'s non-special added tokens; when
    /// parsing special tokens, user-defined and control tokens too.
    let literals: LiteralTokens

    /// - Parameters:
    ///   - pieces: every id's text as the vocabulary spells it (`▁` for spaces, `<0x0A>` for bytes).
    ///   - scores: log probabilities; higher is likelier.
    ///   - kinds: what each id is. Normal pieces (and, for SentencePiece, user-defined ones with
    ///     its bonus score) take part in Viterbi; `userDefinedAsLiterals` makes user-defined
    ///     pieces literal tokens instead (a `tokenizer.json`'s added tokens).
    ///   - unknownID: the unknown token; required by Viterbi for characters no piece covers.
    ///   - minimumOverAllPieces: whether the unknown score starts from the lowest score of every
    ///     piece (Hugging Face) or of normal pieces only (SentencePiece).
    /// - Throws: `TokenizerError.invalidFile` (naming `name`) without an unknown token.
    init(name: String, pieces: [[UInt8]], scores: [Double], kinds: [TokenKind], unknownID: Int?,
         beginningOfSequenceID: Int?, endOfSequenceID: Int?, addsBeginningOfSequence: Bool, addsEndOfSequence: Bool,
         byteFallback: Bool, normalization: UnigramNormalization, minimumOverAllPieces: Bool, userDefinedAsLiterals: Bool) throws {
        precondition(pieces.count == scores.count && pieces.count == kinds.count)
        guard let unknownID, unknownID >= 0, unknownID < pieces.count else {
            throw TokenizerError.invalidFile(path: name, detail: "a unigram vocabulary needs an unknown token (unk id), found none")
        }
        self.name = name
        self.kinds = kinds
        self.beginningOfSequenceID = beginningOfSequenceID
        self.endOfSequenceID = endOfSequenceID
        self.addsBeginningOfSequence = addsBeginningOfSequence
        self.addsEndOfSequence = addsEndOfSequence
        self.unknownID = Int32(unknownID)
        self.normalization = normalization
        self.pieces = PieceTable(pieces: pieces, isIndexed: { kinds[$0] != .missing })

        var byteIDs = [Int32](repeating: -1, count: 256)
        for (id, kind) in kinds.enumerated() where kind == .byte {
            if let byte = SentencePieceTokenizer.byteValue(of: pieces[id]), byteIDs[Int(byte)] < 0 { byteIDs[Int(byte)] = Int32(id) }
        }
        self.byteIDs = byteIDs
        usesByteFallback = byteFallback && byteIDs.contains { $0 >= 0 }

        // SentencePiece gives user-defined pieces a bonus, `length × maximum normal score − 0.1`,
        // and starts that maximum from FLT_MIN (the smallest positive float), not -infinity.
        var maximumScore = Float.leastNormalMagnitude
        for (id, kind) in kinds.enumerated() where kind == .normal { maximumScore = max(maximumScore, Float(scores[id])) }
        var minimumScore = Double.infinity
        for (id, kind) in kinds.enumerated() where kind == .normal || minimumOverAllPieces { minimumScore = min(minimumScore, scores[id]) }
        if minimumScore == .infinity { minimumScore = 0 }

        self.scores = .allocate(capacity: pieces.count + 1)
        var triePieces: [(bytes: [UInt8], id: Int32)] = []
        var literals = LiteralTokens.Builder()
        for id in 0..<pieces.count {
            self.scores[id] = scores[id]
            switch kinds[id] {
            case .normal:
                triePieces.append((pieces[id], Int32(id)))
            case .userDefined where userDefinedAsLiterals:
                literals.add(pieces[id], id: id, inPlainText: true)
            case .userDefined:
                triePieces.append((pieces[id], Int32(id)))
                self.scores[id] = Double(Float(pieces[id].count) * maximumScore) - 0.1
                literals.add(pieces[id], id: id, inPlainText: false)
            case .control:
                literals.add(pieces[id], id: id, inPlainText: false)
            case .missing, .byte, .unknown, .unused:
                break
            }
        }
        // Unknown-character score, as both references compute it.
        self.scores[pieces.count] = minimumScore - 10
        trie = PieceTrie(pieces: triePieces)
        self.literals = literals.build()
    }

    deinit {
        scores.deallocate()
    }

    // MARK: Tokenizer

    /// `▁` becomes a space and byte tokens become their bytes (gathered, so a character split
    /// over several decodes whole; invalid UTF-8 decodes to U+FFFD). When encoding prefixes a
    /// `▁`, the first space of the text is dropped, as SentencePiece and the Metaspace decoder do.
    public func decode(_ ids: [Int], skippingControlTokens: Bool) throws -> String {
        var atStart = normalization.prefixesSpace
        return try kinds.decodeText(ids) { id, kind, bytes in
            let piece = pieces.bytes(of: id)
            switch kind {
            case .byte:
                if let byte = SentencePieceTokenizer.byteValue(of: Array(piece)) { bytes.append(byte) }
                atStart = false
            case .control:
                if !skippingControlTokens { bytes.append(contentsOf: piece); atStart = false }
            default:
                appendUnescapingSpaces(piece, from: atStart && piece.starts(with: spaceSymbol) ? 3 : 0, to: &bytes)
                atStart = false
            }
        }
    }

    // MARK: Encoding

    /// Buffers reused across the segments of one call.
    struct Scratch {
        var normalized: [UInt8] = []
        var lattice = UnigramLattice()
    }

    func encode<Sink: TokenSink>(_ text: String, parsingSpecialTokens: Bool, into sink: inout Sink) {
        var scratch = Scratch()
        let literals = literals.matcher(parsingSpecialTokens: parsingSpecialTokens)
        var text = text
        text.withUTF8 { bytes in
            literals.cut(bytes, into: &sink) { segment, start, sink in
                encodeSegment(segment, isFirst: start == 0, scratch: &scratch, into: &sink)
            }
        }
    }

    private func encodeSegment<Sink: TokenSink>(
        _ raw: UnsafeBufferPointer<UInt8>, isFirst: Bool, scratch: inout Scratch, into sink: inout Sink
    ) {
        normalization.normalize(raw, isFirst: isFirst, into: &scratch.normalized)
        let splits = normalization.splitsAtSpaces
        var lattice = UnigramLattice()
        swap(&lattice, &scratch.lattice)
        defer { swap(&lattice, &scratch.lattice) }
        scratch.normalized.withUnsafeBufferPointer { text in
            guard !text.isEmpty else { return }
            var wordStart = 0
            if splits {
                // Metaspace split: each word starts at a ▁ (its pieces never cross one).
                var index = 1
                while index + 2 < text.count {
                    if text[index] == 0xE2 && text[index + 1] == 0x96 && text[index + 2] == 0x81 {
                        encodeWord(UnsafeBufferPointer(rebasing: text[wordStart..<index]), lattice: &lattice, into: &sink)
                        wordStart = index
                        index += 3
                    } else {
                        index += 1
                    }
                }
            }
            encodeWord(UnsafeBufferPointer(rebasing: text[wordStart..<text.count]), lattice: &lattice, into: &sink)
        }
    }

    @inline(__always)
    private func encodeWord<Sink: TokenSink>(_ word: UnsafeBufferPointer<UInt8>, lattice: inout UnigramLattice, into sink: inout Sink) {
        lattice.run(word, trie: trie, scores: UnsafePointer(scores.baseAddress!), unknownScore: scores[vocabularySize], unknownID: unknownID)
        var previousWasUnknown = false
        var index = lattice.pathEnds.count - 1
        while index >= 0 {
            let end = Int(lattice.pathEnds[index])
            let id = lattice.nodes[end].id
            index -= 1
            guard id == unknownID else {
                sink.append(id)
                previousWasUnknown = false
                continue
            }
            if usesByteFallback {
                for offset in Int(lattice.nodes[end].start)..<end {
                    let byteID = byteIDs[Int(word[offset])]
                    sink.append(byteID >= 0 ? byteID : unknownID)
                }
            } else if !previousWasUnknown {
                sink.append(unknownID)
            }
            previousWasUnknown = true
        }
    }
}
