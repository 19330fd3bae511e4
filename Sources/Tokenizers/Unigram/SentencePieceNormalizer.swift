/// SentencePiece's text normalizer (`normalizer.cc`), as a unigram model's GGUF metadata or
/// `.model` file configures it.
///
/// At each position the longest user-defined piece is kept as it is; otherwise the longest
/// precompiled rule rewrites a prefix; otherwise one character passes through. Spaces in the
/// result become `▁`. With `removesExtraWhitespaces`, leading spaces are dropped, a space that
/// follows a space is dropped, and trailing `▁` are dropped; with `addsDummyPrefix` the text
/// starts with one `▁`. An empty text (or one that is all removable spaces) stays empty.
struct SentencePieceNormalizer: Sendable {
    let addsDummyPrefix: Bool
    let removesExtraWhitespaces: Bool
    let charsmap: PrecompiledCharsmap?
    /// User-defined pieces, protected from the charsmap.
    let userDefined: LiteralTokenMatcher

    /// Whether normalization is only "spaces become ▁" (plus the prefix): the fast path.
    var isIdentity: Bool { charsmap == nil && !removesExtraWhitespaces }

    /// - Complexity: O(n × longest rule).
    func normalize(_ raw: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        guard !raw.isEmpty else { return }
        output.reserveCapacity(raw.count + raw.count / 2 + 3)
        if isIdentity {
            if addsDummyPrefix { output.append(contentsOf: spaceSymbol) }
            for byte in raw {
                if byte == 0x20 { output.append(contentsOf: spaceSymbol) } else { output.append(byte) }
            }
            return
        }
        var position = 0
        if removesExtraWhitespaces {
            while position < raw.count {
                let (piece, length) = prefix(raw, at: position)
                guard piece.count == 1, piece.first == 0x20 else { break }
                position += length
            }
            if position == raw.count { return }
        }
        if addsDummyPrefix { output.append(contentsOf: spaceSymbol) }
        var previousIsSpace = removesExtraWhitespaces
        while position < raw.count {
            let (piece, length) = prefix(raw, at: position)
            var start = piece.startIndex
            if previousIsSpace { while start < piece.endIndex && piece[start] == 0x20 { start += 1 } }
            if start < piece.endIndex {
                for byte in piece[start...] {
                    if byte == 0x20 { output.append(contentsOf: spaceSymbol) } else { output.append(byte) }
                }
                previousIsSpace = piece.last == 0x20
            }
            position += length
            if !removesExtraWhitespaces { previousIsSpace = false }
        }
        if removesExtraWhitespaces {
            while output.count >= 3 && output[output.count - 3] == 0xE2 && output[output.count - 2] == 0x96 && output[output.count - 1] == 0x81 {
                output.removeLast(3)
            }
        }
    }

    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// SentencePiece's `NormalizePrefix`: the normalized form of the text's next unit and how
    /// many input bytes it stands for.
    @inline(__always)
    private func prefix(_ raw: UnsafeBufferPointer<UInt8>, at position: Int) -> (ArraySlice<UInt8>, Int) {
        if !userDefined.isEmpty, userDefined.startsToken[Int(raw[position])], let match = userDefined.match(raw, at: position) {
            return (ArraySlice(raw[position..<(position + match.length)]), match.length)
        }
        if let charsmap, let rule = charsmap.longestMatch(raw, at: position) {
            return (rule.replacement, rule.length)
        }
        let length = min(utf8SequenceLength(raw[position]), raw.count - position)
        if raw[position] >= 0x80 && raw[position] < 0xC0 {
            return (ArraySlice(Self.replacementCharacter), 1)  // a stray continuation byte (Strings never have one)
        }
        return (ArraySlice(raw[position..<(position + length)]), length)
    }
}
