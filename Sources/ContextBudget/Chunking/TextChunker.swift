import Tokenizers

/// Cuts a document into chunks that each fit a token limit, at the most meaningful boundaries
/// available: Markdown headings, then blank lines, lines, sentences, clauses, words, grapheme
/// clusters and finally tokens.
///
/// Each piece of the document is kept whole at the coarsest level at which it fits (a paragraph
/// that fits is never split into sentences), then neighbouring pieces are merged greedily up to
/// the limit. Guarantees, for any `TokenCounter`:
/// - no chunk has more than `capacity.maximum` tokens, counted on the chunk's own text, overlap
///   included (counts are not additive, so sums are never trusted);
/// - no chunk is empty;
/// - the chunks without their overlap concatenate to the source, byte for byte, and each
///   chunk's `byteRange` slices the source to its text.
///
/// It throws only when a single Unicode scalar costs more tokens than the maximum allows.
///
/// Cost: the counter is called on each chunk's text about once or twice, plus small pieces
/// near the limit, so counting work grows linearly with the document (a size proxy, calibrated
/// on the counts already made, chooses which candidates to count). Nothing is re-counted from
/// the start of a long section.
public struct TextChunker: DocumentChunker {
    /// Whether `#` lines are Markdown headings.
    public enum Format: String, Sendable, Hashable, Codable, CaseIterable {
        /// Lines are just lines.
        case plainText
        /// ATX headings (`#` … `######`, outside fenced code) are the strongest boundaries and
        /// give each chunk its heading path.
        case markdown
    }

    /// Desired and maximum tokens per chunk.
    public let capacity: ChunkCapacity
    /// Tokens each chunk repeats from the end of the previous one (at most; less when the
    /// previous chunk ends inside a piece too large to share). 0 for none.
    public let overlapTokens: Int
    /// What every chunk is measured with; any counter works, exact or estimating.
    public let counter: any TokenCounter
    /// Whether `#` lines are headings.
    public let format: Format

    /// The most tokens a chunk may have: `capacity.maximum`.
    public var maximumTokens: Int { capacity.maximum }

    /// - Throws: `ContextBudgetError.invalidConfiguration` when `overlapTokens` is negative or
    ///   not below `capacity.desired` (a chunk must carry new text).
    public init(capacity: ChunkCapacity, overlapTokens: Int = 0, counter: any TokenCounter, format: Format = .markdown) throws {
        guard overlapTokens >= 0 else {
            throw ContextBudgetError.invalidConfiguration("the overlap cannot be negative (got \(overlapTokens) tokens)")
        }
        guard overlapTokens < capacity.desired else {
            throw ContextBudgetError.invalidConfiguration(
                "the overlap (\(overlapTokens) tokens) must be smaller than the desired chunk size (\(capacity.desired) tokens); lower the overlap or raise the chunk size")
        }
        self.capacity = capacity
        self.overlapTokens = overlapTokens
        self.counter = counter
        self.format = format
    }

    /// A chunker filling chunks up to `maximumTokens`.
    /// - Throws: `ContextBudgetError.invalidConfiguration` for a maximum below 1 or a bad overlap.
    public init(maximumTokens: Int, overlapTokens: Int = 0, counter: any TokenCounter, format: Format = .markdown) throws {
        try self.init(capacity: try ChunkCapacity(maximum: maximumTokens), overlapTokens: overlapTokens, counter: counter, format: format)
    }

    /// The chunks of `text`, in order; none for an empty text.
    /// - Throws: `ContextBudgetError.budgetTooSmall` when one Unicode scalar alone costs more
    ///   than `capacity.maximum` tokens.
    /// - Complexity: O(n) counting work in the length of `text` (see the type's discussion),
    ///   O(n log n) bookkeeping.
    public func chunks(of text: String) throws -> [Chunk] {
        guard !text.isEmpty else { return [] }
        var contiguous = text  // shares the storage: a native string is already contiguous UTF-8
        return try contiguous.withUTF8 { buffer in
            var run = ChunkingRun(source: text, bytes: buffer, configuration: self)
            return try run.chunks()
        }
    }
}
