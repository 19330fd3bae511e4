import Tokenizers

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
    /// - Complexity: O(n) in the source length, one pass (see `GraphemeClusters`).
    func characterCounts(at offsets: [Int]) -> [Int: Int] {
        let targets = Array(Set(offsets)).sorted()
        let counts = GraphemeClusters.clusterCounts(bytes, before: targets)
        return Dictionary(uniqueKeysWithValues: zip(targets, counts))
    }
}
