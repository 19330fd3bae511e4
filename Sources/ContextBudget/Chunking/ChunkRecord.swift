/// A chunk as `ctx chunk --jsonl` prints it and the MCP server's `chunk` tool returns it: flat
/// offsets instead of ranges and the end level by name, so that both write the same record.
public struct ChunkRecord: Sendable, Hashable, Encodable {
    /// `Chunk.index`.
    public var index: Int
    /// `Chunk.byteRange`'s bounds.
    public var byteStart: Int
    public var byteEnd: Int
    /// `Chunk.characterRange`'s bounds; nil (and not written) when the record leaves them out.
    public var characterStart: Int?
    public var characterEnd: Int?
    /// `Chunk.overlapByteCount`.
    public var overlapBytes: Int
    /// `Chunk.tokenCount`.
    public var tokens: Int
    /// `Chunk.endLevel`'s name; nil at the end of the document.
    public var endLevel: String?
    /// `Chunk.headingPath`.
    public var headingPath: [String]
    /// `Chunk.text`; nil (and not written) when the record leaves it out.
    public var text: String?

    /// The record of `chunk`, with its character range and its text unless told otherwise.
    public init(_ chunk: Chunk, includingCharacterRange: Bool = true, includingText: Bool = true) {
        index = chunk.index
        byteStart = chunk.byteRange.lowerBound
        byteEnd = chunk.byteRange.upperBound
        characterStart = includingCharacterRange ? chunk.characterRange.lowerBound : nil
        characterEnd = includingCharacterRange ? chunk.characterRange.upperBound : nil
        overlapBytes = chunk.overlapByteCount
        tokens = chunk.tokenCount
        endLevel = chunk.endLevel?.rawValue
        headingPath = chunk.headingPath
        text = includingText ? chunk.text : nil
    }
}
