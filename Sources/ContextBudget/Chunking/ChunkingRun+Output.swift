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
    /// ASCII stretches without a carriage return are counted a byte at a time; only the rest
    /// goes through grapheme breaking.
    /// - Complexity: O(n) in the source length, one pass.
    func characterCounts(at offsets: [Int]) -> [Int: Int] {
        let targets = Array(Set(offsets)).sorted()
        var result: [Int: Int] = [:]
        let utf8 = source.utf8
        var position = 0  // a grapheme boundary, or the end
        var characters = 0
        for target in targets {
            // Fast path: plain ASCII (no CR, whose CR LF pair is one cluster) up to the byte before
            // the target: every byte is a cluster, and the byte after an ASCII byte that is not CR
            // starts a new cluster unless it is a combining scalar, which is not ASCII.
            while position < target {
                let byte = bytes[position]
                let next = position + 1 < byteCount ? bytes[position + 1] : 0
                guard byte < 0x80, byte != 0x0D, next < 0x80 else { break }
                position += 1
                characters += 1
            }
            if position < target {
                var index = utf8.index(utf8.startIndex, offsetBy: position)
                while position < target {
                    source.formIndex(after: &index)
                    position = utf8.distance(from: utf8.startIndex, to: index)
                    characters += 1
                }
            }
            // `position` is the first cluster boundary at or after the target; a target inside a
            // cluster counts that cluster, which starts before it.
            result[target] = characters
        }
        return result
    }
}
