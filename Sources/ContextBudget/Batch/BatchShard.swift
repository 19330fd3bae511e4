/// Shard `index` of `count`: a deterministic subset of a batch chosen by each document's relative
/// path, so that `count` machines running the same command split a corpus with no coordinator.
///
/// A document belongs to the shard `1 + (first 8 bytes of SHA-256(relative path)) mod count`:
/// stable across machines, runs and input order (a file's shard never depends on which other
/// files exist), and even in expectation. Shards `1/N … N/N` partition any set of documents.
public struct BatchShard: Sendable, Hashable, CustomStringConvertible {
    /// This shard, from 1 to `count`.
    public let index: Int
    /// How many shards the corpus is split into.
    public let count: Int

    /// Shard `index` of `count`.
    /// - Throws: `ContextBudgetError.invalidConfiguration` unless 1 ≤ index ≤ count.
    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw ContextBudgetError.invalidConfiguration(
                "a shard is K/N with 1 ≤ K ≤ N (got \(index)/\(count)); for example 1/2 and 2/2 on two machines")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, as `--shard 2/3` gives it.
    /// - Throws: `ContextBudgetError.invalidConfiguration` for anything else.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ContextBudgetError.invalidConfiguration(
                "a shard is K/N, such as 1/2 (got '\(text)')")
        }
        try self.init(index: index, count: count)
    }

    /// "2/3".
    public var description: String { "\(index)/\(count)" }

    /// True when `document` belongs to this shard.
    /// - Complexity: O(length of the relative path).
    public func contains(_ document: BatchDocument) -> Bool {
        Self.shardIndex(ofRelativePath: document.relativePath, count: count) == index
    }

    /// The shard (1…count) a relative path belongs to.
    /// - Complexity: O(length of the path).
    public static func shardIndex(ofRelativePath relativePath: String, count: Int) -> Int {
        precondition(count >= 1, "a shard count is at least 1")
        var hasher = SHA256()
        hasher.update(relativePath)
        let digest = hasher.finalize()
        let prefix = digest.prefix(8).reduce(UInt64(0)) { ($0 << 8) | UInt64($1) }
        return Int(prefix % UInt64(count)) + 1
    }
}
