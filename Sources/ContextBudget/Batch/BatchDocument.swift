import Foundation

/// One document of a batch: a file, or text held in memory, and the relative path its output mirrors.
///
/// The relative path is the document's identity across machines (shards hash it, outputs mirror
/// it); `path` is how it is shown and recorded in the manifest.
public struct BatchDocument: Sendable, Hashable {
    /// Where the text comes from.
    public enum Source: Sendable, Hashable {
        /// A file, read when the document's turn comes (so a batch never holds every file at once).
        case file(path: String)
        /// Text given directly.
        case text(String)
    }

    /// The path as the user can open it (or the name given to in-memory text).
    public var path: String
    /// The path below the folder argument it was found in (its file name for a file argument).
    public var relativePath: String
    /// Where the text comes from.
    public var source: Source

    /// A file to summarize; `relativePath` defaults to the file's name.
    public init(path: String, relativePath: String? = nil) {
        self.path = path
        self.relativePath = relativePath ?? (path as NSString).lastPathComponent
        self.source = .file(path: path)
    }

    /// Text to summarize, named `name` (its relative path, for outputs and shards).
    public init(name: String, text: String) {
        path = name
        relativePath = name
        source = .text(text)
    }

    /// Bytes of the document, without reading a file (its size on disk); for progress estimates.
    public var byteCountHint: Int {
        switch source {
        case let .text(text): text.utf8.count
        case let .file(path): (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
    }

    /// What is summarized: the text, or for a transcript JSON file (our format or OpenAI
    /// messages) its messages as `role: text` paragraphs; with the SHA-256 of the input's bytes.
    /// - Throws: `ContextBudgetError.unusableFile` for a file that cannot be read as UTF-8 text.
    /// - Complexity: O(n) in the document's size.
    public func load() throws -> LoadedDocument {
        switch source {
        case let .text(text):
            return LoadedDocument(text: text, kind: "document", inputSHA256: SHA256.hexDigest(of: text), byteCount: text.utf8.count)
        case let .file(path):
            let (text, data) = try TextFile.read(path)
            var hasher = SHA256()
            hasher.update(data)
            let digest = SHA256.hex(hasher.finalize())
            let material = SummaryMaterial(path: path, text: text, data: data)
            return LoadedDocument(text: material.text, kind: material.kind, inputSHA256: digest, byteCount: data.count)
        }
    }
}

/// A document read and ready to summarize.
public struct LoadedDocument: Sendable, Hashable {
    /// The material to summarize.
    public var text: String
    /// "document", or "transcript (N entries)" when a transcript file was rendered as its messages.
    public var kind: String
    /// SHA-256 of the input's bytes (the file as stored), lowercase hex: what the manifest records.
    public var inputSHA256: String
    /// Bytes of the input.
    public var byteCount: Int
}
