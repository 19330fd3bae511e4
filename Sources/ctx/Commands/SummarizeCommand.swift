import ContextBudget
import Foundation
import Tokenizers

/// `ctx summarize PATH...`: parses the options into a `BatchSummarizer` and prints what it reports.
struct SummarizeCommand: Command {
    static let about = CommandAbout(
        name: "summarize",
        abstract: "Summarize documents of any length through a small context window.",
        discussion: """
            Chunks each document so that every call fits the budget, summarizes the chunks, merges the partial summaries level by level until one call can take them all, and reduces them to one summary. PATH may be a file, a folder (walked recursively; files that are not UTF-8 text are listed as skipped) or a glob. A transcript JSON file is summarized as its messages, one role: text paragraph each (byte ranges in --format json then refer to that rendering). Documents run in parallel on one pool of --jobs model calls; results come in input order.

            With one file and no --out the summary goes to stdout. With --out, each summary is written to DIR/<relative path>.summary.<txt|md|json> atomically, each document is recorded in DIR/.ctx-manifest.jsonl (DIR/.ctx-manifest.shard-K-of-N.jsonl with --shard), finished calls are cached in DIR/.ctx-cache (or --cache), and --resume skips the files already done. One file's failure does not stop the batch; the exit status is 1 if any file failed.
            """,
        examples: [
            "ctx summarize Corpora/en/kjv-genesis.txt",
            "ctx summarize Corpora --out summaries --format markdown --resume",
            "ctx summarize Corpora --out /shared/summaries --shard 1/2 --jobs 8 --model http://gpu1:8000/v1 --endpoint http://gpu2:8000/v1",
            "ctx summarize 'Corpora/en/*.txt' --budget 32k --strategy refine --dry-run",
        ])

    @Argument(variadic: "PATH", "Files, folders or globs to summarize.")
    var paths: [String]

    let budget = BudgetOptions()
    let model = ModelOptions()
    let tokenizer = TokenizerOptions()
    let summary = SummaryOptions()

    @Option(.integer("jobs", default: 4, atLeast: 1, "Model calls in flight at once, across all documents (default 4)."))
    var jobs: Int

    @Option(.folder("out", "Write each summary to a file under DIR instead of stdout."))
    var outputFolder: URL?

    @Option(.choice("format", "Output format (default text); json includes statistics and the summary tree with source byte ranges (one object per line when several files go to stdout)."))
    var format: SummaryFormat?

    @Option(.flag("json", "Same as --format json."))
    var json: Bool

    @Option(.flag("resume", "With --out: skip files already summarized (output written, same content in the manifest)."))
    var resume: Bool

    @Option(.flag("dry-run", "Print the plan of every file (calls, depth, tokens) without calling the model."))
    var dryRun: Bool

    @Option(.folder("cache", "Keep every finished call in DIR, so a rerun recomputes only what changed (default with --out: DIR/.ctx-cache)."))
    var cache: URL?

    @Option(.parsed("shard", "K/N", "Summarize only shard K of N (by a hash of each file's relative path): N machines, one shard each, split a corpus.", BatchShard.init(parsing:)))
    var shard: BatchShard?

    func validate() throws {
        _ = try budget.resolve()
        try model.checkCombination()
        if resume, outputFolder == nil {
            throw CLIError.usage("--resume needs --out DIR (it skips the summaries already written there)")
        }
    }

    func run() async throws -> Int32 {
        let budget = try budget.resolve()
        let chosen = try model.languageModel(budget: budget, tokenizer: tokenizer)
        let summarizer = try summary.summarizer(for: chosen, budget: budget)
        if let note = ModelOptions.completionPromptingNote(for: summarizer) { Output.note(note) }
        let renderer = SummaryRenderer(format: format ?? (json ? .json : .text), summarizer: summarizer)
        let folder = outputFolder.map(BatchOutputFolder.init(root:))
        var batch = try BatchSummarizer(summarizer: summarizer, jobs: jobs)
        batch.resume = resume
        batch.shard = shard
        batch.manifestURL = folder?.manifestURL(for: shard)
        let cacheFolder = cache ?? folder?.cacheURL

        let collected: DocumentCollection
        do { collected = try DocumentCollection(paths: paths) } catch { throw CLIError.failure("\(error)") }
        for skipped in collected.skipped { Output.note("skipped \(skipped.path): \(skipped.reason)") }
        guard !collected.documents.isEmpty else { throw CLIError.failure("no text files in \(paths.joined(separator: " "))") }
        if dryRun {
            let header = "budget: \(budget); model \(chosen.model.identifier); counter \(chosen.counter.name)"
            return SummaryTables.printPlans(await batch.plans(for: collected.documents), header: header)
        }

        do { batch.summarizer.cache = try cacheFolder.map(SummaryCache.init(directory:)) } catch { throw CLIError.failure("\(error)") }
        let single = collected.documents.count == 1 && outputFolder == nil
        let sink: any BatchSink = outputFolder.map { SummaryFolderSink(root: $0, renderer: renderer) }
            ?? SummaryTables.standardOutputSink(renderer, documentCount: collected.documents.count)
        let reporter = ProgressReporter(reportsFailures: !single)
        let stop = BatchStopSignal()
        let interrupt = InterruptHandler { stop.request() }
        defer { interrupt.cancel() }
        let report: BatchReport
        do { report = try await batch.run(collected.documents, skipped: collected.skipped, sink: sink, events: reporter.handle, stop: stop) } catch let error as ContextBudgetError { throw CLIError.failure(error.description) }
        reporter.clear()
        if report.stopped { return SummaryTables.printStopped(report, resumable: outputFolder != nil) }
        if single, let only = report.results.first, case let .failed(message) = only.status {
            throw CLIError.failure(message)  // one file to stdout fails like any single-file command
        }
        if report.results.count > 1 || outputFolder != nil {
            let table = SummaryTables.results(report.results)
            if outputFolder != nil { Output.standard(table) } else { Output.note(table) }
        }
        if report.failureCount > 0 { Output.error("\(report.failureCount) of \(report.results.count) files failed") }
        return report.failureCount == 0 ? ExitCode.success : ExitCode.failure
    }
}
