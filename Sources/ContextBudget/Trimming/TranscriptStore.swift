/// Where a trimmer puts what it takes out of a transcript, so that nothing is lost:
/// the full text of shortened tool outputs and the entries of evicted turns.
///
/// Reference ids are derived from the content (the same entries always get the same id), so
/// saving twice is harmless and a store deduplicates naturally.
public protocol TranscriptStore: Sendable {
    /// Keeps `entries` under `referenceID`, replacing nothing else.
    /// - Throws: whatever the storage medium throws (the trimmer passes it on and does not trim).
    func save(_ entries: [Transcript.Entry], as referenceID: String) async throws

    /// The entries saved under `referenceID`, or nil when there are none.
    func entries(for referenceID: String) async throws -> [Transcript.Entry]?
}

/// A store that keeps everything in memory, for sessions and tests.
public actor InMemoryTranscriptStore: TranscriptStore {
    private var saved: [String: [Transcript.Entry]] = [:]

    /// An empty store.
    public init() {}

    /// Keeps `entries` under `referenceID`.
    public func save(_ entries: [Transcript.Entry], as referenceID: String) {
        saved[referenceID] = entries
    }

    /// The entries saved under `referenceID`, or nil.
    public func entries(for referenceID: String) -> [Transcript.Entry]? {
        saved[referenceID]
    }

    /// Every reference id saved so far, sorted.
    public var referenceIDs: [String] { saved.keys.sorted() }
}
