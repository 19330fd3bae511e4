/// A hand-written scanner for one pre-tokenizer regex: where does the pre-token that starts at
/// `start` end? Scanners are exact transcriptions of the regex's leftmost-first backtracking
/// semantics, each written under the regex it implements; no regex engine runs at encode time.
protocol PreTokenScanner {
    /// The end (exclusive byte offset) of the pre-token starting at `start` (< `reader.count`).
    func end(startingAt start: Int, in reader: ClassReader) -> Int
}

/// Building blocks shared by the scanners.
extension ClassReader {
    /// End of the maximal run of scalars whose classes intersect `mask`, from `index`.
    @inline(__always)
    func runEnd(from index: Int, mask: UInt8) -> Int {
        var position = index
        while position < count {
            let (bits, length) = at(position)
            if bits & mask == 0 { break }
            position += length
        }
        return position
    }

    /// End of the maximal run of "other" scalars (not `\s`, `\p{L}`, `\p{N}`), from `index`.
    @inline(__always)
    func otherRunEnd(from index: Int) -> Int {
        var position = index
        while position < count {
            let (bits, length) = at(position)
            if bits & (ScalarClass.whitespace | ScalarClass.letter | ScalarClass.number) != 0 { break }
            position += length
        }
        return position
    }

    /// End of up to `limit` consecutive `\p{N}` scalars from `index`.
    @inline(__always)
    func numberRunEnd(from index: Int, limit: Int) -> Int {
        var position = index
        var taken = 0
        while position < count && taken < limit {
            let (bits, length) = at(position)
            if bits & ScalarClass.number == 0 { break }
            position += length
            taken += 1
        }
        return position
    }

    /// End of the run of `\r`/`\n` bytes from `index`.
    @inline(__always)
    func newlineRunEnd(from index: Int) -> Int {
        var position = index
        while position < count && (bytes[position] == 0x0A || bytes[position] == 0x0D) { position += 1 }
        return position
    }

    /// For a whitespace run `start ..< runEnd`: the end of its last `\r`/`\n`, or nil.
    @inline(__always)
    func endOfLastNewline(start: Int, runEnd: Int) -> Int? {
        var position = runEnd
        while position > start {
            position -= 1
            let byte = bytes[position]
            if byte == 0x0A || byte == 0x0D { return position + 1 }
        }
        return nil
    }

    /// Start of the last scalar before `end` (`end` > 0, valid UTF-8).
    @inline(__always)
    func startOfLastScalar(before end: Int) -> Int {
        var position = end - 1
        while position > 0 && bytes[position] & 0xC0 == 0x80 { position -= 1 }
        return position
    }

    /// Length of an English contraction at `index` (`'s 't 're 've 'm 'll 'd`), or 0.
    /// `caseInsensitive` follows `(?i:…)`.
    @inline(__always)
    func contractionLength(at index: Int, caseInsensitive: Bool) -> Int {
        guard bytes[index] == UInt8(ascii: "'"), index + 1 < count else { return 0 }
        let fold: UInt8 = caseInsensitive ? 0x20 : 0
        let first = bytes[index + 1] | (bytes[index + 1] >= 0x41 && bytes[index + 1] <= 0x5A ? fold : 0)
        switch first {
        case UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "m"), UInt8(ascii: "d"): return 2
        case UInt8(ascii: "l"), UInt8(ascii: "v"), UInt8(ascii: "r"):
            guard index + 2 < count else { return 0 }
            let second = bytes[index + 2] | (bytes[index + 2] >= 0x41 && bytes[index + 2] <= 0x5A ? fold : 0)
            let expected: UInt8 = first == UInt8(ascii: "l") ? UInt8(ascii: "l") : UInt8(ascii: "e")
            return second == expected ? 3 : 0
        default: return 0
        }
    }
}
