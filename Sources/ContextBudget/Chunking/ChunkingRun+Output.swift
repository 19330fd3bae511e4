/// Turning byte spans into `Chunk`s: text, character offsets and heading paths.
extension ChunkingRun {
    func makeChunks(_ pieces: [Piece]) -> [Chunk] {
        let characterOffsets = characterCounts(at: pieces.flatMap { [$0.textStart, $0.end] })
        return pieces.enumerated().map { index, piece in
            Chunk(
                index: index,
                text: String(decoding: UnsafeBufferPointer(rebasing: bytes[piece.textStart..<piece.end]), as: UTF8.self),
                byteRange: piece.textStart..<piece.end,
                characterRange: characterOffsets[piece.textStart, default: 0]..<characterOffsets[piece.end, default: 0],
                tokenCount: piece.tokenCount,
                headingPath: structure.headingPath(at: piece.contentStart),
                overlapByteCount: piece.contentStart - piece.textStart,
                endLevel: piece.endRank < 0 ? nil : BoundaryLevel(rank: piece.endRank))
        }
    }

    /// For each byte offset, the number of grapheme clusters of the source that start before it.
    /// Between two scalars of common scripts that never join (ASCII but CR, Latin, Greek,
    /// Cyrillic, kana, CJK ideographs and punctuation, fullwidth forms) there is always a cluster
    /// boundary, so those are stepped over a scalar at a time; only the rest goes through
    /// grapheme breaking.
    /// - Complexity: O(n) in the source length, one pass.
    func characterCounts(at offsets: [Int]) -> [Int: Int] {
        let targets = Array(Set(offsets)).sorted()
        var result: [Int: Int] = [:]
        let utf8 = source.utf8
        var position = 0  // a grapheme boundary, or the end
        var characters = 0
        var current = scalar(at: 0)
        for target in targets {
            while position < target {
                // ASCII other than CR followed by ASCII: one cluster per byte.
                if current.length == 1, current.value != 0x0D, position + 1 < byteCount, bytes[position + 1] < 0x80 {
                    position += 1
                    current = (UInt32(bytes[position]), 1)
                    characters += 1
                    continue
                }
                let next = position + current.length
                let following = next < byteCount ? scalar(at: next) : (value: 0, length: 0)
                if Self.neverJoins(current.value), next >= byteCount || Self.neverJoins(following.value) {
                    position = next
                    current = following
                } else {
                    var index = utf8.index(utf8.startIndex, offsetBy: position)
                    source.formIndex(after: &index)
                    position = utf8.distance(from: utf8.startIndex, to: index)
                    if position < byteCount { current = scalar(at: position) }
                }
                characters += 1
            }
            // `position` is the first cluster boundary at or after the target; a target inside a
            // cluster counts that cluster, which starts before it.
            result[target] = characters
        }
        return result
    }

    /// The scalar starting at `offset` (valid UTF-8) and its length in bytes.
    private func scalar(at offset: Int) -> (value: UInt32, length: Int) {
        guard offset < byteCount else { return (0, 0) }
        let lead = bytes[offset]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for index in 1..<length where offset + index < byteCount { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
        return (value, length)
    }

    /// Scalars whose grapheme break property is Other or Control (never Extend, SpacingMark,
    /// Prepend, ZWJ, regional indicator or Hangul jamo), CR excepted: a cluster boundary lies
    /// between any two of them.
    private static func neverJoins(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0D: false
        case 0x00...0x02FF: true                      // ASCII, Latin-1, Latin Extended, IPA, spacing modifiers
        case 0x0370...0x0482: true                    // Greek, Cyrillic letters
        case 0x3000...0x3029, 0x3030...0x303F: true   // CJK punctuation, without its combining tone marks
        case 0x3040...0x3098, 0x309B...0x30FF: true   // kana, without the combining voicing marks
        case 0x4E00...0x9FFF: true                    // CJK unified ideographs
        case 0xFF01...0xFF9D: true                    // fullwidth forms, halfwidth katakana without its voicing marks
        default: false
        }
    }
}
