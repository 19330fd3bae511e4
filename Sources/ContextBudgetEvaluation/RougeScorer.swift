/// ROUGE-N, ROUGE-L (and ROUGE-Lsum, in `RougeScorer+Lsum.swift`) between a candidate summary and a reference, computed exactly as Google's
/// `rouge-score` package does without stemming (`RougeScorer([...], use_stemmer=False)`): text
/// lowercased, every run of characters outside `[a-z0-9]` a separator, n-gram overlap clipped by
/// count, ROUGE-L from the longest common subsequence of the whole token sequences.
///
/// A test checks the figures against `rouge-score` 0.1.2 on a committed fixture.
public enum RougeScorer {
    /// Precision, recall and their harmonic mean.
    public struct Score: Sendable, Hashable, Codable {
        public var precision: Double
        public var recall: Double
        public var fMeasure: Double

        public init(precision: Double, recall: Double) {
            self.precision = precision
            self.recall = recall
            fMeasure = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
        }
    }

    /// ROUGE-1, ROUGE-2, ROUGE-L and ROUGE-Lsum together.
    public struct Scores: Sendable, Hashable, Codable {
        public var rouge1: Score
        public var rouge2: Score
        public var rougeL: Score
        /// Summary-level LCS over the texts' lines (see `rougeLsum(reference:candidate:)`).
        public var rougeLsum: Score
    }

    /// The tokens ROUGE compares: lowercase ASCII letters and digits, split on everything else.
    /// - Complexity: O(n).
    public static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                tokens.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens
    }

    /// ROUGE-N: overlap of n-grams, each counted at most as often as it occurs in both texts.
    /// - Complexity: O(r + c) in the token counts.
    public static func rougeN(_ n: Int, reference: String, candidate: String) -> Score {
        precondition(n >= 1, "ROUGE-N needs n ≥ 1")
        let referenceGrams = ngrams(tokens(reference), n), candidateGrams = ngrams(tokens(candidate), n)
        var overlap = 0
        for (gram, count) in referenceGrams { overlap += min(count, candidateGrams[gram] ?? 0) }
        let referenceTotal = referenceGrams.values.reduce(0, +), candidateTotal = candidateGrams.values.reduce(0, +)
        return Score(precision: Double(overlap) / Double(max(candidateTotal, 1)), recall: Double(overlap) / Double(max(referenceTotal, 1)))
    }

    /// ROUGE-L: the longest common subsequence of the two token sequences.
    /// - Complexity: O(r · c) time, O(c) memory.
    public static func rougeL(reference: String, candidate: String) -> Score {
        let referenceTokens = tokens(reference), candidateTokens = tokens(candidate)
        guard !referenceTokens.isEmpty, !candidateTokens.isEmpty else { return Score(precision: 0, recall: 0) }
        // Tokens as small integers, so the inner loop compares ints.
        var ids: [String: Int] = [:]
        func id(_ token: String) -> Int {
            if let known = ids[token] { return known }
            ids[token] = ids.count
            return ids.count - 1
        }
        let r = referenceTokens.map(id), c = candidateTokens.map(id)
        var previous = [Int](repeating: 0, count: c.count + 1), row = previous
        for i in 1...r.count {
            for j in 1...c.count {
                row[j] = r[i - 1] == c[j - 1] ? previous[j - 1] + 1 : max(previous[j], row[j - 1])
            }
            swap(&previous, &row)
        }
        let length = Double(previous[c.count])
        return Score(precision: length / Double(c.count), recall: length / Double(r.count))
    }

    /// ROUGE-1, ROUGE-2, ROUGE-L and ROUGE-Lsum of `candidate` against `reference`. ROUGE-Lsum
    /// reads one sentence per line: pass texts through `sentencesOnLines(_:)` first for it to
    /// mean more than ROUGE-L (the other three ignore line breaks).
    public static func scores(reference: String, candidate: String) -> Scores {
        Scores(
            rouge1: rougeN(1, reference: reference, candidate: candidate),
            rouge2: rougeN(2, reference: reference, candidate: candidate),
            rougeL: rougeL(reference: reference, candidate: candidate),
            rougeLsum: rougeLsum(reference: reference, candidate: candidate))
    }

    private static func ngrams(_ tokens: [String], _ n: Int) -> [[String]: Int] {
        var counts: [[String]: Int] = [:]
        guard tokens.count >= n else { return counts }
        for start in 0...(tokens.count - n) { counts[Array(tokens[start..<start + n]), default: 0] += 1 }
        return counts
    }
}
