import Tokenizers

extension TokenVocabulary {
    /// Names of end-of-turn and end-of-sequence tokens in the chat families ContextBudget
    /// loads (Gemma, Llama 2/3, ChatML/Qwen, GPT-2).
    static let endTokenNames = ["<end_of_turn>", "<eos>", "</s>", "<|im_end|>", "<|eot_id|>", "<|end_of_text|>", "<|endoftext|>"]

    /// The end tokens of `tokenizer` among the known names (`<end_of_turn>`, `<eos>`,
    /// `<|im_end|>`, `<|eot_id|>`, …), for callers that do not know their model's stop ids.
    public static func knownEndTokenIDs(of tokenizer: any Tokenizer) -> [Int] {
        endTokenNames.compactMap { tokenizer.specialTokenID($0) }
    }

    /// The vocabulary of `tokenizer`: each id's bytes as the model would emit them.
    ///
    /// `decode([id])` is the source of truth for text tokens; where a single token is not valid
    /// UTF-8 on its own (a byte-fallback `<0xE2>`, a byte-level BPE piece holding part of a
    /// character) decoding yields U+FFFD, so the bytes are recovered from the piece's spelling
    /// instead and checked to decode the same way. Control tokens (those that decoding with
    /// `skippingControlTokens` drops: BOS, `<start_of_turn>`, unused slots) are never allowed.
    /// - Parameters:
    ///   - tokenizer: the model's tokenizer.
    ///   - endTokenIDs: ids that end generation; `knownEndTokenIDs(of:)` when nil.
    /// - Throws: what `tokenizer.decode` throws for an id it cannot decode.
    /// - Complexity: O(vocabulary size × piece length).
    public init(tokenizer: any Tokenizer, endTokenIDs: [Int]? = nil) throws {
        var tokens: [[UInt8]?] = []
        tokens.reserveCapacity(tokenizer.vocabularySize)
        for id in 0..<tokenizer.vocabularySize {
            tokens.append(try Self.outputBytes(of: id, in: tokenizer))
        }
        self.init(tokenBytes: tokens, endTokenIDs: endTokenIDs ?? Self.knownEndTokenIDs(of: tokenizer))
    }

    /// The bytes token `id` adds to the output, nil for control and special tokens.
    static func outputBytes(of id: Int, in tokenizer: any Tokenizer) throws -> [UInt8]? {
        guard let piece = try? tokenizer.piece(for: id) else { return nil }  // a hole in the vocabulary
        // Control tokens vanish when decoding skips them; user-defined tokens (Gemma's runs of
        // spaces and newlines, `<table>`) are text the tokenizer also produces from plain text,
        // so they stay allowed even though `specialTokenID` knows them.
        if try tokenizer.decode([id], skippingControlTokens: true).isEmpty { return nil }
        let text = try tokenizer.decode([id])
        let decoded = Array(text.utf8)
        guard text.unicodeScalars.contains("\u{FFFD}") && !piece.unicodeScalars.contains("\u{FFFD}") else { return decoded }
        // Not valid UTF-8 alone: recover the raw bytes from the spelling.
        if let byte = SentencePieceTokenizer.byteFallbackValue(of: piece) { return [byte] }
        if let raw = GPT2ByteAlphabet.decode(piece), String(decoding: raw, as: UTF8.self) == text { return raw }
        return decoded
    }
}
