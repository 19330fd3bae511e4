import Foundation

/// Where a batch's summaries go: a folder of files, or code of the caller's own.
///
/// The engine hands the sink each finished document in input order, from one task at a time.
public protocol BatchSink: Sendable {
    /// Where `document`'s output lives (recorded in the manifest), or nil when it has no location.
    func outputLocation(for document: BatchDocument) -> String?
    /// True when `document`'s output is already there (what `resume` trusts).
    func hasOutput(for document: BatchDocument) -> Bool
    /// Takes one finished summary.
    /// - Throws: any error; the document is then recorded as failed and the batch goes on.
    func deliver(_ result: BatchDocumentResult, summary: Summary) async throws
    /// Called once before the first document (for example, to clear what a killed run left).
    func begin() throws
    /// Called once after the last document.
    func end()
}

extension BatchSink {
    /// Nothing to prepare.
    public func begin() throws {}
    /// Nothing to clean up.
    public func end() {}
}

/// Writes each summary to `<root>/<relative path>.summary.<txt|md|json>`, atomically: a reader, a
/// resumed batch or another shard never sees half a file (see `AtomicFile`).
public struct SummaryFolderSink: BatchSink {
    /// The output folder.
    public var root: URL
    /// How summaries are rendered (and the files' extension).
    public var renderer: SummaryRenderer

    /// A sink writing under `root`.
    public init(root: URL, renderer: SummaryRenderer) {
        self.root = root
        self.renderer = renderer
    }

    /// The file `document`'s summary goes to.
    public func destination(for document: BatchDocument) -> URL {
        root.appendingPathComponent(document.relativePath + ".summary." + renderer.format.fileExtension)
    }

    public func outputLocation(for document: BatchDocument) -> String? { destination(for: document).path }

    public func hasOutput(for document: BatchDocument) -> Bool {
        FileManager.default.fileExists(atPath: destination(for: document).path)
    }

    public func deliver(_ result: BatchDocumentResult, summary: Summary) async throws {
        let text = try renderer.render(summary, of: result.document, documentTokens: result.documentTokens)
        try AtomicFile.write(text, to: destination(for: result.document), outputRoot: root)
    }

    public func begin() throws { AtomicFile.removeLeftovers(in: root) }

    public func end() { AtomicFile.removeLeftovers(in: root) }
}

/// Hands each finished summary to a closure (printing, a database, another pipeline stage).
public struct BatchCallbackSink: BatchSink {
    /// Receives each finished document and its summary, in input order.
    public var body: @Sendable (BatchDocumentResult, Summary) async throws -> Void

    /// A sink calling `body`.
    public init(_ body: @escaping @Sendable (BatchDocumentResult, Summary) async throws -> Void) {
        self.body = body
    }

    public func outputLocation(for document: BatchDocument) -> String? { nil }

    /// A callback keeps nothing, so `resume` never skips a document on its account.
    public func hasOutput(for document: BatchDocument) -> Bool { false }

    public func deliver(_ result: BatchDocumentResult, summary: Summary) async throws {
        try await body(result, summary)
    }
}
