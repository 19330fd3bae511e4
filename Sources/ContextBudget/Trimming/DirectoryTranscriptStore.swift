import Foundation

/// A store that writes each reference as a transcript JSON file (`<referenceID>.json`, this
/// package's format) in a directory, so removed text outlives the process and can be read back
/// with `Transcript.decode`.
public struct DirectoryTranscriptStore: TranscriptStore {
    /// The directory holding the files; created on first save.
    public let directory: URL

    /// A store in `directory`, which need not exist yet.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The file a reference lives in.
    public func fileURL(for referenceID: String) -> URL {
        directory.appendingPathComponent(referenceID + ".json")
    }

    /// Writes the file unless it already exists (ids are content hashes, so it holds the same entries).
    /// - Throws: `ContextBudgetError.invalidConfiguration` for an id that is not a plain file name,
    ///   and Foundation's error when the directory or file cannot be written.
    public func save(_ entries: [Transcript.Entry], as referenceID: String) async throws {
        try Self.checkName(referenceID)
        let url = fileURL(for: referenceID)
        if FileManager.default.fileExists(atPath: url.path) { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Transcript(entries: entries).encoded(as: .contextBudget).write(to: url, options: .atomic)
    }

    /// - Throws: `ContextBudgetError.malformedTranscript` when the file exists but is not a transcript.
    public func entries(for referenceID: String) async throws -> [Transcript.Entry]? {
        try Self.checkName(referenceID)
        let url = fileURL(for: referenceID)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try Transcript.decode(data, source: url.path).0.entries
    }

    private static func checkName(_ referenceID: String) throws {
        guard !referenceID.isEmpty, !referenceID.hasPrefix("."),
              referenceID.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else {
            throw ContextBudgetError.invalidConfiguration(
                "reference id '\(referenceID)' is not a plain file name (letters, digits, '-' and '_' only)")
        }
    }
}
