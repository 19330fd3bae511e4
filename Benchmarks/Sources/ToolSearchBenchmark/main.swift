// Tool search on the BFCL multi-turn evaluation: of the tools each case's next turn needs, the
// share a session can reach when selection shows only some definitions, with selection alone
// and with one `search_tools` call.
//
//   swift run -c release --package-path Benchmarks ToolSearchBenchmark
//
// Cases: Tests/Fixtures/bfcl/tool-selection.jsonl (as ToolSelectionBenchmark). Selection is
// `ctx trim`'s: ExtractiveModel with the estimator, policy `.window`, budget 2K
// (`.proportional(contextSize: 2048)`) and 4K. The scripted model makes one search over the
// case's whole catalogue (`ToolSearch`, 5 results) with a query for the ground-truth call's
// intent, in two forms: the newest prompt as the user wrote it, and the next call's tool name
// read as words (`get_stock_info` -> "get stock info", the intent stated as a model would after
// reading the request). A tool is reachable when it is shown or found; a refusal shows nothing.
import BenchmarkSupport
import ContextBudget
import ContextBudgetEvaluation
import Foundation
import Tokenizers

let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/bfcl/tool-selection.jsonl")
let cases = try ToolSelectionCase.cases(fromJSONLines: Data(contentsOf: fixture), source: "tool-selection.jsonl")
let counter = TokenEstimator()
print("tool search, \(cases.count) cases from \(Set(cases.map(\.taskID)).count) BFCL tasks; counter \(counter.name); policy window (ctx trim's default); one search of 5 results")
print("")

func fraction(_ value: Int, _ total: Int) -> String { String(format: "%.3f", Double(value) / Double(max(1, total))) }
func words(of name: String) -> String {
    name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." }).joined(separator: " ")
}

var table = ResultTable(header: ["budget", "cases", "shown: next call", "+ search (prompt): next call", "+ search (intent): next call",
                                 "shown: all needed", "+ search (prompt): all needed", "+ search (intent): all needed"])
for (name, budget) in [("4K", TokenBudget.onDevice), ("2K", try TokenBudget.proportional(contextSize: 2048))] {
    let trimmer = TranscriptTrimmer(model: ExtractiveModel(contextSize: budget.contextSize, tokenCounter: counter), budget: budget, policy: .window)
    var shownNext = 0, promptNext = 0, intentNext = 0
    var shownAll = 0, promptAll = 0, intentAll = 0
    for item in cases {
        let shown = Set(((try? await trimmer.trim(item.transcript))?.transcript.tools ?? []).map(\.name))
        let search = ToolSearch(catalogue: item.transcript.tools)
        let byPrompt = shown.union(search.search(item.transcript.latestPrompt ?? "", limit: 5).map(\.name))
        let byIntent = shown.union(search.search(words(of: item.nextCall.name), limit: 5).map(\.name))
        let needed = Set(item.neededToolNames)
        if shown.contains(item.nextCall.name) { shownNext += 1 }
        if byPrompt.contains(item.nextCall.name) { promptNext += 1 }
        if byIntent.contains(item.nextCall.name) { intentNext += 1 }
        if needed.isSubset(of: shown) { shownAll += 1 }
        if needed.isSubset(of: byPrompt) { promptAll += 1 }
        if needed.isSubset(of: byIntent) { intentAll += 1 }
    }
    let total = cases.count
    table.add([name, String(total), fraction(shownNext, total), fraction(promptNext, total), fraction(intentNext, total),
               fraction(shownAll, total), fraction(promptAll, total), fraction(intentAll, total)])
}
table.print()
print("""

    next call: share of cases whose first ground-truth call's tool is reachable; all needed: share of cases
    where every tool the turn's ground-truth calls use is reachable. shown: the definitions selection keeps;
    + search: shown, or among the 5 results of one search_tools call over the whole catalogue.
    """)
