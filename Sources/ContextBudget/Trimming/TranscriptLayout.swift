/// A transcript cut into the pieces a trimmer reasons about: fixed entries, earlier summaries,
/// and turns made of units.
///
/// - A **unit** is what can only be removed whole: one entry, or a `toolCalls` entry together
///   with every `toolOutput` that answers one of its calls (parallel calls included), wherever
///   those outputs are.
/// - A **turn** starts at a prompt and runs to the next prompt, except that a turn never ends
///   inside a unit (an output that arrives after a later prompt pulls that prompt into the turn).
/// - The **protected turn** is the last one; within it the unit holding the newest prompt is
///   never removed.
struct TranscriptLayout {
    /// `instructions` entries: always kept, in place.
    var fixed: [Int] = []
    /// Existing `summary` entries: kept by the window policy, folded into the new summary by the summarizing one.
    var summaries: [Int] = []
    /// Turns, oldest first; each is a list of units, each unit a list of entry indices (ascending).
    var turns: [[[Int]]] = []
    /// Index of the newest prompt, if any.
    var newestPrompt: Int?

    /// - Complexity: O(n) in the number of entries and tool calls.
    init(_ entries: [Transcript.Entry]) {
        // Which unit each entry belongs to, keyed by the index of the unit's first entry.
        var unitOwner = Array(0..<entries.count)
        var openCalls: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            switch entry {
            case let .toolCalls(calls):
                for call in calls { openCalls[call.id] = index }
            case let .toolOutput(output):
                if let owner = openCalls[output.callID] { unitOwner[index] = owner }
            case .prompt:
                newestPrompt = index
            default:
                break
            }
        }
        // The last entry of each unit, so a turn can be kept open until its units close.
        var unitEnd = Array(0..<entries.count)
        for index in entries.indices { unitEnd[unitOwner[index]] = max(unitEnd[unitOwner[index]], index) }

        var units: [Int: [Int]] = [:]
        var unitOrder: [[Int]] = []  // per turn, the owners in order of first entry
        var openUntil = -1
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .instructions: fixed.append(index); continue
            case .summary: summaries.append(index); continue
            default: break
            }
            let owner = unitOwner[index]
            let startsTurn = entry.kind == .prompt && index > openUntil
            if startsTurn || unitOrder.isEmpty { unitOrder.append([]) }
            if owner == index { unitOrder[unitOrder.count - 1].append(owner) }
            units[owner, default: []].append(index)
            openUntil = max(openUntil, unitEnd[owner])
        }
        turns = unitOrder.map { owners in owners.map { units[$0]! } }
    }

    /// Every entry index of a turn, ascending.
    static func entries(of turn: [[Int]]) -> [Int] {
        turn.flatMap { $0 }.sorted()
    }
}
