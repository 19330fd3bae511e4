import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of a batch manifest: what happened to one input.
///
/// A pipeline can read the manifest while the batch runs: every line is a whole JSON object.
/// A document is recorded once per attempt that ended (done, failed, or skipped by the folder
/// walk); a resumed run records only what it does again, so the latest line per `relativePath`
/// (the output's identity, the same from any working directory) is the current state and a done
/// document is never recorded twice.
public struct BatchManifestRecord: Codable, Sendable, Hashable {
    /// How the attempt ended.
    public enum Status: String, Codable, Sendable, Hashable {
        /// Summarized; `output` names where the summary is.
        case done
        /// Failed; `error` says why. The batch went on.
        case failed
        /// Not summarized; `reason` says why (not text, …).
        case skipped
    }

    /// The input's path as given or found.
    public var input: String
    /// The path outputs mirror (and shards hash).
    public var relativePath: String
    /// SHA-256 of the input's bytes; nil when the file could not be read.
    public var inputSHA256: String?
    /// How it ended.
    public var status: Status
    /// The failure, for `failed`.
    public var error: String?
    /// Why it was left out, for `skipped`.
    public var reason: String?
    /// Tokens of the document, with the summarizer's counter.
    public var tokensIn = 0
    /// Tokens of the summary.
    public var tokensOut = 0
    /// Calls of the summary tree (model and cache together).
    public var calls = 0
    /// Calls the model answered.
    public var modelCalls = 0
    /// Calls the cache answered.
    public var cachedCalls = 0
    /// Collapse levels before the reduce.
    public var depth = 0
    /// Calls whose answer the summary guard rejected twice and replaced by the extractive summary.
    public var fallbacks = 0
    /// Wall-clock seconds of the document's job.
    public var wallSeconds = 0.0
    /// Where the summary was written, when the output has a location.
    public var output: String?
    /// The shard that did the work ("2/3"), when sharded.
    public var shard: String?
    /// When the record was written (ISO 8601, UTC).
    public var recordedAt: String

    /// A record with zero counters, stamped now.
    public init(input: String, relativePath: String, inputSHA256: String?, status: Status) {
        self.input = input
        self.relativePath = relativePath
        self.inputSHA256 = inputSHA256
        self.status = status
        recordedAt = ISO8601DateFormatter().string(from: Date())
    }
}

/// A JSON Lines file of `BatchManifestRecord`s, appended one whole line at a time.
///
/// Each record is one `write(2)` of a complete line to a file opened with `O_APPEND`, then
/// `fsync`: a reader never sees half a record, and several processes (shards on one host) can
/// append to one file without interleaving inside a line. A line torn by a power cut is ended with
/// a newline when the file is next opened, and readers skip lines that do not parse.
public final class BatchManifest: @unchecked Sendable {
    /// The file.
    public let url: URL
    private let descriptor: Int32
    private let lock = NSLock()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Opens (creating if needed) the manifest at `url` for appending.
    /// - Throws: `ContextBudgetError.unusableFile` naming the file when it cannot be opened.
    public init(url: URL) throws {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ContextBudgetError.unusableFile("cannot open the manifest \(url.path): \(FileSystemFailure.describe(errno: errno))")
        }
        self.url = url
        self.descriptor = descriptor
        if let handle = FileHandle(forReadingAtPath: url.path) {
            defer { try? handle.close() }
            let end = (try? handle.seekToEnd()) ?? 0
            if end > 0 {
                try? handle.seek(toOffset: end - 1)
                if handle.readData(ofLength: 1) != Data("\n".utf8) { _ = try? writeLine(Data("\n".utf8)) }
            }
        }
    }

    deinit { close(descriptor) }

    /// Appends `record` as one line, durably.
    /// - Throws: `ContextBudgetError.unusableFile` naming the file when the write fails (disk full…).
    public func append(_ record: BatchManifestRecord) throws {
        var line = try encoder.encode(record)
        line.append(UInt8(ascii: "\n"))
        try lock.withLock { try writeLine(line) }
    }

    private func writeLine(_ line: Data) throws {
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else {
            // A short write without an error means the device filled up mid-line.
            let reason = FileSystemFailure.describe(errno: written < 0 ? errno : ENOSPC)
            throw ContextBudgetError.unusableFile("cannot append to the manifest \(url.path): \(reason)")
        }
        fsync(descriptor)
    }

    /// Every record of the manifest at `url`, in file order; lines that do not parse are skipped.
    /// A missing file has no records.
    /// - Complexity: O(size of the file).
    public static func records(at url: URL) -> [BatchManifestRecord] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(BatchManifestRecord.self, from: Data($0)) }
    }

    /// The latest record of each relative path.
    /// - Complexity: O(records).
    public static func latestRecords(at url: URL) -> [String: BatchManifestRecord] {
        var latest: [String: BatchManifestRecord] = [:]
        for record in records(at: url) { latest[record.relativePath] = record }
        return latest
    }
}
