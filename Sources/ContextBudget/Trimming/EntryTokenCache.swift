/// Per-entry token costs remembered between trims, so trimming a growing conversation again
/// costs counting only its new entries.
///
/// Keys hash an entry's kind, length and first and last bytes only, and compare entries in full
/// on lookup; Swift compares strings that share storage in O(1), so looking up an entry of a
/// transcript that was appended to (not rebuilt) costs O(1) however long the entry is.
/// A cache belongs to one trimmer (one model and one store): it empties itself when used with
/// another model, and it remembers which removed turns the store already holds.
public struct EntryTokenCache: Sendable {
    var modelIdentifier: String?
    var costs: [EntryKey: Int] = [:]
    /// Shortened tool outputs, by original entry and target cost.
    var shortened: [ShortenedKey: ShortenedOutput] = [:]
    /// The fixed part (instructions, tools) last measured, and its counts.
    var fixedPart: FixedPartCost?
    /// The same, with the tools a selection chose.
    var selectedFixedPart: FixedPartCost?
    /// Cost of each tool definition (in any compaction form) in a one-tool list, header excluded.
    var toolCosts: [ToolDefinition: Int] = [:]
    /// The relevance index of the last tool list ranked (tool lists rarely change between turns).
    var toolRelevance: (tools: [ToolDefinition], relevance: ToolRelevance)?
    /// Removed turns already saved to the store, with their reference ids: a growing
    /// transcript that is trimmed again and again removes the same old turns each time.
    var savedTurns: [TurnKey: String] = [:]
    /// The entries and costs of the last transcript trimmed. A transcript that only grew since
    /// shares a prefix with it, found by comparison alone: no hashing, no counting.
    var lastEntries: [Transcript.Entry] = []
    var lastCosts: [Int] = []
    /// Reference ids of the turns removed last time, by turn number, with their first and last entries.
    var lastTurnIDs: [TurnMemo] = []
    /// True while `lastTurnIDs` describes `lastEntries` (the last trim's input); a trim that
    /// removed no turns, or failed, leaves a memo of an older input, which must not be reused:
    /// its positions would name other turns now.
    var turnMemoDescribesLastEntries = true
    /// Lookups answered from the cache and counts made, since creation (for tests and benchmarks).
    public private(set) var hits = 0
    /// Entries counted by the model because the cache did not know them.
    public private(set) var misses = 0

    /// An empty cache.
    public init() {}

    /// Entries whose costs are remembered.
    public var count: Int { costs.count }

    mutating func prepare(for model: some LanguageModel) {
        if modelIdentifier != model.identifier {
            self = EntryTokenCache()
            modelIdentifier = model.identifier
        }
    }

    /// Costs of every entry (0 for instructions, which are measured with the fixed part), and how
    /// many leading entries are the same as in the last call.
    /// - Complexity: O(n) comparisons for the shared prefix (O(1) each for entries that share
    ///   storage), one hash lookup per other entry, one count per entry never seen.
    mutating func costs(
        of entries: [Transcript.Entry], measure: (Transcript.Entry) async throws -> Int
    ) async rethrows -> (costs: [Int], sharedPrefix: Int) {
        var shared = 0
        let limit = min(entries.count, lastEntries.count)
        while shared < limit, entries[shared] == lastEntries[shared] { shared += 1 }
        if !turnMemoDescribesLastEntries { lastTurnIDs = [] }
        turnMemoDescribesLastEntries = false  // until a build of this input sets the memo
        var result = Array(lastCosts.prefix(shared))
        result.reserveCapacity(entries.count)
        hits += shared
        for entry in entries[shared...] {
            result.append(entry.kind == .instructions ? 0 : try await cost(of: entry, measure: measure))
        }
        lastEntries = entries
        lastCosts = result
        return (result, shared)
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
        if savedTurns.count > keep.count + 64 { savedTurns = [:] }
    }
}

struct TurnMemo: Sendable {
    var firstIndex: Int
    var lastIndex: Int
    var referenceID: String
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
    static func sample(_ text: String, into hasher: inout Hasher) {
        let utf8 = text.utf8
        hasher.combine(utf8.count)
        let done: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.prefix(32)))
            if raw.count > 32 { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.suffix(Swift.min(32, raw.count - 32)))) }
        }
        if done == nil {
            for byte in utf8.prefix(32) { hasher.combine(byte) }
            if utf8.count > 32 {
                for byte in utf8.suffix(Swift.min(32, utf8.count - 32)) { hasher.combine(byte) }
            }
        }
    }
}

/// A run of entries as a dictionary key: hashed by count and its first and last entries,
/// compared in full.
struct TurnKey: Hashable, Sendable {
    let entries: [Transcript.Entry]

    func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        if let first = entries.first { EntryKey(first).hash(into: &hasher) }
        if let last = entries.last { EntryKey(last).hash(into: &hasher) }
    }
}

extension EntryTokenCache {
    /// The relevance index of `tools`, built once per tool list.
    /// - Complexity: O(tools' text) to build; O(tools) to compare with the cached list.
    mutating func relevance(of tools: [ToolDefinition]) -> ToolRelevance {
        if let cached = toolRelevance, cached.tools == tools { return cached.relevance }
        let relevance = ToolRelevance(tools: tools)
        toolRelevance = (tools, relevance)
        return relevance
    }
}
