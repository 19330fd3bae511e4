// ROUGE of every backend's summaries against human references, beside the classical baselines.
//
//   swift run -c release --package-path Benchmarks SummaryQualityBenchmark [options]
//
// The development set (`DevelopmentSet`): ACLSum's train and validation papers and the EHP
// article. Rows: the extractive default with every `SummaryStrategy`, the native Gemma 3 270M
// (`gguf:`) and llama-server's Gemma with every strategy, all at 4K (`TokenBudget.onDevice`);
// Lead, LexRank and TextRank (PyPI `sumy`) at the length of the extractive default's summary of
// each document (`ClassicalBaselines`). ROUGE by `RougeScorer` (checked against PyPI
// `rouge-score` 0.1.2 without stemming); ROUGE-Lsum with one sentence per line.
//
// Options:
//   --documents N              documents for the generative rows (default 20; ~1 min each and strategy on Gemma)
//   --extractive-documents N   documents for the extractive and classical rows (default: all)
//   --backends LIST            any of extractive,native,http (default: all three)
//   --strategies LIST          any of map-reduce,refine,extract-then-rewrite, in the order to run
//                              them (default: all; the extractive rows always include map-reduce)
//   --layouts LIST             native rows only: any of material-first,completion-cue,completion-few-shot
//                              (SummaryPromptLayout), one row per layout and strategy; a completion
//                              layout is sent as plain text (SummaryRecipe.model(toCall:)), the others
//                              in the model's chat format (default: the layout the library picks)
//   --model PATH               the GGUF file (default ~/.cache/contextbudget/models/gemma-3-270m-Q4_K_M.gguf)
//   --endpoint URL             llama-server (default: the URL in ~/.cache/contextbudget/llama-server.url,
//                              written by Scripts/llama.cpp/start-llama-server.sh)
//   --out DIR                  also write every summary to DIR/<row>/<id>.txt
//   --resume DIR               keep each generative row's finished documents in DIR and reuse them on
//                              a rerun (`FinishedSummaries`: a cut run goes on where it stopped)
import BenchmarkSupport
import ContextBudget
import ContextBudgetEvaluation
import Foundation
import HTTPModel
import NativeModel
import Tokenizers

let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
let documents = try DevelopmentSet.load()
let extractiveDocuments = Array(documents.prefix(options.extractiveDocuments ?? documents.count))
let generativeDocuments = Array(documents.prefix(options.generativeDocuments))
let estimator = TokenEstimator()
let budget = TokenBudget.onDevice

/// "mapReduce" → "map-reduce": the strategy's name as `ctx summarize --strategy` spells it.
func label(_ strategy: SummaryStrategy) -> String { hyphenated(strategy.rawValue) }

/// "completionCue" → "completion-cue".
func hyphenated(_ camelCase: String) -> String {
    camelCase.reduce(into: "") { name, character in
        if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
    }
}

/// Summarizes `documents` with `model` and `strategy` at 4K, one row; progress on stderr.
/// - Parameter layout: the prompt layout, in place of the one `ctx summarize` would pick.
@MainActor func run(
    _ name: String, model: any LanguageModel, counter: any TokenCounter, strategy: SummaryStrategy, layout: SummaryPromptLayout? = nil,
    over documents: [DevelopmentDocument]
) async -> QualityRow {
    var row = QualityRow(name: name)
    // What `ctx summarize` sends this model: the recipe for it (layout, penalty, stops), and the
    // plain-text path when the layout is a completion one.
    let recipe = layout.map { SummaryRecipe(layout: $0, strategy: strategy) } ?? SummaryRecipe.recommended(for: model)
    // Only generative rows are kept for --resume: the extractive ones take seconds.
    let resume = model is ExtractiveModel ? nil : options.resume
    for (number, document) in documents.enumerated() {
        FileHandle.standardError.write(Data("\r\(name): \(number + 1)/\(documents.count) \(document.id)          ".utf8))
        let fingerprint = resume.map { _ in
            FinishedSummaries.fingerprint(row: name, document: document.text, strategy: strategy, recipe: recipe, modelPath: options.modelPath)
        }
        if let resume, let fingerprint, let finished = resume.entry(row: name, id: document.id, fingerprint: fingerprint) {
            row.results[document.id] = ScoredSummary(finished.text, of: document, counter: estimator, statistics: finished.statistics, seconds: finished.seconds)
            options.write(finished.text, row: name, id: document.id)
            continue
        }
        do {
            let summarizer = try Summarizer(
                model: recipe.model(toCall: model), budget: budget, prompts: recipe.prompts(), counter: counter, strategy: strategy,
                generationOptions: recipe.options())
            let summary = try await summarizer.summarize(document.text)
            row.results[document.id] = ScoredSummary(
                summary.text, of: document, counter: estimator, statistics: summary.statistics, seconds: summary.statistics.wallSeconds)
            options.write(summary.text, row: name, id: document.id)
            if let resume, let fingerprint {
                let st = summary.statistics
                resume.store(FinishedSummaries.Entry(
                    fingerprint: fingerprint, text: summary.text, calls: st.totalCalls, retried: st.guardRetries,
                    fellBack: st.extractiveFallbacks, looped: st.loopedResponses, echoed: st.echoedResponses, seconds: st.wallSeconds),
                    row: name, id: document.id)
            }
        } catch {
            FileHandle.standardError.write(Data("\n\(name) on \(document.id) failed: \(error)\n".utf8))
        }
    }
    // The row as soon as it is done: generative rows take hours, and a cut run keeps what it measured.
    let cells = row.aggregate(documents.map(\.id)) ?? [name]
    FileHandle.standardError.write(Data("\n\(zip(QualityRow.header, cells).map { "\($0) \($1)" }.joined(separator: ", "))\n".utf8))
    return row
}

var rows: [QualityRow] = []
let strategies: [SummaryStrategy] = try options.strategies.map { names in
    try names.map { name in
        guard let strategy = SummaryStrategy.allCases.first(where: { label($0) == name }) else {
            throw BenchmarkError("unknown strategy \(name) in --strategies (use map-reduce, refine, extract-then-rewrite)")
        }
        return strategy
    }
} ?? SummaryStrategy.allCases
let defaultName = "extractive, \(label(.mapReduce)) (default)"

// The extractive default and its strategies, on every document.
if options.backends.contains("extractive") {
    let model = ExtractiveModel(contextSize: budget.contextSize, tokenCounter: estimator)
    for strategy in [.mapReduce] + strategies.filter({ $0 != .mapReduce }) {
        let name = strategy == .mapReduce ? defaultName : "extractive, \(label(strategy))"
        rows.append(await run(name, model: model, counter: estimator, strategy: strategy, over: extractiveDocuments))
    }
    // The classics at the length of the default's summary of each document.
    let baselines = try ClassicalBaselines(extractiveDocuments, cacheFolder: DevelopmentSet.aclsumFolder.deletingLastPathComponent())
    let lengths = rows[0].results.mapValues(\.tokens)
    for (method, name) in ClassicalBaselines.methods {
        var row = QualityRow(name: "\(name), same length")
        for document in extractiveDocuments {
            guard let tokens = lengths[document.id] else { continue }
            let text = baselines.summary(method, of: document.id, tokens: tokens, counter: estimator)
            row.results[document.id] = ScoredSummary(text, of: document, counter: estimator)
            options.write(text, row: row.name, id: document.id)
        }
        rows.append(row)
    }
}

// Gemma 3 270M in-process and through llama-server, on the first `--documents`.
var nativeCounter: (any TokenCounter)?
if options.backends.contains("native") || options.backends.contains("http") {
    if FileManager.default.fileExists(atPath: options.modelPath) {
        let native = try NativeLanguageModel(url: URL(fileURLWithPath: options.modelPath), contextSize: budget.contextSize)
        nativeCounter = native.tokenCounter
        if options.backends.contains("native") {
            let layouts: [SummaryPromptLayout?] = try options.layouts.map { names in
                try names.map { name in
                    guard let layout = SummaryPromptLayout.allCases.first(where: { hyphenated($0.rawValue) == name }) else {
                        throw BenchmarkError("unknown layout \(name) in --layouts (use material-first, completion-cue, completion-few-shot)")
                    }
                    return layout
                }
            } ?? [nil]
            for strategy in strategies {
                for layout in layouts {
                    let suffix = layout.map { ", \(hyphenated($0.rawValue))" } ?? ""
                    rows.append(await run(
                        "gguf: Gemma 3 270M (base), \(label(strategy))\(suffix)", model: native, counter: native.tokenCounter, strategy: strategy,
                        layout: layout, over: generativeDocuments))
                }
            }
        }
    } else {
        print("note: no GGUF model at \(options.modelPath) (Scripts/fetching/fetch-gemma.sh): native rows not run")
    }
}
if options.backends.contains("http") {
    if let endpoint = options.endpoint, let url = URL(string: endpoint) {
        // Named as llama-server names the file, so that the model's family (Gemma) picks its recipe.
        let configuration = OpenAICompatibleConfiguration(
            baseURLs: [url], modelName: URL(fileURLWithPath: options.modelPath).lastPathComponent,
            contextSize: budget.contextSize, tokenCounter: nativeCounter)
        let http = try OpenAICompatibleModel(configuration: configuration)
        for strategy in strategies {
            rows.append(await run("llama-server Gemma 3 270M, \(label(strategy))", model: http, counter: nativeCounter ?? estimator, strategy: strategy, over: generativeDocuments))
        }
    } else {
        print("note: no llama-server URL (Scripts/llama.cpp/start-llama-server.sh, or --endpoint URL): HTTP rows not run")
    }
}

let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
print("development set: \(documents.count) documents (\(documents.filter { $0.split == "train" }.count) ACLSum train, \(documents.filter { $0.split == "val" }.count) val, EHP); load average \(load)")
print("ROUGE F-measures in percent (rouge-score semantics, no stemming; R-Lsum one sentence per line); tokens: mean per summary (estimate).")
print("retried / fell back / looped / echoed: calls, summed over documents; bad finals: final summaries that echo or loop.\n")

let generativeIDs = generativeDocuments.map(\.id)
if rows.contains(where: { $0.name.contains("Gemma") }) {
    print("All backends, the first \(generativeIDs.count) documents:")
    var table = ResultTable(header: QualityRow.header)
    for row in rows { if let cells = row.aggregate(generativeIDs) { table.add(cells) } }
    table.print()
    print("")
}

let extractiveRows = rows.filter { !$0.name.contains("Gemma") }
if !extractiveRows.isEmpty {
    let allIDs = extractiveDocuments.map(\.id)
    print("Extractive and classical rows, \(allIDs.count) documents:")
    var table = ResultTable(header: QualityRow.header)
    for row in extractiveRows { if let cells = row.aggregate(allIDs) { table.add(cells) } }
    table.print()

    print("\nBy split (R-1 / R-L), to tell a general method from one fitted to these papers:")
    let splits = ["train", "val", "ehp"].filter { split in extractiveDocuments.contains { $0.split == split } }
    var bySplit = ResultTable(header: ["summary"] + splits.map { split in "\(split) (\(extractiveDocuments.filter { $0.split == split }.count))" })
    for row in extractiveRows {
        bySplit.add([row.name] + splits.map { split in
            let ids = extractiveDocuments.filter { $0.split == split }.map(\.id)
            return String(format: "%.1f / %.1f", row.mean(0, over: ids) ?? 0, row.mean(2, over: ids) ?? 0)
        })
    }
    bySplit.print()

    if let ours = extractiveRows.first(where: { $0.name == defaultName }) {
        let classics = extractiveRows.filter { $0.name.hasSuffix("same length") }
        let groups = [("all", allIDs)] + splits.map { split in (split, extractiveDocuments.filter { $0.split == split }.map(\.id)) }
        for (split, ids) in groups {
            guard let r1 = ours.mean(0, over: ids), let rl = ours.mean(2, over: ids) else { continue }
            let best1 = classics.compactMap { $0.mean(0, over: ids) }.max() ?? 0
            let bestL = classics.compactMap { $0.mean(2, over: ids) }.max() ?? 0
            let met = r1 >= best1 + 3 && rl >= bestL + 2
            print(String(format: "margins (%@): R-1 %+.1f over the best classic (needs +3.0), R-L %+.1f (needs +2.0): %@", split, r1 - best1, rl - bestL, met ? "met" : "not met"))
        }
    }
}
