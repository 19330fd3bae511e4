import Foundation
import Tokenizers

/// A simple chunker: packs whole paragraphs (blank-line separated) into chunks up to a token
/// limit, splitting an oversized paragraph at lines, then spaces, then characters.
///
/// It keeps the two guarantees every chunker here keeps: no chunk exceeds `maximumTokens`, and
/// the chunks concatenate back to the source byte for byte.
public struct ParagraphChunker: DocumentChunker {
    public let maximumTokens: Int
    public let counter: any TokenCounter

    /// - Throws: `ContextBudgetError.invalidConfiguration` when `maximumTokens` is below 1.
    public init(maximumTokens: Int, counter: any TokenCounter) throws {
        guard maximumTokens >= 1 else {
            throw ContextBudgetError.invalidConfiguration("chunk size must be at least 1 token (got \(maximumTokens))")
        }
        self.maximumTokens = maximumTokens
        self.counter = counter
    }

    /// - Complexity: O(n · log n) counting work in the length of `text`.
    public func chunks(of text: String) throws -> [Chunk] {
        var pieces: [Substring] = []
        for paragraph in Self.split(text[...], after: "\n\n") {
            pieces += try fitting(paragraph, separators: ["\n", " "])
        }
        var chunks: [Chunk] = []
        var byteOffset = 0, characterOffset = 0
        var current: Substring? = nil

        func emit(_ piece: Substring) {
            let text = String(piece)
            let bytes = text.utf8.count, characters = text.count
            chunks.append(Chunk(
                index: chunks.count, text: text, byteRange: byteOffset..<byteOffset + bytes,
                characterRange: characterOffset..<characterOffset + characters, tokenCount: counter.count(text)))
            byteOffset += bytes
            characterOffset += characters
        }

        for piece in pieces {
            guard let open = current else { current = piece; continue }
            // Pieces are adjacent slices of `text`, so their union is one slice.
            let merged = text[open.startIndex..<piece.endIndex]
            if counter.count(String(merged)) <= maximumTokens {
                current = merged
            } else {
                emit(open)
                current = piece
            }
        }
        if let open = current { emit(open) }
        return chunks
    }

    /// Splits a piece that is too large at the first separator that helps, else by characters.
    private func fitting(_ piece: Substring, separators: [String]) throws -> [Substring] {
        if counter.count(String(piece)) <= maximumTokens { return [piece] }
        guard let separator = separators.first else { return try byCharacters(piece) }
        let parts = Self.split(piece, after: separator)
        if parts.count == 1 { return try fitting(piece, separators: Array(separators.dropFirst())) }
        return try parts.flatMap { try fitting($0, separators: Array(separators.dropFirst())) }
    }

    /// Longest runs of whole characters that fit, found by binary search.
    private func byCharacters(_ piece: Substring) throws -> [Substring] {
        var result: [Substring] = []
        var rest = piece
        while !rest.isEmpty {
            var low = 1, high = rest.count
            while low < high {
                let middle = (low + high + 1) / 2
                if counter.count(String(rest.prefix(middle))) <= maximumTokens { low = middle } else { high = middle - 1 }
            }
            let first = rest.prefix(low)
            if low == 1, counter.count(String(first)) > maximumTokens {
                throw ContextBudgetError.budgetTooSmall(
                    needed: counter.count(String(first)), available: maximumTokens, detail: "one character")
            }
            result.append(rest.prefix(low))
            rest = rest.dropFirst(low)
        }
        return result
    }

    /// Splits after each occurrence of `separator`, keeping it with the piece before it.
    static func split(_ text: Substring, after separator: String) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var searchFrom = start
        while let range = text[searchFrom...].range(of: separator) {
            var end = range.upperBound
            while text[end...].hasPrefix(separator) { end = text.index(end, offsetBy: separator.count) }
            parts.append(text[start..<end])
            start = end
            searchFrom = end
        }
        if start < text.endIndex { parts.append(text[start...]) }
        return parts
    }
}
