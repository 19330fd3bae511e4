import Tokenizers

/// Turning byte spans into `Chunk`s: text, character offsets and heading paths.
extension ChunkingRun {
    func makeChunks(_ pieces: [Piece]) -> [Chunk] {
        let characterOffsets = characterOffsetsFromCounts(pieces) ?? characterCounts(at: pieces.flatMap { [$0.textStart, $0.end] })
        return pieces.enumerated().map { index, piece in
            Chunk(
                index: index,
                text: text(piece.textStart, piece.end),
                byteRange: piece.textStart..<piece.end,
                characterRange: characterOffsets[piece.textStart, default: 0]..<characterOffsets[piece.end, default: 0],
                tokenCount: piece.tokenCount,
                headingPath: structure.headingPath(at: piece.contentStart),
                overlapByteCount: piece.contentStart - piece.textStart,
                endLevel: piece.endRank < 0 ? nil : BoundaryLevel(rank: piece.endRank))
        }
    }

    /// The source's text between two scalar boundaries, copied from the source without the
    /// validation pass `String(decoding:)` would make (it is known to be valid UTF-8).
    private func text(_ start: Int, _ end: Int) -> String {
        let utf8 = source.utf8
        return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
    }

    /// With the characters counter, the character offsets without another pass: each chunk's
    /// count is the clusters of its text, which are the source's own clusters when every cut
    /// lies at a certain cluster break (`GraphemeClusters.isCertainBreak`), so offsets are
    /// running sums. Nil with overlap or when a cut is elsewhere (inside an emoji sequence, say).
    /// - Complexity: O(k) for k chunks.
    private func characterOffsetsFromCounts(_ pieces: [Piece]) -> [Int: Int]? {
        guard utf8Counter is CharacterCounter,
              pieces.allSatisfy({ $0.textStart == $0.contentStart && GraphemeClusters.isCertainBreak(bytes, at: $0.end) })
        else { return nil }
        var offsets: [Int: Int] = [0: 0]
        var characters = 0
        for piece in pieces {
            characters += piece.tokenCount
            offsets[piece.end] = characters
        }
        return offsets
    }

    /// For each byte offset, the number of grapheme clusters of the source that start before it.
    /// - Complexity: O(n) in the source length, one pass (see `GraphemeClusters`).
    func characterCounts(at offsets: [Int]) -> [Int: Int] {
        let targets = Array(Set(offsets)).sorted()
        let counts = GraphemeClusters.clusterCounts(bytes, before: targets)
        return Dictionary(uniqueKeysWithValues: zip(targets, counts))
    }
}
