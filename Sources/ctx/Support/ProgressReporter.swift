import ContextBudget
import Foundation

/// Shows a batch's progress on stderr: a redrawn bar on a terminal (documents, calls in flight,
/// ETA), plain log lines otherwise (pipes, files, CI logs). Events arrive from any task, hence the lock.
final class ProgressReporter: @unchecked Sendable {
    private let isTerminal: Bool
    /// False for one document to stdout: its failure is the command's one error line instead.
    private let reportsFailures: Bool
    private let lock = NSLock()
    private var lastDrawn: UInt64 = 0
    private var barShown = false

    init(reportsFailures: Bool, isTerminal: Bool = Output.stderrIsTerminal) {
        self.reportsFailures = reportsFailures
        self.isTerminal = isTerminal
    }

    /// One event of the batch.
    func handle(_ event: BatchEvent) {
        lock.withLock {
            let progress = event.progress
            let prefix = "[\((event.documentIndex ?? 0) + 1)/\(progress.documentCount)]"
            let path = event.document?.path ?? ""
            switch event.kind {
            case let .documentPlanned(plan) where !isTerminal:
                emit("\(prefix) \(path): \(plan.documentTokens.grouped) tokens, \(plan.totalCalls.grouped) calls planned (per level: \(plan.callsPerLevel.map(String.init).joined(separator: "/")))")
            case let .summary(.retrying(stage, attempt, delay, error)):
                emit("\(prefix) \(path): \(stage): \(error); attempt \(attempt) in \(String(format: "%.1f", delay)) s")
            case let .summary(.split(stage, reason)):
                emit("\(prefix) \(path): \(stage) split in two: \(reason)")
            case let .documentFinished(result):
                emit("\(prefix) " + Self.finishLine(result))
            case let .documentFailed(result) where reportsFailures:
                if case let .failed(message) = result.status { emit("\(prefix) error: \(path): \(message)") }
            case let .documentSkipped(result):
                emit("\(prefix) skipped \(path): \(result.outputLocation ?? "its output") exists (--resume)")
            default:
                break
            }
            draw(progress, force: false)
        }
    }

    /// Removes the bar before the final report.
    func clear() {
        lock.withLock {
            if isTerminal, barShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)); barShown = false }
        }
    }

    /// "path: 12,345 tokens -> 310 tokens in 7 calls (per level: 6/1; 0 cached), collapse depth 0, 1.20 s (0.01 s chunking)".
    static func finishLine(_ result: BatchDocumentResult) -> String {
        guard let statistics = result.statistics else { return result.document.path }
        let levels = statistics.callsPerLevel.map(String.init).joined(separator: "/")
        return "\(result.document.path): \(result.documentTokens.grouped) tokens -> \(result.summaryTokens.grouped) tokens in \(statistics.totalCalls) calls (per level: \(levels); \(statistics.cachedCalls) cached), collapse depth \(statistics.collapseDepth), \(String(format: "%.2f", statistics.wallSeconds)) s (\(String(format: "%.2f", statistics.planningSeconds)) s chunking)"
    }

    private func emit(_ line: String) {
        if isTerminal, barShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)); barShown = false }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private func draw(_ progress: BatchProgress, force: Bool) {
        guard isTerminal else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard force || now - lastDrawn > 100_000_000 else { return }
        lastDrawn = now
        let total = max(1, progress.documentCount)
        let width = 24
        let filled = min(width, progress.documentsDone * width / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        var line = "[\(bar)] documents \(progress.documentsDone)/\(progress.documentCount)"
        if progress.callsPlanned > 0 { line += " · calls \(progress.callsDone)/\(progress.callsPlanned) (\(progress.callsInFlight) in flight)" }
        line += " · ETA \(progress.etaSeconds.map(Self.clock) ?? "--:--")"
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
        barShown = true
    }

    static func clock(_ seconds: Double) -> String {
        let total = max(0, Int(seconds.rounded()))
        return total >= 3600 ? String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
            : String(format: "%d:%02d", total / 60, total % 60)
    }
}
