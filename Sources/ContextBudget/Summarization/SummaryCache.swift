import Foundation

/// A folder of finished summary calls, so that a rerun after a crash, or with only one prompt
/// changed, recomputes only the calls whose inputs changed.
///
/// Each response is stored under the SHA-256 of everything that determines it: the library
/// version, the model's identifier, the generation options and the whole transcript (instructions,
/// prompt template and material). Files are written atomically (temporary file, then rename), so a
/// killed job leaves either a whole entry or none. Safe to share between concurrent jobs: two
/// writers of one key write the same bytes.
public struct SummaryCache: Sendable {
    /// Bumped when a change to the library changes what a call returns for the same inputs.
    public static let libraryVersion = "contextbudget-0.1.0"

    /// Where entries live: `<directory>/<2 hex digits>/<64 hex digits>.txt`.
    public let directory: URL

    /// Opens (and creates if needed) a cache folder.
    /// - Throws: `ContextBudgetError.unusableFile` naming the folder when it cannot be created.
    public init(directory: URL) throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ContextBudgetError.unusableFile(
                "cannot create the cache folder \(directory.path): \(FileSystemFailure.describe(error))")
        }
        self.directory = directory
    }

    /// The key of one call: a hash of the library version, model identifier, options and transcript.
    /// - Complexity: O(n) in the length of the transcript.
    public static func key(for transcript: Transcript, options: GenerationOptions, modelIdentifier: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var hasher = SHA256()
        // Length-prefixed fields, so that no two different inputs share a serialization.
        for field in [
            Data(libraryVersion.utf8), Data(modelIdentifier.utf8),
            (try? encoder.encode(options)) ?? Data(), (try? encoder.encode(transcript)) ?? Data(),
        ] {
            hasher.update("\(field.count):".utf8)
            hasher.update(field)
        }
        return SHA256.hex(hasher.finalize())
    }

    /// The stored response for `key`, or nil when there is none (or it cannot be read).
    public func response(forKey key: String) -> String? {
        guard let data = try? Data(contentsOf: url(forKey: key)) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Stores `response` under `key`, atomically.
    /// - Throws: `ContextBudgetError.unusableFile` naming the folder when it is not writable (or full).
    public func store(_ response: String, forKey key: String) throws {
        let url = url(forKey: key)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(response.utf8).write(to: url, options: .atomic)
        } catch {
            throw ContextBudgetError.unusableFile(
                "cannot write to the cache folder \(directory.path): \(FileSystemFailure.describe(error))")
        }
    }

    /// Number of stored entries (for reports and tests).
    /// - Complexity: O(entries).
    public func entryCount() -> Int {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return 0 }
        var count = 0
        for case let url as URL in walker where url.pathExtension == "txt" { count += 1 }
        return count
    }

    private func url(forKey key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2)), isDirectory: true).appendingPathComponent(key + ".txt")
    }
}
