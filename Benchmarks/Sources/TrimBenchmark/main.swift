import BenchmarkSupport
import ContextBudget
import Foundation

// Trimming long conversations to the on-device budget (4,096 tokens) with the window policy,
// ExtractiveModel's counts (the conservative estimator + the estimated chat template).
// Rows: a cold trim (empty per-entry cache), a warm trim of the same transcript, and a trim
// after appending one turn to a cached session, which should cost only the new turn.
// Reference, in the same run: the straightforward trimmer that binary-searches how many oldest
// turns to drop and counts the whole remaining transcript at every probe. With the estimator,
// counting is so cheap (hundreds of MB/s) that the reference's recounting costs little; with an
// exact tokenizer (~2 MB/s) counting dominates and the per-entry cache is what keeps re-trims cheap.

/// A deterministic conversation: short prompts and answers, a tool call in every fifth turn.
func conversation(turns: Int, seed: UInt64) -> Transcript {
    var state = seed
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        return z ^ (z >> 27)
    }
    let words = ["budget", "model", "token", "window", "Lisbon", "weather", "file", "report", "Porto", "price", "42"]
    func sentence(_ count: Int) -> String { (0..<count).map { _ in words[Int(next() % UInt64(words.count))] }.joined(separator: " ") + "." }
    var entries: [Transcript.Entry] = [.instructions("You are a helpful assistant. Answer briefly.")]
    for turn in 0..<turns { entries += oneTurn(turn, sentence: sentence) }
    return Transcript(entries: entries)
}

func oneTurn(_ turn: Int, sentence: (Int) -> String) -> [Transcript.Entry] {
    var entries: [Transcript.Entry] = [.prompt("Turn \(turn): " + sentence(12))]
    if turn % 5 == 0 {
        entries += [.toolCalls([ToolCall(id: "call_\(turn)", name: "search", arguments: "{\"q\":\"\(sentence(3))\"}")]),
                    .toolOutput(ToolOutput(callID: "call_\(turn)", toolName: "search", text: sentence(40)))]
    }
    entries.append(.response(sentence(20)))
    return entries
}

/// Median wall time of an async body, after one warm-up run.
func median(repetitions: Int = 15, _ body: () async throws -> Void) async rethrows -> Double {
    try await body()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return samples.sorted()[samples.count / 2]
}

/// The reference: binary search on the number of oldest turns to drop, recounting the rest each probe.
func naiveTrim(_ transcript: Transcript, model: some LanguageModel, capacity: Int) async throws -> Transcript {
    let instructions = Array(transcript.entries.prefix { $0.kind == .instructions })
    let starts = transcript.entries.indices.filter { transcript.entries[$0].kind == .prompt }
    func keeping(from turn: Int) -> Transcript {
        Transcript(entries: instructions + transcript.entries[starts[turn]...], tools: transcript.tools)
    }
    var low = 0, high = starts.count - 1  // the smallest turn index whose suffix fits
    while low < high {
        let middle = (low + high) / 2
        if try await model.tokenCount(for: keeping(from: middle)) <= capacity { high = middle } else { low = middle + 1 }
    }
    return keeping(from: low)
}

let model = ExtractiveModel()
let budget = TokenBudget.onDevice
let trimmer = TranscriptTrimmer(model: model, budget: budget)
var table = ResultTable(header: ["turns", "entries", "kept", "1 count ms", "naive ms", "cold ms", "warm ms", "+1 turn ms", "cold/+1 turn", "naive/+1 turn"])
for turns in [1_000, 10_000] {
    let transcript = conversation(turns: turns, seed: 2026)
    var kept = 0
    let fullCount = try await median { _ = try await model.tokenCount(for: transcript) }
    let naive = try await median {
        kept = try await naiveTrim(transcript, model: model, capacity: budget.promptCapacity).entries.count
    }
    let cold = try await median { _ = try await trimmer.trim(transcript) }
    var cache = EntryTokenCache()
    var result = try await trimmer.trim(transcript, cache: &cache)
    precondition(result.tokenCount <= budget.promptCapacity && result.transcript.entries.count == kept,
                 "the trimmer and the reference disagree: \(result.transcript.entries.count) vs \(kept) entries kept")
    let warm = try await median { result = try await trimmer.trim(transcript, cache: &cache) }
    // A growing session: each repetition appends a new turn to the cached transcript and trims.
    var growing = transcript
    var turn = turns
    var counter: UInt64 = 7
    let appended = try await median {
        turn += 1
        growing.entries += oneTurn(turn) { count in
            counter = counter &* 6364136223846793005 &+ 1
            return String(repeating: "word\(counter % 97) ", count: count)
        }
        result = try await trimmer.trim(growing, cache: &cache)
    }
    func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
    table.add([String(turns), String(transcript.entries.count), String(result.transcript.entries.count),
               ms(fullCount), ms(naive), ms(cold), ms(warm), ms(appended),
               String(format: "%.0fx", cold / appended), String(format: "%.1fx", naive / appended)])
}
table.print()
print("""

    window policy, budget \(budget); model \(model.identifier); medians of 15 runs.
    1 count: the model counting the whole transcript once. naive: the reference trimmer (binary search
    on how many oldest turns to drop, whole recount per probe; stores nothing, reports nothing).
    cold: TranscriptTrimmer with an empty cache (every entry counted once). warm: the same transcript
    again. +1 turn: a turn appended, then trimmed with the cache (only the new entries are counted).
    """)
