/// A direct-mapped cache of merge lookups keyed by the two symbol ids, owned by one encode call.
///
/// SentencePiece's rule asks "is the concatenation of these two symbols a piece?" by hashing
/// the bytes and probing a 262K-entry table: two or three cache misses into megabytes of
/// slots, ranks and piece bytes, for each of the ~2n lookups a word of n characters needs.
/// Measured on the Corpora, that was most of the time spent on words the word cache had not
/// seen. When both symbols are pieces, their ids fix their bytes, so the answer depends on the
/// id pair alone, and pairs repeat across words as Zipf's law says words do. This memo keeps
/// recent answers in a table small enough for L1/L2: one multiply, one load, one compare.
/// A collision overwrites (no probing), so a lookup costs the same whether it hits or misses.
///
/// The memory is allocated by `init` and released by `deallocate()`; the owner (one encode
/// call) does both, so no reference counting happens in the merge loop.
struct PairMemo {
    /// `2 * slot`: key `left << 32 | right` (`UInt64.max` when empty); `2 * slot + 1`: the merge result.
    private let entries: UnsafeMutablePointer<UInt64>
    private let mask: Int

    /// A memo with a power-of-two number of slots chosen for a text of `byteCount` bytes:
    /// small texts get a small table so short `count` calls do not pay to clear a large one.
    init(forTextOf byteCount: Int) {
        var slots = 256
        while slots < 16_384 && slots * 8 < byteCount { slots <<= 1 }
        entries = .allocate(capacity: 2 * slots)
        entries.initialize(repeating: UInt64.max, count: 2 * slots)
        mask = slots - 1
    }

    func deallocate() { entries.deallocate() }

    /// The memoized result of `compute()` for the pair `(left, right)`; pairs with a negative id
    /// (a character that is not a piece) are computed every time, as their bytes are not fixed by the id.
    @inline(__always)
    func result(_ left: Int32, _ right: Int32, _ compute: () -> UInt64) -> UInt64 {
        guard left >= 0 && right >= 0 else { return compute() }
        let key = UInt64(UInt32(bitPattern: left)) << 32 | UInt64(UInt32(bitPattern: right))
        var hash = key &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 32
        let slot = 2 * (Int(truncatingIfNeeded: hash) & mask)
        if entries[slot] == key { return entries[slot + 1] }
        let value = compute()
        entries[slot] = key
        entries[slot + 1] = value
        return value
    }

    /// The memoized id of the one-character piece spelled by `length` (1...4) bytes: CJK text
    /// starts every word with a piece-table lookup per character, and characters repeat.
    /// The key's upper half (0xFFFF_FFF0 + length) can never be a left id.
    @inline(__always)
    func characterID(_ bytes: UnsafePointer<UInt8>, _ length: Int, _ compute: () -> Int32) -> Int32 {
        var packed: UInt64 = 0
        var index = 0
        while index < length {
            packed |= UInt64(bytes[index]) << UInt64(8 * index)
            index += 1
        }
        let key = (0xFFFF_FFF0 | UInt64(length)) << 32 | packed
        var hash = key &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 32
        let slot = 2 * (Int(truncatingIfNeeded: hash) & mask)
        if entries[slot] == key { return Int32(truncatingIfNeeded: entries[slot + 1]) }
        let value = compute()
        entries[slot] = key
        entries[slot + 1] = UInt64(UInt32(bitPattern: value))
        return value
    }
}
