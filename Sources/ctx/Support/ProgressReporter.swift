import ContextBudget
import Foundation

/// Shows a batch's progress on stderr: a redrawn bar on a terminal (files, chunks, calls, ETA),
/// plain log lines otherwise (pipes, files, CI logs). Events arrive from any task, hence the lock.
final class ProgressReporter: @unchecked Sendable {
    private let isTerminal: Bool
    private let totalFiles: Int
    private let totalBytes: Int
    private let lock = NSLock()
    private let started = DispatchTime.now().uptimeNanoseconds
    private var filesDone = 0
    private var bytesDone = 0
    private var current = ""
    private var currentBytes = 0
    private var chunksDone = 0
    private var chunksTotal = 0
    private var callsDone = 0
    private var callsPlanned = 0
    private var lastDrawn: UInt64 = 0
    private var barShown = false

    init(totalFiles: Int, totalBytes: Int, isTerminal: Bool = Output.stderrIsTerminal) {
        self.totalFiles = totalFiles
        self.totalBytes = max(1, totalBytes)
        self.isTerminal = isTerminal
    }

    /// A file starts.
    func start(_ path: String, byteCount: Int) {
        lock.withLock {
            current = path
            currentBytes = byteCount
            chunksDone = 0; chunksTotal = 0; callsDone = 0; callsPlanned = 0
            draw(force: true)
        }
    }

    /// One event of the current file's job.
    func handle(_ event: SummaryEvent) {
        lock.withLock {
            switch event {
            case let .planned(plan):
                callsPlanned = plan.totalCalls
                if !isTerminal {
                    emit("\(prefix) \(current): \(plan.documentTokens.grouped) tokens, \(plan.totalCalls.grouped) calls planned (per level: \(plan.callsPerLevel.map(String.init).joined(separator: "/")))")
                }
            case let .chunked(count):
                chunksTotal = count
            case let .mapped(completed, _), let .refined(completed, _):
                chunksDone = completed
            case let .retrying(stage, attempt, delay, error):
                emit("\(prefix) \(current): \(stage): \(error); attempt \(attempt) in \(String(format: "%.1f", delay)) s")
            case let .split(stage, reason):
                emit("\(prefix) \(current): \(stage) split in two: \(reason)")
            default:
                break
            }
            if event.isCallCompletion { callsDone += 1 }
            draw(force: false)
        }
    }

    /// A file ends; `line` says how.
    func finish(_ line: String) {
        lock.withLock {
            emit("\(prefix) \(line)")
            filesDone += 1
            bytesDone += currentBytes
            currentBytes = 0
            draw(force: true)
        }
    }

    /// Prints a line without breaking the bar.
    func log(_ line: String) {
        lock.withLock { emit(line) }
    }

    /// Removes the bar before the final report.
    func clear() {
        lock.withLock {
            if isTerminal, barShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)); barShown = false }
        }
    }

    private var prefix: String { "[\(min(filesDone + 1, totalFiles))/\(totalFiles)]" }

    private func emit(_ line: String) {
        if isTerminal, barShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)); barShown = false }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private func draw(force: Bool) {
        guard isTerminal else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard force || now - lastDrawn > 100_000_000 else { return }
        lastDrawn = now
        let fileFraction = callsPlanned > 0 ? Double(callsDone) / Double(callsPlanned) : 0
        let fraction = min(1, (Double(bytesDone) + fileFraction * Double(currentBytes)) / Double(totalBytes))
        let width = 24
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let elapsed = Double(now - started) / 1e9
        let eta = fraction > 0.01 ? Self.clock(elapsed / fraction - elapsed) : "--:--"
        var line = "[\(bar)] files \(filesDone)/\(totalFiles)"
        if chunksTotal > 0 { line += " · chunks \(chunksDone)/\(chunksTotal)" }
        if callsPlanned > 0 { line += " · calls \(callsDone)/\(callsPlanned)" }
        line += " · ETA \(eta) · \(current)"
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
        barShown = true
    }

    static func clock(_ seconds: Double) -> String {
        let total = max(0, Int(seconds.rounded()))
        return total >= 3600 ? String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
            : String(format: "%d:%02d", total / 60, total % 60)
    }
}
