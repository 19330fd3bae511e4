/// Every token of a model's vocabulary as the bytes it adds to the output.
///
/// Masks are computed over bytes, so a vocabulary is built once per tokenizer: each id's bytes
/// exactly as the model would emit them (SentencePiece `▁` is a space, `<0x0A>` is byte 0x0A,
/// GPT-2's `Ġ` is a space), and nil for tokens that are never allowed inside a value (control
/// and special tokens, unused slots). The end tokens are allowed only once the value is complete.
public struct TokenVocabulary: Sendable {
    /// Number of ids; every mask has this many bits.
    public let tokenCount: Int
    /// Token ids that end generation; allowed exactly when the value is complete.
    public let endTokenIDs: [Int]
    /// All tokens' bytes back to back; token `id` is `bytes[offsets[id] ..< offsets[id + 1]]`.
    let bytes: [UInt8]
    let offsets: [Int32]
    /// Whether a token may appear inside a value (false for control tokens and empty ones).
    let isText: [Bool]
    /// For each byte value, the lowest id of a text token that is exactly that byte, if any:
    /// what spells a value one byte at a time (closing a value before a token cap).
    let singleByteTokens: [Int32]

    /// A vocabulary from explicit byte strings (tests, or a tokenizer this module cannot read).
    /// - Parameters:
    ///   - tokenBytes: for each id, its bytes, or nil for a token never allowed in a value.
    ///     An empty byte string is treated as nil: it would let a model stall forever.
    ///   - endTokenIDs: the ids that end generation.
    /// - Precondition: every end id is below `tokenBytes.count`.
    /// - Complexity: O(total bytes).
    public init(tokenBytes: [[UInt8]?], endTokenIDs: [Int]) {
        precondition(endTokenIDs.allSatisfy { $0 >= 0 && $0 < tokenBytes.count }, "end token id outside the vocabulary")
        tokenCount = tokenBytes.count
        self.endTokenIDs = endTokenIDs
        var bytes: [UInt8] = []
        var offsets: [Int32] = [0]
        var isText: [Bool] = []
        offsets.reserveCapacity(tokenBytes.count + 1)
        isText.reserveCapacity(tokenBytes.count)
        var singleByteTokens = [Int32](repeating: -1, count: 256)
        for (id, token) in tokenBytes.enumerated() {
            let usable = !(token?.isEmpty ?? true) && !endTokenIDs.contains(id)
            if usable, let token {
                bytes += token
                if token.count == 1, singleByteTokens[Int(token[0])] < 0 { singleByteTokens[Int(token[0])] = Int32(id) }
            }
            offsets.append(Int32(bytes.count))
            isText.append(usable)
        }
        self.bytes = bytes
        self.offsets = offsets
        self.isText = isText
        self.singleByteTokens = singleByteTokens
    }

    /// The lowest id of a text token whose bytes are exactly `byte`, nil when the vocabulary has none.
    public func token(forByte byte: UInt8) -> Int? {
        let id = singleByteTokens[Int(byte)]
        return id < 0 ? nil : Int(id)
    }

    /// The bytes token `id` adds to the output, nil for a control, special or end token.
    /// - Precondition: `id` is in `0..<tokenCount`.
    public func bytes(of id: Int) -> ArraySlice<UInt8>? {
        precondition(id >= 0 && id < tokenCount, "token id \(id) outside the \(tokenCount)-token vocabulary")
        guard isText[id] else { return nil }
        return bytes[Int(offsets[id])..<Int(offsets[id + 1])]
    }
}
