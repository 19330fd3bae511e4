import ContextBudget
import Foundation
import Tokenizers

/// `ctx summarize PATH...`: map-reduce summaries of files, folders and globs, each call within the budget.
struct SummarizeCommand: Command {
    static let spec = CommandSpec(
        name: "summarize",
        abstract: "Summarize documents of any length through a small context window.",
        discussion: """
            Chunks each document so that every call fits the budget, summarizes the chunks, merges the partial summaries level by level until one call can take them all, and reduces them to one summary. PATH may be a file, a folder (walked recursively; files that are not UTF-8 text are listed as skipped) or a glob. A transcript JSON file is summarized as its messages, one role: text paragraph each (byte ranges in --format json then refer to that rendering).

            With one file and no --out the summary goes to stdout. With --out, each summary is written to DIR/<relative path>.summary.<txt|md|json> atomically, finished calls are cached in DIR/.ctx-cache (or --cache), and --resume skips the files already done. One file's failure does not stop the batch; the exit status is 1 if any file failed.
            """,
        arguments: [ArgumentSpec(name: "PATH", help: "Files, folders or globs to summarize.", isVariadic: true)],
        options: BudgetOption.options + ModelOption.options + [TokenizerOption.option] + SummaryOptions.options + [
            .value("jobs", "N", "Model calls in flight at once (default 4)."),
            .value("out", "DIR", "Write each summary to a file under DIR instead of stdout."),
            .value("format", "text|markdown|json", "Output format (default text); json includes statistics and the summary tree with source byte ranges (one object per line when several files go to stdout)."),
            .flag("json", "Same as --format json."),
            .flag("resume", "With --out: skip files whose summary is already written."),
            .flag("dry-run", "Print the plan of every file (calls, depth, tokens) without calling the model."),
            .value("cache", "DIR", "Keep every finished call in DIR, so a rerun recomputes only what changed (default with --out: DIR/.ctx-cache)."),
        ],
        examples: [
            "ctx summarize Corpora/en/kjv-genesis.txt",
            "ctx summarize Corpora --out summaries --format markdown --resume",
            "ctx summarize 'Corpora/en/*.txt' --budget 32k --strategy refine --dry-run",
        ])

    enum Format: String { case text, markdown, json }

    let paths: [String]
    let budget: TokenBudget
    let counter: any TokenCounter
    let model: any LanguageModel
    let arguments: ParsedArguments
    let jobs: Int
    let format: Format
    let outputFolder: URL?
    let cacheFolder: URL?
    let resume: Bool
    let dryRun: Bool

    init(arguments: ParsedArguments) throws {
        paths = arguments.positionals
        budget = try BudgetOption.parse(arguments)
        counter = try TokenizerOption.parse(arguments)
        model = try ModelOption.parse(arguments, budget: budget, counter: counter)
        self.arguments = arguments
        jobs = try arguments.integer("jobs", atLeast: 1) ?? 4
        _ = try SummaryOptions.strategy(arguments)
        _ = try arguments.integer("target-tokens", atLeast: 1)
        let formatName = try arguments.choice("format", from: ["text", "markdown", "json"]) ?? (arguments.flag("json") ? "json" : "text")
        format = Format(rawValue: formatName) ?? .text
        outputFolder = arguments.value("out").map { URL(fileURLWithPath: $0, isDirectory: true) }
        resume = arguments.flag("resume")
        dryRun = arguments.flag("dry-run")
        if resume, outputFolder == nil {
            throw CLIError.usage("--resume needs --out DIR (it skips the summaries already written there)", command: Self.spec.name)
        }
        cacheFolder = arguments.value("cache").map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? outputFolder.map { $0.appendingPathComponent(".ctx-cache", isDirectory: true) }
    }

    /// One row of the final table.
    struct Result {
        var path: String
        var status: String
        var tokensIn = 0
        var tokensOut = 0
        var calls = 0
        var depth = 0
        var seconds = 0.0
        var failed: Bool { status.hasPrefix("failed") }
    }

    func run() async throws -> Int32 {
        let collected = try InputCollector(paths)
        for skipped in collected.skipped { Output.note("skipped \(skipped.path): \(skipped.reason)") }
        guard !collected.inputs.isEmpty else {
            throw CLIError.failure("no text files in \(paths.joined(separator: " "))")
        }
        if dryRun { return try await planAll(collected.inputs) }

        if let outputFolder { AtomicFile.removeLeftovers(in: outputFolder) }
        let cache = try cacheFolder.map { folder in
            do { return try SummaryCache(directory: folder) } catch { throw CLIError.failure("\(error)") }
        }
        let summarizer = try SummaryOptions.summarizer(
            arguments, model: model, budget: budget, counter: counter, jobs: jobs, cache: cache)
        let totalBytes = collected.inputs.reduce(0) { total, input in
            total + ((try? FileManager.default.attributesOfItem(atPath: input.path)[.size] as? Int) ?? 0)
        }
        let reporter = ProgressReporter(totalFiles: collected.inputs.count, totalBytes: totalBytes)
        var results: [Result] = []
        for input in collected.inputs {
            let destination = outputFolder.map { $0.appendingPathComponent(input.relativePath + ".summary." + fileExtension) }
            if resume, let destination, FileManager.default.fileExists(atPath: destination.path) {
                results.append(Result(path: input.path, status: "done earlier"))
                reporter.log("skipped \(input.path): \(destination.path) exists (--resume)")
                continue
            }
            let byteCount = (try? FileManager.default.attributesOfItem(atPath: input.path)[.size] as? Int) ?? 0
            reporter.start(input.path, byteCount: byteCount)
            do {
                let text = SummaryOptions.material(of: try InputDocument.read(input.path)).text
                let summary = try await summarizer.summarize(text) { reporter.handle($0) }
                let counter = summarizer.counter
                let documentTokens = counter.count(text)
                let rendered = try render(summary, input: input, documentTokens: documentTokens)
                if let destination, let outputFolder {
                    try AtomicFile.write(rendered, to: destination, outputRoot: outputFolder)
                } else if collected.inputs.count == 1 {
                    Output.standard(rendered)
                } else if format == .json {
                    // Several reports on stdout: one compact JSON object per line (JSON Lines).
                    let object = try JSONSerialization.jsonObject(with: Data(rendered.utf8))
                    Output.standard(String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self) + "\n")
                } else {
                    Output.standard("==> \(input.path) <==\n" + rendered + "\n")
                }
                let statistics = summary.statistics
                let result = Result(
                    path: input.path, status: "ok", tokensIn: documentTokens, tokensOut: counter.count(summary.text),
                    calls: statistics.totalCalls, depth: statistics.collapseDepth, seconds: statistics.wallSeconds)
                results.append(result)
                reporter.finish("\(input.path): \(result.tokensIn.grouped) tokens -> \(result.tokensOut.grouped) tokens in \(statistics.totalCalls) calls (per level: \(statistics.callsPerLevel.map(String.init).joined(separator: "/")); \(statistics.cachedCalls) cached), collapse depth \(statistics.collapseDepth), \(String(format: "%.2f", statistics.wallSeconds)) s (\(String(format: "%.2f", statistics.planningSeconds)) s chunking)")
                if let guarded = statistics.guardSummary { reporter.log("\(input.path): \(guarded)") }
            } catch is CancellationError {
                throw CancellationError()
            } catch where collected.inputs.count == 1 && outputFolder == nil {
                // One file to stdout behaves like any single-file command: one error line, exit 1.
                reporter.clear()
                throw error
            } catch {
                let message = (error as? CLIError)?.description ?? String(describing: error)
                results.append(Result(path: input.path, status: "failed"))  // the reason is in the log above
                reporter.finish("error: \(input.path): \(message)")
            }
        }
        reporter.clear()
        if let outputFolder { AtomicFile.removeLeftovers(in: outputFolder) }
        if results.count > 1 || outputFolder != nil {
            let table = Self.table(results)
            if outputFolder != nil { Output.standard(table) } else { Output.note(table) }
        }
        let failures = results.filter(\.failed).count
        if failures > 0 { Output.error("\(failures) of \(results.count) files failed") }
        return failures == 0 ? ExitCode.success : ExitCode.failure
    }

    private var fileExtension: String {
        switch format {
        case .text: "txt"
        case .markdown: "md"
        case .json: "json"
        }
    }

    /// The JSON document of one summary: what was summarized, with what, the result and its tree.
    struct Report: Encodable {
        var path: String
        var model: String
        var budget: TokenBudget
        var summary: String
        var documentTokens: Int
        var statistics: SummaryStatistics
        var tree: SummaryTree
    }

    private func render(_ summary: Summary, input: InputCollector.Input, documentTokens: Int) throws -> String {
        let statistics = summary.statistics
        switch format {
        case .text:
            return summary.text + "\n"
        case .json:
            return try JSONOutput.render(Report(
                path: input.path, model: model.identifier, budget: budget, summary: summary.text,
                documentTokens: documentTokens, statistics: statistics, tree: summary.tree))
        case .markdown:
            let levels = statistics.callsPerLevel.map(String.init).joined(separator: "/")
            return "# \(input.relativePath)\n\n\(summary.text)\n\n---\n\n*\(documentTokens.grouped) tokens summarized in \(counter.count(summary.text).grouped) by \(model.identifier) in \(statistics.totalCalls) calls (per level \(levels), collapse depth \(statistics.collapseDepth)) within \(budget.contextSize)-token calls.*\n"
        }
    }

    /// `--dry-run`: every file's plan, one row each.
    private func planAll(_ inputs: [InputCollector.Input]) async throws -> Int32 {
        let summarizer = try SummaryOptions.summarizer(arguments, model: model, budget: budget, counter: counter, jobs: jobs)
        var table = TextTable(header: ["file", "tokens", "fits", "chunks", "calls per level", "depth", "calls", "minimum", "prompt tokens ≤", "response tokens ≤"])
        var failures = 0
        for input in inputs {
            do {
                let plan = try await summarizer.plan(SummaryOptions.material(of: try InputDocument.read(input.path)).text)
                table.rows.append([
                    input.path, plan.documentTokens.grouped, plan.fitsInOneCall ? "yes" : "no", plan.chunkCount.grouped,
                    plan.callsPerLevel.map(String.init).joined(separator: "/"), String(plan.collapseDepth),
                    plan.totalCalls.grouped, plan.minimumCalls.grouped, plan.expectedPromptTokens.grouped,
                    plan.expectedResponseTokens.grouped,
                ])
            } catch {
                failures += 1
                Output.error("\(input.path): \((error as? CLIError)?.description ?? String(describing: error))")
            }
        }
        Output.standard("budget: \(budget); model \(model.identifier); counter \(counter.name)\n" + table.rendered())
        return failures == 0 ? ExitCode.success : ExitCode.failure
    }

    static func table(_ results: [Result]) -> String {
        var table = TextTable(header: ["file", "status", "tokens in", "tokens out", "calls", "depth", "seconds"])
        for result in results {
            let done = result.status == "ok"
            table.rows.append([
                result.path, result.status, done ? result.tokensIn.grouped : "-", done ? result.tokensOut.grouped : "-",
                done ? String(result.calls) : "-", done ? String(result.depth) : "-", done ? String(format: "%.2f", result.seconds) : "-",
            ])
        }
        return table.rendered()
    }
}
