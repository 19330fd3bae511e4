import ContextBudget
import Foundation
import Tokenizers

/// `TextChunker` on arbitrary text with an arbitrary capacity, overlap, format and counter
/// (the estimator, characters, and the exact cl100k and Gemma tokenizers when fetched).
///
/// Invariants (the type's documented guarantees): no chunk over `capacity.maximum`, counted on
/// its own text; no empty chunk; indices in order; each `byteRange` slices the source to the
/// chunk's text; the chunks without their overlap rebuild the source byte for byte; an overlap
/// only when asked for and never over `overlapTokens`; character ranges that follow each other
/// and end at the source's length. It may throw only `budgetTooSmall`, and only when one
/// Unicode scalar alone costs more than the maximum.
private let counters: [any TokenCounter] = {
    var counters: [any TokenCounter] = [TokenEstimator(), CharacterCounter()]
    if let cl100k = try? TiktokenLoader.load(path: CachedFiles.tokenizer("cl100k_base.tiktoken")) { counters.append(cl100k) }
    if FileManager.default.fileExists(atPath: CachedFiles.gemma), let gemma = try? GGUFTokenizerLoader.load(path: CachedFiles.gemma) {
        counters.append(gemma)
    }
    return counters
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let counter = counters[Int(input.byte()) % counters.count]
    let maximum = input.integer(in: 1...96)
    let desired = input.integer(in: 1...maximum)
    let overlap = input.bool() ? input.integer(in: 0...max(0, desired - 1)) : 0
    let format: TextChunker.Format = input.bool() ? .markdown : .plainText
    let text = String(decoding: input.rest(), as: UTF8.self)

    let chunker: TextChunker
    do {
        chunker = try TextChunker(capacity: try ChunkCapacity(desired: desired, maximum: maximum), overlapTokens: overlap,
                                  counter: counter, format: format)
    } catch {
        invariant(false, "a valid configuration (desired \(desired), maximum \(maximum), overlap \(overlap)) was refused: \(error)")
        return 0
    }
    let chunks: [Chunk]
    do {
        chunks = try chunker.chunks(of: text)
    } catch {
        guard case .budgetTooSmall? = error as? ContextBudgetError else {
            invariant(false, "chunks(of:) threw an undocumented error: \(error)")
            return 0
        }
        let expensive = text.unicodeScalars.contains { counter.count(String($0)) > maximum }
        invariant(expensive, "budgetTooSmall although every scalar fits \(maximum) tokens (\(counter.name)): \(error)")
        return 0
    }
    let label = "\(counter.name), maximum \(maximum), desired \(desired), overlap \(overlap), \(format)"
    let problems = violations(of: chunks, source: text, maximum: maximum, overlap: overlap, counter: counter)
    invariant(problems.isEmpty, "\(label): \(problems.joined(separator: "; "))\n  text \(text.debugDescription)")
    return 0
}

/// Every broken guarantee of one chunking of `source`, described.
private func violations(of chunks: [Chunk], source: String, maximum: Int, overlap: Int, counter: any TokenCounter) -> [String] {
    var problems: [String] = []
    let sourceBytes = Array(source.utf8)
    var rebuilt: [UInt8] = []
    var previousContentStart = 0
    var characterEnd = 0
    if source.isEmpty != chunks.isEmpty { problems.append("\(chunks.count) chunks for \(sourceBytes.count) bytes") }
    for (position, chunk) in chunks.enumerated() {
        let label = "chunk \(position) (bytes \(chunk.byteRange))"
        if chunk.index != position { problems.append("\(label): index \(chunk.index)") }
        if chunk.text.isEmpty || chunk.contentByteRange.isEmpty { problems.append("\(label): empty") }
        if chunk.tokenCount > maximum { problems.append("\(label): \(chunk.tokenCount) tokens > \(maximum)") }
        let measured = counter.count(chunk.text)
        if measured != chunk.tokenCount { problems.append("\(label): tokenCount \(chunk.tokenCount), the text counts \(measured)") }
        guard chunk.byteRange.lowerBound >= 0, chunk.byteRange.upperBound <= sourceBytes.count,
              chunk.overlapByteCount >= 0, chunk.overlapByteCount <= chunk.byteRange.count else {
            problems.append("\(label): outside the source (overlap \(chunk.overlapByteCount))")
            continue
        }
        if Array(sourceBytes[chunk.byteRange]) != Array(chunk.text.utf8) { problems.append("\(label): byte range does not slice to the text") }
        if chunk.contentByteRange.lowerBound != rebuilt.count {
            problems.append("\(label): content starts at \(chunk.contentByteRange.lowerBound), expected \(rebuilt.count)")
        }
        rebuilt += chunk.text.utf8.dropFirst(chunk.overlapByteCount)
        if chunk.overlapByteCount > 0 {
            if overlap == 0 { problems.append("\(label): overlap without overlap configured") }
            if chunk.byteRange.lowerBound < previousContentStart { problems.append("\(label): overlap reaches before the previous chunk") }
            let shared = String(decoding: sourceBytes[chunk.byteRange.lowerBound..<chunk.contentByteRange.lowerBound], as: UTF8.self)
            if counter.count(shared) > overlap { problems.append("\(label): overlap of \(counter.count(shared)) tokens > \(overlap)") }
        }
        if chunk.characterRange.lowerBound < 0 { problems.append("\(label): character range \(chunk.characterRange)") }
        if position > 0, chunk.overlapByteCount == 0, chunk.characterRange.lowerBound != characterEnd {
            problems.append("\(label): character range \(chunk.characterRange) does not follow \(characterEnd)")
        }
        characterEnd = chunk.characterRange.upperBound
        previousContentStart = chunk.contentByteRange.lowerBound
    }
    if rebuilt != sourceBytes { problems.append("the chunks without overlap do not rebuild the source (\(rebuilt.count) of \(sourceBytes.count) bytes)") }
    if !chunks.isEmpty, characterEnd != source.count { problems.append("character ranges end at \(characterEnd), the source has \(source.count)") }
    return problems
}
