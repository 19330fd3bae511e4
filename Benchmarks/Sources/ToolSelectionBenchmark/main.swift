// Tool recall of `ctx trim`'s defaults on the BFCL multi-turn evaluation: of the tools each
// case's next turn needs, the share whose definitions survive `TranscriptTrimmer.trim`.
//
//   swift run -c release --package-path Benchmarks ToolSelectionBenchmark [gemma|estimate]
//
// Cases: Tests/Fixtures/bfcl/tool-selection.jsonl (Scripts/fixtures/make-bfcl-fixtures.py; bfcl-eval
// 2026.3.23, tasks 0-99 of four multi-turn categories, each cut before a turn's first
// ground-truth call). Setup as `ctx trim --budget 4k|2k` builds it: ExtractiveModel sized to the
// budget, policy `.window`, budgets `.onDevice` and `.proportional(contextSize: 2048)`. Counter:
// the Gemma 3 vocabulary from the GGUF (`ctx trim --tokenizer gemma`) when the file is there,
// the estimator (`ctx trim`'s default counter) otherwise or when asked. A refusal counts as recall 0.
// First the ranking alone (`TranscriptTrimmer.rankedTools(for:)`): the share of cases whose next
// call's tool is among the first k, and the time to rank 100 tools.
import BenchmarkSupport
import ContextBudget
import ContextBudgetEvaluation
import Foundation
import NativeModel
import Tokenizers

let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/bfcl/tool-selection.jsonl")
let cases = try ToolSelectionCase.cases(fromJSONLines: Data(contentsOf: fixture), source: "tool-selection.jsonl")

let asked = CommandLine.arguments.dropFirst().first ?? "gemma"
guard ["gemma", "estimate"].contains(asked) else {
    FileHandle.standardError.write(Data("usage: ToolSelectionBenchmark [gemma|estimate]\n".utf8))
    exit(64)
}
let counter: any TokenCounter
if asked == "gemma", let gemma = try? TokenizerSpecification.gguf(path: ModelLocator.gemma3_270m().path).loadCounter() {
    counter = gemma
} else {
    if asked == "gemma" { print("Gemma GGUF not found (Scripts/fetching/fetch-gemma.sh): counting with the estimator") }
    counter = TokenEstimator()
}

let budgets: [(name: String, budget: TokenBudget)] = [("4K", .onDevice), ("2K", try .proportional(contextSize: 2048))]
let categories = Array(Set(cases.map(\.category))).sorted()
print("tool recall, \(cases.count) cases from \(Set(cases.map(\.taskID)).count) BFCL tasks; counter \(counter.name); policy window (ctx trim's default)")
print("")

func fraction(_ value: Double) -> String { String(format: "%.3f", value) }
func tokens(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "-" }

// TOOL_RECALL_MISSES=N prints the first N cases (at 4K) that lose a needed tool, to study the ranking.
if let misses = ProcessInfo.processInfo.environment["TOOL_RECALL_MISSES"].flatMap(Int.init), misses > 0 {
    let model = ExtractiveModel(contextSize: 4096, tokenCounter: counter)
    let trimmer = TranscriptTrimmer(model: model, budget: .onDevice, policy: .window)
    var shown = 0
    for item in cases where shown < misses {
        let kept = Set(try await trimmer.trim(item.transcript).transcript.tools.map(\.name))
        let lost = item.neededToolNames.filter { !kept.contains($0) }
        guard !lost.isEmpty else { continue }
        shown += 1
        print("\(item.id): lost \(lost.joined(separator: ", ")) of \(item.neededToolNames.count); kept \(kept.count)/\(item.transcript.tools.count)")
        print("  prompt: \((item.transcript.latestPrompt ?? "").prefix(240).replacingOccurrences(of: "\n", with: " "))")
    }
    print("")
}

// The ranking alone: where the next call's tool is, in the order selection keeps tools (pinned
// first) and by score alone.
do {
    let trimmer = TranscriptTrimmer(model: ExtractiveModel(contextSize: 2048, tokenCounter: counter), budget: try .proportional(contextSize: 2048), policy: .window)
    let ks = [1, 3, 5, 10]
    var kept = [Int](repeating: 0, count: ks.count), byScore = [Int](repeating: 0, count: ks.count)
    for item in cases {
        let ranked = trimmer.rankedTools(for: item.transcript)
        let position = ranked.firstIndex { $0.name == item.nextCall.name } ?? Int.max
        let scored = ranked.indices.sorted { ranked[$0].score != ranked[$1].score ? ranked[$0].score > ranked[$1].score : $0 < $1 }
        let scorePosition = scored.firstIndex { ranked[$0].name == item.nextCall.name } ?? Int.max
        for (slot, k) in ks.enumerated() {
            if position < k { kept[slot] += 1 }
            if scorePosition < k { byScore[slot] += 1 }
        }
    }
    // RANK_MISSES=N prints the first N cases whose next call's tool is not among the first 5 by score.
    if let misses = ProcessInfo.processInfo.environment["RANK_MISSES"].flatMap(Int.init), misses > 0 {
        var shown = 0
        for item in cases where shown < misses {
            let ranked = trimmer.rankedTools(for: item.transcript).sorted { $0.score > $1.score }
            guard let position = ranked.firstIndex(where: { $0.name == item.nextCall.name }), position >= 5 else { continue }
            shown += 1
            print("\(item.id): \(item.nextCall.name) is #\(position + 1) (\(String(format: "%.2f", ranked[position].score))); first: "
                + ranked.prefix(5).map { "\($0.name) \(String(format: "%.2f", $0.score))" }.joined(separator: ", "))
            print("  prompt: \((item.transcript.latestPrompt ?? "").prefix(300).replacingOccurrences(of: "\n", with: " "))")
        }
        print("")
    }
    var table = ResultTable(header: ["ranking"] + ks.map { "recall@\($0)" })
    table.add(["pinned first (selection's order)"] + kept.map { fraction(Double($0) / Double(cases.count)) })
    table.add(["by score alone"] + byScore.map { fraction(Double($0) / Double(cases.count)) })
    table.print()

    // 100 tools: every distinct tool of the cases, and renamed copies up to 100.
    var distinct: [ToolDefinition] = []
    var seen: Set<String> = []
    for item in cases { for tool in item.transcript.tools where seen.insert(tool.name).inserted { distinct.append(tool) } }
    var hundred = distinct
    var copy = 0
    while hundred.count < 100 {
        var tool = distinct[copy % distinct.count]
        tool.name += "_copy\(copy)"
        hundred.append(tool)
        copy += 1
    }
    let longest = cases.max { $0.transcript.entries.count < $1.transcript.entries.count }!
    var probe = longest.transcript
    probe.tools = Array(hundred.prefix(100))
    // Cold: a new cache each time (the relevance index of the 100 tools is built); warm: the same
    // cache (a later turn with the same tools only scores its query).
    let runs = ProcessInfo.processInfo.environment["RANK_RUNS"].flatMap(Int.init)
        ?? (ProcessInfo.processInfo.environment["RANK_ONLY"] != nil ? 2000 : 200)
    func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
    var warmCache = EntryTokenCache()
    _ = trimmer.rankedTools(for: probe, cache: &warmCache)
    var cold: [Double] = [], warm: [Double] = []
    for _ in 0..<runs {
        cold.append(milliseconds { precondition(trimmer.rankedTools(for: probe).count == 100) })
        warm.append(milliseconds { precondition(trimmer.rankedTools(for: probe, cache: &warmCache).count == 100) })
    }
    cold.sort()
    warm.sort()
    func summary(_ samples: [Double]) -> String {
        "median \(String(format: "%.3f", samples[samples.count / 2])) ms, p90 \(String(format: "%.3f", samples[samples.count * 9 / 10])) ms"
    }
    print("ranking 100 tools (\(longest.id), \(probe.entries.count) entries), \(runs) runs: cold (index built) \(summary(cold)); warm (index cached) \(summary(warm))")
    print("")
    // RANK_ONLY=1 stops here (to profile the ranking).
    if ProcessInfo.processInfo.environment["RANK_ONLY"] != nil { exit(0) }
}

// Compaction: what each level saves and how many tools then fit the 2K tool share (half the
// prompt capacity, `ToolSelection.relevant`'s), every tool at that level, taken in ranking order
// (per-tool costs as `ToolDefinitionCosts` measures them, summed, plus the list's header).
do {
    let budget = try TokenBudget.proportional(contextSize: 2048)
    let share = Int(Double(budget.promptCapacity) * 0.5)
    let model = ExtractiveModel(contextSize: 2048, tokenCounter: counter)
    let trimmer = TranscriptTrimmer(model: model, budget: budget, policy: .window)
    var costsByList: [[String]: [ToolDefinitionCosts]] = [:]  // per tool list, per level
    var listTokens = [Double](repeating: 0, count: ToolCompaction.deepestLevel + 1)
    var fitting = [Double](repeating: 0, count: ToolCompaction.deepestLevel + 1)
    var offered = 0.0
    for item in cases {
        let tools = item.transcript.tools
        let key = tools.map(\.name)
        if costsByList[key] == nil {
            let shared = ToolCompaction.sharedSentences(in: tools)
            var levels: [ToolDefinitionCosts] = []
            for level in 0...ToolCompaction.deepestLevel {
                levels.append(try await ToolDefinitionCosts(
                    tools: tools.map { ToolCompaction.compact($0, level: level, sharedSentences: shared) }, model: model))
            }
            costsByList[key] = levels
        }
        let levels = costsByList[key]!
        let order = trimmer.rankedTools(for: item.transcript).map { ranked in key.firstIndex(of: ranked.name)! }
        offered += Double(tools.count)
        for (level, costs) in levels.enumerated() {
            listTokens[level] += Double(costs.totalTokens)
            var total = costs.headerTokens, count = 0
            for index in order {
                total += costs.tools[index].tokens
                if total > share { break }
                count += 1
            }
            fitting[level] += Double(count)
        }
    }
    let n = Double(cases.count)
    var table = ResultTable(header: ["level", "tool list tokens (mean)", "saved vs level 0", "tools that fit \(share) tokens (mean)", "of offered"])
    for level in 0...ToolCompaction.deepestLevel {
        table.add([String(level), String(format: "%.0f", listTokens[level] / n),
                   String(format: "%.0f%%", 100 * (1 - listTokens[level] / listTokens[0])),
                   String(format: "%.1f", fitting[level] / n), String(format: "%.1f", offered / n)])
    }
    print("compaction at 2K (\(cases.count) cases, counter \(counter.name)):")
    table.print()
    print("")
}

var reports: [(name: String, budget: TokenBudget, report: ToolRecallReport)] = []
for (name, budget) in budgets {
    let model = ExtractiveModel(contextSize: budget.contextSize, tokenCounter: counter)
    let start = DispatchTime.now().uptimeNanoseconds
    let report = try await ToolRecall.measure(cases, trimmer: TranscriptTrimmer(model: model, budget: budget, policy: .window))
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    reports.append((name, budget, report))
    print("\(name): \(budget); \(String(format: "%.1f", seconds)) s")
}
print("")

var table = ResultTable(header: ["budget", "cases", "fit", "refused", "mean recall", "min recall", "next-call recall",
                                 "tool tokens before", "before (fit)", "after (fit)"])
for (name, _, report) in reports {
    table.add([name, String(report.caseCount), String(report.fittedCount), String(report.caseCount - report.fittedCount),
               fraction(report.meanRecall), fraction(report.minimumRecall), fraction(report.nextCallRecall),
               tokens(report.meanToolTokensBefore), tokens(report.meanFittedToolTokensBefore), tokens(report.meanToolTokensAfter)])
}
table.print()

print("\nrefusals (counted as recall 0):")
for (name, _, report) in reports {
    if report.refusals.isEmpty { print("  \(name): none") }
    for (reason, count) in report.refusals { print("  \(name): \(count) × \(reason)") }
}

print("")
var byCategory = ResultTable(header: ["category"] + reports.flatMap { ["\($0.name) fit", "\($0.name) mean recall"] })
for category in categories {
    var row = [category]
    for (_, _, report) in reports {
        let mine = ToolRecallReport(outcomes: report.outcomes.filter { $0.category == category })
        row += ["\(mine.fittedCount)/\(mine.caseCount)", fraction(mine.meanRecall)]
    }
    byCategory.add(row)
}
byCategory.print()

let before = reports[0].report.outcomes.map(\.toolTokensBefore)
print("""

    recall: the share of the tools the turn's ground-truth calls use that are still in result.transcript.tools.
    next-call recall: the share of cases whose first ground-truth call's tool is kept.
    tool tokens: what the definitions cost in the model's rendering (\(before.min() ?? 0)-\(before.max() ?? 0) per case
    before trimming), mean over all cases, and over the fitted cases before and after trimming.
    """)
