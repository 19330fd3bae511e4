/// The one pass over UTF-8 bytes that finds every boundary down to line level and the Markdown
/// headings (see `BoundaryLevel` for the rules). Finer boundaries are many more, and only needed
/// where a span must be cut that finely: sentences and clauses are found by `SentenceScanner`
/// and words by `TextStructure.wordBoundaries`, there.
///
/// Separators are placed the way tokenizers see text: line breaks end the piece before them,
/// spaces start the piece after them (`▁word`, `Ġword`), so token counts of neighbouring pieces
/// add up nearly exactly.
struct StructureScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let markdown: Bool
    private var boundaries: BoundaryList
    private var headings: [TextStructure.Heading] = []
    private var fence: (marker: UInt8, length: Int)?

    /// Scans `bytes` (valid UTF-8). With `markdown`, ATX headings outside fenced code are
    /// recorded and become the coarsest boundaries.
    /// - Complexity: O(n) in `bytes.count`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, markdown: Bool) -> TextStructure {
        var scanner = StructureScanner(bytes: bytes, markdown: markdown)
        scanner.run()
        return TextStructure(bytes: bytes, offsets: scanner.boundaries.offsets, ranks: scanner.boundaries.ranks, headings: scanner.headings)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, markdown: Bool) {
        self.bytes = bytes
        self.markdown = markdown
        boundaries = BoundaryList(byteCount: bytes.count, reservingCapacity: bytes.count / 64)
    }

    private mutating func emit(_ offset: Int, _ level: BoundaryLevel) { boundaries.emit(offset, level) }

    private mutating func run() {
        var index = 0
        if markdown { lineStart(at: 0) }
        while true {
            index = nextLineBreak(from: index)
            guard index < bytes.count else { return }
            index = newlineRun(from: index)
            if markdown { lineStart(at: index) }
        }
    }

    /// The first `\n` or `\r` at or after `start` (or the end).
    /// - Complexity: O(n), eight bytes per step.
    private func nextLineBreak(from start: Int) -> Int {
        var index = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high = ones &* 0x80
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let lineFeeds = word ^ (ones &* 0x0A), returns = word ^ (ones &* 0x0D)
                if ((lineFeeds &- ones) & ~lineFeeds | (returns &- ones) & ~returns) & high != 0 { break }  // a zero byte in either
                index += 8
            }
        }
        while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    /// Consumes line breaks and blank (whitespace-only) lines from `start`; emits one boundary
    /// after the last line break (a paragraph when there were two or more) and returns its offset.
    /// The next line's indentation stays with the next line.
    private mutating func newlineRun(from start: Int) -> Int {
        var index = start
        var breaks = 0
        var lastLineStart = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                breaks += 1
                index += 1
                lastLineStart = index
            } else if byte == 0x0D {
                breaks += 1
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                lastLineStart = index
            } else if byte == 0x20 || byte == 0x09 {
                index += 1
            } else {
                break
            }
        }
        emit(lastLineStart, breaks >= 2 ? .paragraph : .line)
        return lastLineStart
    }

    /// Markdown at the start of a line: fences open and close, ATX headings outside fences
    /// (up to three spaces of indentation, 1–6 `#`, then a space or the end of the line).
    private mutating func lineStart(at start: Int) {
        var index = start
        while index < bytes.count, index - start < 4, bytes[index] == 0x20 { index += 1 }
        guard index - start < 4, index < bytes.count else { return }
        let first = bytes[index]
        guard first == UInt8(ascii: "`") || first == UInt8(ascii: "~") || first == UInt8(ascii: "#") else { return }
        let end = lineEnd(from: index)
        if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
            var run = index
            while run < end, bytes[run] == first { run += 1 }
            let length = run - index
            guard length >= 3 else { return }
            if let open = fence {
                if first == open.marker, length >= open.length, (run..<end).allSatisfy({ bytes[$0] == 0x20 || bytes[$0] == 0x09 }) {
                    fence = nil
                }
            } else if first == UInt8(ascii: "~") || !(run..<end).contains(where: { bytes[$0] == UInt8(ascii: "`") }) {
                fence = (first, length)
            }
            return
        }
        guard fence == nil, first == UInt8(ascii: "#") else { return }
        var hashes = index
        while hashes < end, bytes[hashes] == UInt8(ascii: "#") { hashes += 1 }
        let depth = hashes - index
        guard (1...6).contains(depth), hashes == end || bytes[hashes] == 0x20 || bytes[hashes] == 0x09 else { return }
        headings.append(TextStructure.Heading(byteOffset: start, depth: depth, title: headingTitle(hashes..<end)))
        emit(start, .heading(depth: depth))
    }

    private func lineEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    /// The heading text without surrounding spaces and without a closing `#` sequence.
    private func headingTitle(_ range: Range<Int>) -> String {
        func isSpace(_ index: Int) -> Bool { bytes[index] == 0x20 || bytes[index] == 0x09 }
        var low = range.lowerBound, high = range.upperBound
        while low < high, isSpace(low) { low += 1 }
        while high > low, isSpace(high - 1) { high -= 1 }
        var closing = high
        while closing > low, bytes[closing - 1] == UInt8(ascii: "#") { closing -= 1 }
        if closing == low || isSpace(closing - 1) {
            high = closing
            while high > low, isSpace(high - 1) { high -= 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)
    }

}
