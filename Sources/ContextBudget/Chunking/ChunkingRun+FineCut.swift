import Tokenizers

/// Cuts inside a word that alone is over the limit: between grapheme clusters, and inside a
/// grapheme cluster that alone is over the limit, between tokens (with a `Tokenizer`) or
/// Unicode scalars. A chunk text is a `String`, so no cut ever falls inside a scalar.
extension ChunkingRun {
    /// The furthest cut in `start..<end` (an indivisible atom, from its current start) whose text
    /// from `textStart` fits, its count and its level; nil when not even one scalar fits.
    mutating func fineCut(textStart: Int, start: Int, end: Int) throws -> (Int, Int, BoundaryLevel)? {
        // Look at about two chunks' worth of text, not the whole word (it may be a megabyte).
        let budgetUnits = Double(2 * maximum + 16) / max(tokensPerUnit, 1e-9)
        var windowEnd = start
        var windowUnits = 0.0
        while windowEnd < end, windowUnits <= budgetUnits {
            windowUnits += Double(SizeProxy.weights[Int(bytes[windowEnd])])
            windowEnd += 1
        }
        windowEnd = scalarAligned(windowEnd)
        var clusterEnds = graphemeEnds(start, windowEnd)
        if windowEnd < end, clusterEnds.count > 1 {
            clusterEnds.removeLast()  // the window may end inside a cluster
        }
        if let (cut, tokens) = furthestFitting(textStart: textStart, candidates: clusterEnds) {
            return (cut, tokens, .grapheme)
        }
        let clusterEnd = clusterEnds.first ?? windowEnd
        if let tokenizer, let (cut, tokens) = tokenCut(textStart: textStart, start: start, end: clusterEnd, tokenizer: tokenizer) {
            return (cut, tokens, .token)
        }
        if let (cut, tokens) = furthestFitting(textStart: textStart, candidates: scalarEnds(start, clusterEnd)) {
            return (cut, tokens, .token)
        }
        return nil
    }

    /// Absolute offsets of the ends of the grapheme clusters of `bytes[start..<end]`.
    func graphemeEnds(_ start: Int, _ end: Int) -> [Int] {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        var ends: [Int] = []
        var index = text.startIndex
        while index < text.endIndex {
            text.formIndex(after: &index)
            ends.append(start + text.utf8.distance(from: text.startIndex, to: index))
        }
        return ends
    }

    /// Absolute offsets of the ends of the Unicode scalars of `bytes[start..<end]`.
    func scalarEnds(_ start: Int, _ end: Int) -> [Int] {
        var ends: [Int] = []
        var index = start
        while index < end {
            index = nextScalarEnd(after: index)
            ends.append(min(index, end))
        }
        return ends
    }

    /// Cuts `start..<end` after as many of its tokens as fit: encodes it once, and for a prefix of
    /// k tokens takes the longest whole-scalar prefix of the source that `decode` gives back (byte
    /// fallback tokens can end inside a scalar; a tokenizer that normalizes may give back nothing
    /// usable, and the caller then cuts between scalars).
    /// - Complexity: O(log k) decodes and counts for k tokens.
    private mutating func tokenCut(textStart: Int, start: Int, end: Int, tokenizer: any Tokenizer) -> (Int, Int)? {
        let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let ids = tokenizer.encode(String(decoding: piece, as: UTF8.self))
        guard ids.count > 1 else { return nil }
        func prefixLength(_ tokenCount: Int) -> Int {
            guard let decoded = try? tokenizer.decode(Array(ids[..<tokenCount])) else { return 0 }
            var length = 0
            for byte in decoded.utf8 {
                guard length < piece.count, piece[length] == byte else { break }
                length += 1
            }
            while length > 0, length < piece.count, piece[length] & 0xC0 == 0x80 { length -= 1 }
            return length
        }
        var low = 0, high = ids.count  // prefixes of `low` tokens fit; of `high` do not (the whole cluster)
        var best: (Int, Int)?
        while low + 1 < high {
            let middle = (low + high) / 2
            let length = prefixLength(middle)
            if length == 0 { low = middle; continue }
            let tokens = measure(textStart, start + length)
            if tokens <= maximum {
                low = middle
                if start + length > (best?.0 ?? -1) { best = (start + length, tokens) }
            } else {
                high = middle
            }
        }
        return best
    }
}
