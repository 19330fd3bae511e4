/// A piece of a document small enough for one model call, and where it came from.
public struct Chunk: Sendable, Hashable, Codable {
    /// Position among the document's chunks, from 0.
    public var index: Int
    /// The chunk's text, overlap included.
    public var text: String
    /// Where `text` lies in the source, in UTF-8 bytes.
    public var byteRange: Range<Int>
    /// Where `text` lies in the source, in `Character`s (grapheme clusters).
    public var characterRange: Range<Int>
    /// Tokens of `text` itself, measured (not summed from pieces: counts are not additive).
    public var tokenCount: Int
    /// Markdown headings enclosing the chunk, outermost first; empty for plain text.
    public var headingPath: [String]
    /// Leading bytes of `text` repeated from the previous chunk (0 without overlap).
    public var overlapByteCount: Int

    public init(
        index: Int, text: String, byteRange: Range<Int>, characterRange: Range<Int>,
        tokenCount: Int, headingPath: [String] = [], overlapByteCount: Int = 0
    ) {
        self.index = index
        self.text = text
        self.byteRange = byteRange
        self.characterRange = characterRange
        self.tokenCount = tokenCount
        self.headingPath = headingPath
        self.overlapByteCount = overlapByteCount
    }
}

/// Anything that cuts a document into chunks that each fit a token limit.
public protocol DocumentChunker: Sendable {
    /// The most tokens a chunk may have.
    var maximumTokens: Int { get }
    /// The chunks of `text`, in order; without overlap they concatenate to `text` exactly.
    func chunks(of text: String) throws -> [Chunk]
}
