import Tokenizers

/// The first chunker's name and initializer, kept so existing callers compile; it now is a
/// `TextChunker` filling chunks up to `maximumTokens`, without overlap. Prefer `TextChunker`.
public struct ParagraphChunker: DocumentChunker {
    /// The most tokens a chunk may have.
    public let maximumTokens: Int
    /// What chunks are measured with.
    public let counter: any TokenCounter
    private let chunker: TextChunker

    /// - Throws: `ContextBudgetError.invalidConfiguration` when `maximumTokens` is below 1.
    public init(maximumTokens: Int, counter: any TokenCounter) throws {
        chunker = try TextChunker(maximumTokens: maximumTokens, counter: counter)
        self.maximumTokens = maximumTokens
        self.counter = counter
    }

    /// - Complexity: that of `TextChunker.chunks(of:)`: linear counting work.
    public func chunks(of text: String) throws -> [Chunk] {
        try chunker.chunks(of: text)
    }
}
