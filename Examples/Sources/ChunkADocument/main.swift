import ContextBudget
import Foundation
import Tokenizers

let document = try String(contentsOfFile: "Corpora/md/nodejs-errors.md", encoding: .utf8)
let chunker = try TextChunker(capacity: ChunkCapacity(desired: 900, maximum: 1000),
                              overlapTokens: 50, counter: TokenEstimator())   // any TokenCounter
for chunk in try chunker.chunks(of: document) {
    print(chunk.tokenCount, chunk.byteRange, chunk.headingPath.joined(separator: " > "))
}
