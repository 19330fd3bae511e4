/// The Viterbi search of a unigram model: the segmentation of a text into pieces whose scores
/// (log probabilities) sum highest.
///
/// It follows SentencePiece's `EncodeOptimized` (and Hugging Face's `encode_optimized`, the same
/// algorithm): for each character position in order, one walk down the piece trie along the
/// text offers every piece that starts there to the position where it ends; a position keeps
/// the best total (ties: the first offered, i.e. the piece that starts earliest). A character no
/// piece of its own length covers is offered as the unknown token with score
/// `minimum score − 10`. Backtracking from the end gives the path.
///
/// Sums are kept in double precision, as Hugging Face and llama.cpp keep them. SentencePiece keeps
/// them in single precision, so on long texts a near-tie (two segmentations whose totals differ by
/// less than float32 rounding) can go the other way there; the tests list where that happens.
/// - Complexity: O(n × longest piece) time, O(n) memory, for n bytes.
struct UnigramLattice {
    /// The best path ending at one byte position: its total score, where its last piece starts
    /// (-1 when no path ends there) and that piece's id (the unknown id for an unknown character).
    struct Node {
        var score: Double
        var start: Int32
        var id: Int32
    }
    /// `nodes[end]` for every byte position `end` of the text (16 bytes each, one load per visit).
    private(set) var nodes: [Node] = []
    /// The best path's piece ends, last piece first.
    private(set) var pathEnds: [Int32] = []

    /// Segments `text`; afterwards `pathEnds` and `nodes` describe the best path.
    /// - Parameter scores: the score of each id in the trie.
    mutating func run(
        _ text: UnsafeBufferPointer<UInt8>, trie: PieceTrie, scores: UnsafePointer<Double>, unknownScore: Double, unknownID: Int32
    ) {
        let count = text.count
        if nodes.count < count + 1 { nodes = [Node](repeating: Node(score: 0, start: -1, id: -1), count: count + 1) }
        pathEnds.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        nodes.withUnsafeMutableBufferPointer { nodes in
            nodes[0] = Node(score: 0, start: 0, id: -1)
            for end in 1...count { nodes[end].start = -1 }
            var start = 0
            while start < count {
                let here = nodes[start].score
                let characterLength = min(utf8SequenceLength(text[start]), count - start)
                var coversCharacter = false
                var node = PieceTrie.root
                var position = start
                while position < count {
                    node = trie.child(of: node, byte: text[position])
                    if node < 0 { break }
                    position += 1
                    let id = trie.id(at: node)
                    guard id >= 0 else { continue }
                    let candidate = scores[Int(id)] + here
                    if nodes[position].start < 0 || candidate > nodes[position].score {
                        nodes[position] = Node(score: candidate, start: Int32(start), id: id)
                    }
                    if position - start == characterLength { coversCharacter = true }
                }
                if !coversCharacter {
                    let end = start + characterLength
                    let candidate = unknownScore + here
                    if nodes[end].start < 0 || candidate > nodes[end].score {
                        nodes[end] = Node(score: candidate, start: Int32(start), id: unknownID)
                    }
                }
                start += characterLength
            }
        }
        var end = count
        while end > 0 {
            pathEnds.append(Int32(end))
            end = Int(nodes[end].start)
        }
    }
}
