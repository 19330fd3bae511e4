import Foundation
import GGUF
import Testing
import TestSupport
@testable import Tokenizers

/// The double-array trie against a dictionary: every piece is found with its id, and walks
/// along random text find exactly the pieces a dictionary finds.
struct PieceTrieTests {
    @Test func findsExactlyThePiecesADictionaryFinds() throws {
        var random = SplitMix64(seed: 7)
        let alphabet: [UInt8] = Array("abcdeé▁<>".utf8)
        var pieces: [(bytes: [UInt8], id: Int32)] = []
        var dictionary: [[UInt8]: Int32] = [:]
        for id in 0..<3000 {
            let length = Int(random.next() % 12) + 1
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            pieces.append((bytes, Int32(id)))
            if dictionary[bytes] == nil { dictionary[bytes] = Int32(id) }
        }
        for byte in 0...255 { pieces.append(([UInt8(byte)], Int32(3000 + byte))); if dictionary[[UInt8(byte)]] == nil { dictionary[[UInt8(byte)]] = Int32(3000 + byte) } }
        let trie = PieceTrie(pieces: pieces)
        for (bytes, id) in dictionary { #expect(trie.id(of: bytes) == Int(id), "\(bytes)") }
        #expect(trie.id(of: []) == nil)
        for _ in 0..<200 {
            let text = (0..<40).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            for start in 0..<text.count {
                var node = PieceTrie.root
                var found: [Int: Int32] = [:]
                for end in start..<text.count {
                    node = trie.child(of: node, byte: text[end])
                    if node < 0 { break }
                    if trie.id(at: node) >= 0 { found[end + 1] = trie.id(at: node) }
                }
                var expected: [Int: Int32] = [:]
                for end in (start + 1)...text.count { if let id = dictionary[Array(text[start..<end])] { expected[end] = id } }
                #expect(found == expected)
            }
        }
    }
}

extension PieceTrieTests {
    /// A real 262K-piece vocabulary: every piece is found (the first id of each byte string).
    @Test(.enabled(if: ReferenceFixtures.gemmaPath != nil, "Gemma GGUF not fetched"))
    func findsEveryPieceOfGemmasVocabulary() throws {
        let pieces = try gemmaPieces()
        let trie = PieceTrie(pieces: pieces)
        var first: [[UInt8]: Int] = [:]
        for (bytes, id) in pieces where first[bytes] == nil { first[bytes] = Int(id) }
        for (bytes, id) in first { #expect(trie.id(of: bytes) == id) }
    }

    /// Building it stays linear: the free-slot search must not walk the used prefix for every node
    /// (that made it quadratic). Bounded in probes, not time, so a busy machine cannot fail it.
    @Test(.enabled(if: ReferenceFixtures.gemmaPath != nil, "Gemma GGUF not fetched"))
    func buildsGemmasVocabularyInLinearWork() throws {
        let pieces = try gemmaPieces()
        let trie = PieceTrie(pieces: pieces)
        print("PieceTrie over Gemma's \(pieces.count) pieces: \(trie.nodeCount) nodes, \(trie.slotCount) slots, \(trie.buildSteps) probes")
        // About 40 probes a node today. The quadratic search tried every used slot for every node:
        // on the order of nodes × slots / 2, some 3·10^11 here, four orders of magnitude above.
        #expect(trie.buildSteps <= 200 * trie.nodeCount, "\(trie.buildSteps) probes for \(trie.nodeCount) nodes")
        #expect(trie.buildSteps >= trie.nodeCount / 2, "the probes are counted")
    }

    private func gemmaPieces() throws -> [(bytes: [UInt8], id: Int32)] {
        let path = try #require(ReferenceFixtures.gemmaPath)
        let tokens = try GGUFFile(contentsOf: URL(fileURLWithPath: path)).metadata.stringArray("tokenizer.ggml.tokens")
        return tokens.enumerated().map { (bytes: Array($0.element.utf8), id: Int32($0.offset)) }
    }
}
