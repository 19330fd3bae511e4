/// A transcript cut into the pieces a trimmer reasons about: fixed entries, earlier summaries,
/// and turns made of units.
///
/// - A **unit** is what can only be removed whole: one entry, or a `toolCalls` entry together
///   with every `toolOutput` that answers one of its calls (parallel calls included), wherever
///   those outputs are.
/// - A **turn** starts at a prompt and runs to the next prompt, except that a turn never ends
///   inside a unit (an output that arrives after a later prompt pulls that prompt into the turn).
///   Turns are therefore contiguous ranges of entries (instructions and summaries inside them
///   are not part of any turn).
/// - The **protected turn** is the last one; within it the unit holding the newest prompt is
///   never removed.
///
/// Stored flat (a few arrays of entry indices), because a long conversation is laid out again
/// at every trim.
struct TranscriptLayout {
    /// `instructions` entries: always kept, in place.
    var fixed: [Int] = []
    /// Existing `summary` entries: kept by the window policy, folded into the new summary by the summarizing one.
    var summaries: [Int] = []
    /// Index of the first entry of each turn, ascending.
    var turnStarts: [Int] = []
    /// For each entry, the index of the first entry of its unit.
    var unitOwner: [Int]
    /// True for entries that belong to a turn (everything but instructions and summaries).
    var isTurnEntry: [Bool]
    /// Index of the newest prompt, if any.
    var newestPrompt: Int?

    /// - Complexity: O(n) in the number of entries and tool calls.
    init(_ entries: [Transcript.Entry]) {
        unitOwner = Array(0..<entries.count)
        isTurnEntry = [Bool](repeating: true, count: entries.count)
        var openCalls: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            switch entry {
            case let .toolCalls(calls):
                for call in calls { openCalls[call.id] = index }
            case let .toolOutput(output):
                if let owner = openCalls[output.callID] { unitOwner[index] = owner }
            case .prompt:
                newestPrompt = index
            case .instructions:
                fixed.append(index)
                isTurnEntry[index] = false
            case .summary:
                summaries.append(index)
                isTurnEntry[index] = false
            case .response:
                break
            }
        }
        // The last entry of each unit, so a turn can be kept open until its units close.
        var unitEnd = Array(0..<entries.count)
        for index in entries.indices { unitEnd[unitOwner[index]] = max(unitEnd[unitOwner[index]], index) }
        var openUntil = -1
        for index in entries.indices where isTurnEntry[index] {
            if turnStarts.isEmpty || (entries[index].kind == .prompt && index > openUntil) { turnStarts.append(index) }
            openUntil = max(openUntil, unitEnd[unitOwner[index]])
        }
    }

    var turnCount: Int { turnStarts.count }

    /// The entries a turn spans (instructions and summaries inside it included; filter with `isTurnEntry`).
    func range(ofTurn turn: Int) -> Range<Int> {
        turnStarts[turn]..<(turn + 1 < turnStarts.count ? turnStarts[turn + 1] : unitOwner.count)
    }

    /// The entries of a turn, ascending.
    func entries(ofTurn turn: Int) -> [Int] {
        range(ofTurn: turn).filter { isTurnEntry[$0] }
    }

    /// The units of a turn, in order of their first entry; each unit's indices ascending.
    /// - Complexity: O(k) in the turn's length.
    func units(ofTurn turn: Int) -> [[Int]] {
        var units: [[Int]] = []
        var position: [Int: Int] = [:]
        for index in entries(ofTurn: turn) {
            if let slot = position[unitOwner[index]] {
                units[slot].append(index)
            } else {
                position[unitOwner[index]] = units.count
                units.append([index])
            }
        }
        return units
    }

    /// Every turn as its units (for tests and small transcripts).
    var turns: [[[Int]]] { (0..<turnCount).map(units(ofTurn:)) }
}
