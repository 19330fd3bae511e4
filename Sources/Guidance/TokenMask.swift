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

    /// A mask with these words (in this type's layout); shares their storage until changed.
    /// - Precondition: `words` has `(tokenCount + 63) / 64` words.
    init(words: [UInt64], tokenCount: Int) {
        precondition(words.count == (tokenCount + 63) / 64, "\(words.count) words for a \(tokenCount)-token mask")
        self.words = words
        self.tokenCount = tokenCount
    }

    /// ORs in `bits` (words in this mask's layout).
    /// - Precondition: `bits` has as many words as the mask.
    mutating func formUnion(_ bits: [UInt64]) {
        precondition(bits.count == words.count, "\(bits.count) words for a \(words.count)-word mask")
        words.withUnsafeMutableBufferPointer { words in
            bits.withUnsafeBufferPointer { bits in
                for index in 0..<words.count { words[index] |= bits[index] }
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
