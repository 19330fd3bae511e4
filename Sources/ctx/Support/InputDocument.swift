import ContextBudget
import Foundation

/// A text file read for a command; the reading and its errors live in `TextFile` (the library),
/// this only turns them into `CLIError.failure` (exit 1).
struct InputDocument {
    let path: String
    let text: String
    let byteCount: Int

    /// Reads `path` as UTF-8 text.
    /// - Throws: `CLIError.failure` with `TextFile`'s message (missing, directory, empty, binary, not UTF-8).
    static func read(_ path: String) throws -> InputDocument {
        do {
            let (text, data) = try TextFile.read(path)
            return InputDocument(path: path, text: text, byteCount: data.count)
        } catch let error as ContextBudgetError {
            throw CLIError.failure(error.description)
        }
    }

    /// Reads `path` as a transcript JSON file (this package's format or OpenAI messages), and the
    /// format it is written in, so that what is written back keeps it.
    /// - Throws: as `read`, then `Transcript.decode`'s error for JSON that is no transcript.
    static func transcript(_ path: String) throws -> (Transcript, Transcript.FileFormat) {
        try Transcript.decode(Data(read(path).text.utf8), source: path)
    }
}
