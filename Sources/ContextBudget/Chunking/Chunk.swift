/// A piece of a document small enough for one model call, and where it came from.
public struct Chunk: Sendable, Hashable, Codable {
    /// Position among the document's chunks, from 0.
    public var index: Int
    /// The chunk's text, overlap included.
    public var text: String
    /// Where `text` lies in the source, in UTF-8 bytes.
    public var byteRange: Range<Int>
    /// Where `text` lies in the source, in `Character`s (grapheme clusters): the clusters that
    /// start inside `byteRange` (a cut inside an oversized cluster leaves it to the chunk where it starts).
    public var characterRange: Range<Int>
    /// Tokens of `text` itself, measured (not summed from pieces: counts are not additive).
    public var tokenCount: Int
    /// Markdown headings enclosing the chunk's first new byte (the first after the overlap),
    /// outermost first; empty for plain text and before the first heading.
    public var headingPath: [String]
    /// Leading bytes of `text` repeated from the previous chunk (0 without overlap).
    public var overlapByteCount: Int
    /// The kind of boundary the chunk ends at; nil at the end of the document (or when the
    /// chunker does not say).
    public var endLevel: BoundaryLevel?

    /// A chunk as a chunker reports it; `overlapByteCount` and `endLevel` default to none.
    public init(
        index: Int, text: String, byteRange: Range<Int>, characterRange: Range<Int>,
        tokenCount: Int, headingPath: [String] = [], overlapByteCount: Int = 0, endLevel: BoundaryLevel? = nil
    ) {
        self.index = index
        self.text = text
        self.byteRange = byteRange
        self.characterRange = characterRange
        self.tokenCount = tokenCount
        self.headingPath = headingPath
        self.overlapByteCount = overlapByteCount
        self.endLevel = endLevel
    }

    /// Where the chunk's new text (after the overlap) lies in the source, in UTF-8 bytes; these
    /// ranges of consecutive chunks tile the source.
    public var contentByteRange: Range<Int> { (byteRange.lowerBound + overlapByteCount)..<byteRange.upperBound }

    /// The chunk's text without the overlap it repeats from the previous chunk.
    public var contentText: Substring {
        let utf8 = text.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: overlapByteCount)...])
    }
}

/// Anything that cuts a document into chunks that each fit a token limit.
public protocol DocumentChunker: Sendable {
    /// The most tokens a chunk may have.
    var maximumTokens: Int { get }
    /// The chunks of `text`, in order; without overlap they concatenate to `text` exactly.
    func chunks(of text: String) throws -> [Chunk]
}
