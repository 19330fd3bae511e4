// ROUGE of ContextBudget's summaries against a human reference, beside Lead-3 and Lead-k baselines.
//
//   swift run -c release --package-path Benchmarks SummaryQualityBenchmark
//
// Reference: the abstract of the EHP article in Corpora (written by its authors; the article
// text in Corpora does not contain it). ROUGE is computed by `RougeScorer`, which a test checks
// against PyPI `rouge-score` (no stemming). Lead-3 is the classic news baseline: the first three
// sentences; Lead-k takes as many leading sentences as fit the same token count as our summary,
// so that length alone cannot explain a difference.
import BenchmarkSupport
import ContextBudget
import Foundation
import Tokenizers

let root = Repository.root.appendingPathComponent("Corpora/en")
let article = try String(contentsOf: root.appendingPathComponent("ehp-pbde47-thyroid.md"), encoding: .utf8)
let reference = try String(contentsOf: root.appendingPathComponent("ehp-pbde47-thyroid.abstract.txt"), encoding: .utf8)
let counter = TokenEstimator()

/// Sentences of the article body: headings dropped, split after `.`, `!` or `?` before whitespace.
@MainActor func sentences(_ text: String) -> [String] {
    var result: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        var current = ""
        let characters = Array(line)
        for (index, character) in characters.enumerated() {
            current.append(character)
            if ".!?".contains(character), index + 1 == characters.count || characters[index + 1] == " " {
                result.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { result.append(current.trimmingCharacters(in: .whitespaces)) }
    }
    return result
}

@MainActor func lead(_ count: Int) -> String { sentences(article).prefix(count).joined(separator: " ") }

@MainActor func lead(tokens: Int) -> String {
    var chosen: [String] = []
    for sentence in sentences(article) {
        if counter.count((chosen + [sentence]).joined(separator: " ")) > tokens { break }
        chosen.append(sentence)
    }
    return chosen.joined(separator: " ")
}

/// Median wall time of `body` over `repetitions` runs after a warm-up (async twin of `Measure.median`).
func medianSeconds(repetitions: Int, _ body: () async throws -> Void) async rethrows -> Double {
    try await body()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return samples.sorted()[samples.count / 2]
}

func percent(_ value: Double) -> String { String(format: "%.1f", value * 100) }

var table = ResultTable(header: ["summary", "tokens", "calls", "R-1 F", "R-2 F", "R-L F", "R-1 P", "R-1 R", "seconds"])
@MainActor func add(_ name: String, _ text: String, calls: Int, seconds: Double) {
    let scores = RougeScorer.scores(reference: reference, candidate: text)
    table.add([
        name, String(counter.count(text)), String(calls), percent(scores.rouge1.fMeasure), percent(scores.rouge2.fMeasure),
        percent(scores.rougeL.fMeasure), percent(scores.rouge1.precision), percent(scores.rouge1.recall), String(format: "%.3f", seconds),
    ])
}

let referenceTokens = counter.count(reference)
print("reference: the article's abstract, \(referenceTokens) tokens; article \(counter.count(article)) tokens (estimate)")
add("Lead-3 (baseline)", lead(3), calls: 0, seconds: 0)

struct Configuration {
    var name: String
    var budget: TokenBudget
    var strategy: SummaryStrategy = .mapReduce
    var target: Int? = nil
}
let configurations = [
    Configuration(name: "extractive, 32K, one call", budget: .privateCloudCompute, target: 512),
    Configuration(name: "extractive, 4K map-reduce", budget: .onDevice),
    Configuration(name: "extractive, 4K refine", budget: .onDevice, strategy: .refine),
    Configuration(name: "extractive, 2K map-reduce", budget: try .proportional(contextSize: 2048)),
    Configuration(name: "extractive, 4K, target 256 tokens", budget: .onDevice, target: 256),
]
var mapReduceTokens = 0
for configuration in configurations {
    let model = ExtractiveModel(contextSize: configuration.budget.contextSize)
    let summarizer = try Summarizer(
        model: model, budget: configuration.budget, counter: counter, strategy: configuration.strategy,
        targetTokenCount: configuration.target)
    var summary: Summary?
    let seconds = try await medianSeconds(repetitions: 3) { summary = try await summarizer.summarize(article) }
    guard let summary else { continue }
    if configuration.name == "extractive, 4K map-reduce" { mapReduceTokens = counter.count(summary.text) }
    add(configuration.name, summary.text, calls: summary.statistics.totalCalls, seconds: seconds)
}
add("Lead-k, same length as 4K map-reduce", lead(tokens: mapReduceTokens), calls: 0, seconds: 0)
add("Lead-k, same length as the abstract", lead(tokens: referenceTokens), calls: 0, seconds: 0)
table.print()
print("ROUGE F-measures in percent (rouge-score semantics, no stemming); higher is closer to the authors' abstract.")
