/// Something a trimmer did to a transcript, so callers can show, log or undo it.
public enum TrimEvent: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// Whole turns (a prompt and everything up to the next prompt) were removed, oldest first.
    /// Their entries are in the store under `referenceIDs`, one id per turn.
    case droppedTurns(turnCount: Int, entryCount: Int, tokenCount: Int, referenceIDs: [String])
    /// Tool-call units of the newest turn were removed (each call travels with its outputs),
    /// because the turn did not fit even with its tool outputs shortened.
    case droppedToolCalls(callIDs: [String], tokenCount: Int, referenceID: String)
    /// A tool output was shortened to head + tail; the full output is in the store.
    case truncatedToolOutput(callID: String, originalTokenCount: Int, keptTokenCount: Int, referenceID: String)
    /// Removed entries (and any earlier summary) were summarized by a model into one `summary` entry.
    case summarized(entryCount: Int, inputTokenCount: Int, summaryTokenCount: Int, modelCalls: Int)
    /// Tool definitions took more than their share of the budget (or did not fit next to what
    /// is always kept): `kept` are sent whole, `compacted` are sent with shortened schemas,
    /// `omitted` are not sent; `tokenCount` is what the sent definitions cost, against
    /// `originalTokenCount` for all of them.
    case selectedTools(kept: [String], compacted: [String], omitted: [String], tokenCount: Int, originalTokenCount: Int)
    /// The `ResponseGuard` rejected an answer of the summarizing model (a loop, an echo of the
    /// prompt…); it was asked again, and when the retry was rejected too the summary of that call
    /// is the extractive one of its material.
    case rejectedSummaryAnswer(defect: ResponseDefect, fellBackToExtractive: Bool)

    /// One line for reports.
    public var description: String {
        switch self {
        case let .droppedTurns(turns, entries, tokens, ids):
            "dropped \(turns) oldest turn(s): \(entries) entries, \(tokens) tokens (stored as \(Self.range(ids)))"
        case let .droppedToolCalls(callIDs, tokens, id):
            "dropped tool call(s) \(callIDs.joined(separator: ", ")) of the newest turn with their outputs: \(tokens) tokens (stored as \(id))"
        case let .truncatedToolOutput(callID, original, kept, id):
            "shortened the output of \(callID) from \(original) to \(kept) tokens (full output stored as \(id))"
        case let .summarized(entries, input, summary, calls):
            "summarized \(entries) entries (\(input) tokens) into \(summary) tokens in \(calls) model call(s)"
        case let .selectedTools(kept, compacted, omitted, tokens, original):
            "tool definitions: \(original) -> \(tokens) tokens; \(kept.count) kept whole, \(compacted.count) compacted"
                + (compacted.isEmpty ? "" : " (\(Self.list(compacted)))") + ", \(omitted.count) left out"
                + (omitted.isEmpty ? "" : " (\(Self.list(omitted)))")
        case let .rejectedSummaryAnswer(defect, fellBack):
            "rejected the summarizing model's answer (\(defect)); retried\(fellBack ? ", then used the extractive summary" : "")"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 8 ? names.joined(separator: ", ") : names.prefix(8).joined(separator: ", ") + ", … \(names.count - 8) more"
    }

    private static func range(_ ids: [String]) -> String {
        switch ids.count {
        case 0: "nothing"
        case 1: ids[0]
        case 2: "\(ids[0]), \(ids[1])"
        default: "\(ids[0]) … \(ids[ids.count - 1])"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case event, turnCount, entryCount, tokenCount, referenceIDs, callIDs, referenceID, callID
        case originalTokenCount, keptTokenCount, inputTokenCount, summaryTokenCount, modelCalls
        case kept, compacted, omitted
        case defect, fellBackToExtractive
    }

    /// `{"event": "droppedTurns", …}` with the case's fields, in the order `fields` lists them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let (event, values) = fields
        try container.encode(event, forKey: .event)
        for (key, value) in values { try container.encode(value, forKey: key) }
    }

    /// The JSON form of each case, one row per case: the event's name and its fields.
    private var fields: (event: String, values: KeyValuePairs<CodingKeys, any Encodable>) {
        switch self {
        case let .droppedTurns(turns, entries, tokens, ids):
            ("droppedTurns", [.turnCount: turns, .entryCount: entries, .tokenCount: tokens, .referenceIDs: ids])
        case let .droppedToolCalls(callIDs, tokens, id):
            ("droppedToolCalls", [.callIDs: callIDs, .tokenCount: tokens, .referenceID: id])
        case let .truncatedToolOutput(callID, original, kept, id):
            ("truncatedToolOutput", [.callID: callID, .originalTokenCount: original, .keptTokenCount: kept, .referenceID: id])
        case let .summarized(entries, input, summary, calls):
            ("summarized", [.entryCount: entries, .inputTokenCount: input, .summaryTokenCount: summary, .modelCalls: calls])
        case let .selectedTools(kept, compacted, omitted, tokens, original):
            ("selectedTools", [.kept: kept, .compacted: compacted, .omitted: omitted, .tokenCount: tokens, .originalTokenCount: original])
        case let .rejectedSummaryAnswer(defect, fellBack):
            ("rejectedSummaryAnswer", [.defect: defect, .fellBackToExtractive: fellBack])
        }
    }
}

/// A trimmed transcript, what it costs, and what was done to get there.
public struct TrimResult: Sendable, Hashable {
    /// The transcript that fits.
    public var transcript: Transcript
    /// Its cost as the model counts it (template included), measured after trimming.
    public var tokenCount: Int
    /// The prompt capacity it was trimmed to.
    public var capacity: Int
    /// What the trimmer did, in order; empty when the transcript already fitted.
    public var events: [TrimEvent]
    /// The cost of the input before trimming, summed from per-entry counts (exact when the chat
    /// template charges each message independently; the input itself is never counted whole).
    public var originalTokenCount: Int
}

/// One part of a transcript that a trimmer must keep, and its cost: the pieces of the
/// explanation when a transcript cannot fit.
public struct TranscriptPart: Sendable, Hashable, CustomStringConvertible {
    /// What the part is: "instructions", "tool definitions", "newest prompt"…
    public var name: String
    /// What the part costs in the model, template share included.
    public var tokenCount: Int

    /// A named part and its cost.
    public init(name: String, tokenCount: Int) {
        self.name = name
        self.tokenCount = tokenCount
    }

    /// "instructions 3000".
    public var description: String { "\(name) \(tokenCount)" }
}
