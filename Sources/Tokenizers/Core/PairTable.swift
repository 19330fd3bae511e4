/// An immutable open-addressing map from a pair of ids to `rank << 32 | mergedID`: the merges
/// list of a Hugging Face BPE model, looked up without hashing strings.
final class PairTable: @unchecked Sendable {
    private let keys: UnsafeMutableBufferPointer<UInt64>
    private let values: UnsafeMutableBufferPointer<UInt64>
    private let mask: Int
    private static let empty = UInt64.max

    /// - Parameter merges: `(left, right, merged)` in rank order; a repeated pair keeps its first rank.
    /// - Complexity: O(merges.count).
    init(merges: [(left: Int32, right: Int32, merged: Int32)]) {
        var capacity = 16
        while capacity < merges.count * 2 { capacity <<= 1 }
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: Self.empty)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: 0)
        mask = capacity - 1
        for (rank, merge) in merges.enumerated() {
            let key = UInt64(UInt32(bitPattern: merge.left)) << 32 | UInt64(UInt32(bitPattern: merge.right))
            var slot = Self.slot(key) & mask
            while keys[slot] != Self.empty && keys[slot] != key { slot = (slot + 1) & mask }
            if keys[slot] == key { continue }
            keys[slot] = key
            values[slot] = UInt64(rank) << 32 | UInt64(UInt32(bitPattern: merge.merged))
        }
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    @inline(__always)
    private static func slot(_ key: UInt64) -> Int {
        var hash = key &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: hash)
    }

    /// `rank << 32 | mergedID` for the pair, or `PairMerger.noMerge`.
    @inline(__always)
    func lookup(_ left: Int32, _ right: Int32) -> UInt64 {
        let key = UInt64(UInt32(bitPattern: left)) << 32 | UInt64(UInt32(bitPattern: right))
        var slot = Self.slot(key) & mask
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == Self.empty { return PairMerger.noMerge }
            slot = (slot + 1) & mask
        }
    }
}
