/// Per-entry token costs remembered between trims, so trimming a growing conversation again
/// costs counting only its new entries.
///
/// Keys hash an entry's kind, length and first and last bytes only, and compare entries in full
/// on lookup; Swift compares strings that share storage in O(1), so looking up an entry of a
/// transcript that was appended to (not rebuilt) costs O(1) however long the entry is.
/// A cache belongs to one model: it empties itself when used with another.
public struct EntryTokenCache: Sendable {
    var modelIdentifier: String?
    var costs: [EntryKey: Int] = [:]
    /// Shortened tool outputs, by original entry and target cost.
    var shortened: [ShortenedKey: ShortenedOutput] = [:]
    /// The fixed part (instructions, tools) last measured, and its counts.
    var fixedPart: FixedPartCost?
    /// Lookups answered from the cache and counts made, since creation (for tests and benchmarks).
    public private(set) var hits = 0
    public private(set) var misses = 0

    public init() {}

    /// Entries whose costs are remembered.
    public var count: Int { costs.count }

    mutating func prepare(for model: some LanguageModel) {
        if modelIdentifier != model.identifier {
            self = EntryTokenCache()
            modelIdentifier = model.identifier
        }
    }

    mutating func cost(of entry: Transcript.Entry, measure: (Transcript.Entry) async throws -> Int) async rethrows -> Int {
        let key = EntryKey(entry)
        if let cost = costs[key] {
            hits += 1
            return cost
        }
        misses += 1
        let cost = try await measure(entry)
        costs[key] = cost
        return cost
    }

    /// Forgets entries not in `keep` once the cache holds more than twice as many, so a long
    /// session's cache stays proportional to its transcript.
    mutating func prune(keeping keep: [Transcript.Entry]) {
        guard costs.count > 2 * keep.count + 64 else { return }
        var kept: [EntryKey: Int] = [:]
        for entry in keep {
            let key = EntryKey(entry)
            if let cost = costs[key] { kept[key] = cost }
        }
        costs = kept
        if shortened.count > keep.count + 64 { shortened = [:] }
    }
}

struct FixedPartCost: Sendable {
    var entries: [Transcript.Entry]
    var tools: [ToolDefinition]
    /// Cost of the empty transcript (conversation markup, generation prompt).
    var emptyTokens: Int
    /// Cost of the fixed entries without tools, and with tools.
    var withoutToolsTokens: Int
    var withToolsTokens: Int
}

struct ShortenedKey: Hashable, Sendable {
    var entry: EntryKey
    var targetTokens: Int
}

struct ShortenedOutput: Sendable {
    var entry: Transcript.Entry
    var tokenCount: Int
    var referenceID: String
}

/// An entry as a dictionary key whose hash costs O(1) whatever the entry's length.
struct EntryKey: Hashable, Sendable {
    let entry: Transcript.Entry

    init(_ entry: Transcript.Entry) { self.entry = entry }

    static func == (lhs: EntryKey, rhs: EntryKey) -> Bool { lhs.entry == rhs.entry }

    func hash(into hasher: inout Hasher) {
        hasher.combine(entry.kind)
        switch entry {
        case let .instructions(text), let .prompt(text), let .response(text), let .summary(text):
            Self.sample(text, into: &hasher)
        case let .toolCalls(calls):
            hasher.combine(calls.count)
            if let first = calls.first { Self.sample(first.id, into: &hasher); Self.sample(first.arguments, into: &hasher) }
            if let last = calls.last { Self.sample(last.id, into: &hasher) }
        case let .toolOutput(output):
            Self.sample(output.callID, into: &hasher)
            Self.sample(output.text, into: &hasher)
        }
    }

    /// The length and up to 32 bytes from each end.
    private static func sample(_ text: String, into hasher: inout Hasher) {
        let utf8 = text.utf8
        hasher.combine(utf8.count)
        for byte in utf8.prefix(32) { hasher.combine(byte) }
        if utf8.count > 32 {
            for byte in utf8.suffix(Swift.min(32, utf8.count - 32)) { hasher.combine(byte) }
        }
    }
}
