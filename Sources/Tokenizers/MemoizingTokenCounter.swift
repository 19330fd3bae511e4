import Foundation

/// Remembers the counts of texts it has seen, for callers that count the same spans again and
/// again — a chunker growing a chunk paragraph by paragraph re-measures its candidate, a
/// trimmer re-measures the turns it keeps.
///
/// Counts are not additive, so the only sound memo is by the exact text: the cache is keyed by
/// the string (hashing it runs at memory speed, far faster than any tokenizer), bounded by
/// `capacity` entries (when full it starts over, which keeps the cost of a lookup constant), and
/// safe to share between tasks. Texts shorter than `minimumLength` UTF-8 bytes are counted
/// directly: for them the lookup would cost as much as the count.
public final class MemoizingTokenCounter: TokenCounter, @unchecked Sendable {
    /// The counter whose answers are remembered.
    public let base: any TokenCounter
    /// Most texts remembered at once.
    public let capacity: Int
    /// Texts shorter than this many UTF-8 bytes are not remembered.
    public let minimumLength: Int

    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var specialCounts: [String: Int] = [:]
    private var hitCount = 0
    private var missCount = 0

    /// - Parameters:
    ///   - base: the counter to ask on a miss.
    ///   - capacity: most texts remembered at once (default 4,096).
    ///   - minimumLength: texts shorter than this many bytes are counted directly (default 64).
    public init(_ base: any TokenCounter, capacity: Int = 4096, minimumLength: Int = 64) {
        precondition(capacity > 0, "a memo needs room for at least one text")
        self.base = base
        self.capacity = capacity
        self.minimumLength = minimumLength
    }

    public var name: String { base.name }
    public var isExact: Bool { base.isExact }

    /// How many counts were answered from memory, and how many were computed.
    public var statistics: (hits: Int, misses: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (hitCount, missCount)
    }

    /// - Complexity: O(n) in the length of `text` to hash it; the base counter's cost on a miss.
    public func count(_ text: String) -> Int {
        memoized(text, in: \.counts) { base.count(text) }
    }

    /// - Complexity: O(n) in the length of `text` to hash it; the base counter's cost on a miss.
    public func count(_ text: String, parsingSpecialTokens: Bool) -> Int {
        guard parsingSpecialTokens else { return count(text) }
        return memoized(text, in: \.specialCounts) { base.count(text, parsingSpecialTokens: true) }
    }

    private func memoized(_ text: String, in table: ReferenceWritableKeyPath<MemoizingTokenCounter, [String: Int]>, _ compute: () -> Int) -> Int {
        if text.utf8.count < minimumLength { return compute() }
        lock.lock()
        if let known = self[keyPath: table][text] {
            hitCount += 1
            lock.unlock()
            return known
        }
        lock.unlock()
        let counted = compute()  // outside the lock: other tasks keep counting meanwhile
        lock.lock()
        missCount += 1
        if self[keyPath: table].count >= capacity { self[keyPath: table].removeAll(keepingCapacity: true) }
        self[keyPath: table][text] = counted
        lock.unlock()
        return counted
    }
}
