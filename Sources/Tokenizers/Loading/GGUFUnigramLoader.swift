import GGUF

extension GGUFTokenizerLoader {
    /// A SentencePiece unigram vocabulary (`tokenizer.ggml.model = "t5"`), as llama.cpp's UGM
    /// tokenizer reads it: scores, token types, the unknown/BOS/EOS ids, `add_bos_token`
    /// (default false) and `add_eos_token` (default true, as T5), `add_space_prefix` (default
    /// true), `remove_extra_whitespaces` (default false) and the optional
    /// `precompiled_charsmap` (SentencePiece's normalization rules). Byte fallback is on when the
    /// vocabulary has byte pieces.
    /// - Throws: `TokenizerError.invalidFile` naming the key for a missing unknown token, a
    ///   score count that does not match, or a charsmap that cannot be parsed.
    static func loadUnigram(_ file: GGUFFile, tokens: [String], kinds: [TokenKind], name: String) throws -> UnigramTokenizer {
        let metadata = file.metadata
        func tokenID(_ key: String) throws -> Int? { try vocabularyID(file, key, vocabularySize: tokens.count) }
        func flag(_ key: String, default fallback: Bool) throws -> Bool {
            metadata[key] == nil ? fallback : try metadata.bool(key)
        }
        let scores = try metadata.floatArray(GGUFKey.Tokenizer.scores)
        guard scores.count == tokens.count else {
            throw TokenizerError.invalidFile(path: file.path, detail: "metadata \"\(GGUFKey.Tokenizer.scores)\" has \(scores.count) entries for \(tokens.count) tokens")
        }
        var charsmap: PrecompiledCharsmap?
        let charsmapKey = GGUFKey.Tokenizer.precompiledCharsmap
        if let value = metadata[charsmapKey] {
            let blob: [UInt8]
            switch value.array {
            case .uint8(let bytes)?: blob = bytes
            case .int8(let bytes)?: blob = bytes.map { UInt8(bitPattern: $0) }
            default:
                throw TokenizerError.invalidFile(path: file.path, detail: "metadata \"\(charsmapKey)\" should be an array of bytes")
            }
            if !blob.isEmpty {
                guard let parsed = PrecompiledCharsmap(blob) else {
                    throw TokenizerError.invalidFile(path: file.path, detail: "metadata \"\(charsmapKey)\" (\(blob.count) bytes) is not a SentencePiece charsmap: its double array does not fit")
                }
                charsmap = parsed
            }
        }
        let pieces = tokens.map { Array($0.utf8) }
        var userDefined: [(bytes: [UInt8], id: Int)] = []
        for (id, kind) in kinds.enumerated() where kind == .userDefined { userDefined.append((pieces[id], id)) }
        let normalizer = SentencePieceNormalizer(
            addsDummyPrefix: try flag(GGUFKey.Tokenizer.addsSpacePrefix, default: true),
            removesExtraWhitespaces: try flag(GGUFKey.Tokenizer.removesExtraWhitespaces, default: false),
            charsmap: charsmap, userDefined: LiteralTokenMatcher(tokens: userDefined))
        let unknownID = try tokenID(GGUFKey.Tokenizer.unknownID) ?? kinds.firstIndex(of: .unknown)
        guard unknownID != nil else {
            throw TokenizerError.invalidFile(path: file.path, detail: "no unknown token: neither \"\(GGUFKey.Tokenizer.unknownID)\" nor a token of type 2; a unigram vocabulary needs one")
        }
        return try UnigramTokenizer(
            name: name, pieces: pieces, scores: scores.map(Double.init), kinds: kinds, unknownID: unknownID,
            beginningOfSequenceID: try tokenID(GGUFKey.Tokenizer.beginningOfSequenceID), endOfSequenceID: try tokenID(GGUFKey.Tokenizer.endOfSequenceID),
            addsBeginningOfSequence: try flag(GGUFKey.Tokenizer.addsBeginningOfSequence, default: false),
            addsEndOfSequence: try flag(GGUFKey.Tokenizer.addsEndOfSequence, default: true),
            byteFallback: true, normalization: .sentencePiece(normalizer), minimumOverAllPieces: false, userDefinedAsLiterals: false)
    }
}
