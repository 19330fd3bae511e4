import Foundation

/// Where a batch keeps its bookkeeping inside its output folder: the manifest (one per shard, so
/// shards that share a folder never write the same file) and the cache of finished calls.
///
/// The names start with a dot so that a listing of the summaries does not show them, and they are
/// part of the on-disk format: a rerun with `resume` finds its manifest and cache by them.
public struct BatchOutputFolder: Sendable, Hashable {
    /// The folder the summaries are written under.
    public var root: URL

    public init(root: URL) {
        self.root = root
    }

    /// `.ctx-manifest.jsonl`, or `.ctx-manifest.shard-K-of-N.jsonl` for one shard.
    public func manifestURL(for shard: BatchShard?) -> URL {
        root.appendingPathComponent(shard.map { ".ctx-manifest.shard-\($0.index)-of-\($0.count).jsonl" } ?? ".ctx-manifest.jsonl")
    }

    /// `.ctx-cache`: finished calls, shared by every shard (`SummaryCache`).
    public var cacheURL: URL {
        root.appendingPathComponent(".ctx-cache", isDirectory: true)
    }
}
