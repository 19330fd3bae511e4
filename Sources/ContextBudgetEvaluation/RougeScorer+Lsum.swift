import ContextBudget

/// ROUGE-Lsum, the summary-level LCS of Lin (2004, section 3.2), computed as `rouge-score` 0.1.2
/// computes its `rougeLsum` (without stemming): both texts are split into sentences at newlines
/// (empty lines dropped), and for every reference sentence the union of its tokens matched by an
/// LCS with each candidate sentence counts as hits, each token counted at most as often as it
/// occurs in either text. It rewards a candidate whose sentences each follow some reference
/// sentence, whatever order the sentences come in, which ROUGE-L over the whole texts does not.
///
/// Which LCS a pair yields matters for the union: the backtrack is the same as `rouge-score`'s
/// (from the end, moving left when the left cell is strictly larger, else up), so that the
/// figures agree exactly; a test checks them on a committed fixture.
extension RougeScorer {
    /// ROUGE-Lsum of `candidate` against `reference`, both with one sentence per line
    /// (`sentencesOnLines(_:)` puts them so).
    /// - Complexity: O(r · c) time in the token counts, O(longest sentence pair) memory per pair.
    public static func rougeLsum(reference: String, candidate: String) -> Score {
        var ids: [String: Int] = [:]
        func sentences(_ text: String) -> [[Int]] {
            text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
                tokens(String(line)).map { token in
                    if let known = ids[token] { return known }
                    ids[token] = ids.count
                    return ids.count - 1
                }
            }
        }
        let referenceSentences = sentences(reference), candidateSentences = sentences(candidate)
        let referenceTotal = referenceSentences.reduce(0) { $0 + $1.count }
        let candidateTotal = candidateSentences.reduce(0) { $0 + $1.count }
        guard referenceTotal > 0, candidateTotal > 0 else { return Score(precision: 0, recall: 0) }

        var referenceCounts: [Int: Int] = [:], candidateCounts: [Int: Int] = [:]
        for sentence in referenceSentences { for token in sentence { referenceCounts[token, default: 0] += 1 } }
        for sentence in candidateSentences { for token in sentence { candidateCounts[token, default: 0] += 1 } }

        var hits = 0
        for sentence in referenceSentences {
            var union = Set<Int>()
            for other in candidateSentences { union.formUnion(lcsPositions(sentence, other)) }
            for position in union.sorted() {
                let token = sentence[position]
                if let c = candidateCounts[token], c > 0, let r = referenceCounts[token], r > 0 {
                    hits += 1
                    candidateCounts[token] = c - 1
                    referenceCounts[token] = r - 1
                }
            }
        }
        return Score(precision: Double(hits) / Double(candidateTotal), recall: Double(hits) / Double(referenceTotal))
    }

    /// `text` with one sentence per line (`SentenceSplitter`'s sentences), the form ROUGE-Lsum
    /// reads. `rouge-score` leaves the splitting to its caller (usually NLTK's punkt); this one
    /// has no data to download, and splits reference and candidate alike.
    /// - Complexity: O(n).
    public static func sentencesOnLines(_ text: String) -> String {
        SentenceSplitter.sentences(in: text).joined(separator: "\n")
    }

    /// Positions in `reference` of one longest common subsequence with `candidate`, in order.
    /// - Complexity: O(r · c) time and memory.
    static func lcsPositions(_ reference: [Int], _ candidate: [Int]) -> [Int] {
        let rows = reference.count, columns = candidate.count
        guard rows > 0, columns > 0 else { return [] }
        let width = columns + 1
        var table = [Int](repeating: 0, count: (rows + 1) * width)  // (rows + 1, columns + 1)
        for i in 1...rows {
            for j in 1...columns {
                table[i * width + j] = reference[i - 1] == candidate[j - 1]
                    ? table[(i - 1) * width + j - 1] + 1
                    : max(table[(i - 1) * width + j], table[i * width + j - 1])
            }
        }
        var positions: [Int] = []
        var i = rows, j = columns
        while i > 0, j > 0 {
            if reference[i - 1] == candidate[j - 1] {
                positions.append(i - 1)
                i -= 1
                j -= 1
            } else if table[i * width + j - 1] > table[(i - 1) * width + j] {
                j -= 1
            } else {
                i -= 1
            }
        }
        return positions.reversed()
    }
}
