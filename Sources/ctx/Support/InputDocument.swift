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
}
