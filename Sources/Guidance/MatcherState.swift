/// Where the matcher is inside one rule: which node, and that node's own progress.
///
/// The fields mean different things per node kind (see `Grammar+Step.swift`); keeping one
/// plain 28-byte value for all kinds lets a whole parse stack live in one flat array that is
/// copied, never reference-counted, when the trie walk steps a byte.
struct Frame: Hashable, Sendable {
    var node: Int32
    /// The node's position, e.g. "after the opening bracket" for an array.
    var phase: Int32 = 0
    /// literal: bytes matched; array: items started; object: next declared property index;
    /// string: UTF-8 continuation bytes still due or `\u` hex digits read; integer: 1 if negative;
    /// number: digits before the point.
    var a: Int32 = 0
    /// string: Unicode scalars so far; object: the property whose value comes next; number:
    /// exponent digits.
    var b: Int32 = 0
    /// string: the inclusive range of the next UTF-8 continuation byte, `low | high << 8`.
    var c: Int32 = 0
    /// integer: the magnitude so far (UInt64 bit pattern); string: the `\u` code unit being
    /// read; property name: the name-trie node (-1 once the name left every declared name).
    var value: Int64 = 0
}

/// Every way the bytes so far can be read: a set of parse stacks (configurations).
///
/// Usually there is exactly one; `anyOf`, type lists, enums and optional properties fork a
/// configuration per alternative at the byte where they start, and the ones that the following
/// bytes rule out disappear. Stacks are stored back to back in `frames`; configuration `k` is
/// `frames[ends[k-1] ..< ends[k]]` (from 0 for the first), its last frame the innermost value.
/// An empty stack means the value is finished.
struct MatcherState: Hashable, Sendable {
    var frames: [Frame] = []
    var ends: [Int32] = []

    /// The range of configuration `index` in `frames`.
    @inline(__always)
    func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    var isEmpty: Bool { ends.isEmpty }

    mutating func removeAll() {
        frames.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    /// Drops configurations equal to an earlier one, in place, so alternatives that converge
    /// (two `anyOf` branches reading the same prefix the same way) do not multiply.
    /// - Complexity: O(k² · d) for k configurations of depth d; k is small in practice.
    mutating func deduplicate() {
        guard ends.count > 1 else { return }
        var keptEnds: Int = 0
        var write = 0
        var oldStart = 0
        for index in 0..<ends.count {
            // Read before any write: ends[keptEnds] is rewritten only once keptEnds reaches index.
            let range = oldStart..<Int(ends[index])
            oldStart = range.upperBound
            var duplicate = false
            var keptStart = 0
            for kept in 0..<keptEnds {
                let keptEnd = Int(ends[kept])
                if keptEnd - keptStart == range.count {
                    var same = true
                    for offset in 0..<range.count where frames[keptStart + offset] != frames[range.lowerBound + offset] {
                        same = false
                        break
                    }
                    if same { duplicate = true; break }
                }
                keptStart = keptEnd
            }
            guard !duplicate else { continue }
            for offset in 0..<range.count { frames[write + offset] = frames[range.lowerBound + offset] }
            write += range.count
            ends[keptEnds] = Int32(write)
            keptEnds += 1
        }
        frames.removeLast(frames.count - write)
        ends.removeLast(ends.count - keptEnds)
    }
}
