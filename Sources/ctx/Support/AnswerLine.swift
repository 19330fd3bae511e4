import Foundation

/// A streamed answer on stdout and notes on stderr share one terminal: a note written while the
/// answer's line is open starts on a line of its own, so `ctx chat --report` stays readable.
final class AnswerLine: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false

    /// Writes a piece of the answer to stdout.
    func write(_ piece: String) {
        guard !piece.isEmpty else { return }
        lock.withLock {
            FileHandle.standardOutput.write(Data(piece.utf8))
            isOpen = !piece.hasSuffix("\n")
        }
    }

    /// Writes `message` as one stderr line, after a line break if the answer's line is open.
    func noteBreakingLine(_ message: String) {
        lock.withLock {
            Output.note((isOpen ? "\n" : "") + message)
            isOpen = false
        }
    }
}
