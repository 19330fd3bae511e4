import Foundation

/// Writes output files so that a reader (or a resumed batch) never sees half of one: the bytes
/// go to a temporary file in `<folder>/.ctx-partial/`, then a rename puts the whole file in place.
/// A killed job leaves at most a temporary file there, which the next run removes.
enum AtomicFile {
    static let partialFolderName = ".ctx-partial"

    /// Writes `text` to `url` atomically, creating its folder.
    /// - Throws: `CLIError.failure` naming the path when the folder or file cannot be written.
    static func write(_ text: String, to url: URL, outputRoot: URL) throws {
        let partials = outputRoot.appendingPathComponent(partialFolderName, isDirectory: true)
        let temporary = partials.appendingPathComponent("\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw CLIError.failure("\(url.path): cannot be written (\(reason))")
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.failure("\(url.path): cannot be written (\(error.localizedDescription))")
        }
    }

    /// Removes what killed runs left in `<outputRoot>/.ctx-partial/`.
    static func removeLeftovers(in outputRoot: URL) {
        try? FileManager.default.removeItem(at: outputRoot.appendingPathComponent(partialFolderName, isDirectory: true))
    }
}
