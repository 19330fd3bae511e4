import ContextBudget
import Foundation

/// What `ctx summarize` prints besides progress: summaries on stdout, the results table, the plans of `--dry-run`.
enum SummaryTables {
    /// Prints each summary on stdout: alone for one document, as JSON Lines for several JSON
    /// reports, else under a `==> path <==` header.
    static func standardOutputSink(_ renderer: SummaryRenderer, documentCount: Int) -> BatchCallbackSink {
        BatchCallbackSink { result, summary in
            let several = documentCount > 1
            let rendered = try renderer.render(summary, of: result.document, documentTokens: result.documentTokens, compact: several)
            if !several || renderer.format == .json {
                Output.standard(rendered)
            } else {
                Output.standard("==> \(result.document.path) <==\n" + rendered + "\n")
            }
        }
    }

    /// One row per document: status, tokens in and out, calls, depth, seconds; the documents a
    /// stop left `unfinished` last, as "interrupted".
    static func results(_ results: [BatchDocumentResult], unfinished: [BatchDocument] = []) -> String {
        var table = TextTable(header: ["file", "status", "tokens in", "tokens out", "calls", "depth", "seconds"])
        for result in results {
            guard result.status == .done, let statistics = result.statistics else {
                table.rows.append([result.document.path, result.isFailure ? "failed" : "done earlier", "-", "-", "-", "-", "-"])
                continue
            }
            table.rows.append([
                result.document.path, "ok", result.documentTokens.grouped, result.summaryTokens.grouped,
                String(statistics.totalCalls), String(statistics.collapseDepth), String(format: "%.2f", statistics.wallSeconds),
            ])
        }
        for document in unfinished { table.rows.append([document.path, "interrupted", "-", "-", "-", "-", "-"]) }
        return table.rendered()
    }

    /// After Ctrl-C: the table of what was and was not summarized (on stdout with --out, as the
    /// finished table is), one error line saying how to finish, and status 130.
    static func printStopped(_ report: BatchReport, resumable: Bool) -> Int32 {
        let table = results(report.results, unfinished: report.unfinished)
        if resumable { Output.standard(table) } else { Output.note(table) }
        let total = report.results.count + report.unfinished.count
        let next = resumable ? "rerun with --resume to finish them (finished calls are cached, so none is asked again)" : "rerun to finish them"
        Output.error("interrupted: \(report.unfinished.count) of \(total) files not summarized; \(next)")
        return ExitCode.interrupted
    }

    /// `--dry-run`: every document's plan, one row each; failures as error lines. Returns the exit status.
    static func printPlans(_ plans: [(document: BatchDocument, plan: Result<SummaryPlan, any Error>)], header: String) -> Int32 {
        var table = TextTable(header: ["file", "tokens", "fits", "chunks", "calls per level", "depth", "calls", "minimum", "prompt tokens ≤", "response tokens ≤"])
        var failures = 0
        for (document, result) in plans {
            switch result {
            case let .success(plan):
                table.rows.append([
                    document.path, plan.documentTokens.grouped, plan.fitsInOneCall ? "yes" : "no", plan.chunkCount.grouped,
                    plan.callsPerLevel.map(String.init).joined(separator: "/"), String(plan.collapseDepth),
                    plan.totalCalls.grouped, plan.minimumCalls.grouped, plan.expectedPromptTokens.grouped,
                    plan.expectedResponseTokens.grouped,
                ])
            case let .failure(error):
                failures += 1
                Output.error("\(document.path): \(error)")
            }
        }
        Output.standard(header + "\n" + table.rendered())
        return failures == 0 ? ExitCode.success : ExitCode.failure
    }
}
