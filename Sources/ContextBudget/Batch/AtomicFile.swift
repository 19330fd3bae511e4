import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files so that a reader (or a resumed batch) never sees half of one: the bytes
/// go to a temporary file in `<folder>/.ctx-partial/`, then a rename puts the whole file in place.
/// A killed job leaves at most a temporary file there, which the next run on the same host removes
/// (temporary names carry the host and process id, so concurrent runs, even from other machines
/// sharing the folder, never remove each other's files).
public enum AtomicFile {
    /// The folder under an output root that holds files being written.
    public static let partialFolderName = ".ctx-partial"

    /// Writes `text` to `url` atomically, creating its folder.
    /// - Throws: `ContextBudgetError.unusableFile` naming the path when the folder or file cannot be written.
    public static func write(_ text: String, to url: URL, outputRoot: URL) throws {
        let partials = outputRoot.appendingPathComponent(partialFolderName, isDirectory: true)
        let temporary = partials.appendingPathComponent("\(hostName)-\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = FileSystemFailure.describe(errno: errno)
                try? FileManager.default.removeItem(at: temporary)
                throw ContextBudgetError.unusableFile("cannot write \(url.path): \(reason)")
            }
        } catch let error as ContextBudgetError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)  // a write cut short (disk full) leaves no partial file
            throw ContextBudgetError.unusableFile("cannot write \(url.path): \(FileSystemFailure.describe(error))")
        }
    }

    /// Removes what dead processes of this host left in `<outputRoot>/.ctx-partial/`, and the
    /// folder itself once it is empty.
    public static func removeLeftovers(in outputRoot: URL) {
        let partials = outputRoot.appendingPathComponent(partialFolderName, isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: partials.path)) ?? []
        let prefix = hostName + "-"
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0.isNumber }) else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: partials.appendingPathComponent(name))
            }
        }
        rmdir(partials.path)  // only succeeds when empty
    }

    private static let hostName: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        gethostname(&buffer, buffer.count)
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).filter { $0.isLetter || $0.isNumber || $0 == "." }
        return name.isEmpty ? "host" : name
    }()
}
