/// The set of token ids allowed at one decoding step, as a bitset the sampler can test in O(1).
public struct TokenMask: Sendable, Equatable {
    /// Bit `id % 64` of word `id / 64` is set when token `id` is allowed.
    public internal(set) var words: [UInt64]
    /// Number of ids the mask covers (the vocabulary size).
    public let tokenCount: Int

    /// A mask allowing nothing, for `tokenCount` ids.
    public init(tokenCount: Int) {
        self.tokenCount = tokenCount
        words = [UInt64](repeating: 0, count: (tokenCount + 63) / 64)
    }

    /// A mask allowing exactly `ids`.
    /// - Precondition: every id is in `0..<tokenCount`.
    public init<IDs: Sequence<Int>>(tokenCount: Int, allowing ids: IDs) {
        self.init(tokenCount: tokenCount)
        for id in ids {
            precondition(id >= 0 && id < tokenCount, "token id \(id) outside the \(tokenCount)-token mask")
            insert(id)
        }
    }

    /// Whether token `id` is allowed.
    /// - Precondition: `id` is in `0..<tokenCount`.
    @inline(__always)
    public func contains(_ id: Int) -> Bool {
        precondition(id >= 0 && id < tokenCount, "token id \(id) outside the \(tokenCount)-token mask")
        return words[id >> 6] & (1 << UInt64(id & 63)) != 0
    }

    @inline(__always)
    mutating func insert(_ id: Int) { words[id >> 6] |= 1 << UInt64(id & 63) }

    /// Sets the bits of `ids`, one pass over raw storage (no per-id uniqueness check).
    /// - Precondition: every id is in `0..<tokenCount` (checked in debug builds).
    mutating func insert(_ ids: [Int32]) {
        let tokenCount = tokenCount
        words.withUnsafeMutableBufferPointer { words in
            ids.withUnsafeBufferPointer { ids in
                for id in ids {
                    assert(id >= 0 && Int(id) < tokenCount, "token id \(id) outside the \(tokenCount)-token mask")
                    words[Int(id) >> 6] |= 1 << UInt64(id & 63)
                }
            }
        }
    }

    /// Clears every bit, keeping the storage.
    mutating func removeAll() {
        words.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Copies `bits` (words in this mask's layout) into this mask's own storage, or ORs them in
    /// when `union`: the storage stays unshared, so later inserts never copy it.
    /// - Precondition: `bits` has as many words as the mask.
    mutating func overwrite(with bits: [UInt64], union: Bool) {
        precondition(bits.count == words.count, "\(bits.count) words for a \(words.count)-word mask")
        guard !words.isEmpty else { return }
        words.withUnsafeMutableBufferPointer { words in
            bits.withUnsafeBufferPointer { bits in
                if union {
                    for index in 0..<words.count { words[index] |= bits[index] }
                } else {
                    words.baseAddress!.update(from: bits.baseAddress!, count: words.count)
                }
            }
        }
    }

    /// How many tokens are allowed.
    /// - Complexity: O(tokenCount / 64).
    public var allowedCount: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The allowed ids, ascending.
    /// - Complexity: O(tokenCount / 64 + allowed).
    public var allowedIDs: [Int] {
        var ids: [Int] = []
        for (index, word) in words.enumerated() {
            var bits = word
            while bits != 0 {
                ids.append(index << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return ids
    }
}
