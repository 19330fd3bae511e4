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
        if let byte = byteFallbackValue(piece) { return [byte] }
        if let raw = GPT2Bytes.decode(piece), String(decoding: raw, as: UTF8.self) == text { return raw }
        return decoded
    }

    /// `<0xAB>` → 0xAB (SentencePiece byte fallback), nil for any other spelling.
    static func byteFallbackValue(_ piece: String) -> UInt8? {
        let bytes = Array(piece.utf8)
        guard bytes.count == 6, bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "0"), bytes[2] == UInt8(ascii: "x"),
              bytes[5] == UInt8(ascii: ">"), let high = hexValue(bytes[3]), let low = hexValue(bytes[4]) else { return nil }
        return high << 4 | low
    }
}

/// GPT-2's byte alphabet read backwards: byte-level BPE spells each byte as one printable
/// character (`Ġ` for a space), so a piece's raw bytes are recoverable from its spelling.
enum GPT2Bytes {
    /// Character → byte. Printable Latin-1 bytes stand for themselves; the other 68 bytes, in
    /// order, are spelled U+0100, U+0101, ….
    static let byteOfScalar: [UInt32: UInt8] = {
        var table: [UInt32: UInt8] = [:]
        var shifted: UInt32 = 256
        for byte in 0...255 {
            if (33...126).contains(byte) || (161...172).contains(byte) || (174...255).contains(byte) {
                table[UInt32(byte)] = UInt8(byte)
            } else {
                table[shifted] = UInt8(byte)
                shifted += 1
            }
        }
        return table
    }()

    /// The raw bytes a GPT-2-alphabet spelling stands for, nil if a character is outside it.
    static func decode(_ piece: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in piece.unicodeScalars {
            guard let byte = byteOfScalar[scalar.value] else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
