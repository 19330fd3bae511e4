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
    /// `best[end]`: the best total of a path ending at byte `end`.
    private var best: [Double] = []
    /// `starts[end]`: where the last piece of that path starts, -1 when no path ends there.
    private(set) var starts: [Int32] = []
    /// `ids[end]`: the id of that piece (the unknown id for an unknown character).
    private(set) var ids: [Int32] = []
    /// The best path's piece ends, last piece first.
    private(set) var pathEnds: [Int32] = []

    /// Segments `text`; afterwards `pathEnds`, `starts` and `ids` describe the best path.
    /// - Parameter scores: the score of each id in the trie.
    mutating func run(
        _ text: UnsafeBufferPointer<UInt8>, trie: PieceTrie, scores: UnsafePointer<Double>, unknownScore: Double, unknownID: Int32
    ) {
        let count = text.count
        if best.count < count + 1 {
            best = [Double](repeating: 0, count: count + 1)
            starts = [Int32](repeating: -1, count: count + 1)
            ids = [Int32](repeating: -1, count: count + 1)
        }
        pathEnds.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        best.withUnsafeMutableBufferPointer { best in
            starts.withUnsafeMutableBufferPointer { starts in
                ids.withUnsafeMutableBufferPointer { ids in
                    best[0] = 0
                    for end in 1...count { starts[end] = -1 }
                    var start = 0
                    while start < count {
                        let here = best[start]
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
                            if starts[position] < 0 || candidate > best[position] {
                                best[position] = candidate
                                starts[position] = Int32(start)
                                ids[position] = id
                            }
                            if position - start == characterLength { coversCharacter = true }
                        }
                        if !coversCharacter {
                            let end = start + characterLength
                            let candidate = unknownScore + here
                            if starts[end] < 0 || candidate > best[end] {
                                best[end] = candidate
                                starts[end] = Int32(start)
                                ids[end] = unknownID
                            }
                        }
                        start += characterLength
                    }
                }
            }
        }
        var end = count
        while end > 0 {
            pathEnds.append(Int32(end))
            end = Int(starts[end])
        }
    }
}
