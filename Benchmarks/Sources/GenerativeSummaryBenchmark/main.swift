// Prompt layouts and strategies for generative summarizers, measured on the summary
// development set: ROUGE against the authors' abstracts and what the response guard did.
//
//   python3 Scripts/fetching/make-summary-devset.py        # once: ACLSum train + validation as Markdown
//   Scripts/fetching/fetch-gemma.sh                        # once: Gemma 3 270M
//   swift run -c release --package-path Benchmarks GenerativeSummaryBenchmark \
//       [--documents N] [--configurations a,b,...] [--model PATH] [--out DIR]
//
// Documents: the EHP article of Corpora, then ACLSum papers (train and validation only; the
// test split is kept for independent checks), spread evenly over their sorted ids. Every
// configuration summarizes the same documents through the 4K budget at the default target
// length; finished calls are cached under ~/.cache/contextbudget/generative-benchmark, so a
// rerun (or a configuration sharing calls with another) costs only what changed. ROUGE is the
// library's `RougeScorer` (rouge-score semantics, no stemming); "defective summaries" counts
// final summaries the guard itself would reject (echo, loop), which must stay 0.
import BenchmarkSupport
import ContextBudget
import ContextBudgetEvaluation
import Foundation
import NativeModel
import Tokenizers

struct Document {
    var name: String
    var text: String
    var reference: String
}

struct Configuration {
    var name: String
    var prompts: SummaryPrompts
    var strategy: SummaryStrategy
    var options = GenerationOptions()
    var selectionTokens = SummaryPlanner.defaultRewriteSelectionTokens
    /// The extractive default (`ctx summarize` without --model) instead of the GGUF model.
    var extractive = false
}

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--" + name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let home = FileManager.default.homeDirectoryForCurrentUser
let devset = home.appendingPathComponent(".cache/contextbudget/summary-devset/aclsum")
func documents(count: Int) throws -> [Document] {
    let corpora = Repository.root.appendingPathComponent("Corpora/en")
    var documents = [Document(
        name: "ehp-pbde47-thyroid",
        text: try String(contentsOf: corpora.appendingPathComponent("ehp-pbde47-thyroid.md"), encoding: .utf8),
        reference: try String(contentsOf: corpora.appendingPathComponent("ehp-pbde47-thyroid.abstract.txt"), encoding: .utf8))]
    var papers: [URL] = []
    for split in ["train", "val"] {
        let folder = devset.appendingPathComponent(split)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        papers += names.filter { $0.hasSuffix(".md") }.map { folder.appendingPathComponent($0) }
    }
    papers.sort { $0.lastPathComponent < $1.lastPathComponent }
    guard !papers.isEmpty else {
        print("no development set at \(devset.path): run python3 Scripts/fetching/make-summary-devset.py")
        return documents
    }
    let wanted = min(count - 1, papers.count)
    for index in 0..<max(0, wanted) {
        let paper = papers[index * papers.count / wanted]
        let abstract = paper.deletingPathExtension().appendingPathExtension("abstract.txt")
        documents.append(Document(
            name: paper.deletingPathExtension().lastPathComponent, text: try String(contentsOf: paper, encoding: .utf8),
            reference: try String(contentsOf: abstract, encoding: .utf8)))
    }
    return documents
}

let penalised = GenerationOptions(repetitionPenalty: 1.3)
let configurations: [Configuration] = [
    Configuration(name: "extractive default", prompts: .standard(), strategy: .mapReduce, extractive: true),
    Configuration(name: "map-reduce, tagged", prompts: .standard(), strategy: .mapReduce),
    Configuration(name: "map-reduce, material first", prompts: SummaryPromptLayout.materialFirst.prompts(), strategy: .mapReduce),
    Configuration(name: "map-reduce, material first, rp 1.3", prompts: SummaryPromptLayout.materialFirst.prompts(), strategy: .mapReduce, options: penalised),
    Configuration(name: "rewrite 768, tagged", prompts: .standard(), strategy: .extractThenRewrite),
    Configuration(name: "rewrite 768, material first", prompts: SummaryPromptLayout.materialFirst.prompts(), strategy: .extractThenRewrite),
    Configuration(name: "rewrite 768, material first, rp 1.3", prompts: SummaryPromptLayout.materialFirst.prompts(), strategy: .extractThenRewrite, options: penalised),
    Configuration(name: "rewrite 384, material first, rp 1.3", prompts: SummaryPromptLayout.materialFirst.prompts(), strategy: .extractThenRewrite, options: penalised, selectionTokens: 384),
    Configuration(name: "rewrite 1536, material first, rp 1.3", prompts: SummaryPromptLayout.materialFirst.prompts(), strategy: .extractThenRewrite, options: penalised, selectionTokens: 1536),
    Configuration(name: "rewrite 768, instruction first, rp 1.3", prompts: SummaryPromptLayout.instructionFirst.prompts(), strategy: .extractThenRewrite, options: penalised),
]

let documentCount = Int(argument("documents") ?? "8") ?? 8
let chosen = argument("configurations").map { Set($0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }) }
let modelPath = argument("model") ?? home.appendingPathComponent(".cache/contextbudget/models/gemma-3-270m-Q4_K_M.gguf").path
let outFolder = URL(fileURLWithPath: argument("out") ?? "/tmp/generative-benchmark")
try FileManager.default.createDirectory(at: outFolder, withIntermediateDirectories: true)
let cache = try SummaryCache(directory: home.appendingPathComponent(".cache/contextbudget/generative-benchmark"))

let corpus = try documents(count: documentCount)
print("\(corpus.count) documents; model \(modelPath)")
var native: NativeLanguageModel? = nil
var table = ResultTable(header: ["configuration", "docs", "R-1", "R-2", "R-L", "tokens", "gen calls", "echo", "loop", "copy", "empty", "retried", "fell back", "defective", "seconds"])

func percent(_ value: Double) -> String { String(format: "%.1f", value * 100) }

for (index, configuration) in configurations.enumerated() {
    guard chosen?.contains(configuration.name) ?? true || chosen?.contains(String(index)) == true else { continue }
    let model: any LanguageModel
    let counter: any TokenCounter
    if configuration.extractive {
        model = ExtractiveModel(contextSize: 4096)
        counter = TokenEstimator()
    } else {
        if native == nil { native = try NativeLanguageModel(url: URL(fileURLWithPath: modelPath), contextSize: 4096) }
        guard let native else { continue }
        model = native
        counter = native.tokenCounter
    }
    var summarizer = try Summarizer(
        model: model, budget: .onDevice, prompts: configuration.prompts, counter: counter, concurrency: 1,
        strategy: configuration.strategy, cache: configuration.extractive ? nil : cache, generationOptions: configuration.options)
    summarizer.planner.rewriteSelectionTokens = configuration.selectionTokens
    var sums = (r1: 0.0, r2: 0.0, rl: 0.0, tokens: 0)
    var statistics = SummaryStatistics()
    var defective = 0
    var generativeCalls = 0
    let started = DispatchTime.now().uptimeNanoseconds
    let records = outFolder.appendingPathComponent("config-\(index).jsonl")
    var lines: [String] = []
    for document in corpus {
        let summary = try await summarizer.summarize(document.text)
        let scores = RougeScorer.scores(reference: document.reference, candidate: summary.text)
        sums.r1 += scores.rouge1.fMeasure
        sums.r2 += scores.rouge2.fMeasure
        sums.rl += scores.rougeL.fMeasure
        sums.tokens += counter.count(summary.text)
        let s = summary.statistics
        for key in [\SummaryStatistics.modelCalls, \.cachedCalls, \.guardRetries, \.extractiveFallbacks, \.echoedResponses, \.loopedResponses, \.copiedResponses, \.emptyResponses] {
            statistics[keyPath: key] += s[keyPath: key]
        }
        // Generative calls: all of them, but for extract-then-rewrite only the final call (and its retry).
        generativeCalls += configuration.extractive ? 0 : configuration.strategy == .extractThenRewrite ? 1 + s.guardRetries : s.modelCalls + s.cachedCalls
        let check = ResponseGuard.standard.defect(
            in: summary.text, for: .init(scaffolding: configuration.prompts.scaffolding(for: .reduce), material: document.text, compressionAsked: false))
        if let check, check.kind == .echo || check.kind == .loop { defective += 1 }
        try summary.text.write(to: outFolder.appendingPathComponent("\(index)-\(document.name).txt"), atomically: true, encoding: .utf8)
        lines.append("{\"document\":\"\(document.name)\",\"rouge1\":\(scores.rouge1.fMeasure),\"rouge2\":\(scores.rouge2.fMeasure),\"rougeL\":\(scores.rougeL.fMeasure),\"fallbacks\":\(s.extractiveFallbacks),\"retries\":\(s.guardRetries),\"defect\":\"\(check?.kind.rawValue ?? "")\"}")
        try lines.joined(separator: "\n").write(to: records, atomically: true, encoding: .utf8)
        FileHandle.standardError.write(Data("[\(configuration.name)] \(document.name): R-L \(percent(scores.rougeL.fMeasure)) \(s.guardSummary ?? "accepted")\n".utf8))
    }
    let n = Double(corpus.count)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    table.add([
        configuration.name, String(corpus.count), percent(sums.r1 / n), percent(sums.r2 / n), percent(sums.rl / n),
        String(sums.tokens / corpus.count), String(generativeCalls), String(statistics.echoedResponses), String(statistics.loopedResponses),
        String(statistics.copiedResponses), String(statistics.emptyResponses), String(statistics.guardRetries),
        String(statistics.extractiveFallbacks), String(defective), String(format: "%.0f", seconds),
    ])
    table.print()
}
print("ROUGE F-measures in percent (mean over documents); gen calls = generative calls including retries (cached ones count);")
print("echo/loop/copy/empty = answers the guard rejected; defective = final summaries the guard would reject as echo or loop.")
