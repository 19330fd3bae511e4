/// Counting grapheme clusters (Swift `Character`s) over UTF-8 bytes without making a `String`:
/// exactly `String(decoding: bytes, as: UTF8.self).count`, several times faster on common text.
///
/// Why it is exact: between two scalars that never join anything (see `neverJoins`), every rule
/// of UAX #29 gives a cluster break, whatever came before. The rules that look further back
/// (emoji ZWJ sequences, regional-indicator pairs, Indic conjuncts) only keep together scalars
/// of other kinds. Such a *certain break* cuts the text into regions whose clusters do not depend
/// on each other (`String.count` itself starts each cluster afresh at the previous break): a
/// region of one scalar is one cluster, and the rare longer region (a letter and its combining
/// accent, an emoji sequence, CR LF) is counted by the standard library on that region alone.
package enum GraphemeClusters {
    /// Marks a byte that does not start a well-formed scalar; never `neverJoins`.
    package static let malformed: UInt32 = 0xFFFF_FFFF

    /// Clusters of `bytes` taken on their own (the first scalar starts a cluster).
    /// - Complexity: O(n) in `bytes.count`; runs of ASCII go eight bytes at a time.
    package static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var tally = Tally()
        let open = walkRegions(bytes, &tally)
        return tally.clusters + regionClusters(bytes, open.start, bytes.count, scalars: open.scalars)
    }

    /// The walk `count` and `clusterCounts` share: the text cut at certain breaks into regions,
    /// a region grown scalar by scalar, a run of scalars that never join taken whole (each of
    /// its scalars but the last is a cluster of its own; the last opens the next region). Stops
    /// at the end or when the visitor wants no more; returns the region then still open.
    /// - Complexity: O(n) in `bytes.count`; runs of ASCII go eight bytes at a time.
    @inline(__always)
    private static func walkRegions<Visitor: RegionVisitor>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ visitor: inout Visitor
    ) -> (start: Int, scalars: Int) {
        let bitmap = neverJoinsBitmap  // read once: a static's every access checks its initialization
        let end = bytes.count
        var regionStart = 0  // the last certain break
        var regionScalars = 0  // scalars since then
        var previousNeverJoins = false
        var index = 0
        while index < end, visitor.wantsMore {
            if previousNeverJoins {
                // Certain breaks before each scalar of a run that never joins: one cluster each.
                let run = neverJoiningRun(bytes, from: index, bitmap)
                if run.scalars > 0 {
                    visitor.closeRegion(bytes, regionStart, index, scalars: regionScalars)
                    visitor.passRun(bytes, from: index, lastStart: run.lastStart, scalars: run.scalars)
                    regionStart = run.lastStart
                    regionScalars = 1
                    index = run.end
                    if index == end { break }
                }
            }
            // The first scalar, or one that may join: the region grows.
            let (value, length) = scalar(bytes, at: index)
            let joinsNothing = neverJoins(value, bitmap)
            if previousNeverJoins, joinsNothing {  // only the first scalar gets here
                visitor.closeRegion(bytes, regionStart, index, scalars: regionScalars)
                regionStart = index
                regionScalars = 0
            }
            regionScalars += 1
            previousNeverJoins = joinsNothing
            index += length
        }
        return (regionStart, regionScalars)
    }

    /// `count`'s visitor: the clusters before the open region.
    private struct Tally: RegionVisitor {
        var clusters = 0
        var wantsMore: Bool { true }

        @inline(__always)
        mutating func closeRegion(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scalars: Int) {
            clusters += regionClusters(bytes, start, end, scalars: scalars)
        }

        @inline(__always)
        mutating func passRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, lastStart: Int, scalars: Int) {
            clusters += scalars - 1
        }
    }

    /// The scalars from `start` on that never join, up to the first that may (or the end):
    /// where the run ends, where its last scalar starts, and how many scalars it has.
    /// - Complexity: O(run); ASCII eight bytes at a time.
    @inline(__always)
    package static func neverJoiningRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ bitmap: UnsafeMutablePointer<UInt64>
    ) -> (end: Int, lastStart: Int, scalars: Int) {
        var index = start
        var lastStart = start
        var scalars = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead != 0x0D else { break }
                let runEnd = asciiRunEnd(bytes, from: index + 1)
                scalars += runEnd - index
                lastStart = runEnd - 1
                index = runEnd
                continue
            }
            let (value, length) = scalar(bytes, at: index)
            guard neverJoins(value, bitmap) else { break }
            scalars += 1
            lastStart = index
            index += length
        }
        return (index, lastStart, scalars)
    }

    /// Whether `offset` lies between two scalars that never join (so a cluster break in any
    /// context), or at either end of `bytes`.
    /// - Complexity: O(1).
    package static func isCertainBreak(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset > 0, offset < bytes.count else { return offset == 0 || offset == bytes.count }
        var start = offset - 1
        while start > 0, offset - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let before = scalar(bytes, at: start)
        return start + before.length == offset && neverJoins(before.value) && neverJoins(scalar(bytes, at: offset).value)
    }

    /// For each of `offsets` (ascending), how many clusters of `bytes` start before it: the
    /// character offset of a byte offset (a cluster that starts before an offset inside it counts).
    /// - Complexity: O(n + k) in `bytes.count` and the k offsets, one pass.
    package static func clusterCounts(_ bytes: UnsafeBufferPointer<UInt8>, before offsets: [Int]) -> [Int] {
        precondition(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "offsets must ascend")
        var answers = OffsetAnswers(offsets: offsets)
        let open = walkRegions(bytes, &answers)
        if answers.wantsMore {
            answers.closeRegion(bytes, open.start, bytes.count, scalars: open.scalars)
            while answers.next < offsets.count {
                answers.results[answers.next] = answers.clusters
                answers.next += 1
            }
        }
        return answers.results
    }

    /// `clusterCounts`'s visitor: answers each offset as the walk passes it.
    private struct OffsetAnswers: RegionVisitor {
        let offsets: [Int]
        var results: [Int]
        var next = 0  // the first offset not yet answered
        var clusters = 0  // clusters before the open region

        init(offsets: [Int]) {
            self.offsets = offsets
            results = [Int](repeating: 0, count: offsets.count)
        }

        var wantsMore: Bool { next < offsets.count }

        /// Answers the offsets before `regionEnd` (the region from `regionStart`), adds its clusters.
        mutating func closeRegion(_ bytes: UnsafeBufferPointer<UInt8>, _ regionStart: Int, _ regionEnd: Int, scalars regionScalars: Int) {
            if next < offsets.count, offsets[next] < regionEnd {
                if regionScalars <= 1 {
                    while next < offsets.count, offsets[next] < regionEnd {
                        results[next] = clusters + (offsets[next] > regionStart ? 1 : 0)
                        next += 1
                    }
                } else {
                    let region = String(decoding: UnsafeBufferPointer(rebasing: bytes[regionStart..<regionEnd]), as: UTF8.self)
                    var startsBefore = 0
                    var index = region.startIndex
                    while next < offsets.count, offsets[next] < regionEnd {
                        let target = offsets[next] - regionStart
                        while index < region.endIndex, region.utf8.distance(from: region.startIndex, to: index) < target {
                            startsBefore += 1
                            region.formIndex(after: &index)
                        }
                        results[next] = clusters + startsBefore
                        next += 1
                    }
                }
            }
            clusters += regionClusters(bytes, regionStart, regionEnd, scalars: regionScalars)
        }

        /// Each scalar of the run but the last is a cluster of its own; the last one opens the
        /// next region.
        mutating func passRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, lastStart: Int, scalars: Int) {
            var cursor = start
            var startsBefore = 0
            while next < offsets.count, offsets[next] <= lastStart {
                startsBefore += scalarStarts(bytes, cursor, offsets[next])
                cursor = offsets[next]
                results[next] = clusters + startsBefore
                next += 1
            }
            clusters += scalars - 1
        }
    }

    /// Clusters of the region `bytes[start..<end]` holding `scalars` scalars.
    @inline(__always)
    fileprivate static func regionClusters(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scalars: Int) -> Int {
        scalars <= 1 ? scalars : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).count
    }

    /// The first offset at or after `start` that is not ASCII or is CR (or the end).
    /// - Complexity: O(n), eight bytes per step.
    @inline(__always)
    package static func asciiRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let end = bytes.count
        if let base = bytes.baseAddress {
            let highBits: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let carriageReturns = word ^ (ones &* 0x0D)  // a zero byte where CR was
                if (word | ((carriageReturns &- ones) & ~carriageReturns)) & highBits != 0 { break }
                index += 8
            }
        }
        while index < end, bytes[index] < 0x80, bytes[index] != 0x0D { index += 1 }
        return index
    }

    /// The scalar starting at `index` and its length; `malformed` and 1 for a byte that does not
    /// start a well-formed sequence (as `String(decoding:)` would repair it).
    @inline(__always)
    package static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xE0 {
            guard lead >= 0xC2, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 else { return (malformed, 1) }
            return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            guard index + 2 < bytes.count, bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 else { return (malformed, 1) }
            let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            guard value >= 0x800, value & 0xF800 != 0xD800 else { return (malformed, 1) }  // overlong, surrogate
            return (value, 3)
        }
        guard lead <= 0xF4, index + 3 < bytes.count else { return (malformed, 1) }
        var value = UInt32(lead & 0x07)
        for offset in 1...3 {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (malformed, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= 0x10000, value <= 0x10FFFF else { return (malformed, 1) }
        return (value, 4)
    }

    /// Bytes in `start..<end` that start a scalar (are not continuation bytes `10xxxxxx`).
    /// - Complexity: O(n), eight bytes per step.
    @inline(__always)
    fileprivate static func scalarStarts(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var continuations = 0
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount  // bit 7 set, bit 6 clear
                index += 8
            }
        }
        while index < end {
            if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
            index += 1
        }
        return end - start - continuations
    }

    /// `neverJoinsBySwitch` for the Basic Multilingual Plane as a bitmap (bit `v & 63` of word
    /// `v >> 6`): one lookup instead of a dozen range tests, in the hot loop.
    nonisolated(unsafe) private static let neverJoinsBitmap: UnsafeMutablePointer<UInt64> = {
        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: 1024)
        words.initialize(repeating: 0, count: 1024)
        for value in UInt32(0)..<0x10000 where neverJoinsBySwitch(value) {
            words[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        return words
    }()

    /// Scalars whose grapheme break property is Other, Control or LF (see `neverJoinsBySwitch`);
    /// false for `malformed`.
    package static func neverJoins(_ scalar: UInt32) -> Bool { neverJoins(scalar, neverJoinsBitmap) }

    @inline(__always)
    private static func neverJoins(_ scalar: UInt32, _ bitmap: UnsafeMutablePointer<UInt64>) -> Bool {
        scalar < 0x10000 && bitmap[Int(scalar >> 6)] >> UInt64(scalar & 63) & 1 != 0
    }

    /// Scalars whose grapheme break property is Other, Control or LF (never CR, Extend,
    /// SpacingMark, Prepend, ZWJ, regional indicator or Hangul jamo), of common scripts: ASCII
    /// but CR, Latin, IPA, spacing modifiers, Greek, Cyrillic, general punctuation, symbols and
    /// box drawing, CJK punctuation and ideographs, kana, fullwidth forms; their combining marks
    /// excluded (checked scalar by scalar against the standard library by a test). Between any two of them lies a
    /// cluster break in any context.
    package static func neverJoinsBySwitch(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0D: false
        case 0x00...0x02FF: true                      // ASCII, Latin-1, Latin Extended, IPA, spacing modifiers
        case 0x0370...0x0482: true                    // Greek, Cyrillic letters
        case 0x2000...0x200B, 0x200E...0x20CF: true   // spaces, dashes, quotes, bullets, currency (not ZWNJ, ZWJ)
        case 0x2100...0x2BFF: true                    // letterlike, arrows, math, technical, box drawing, shapes, dingbats
        case 0x3000...0x3029, 0x3030...0x303F: true   // CJK punctuation, without its combining tone marks
        case 0x3040...0x3098, 0x309B...0x30FF: true   // kana, without the combining voicing marks
        case 0x4E00...0x9FFF: true                    // CJK unified ideographs
        case 0xFF01...0xFF9D: true                    // fullwidth forms, halfwidth katakana without its voicing marks
        default: false
        }
    }
}

/// What `GraphemeClusters.walkRegions` reports to.
private protocol RegionVisitor {
    /// False once the visitor needs no more of the text.
    var wantsMore: Bool { get }
    /// The region `start..<end`, of `scalars` scalars, ends at a certain break.
    mutating func closeRegion(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scalars: Int)
    /// Just after a region closed at `start`: a run of `scalars` scalars that never join, the
    /// last starting at `lastStart`.
    mutating func passRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, lastStart: Int, scalars: Int)
}
