/// Keeps a selection of sentences free of repeats: a sentence is a near-duplicate of another when
/// their term sets (the `SentenceScorer` terms: lowercased words of three or more letters, CJK
/// character bigrams) overlap with a Jaccard similarity of at least `threshold`.
///
/// Why: the same boilerplate sentence ("Use this icon to insert …") wins in several chunks of a
/// manual, and a reduce over the partial summaries kept every copy: before this filter the
/// Japanese LibreOffice help's 4K summary held 9 repeats among 11 sentences. Term sets ignore
/// case, punctuation and word order, so "Delete the file." and "delete the file" are one
/// sentence; 0.8 also merges sentences that differ in one word of ten ("… belongs to …" /
/// "… does not belong to …"), which a summary has no room for twice. Sentences without any
/// term (numbers, symbols, two-letter words) are compared by their letters and digits.
///
/// Deterministic and weight-free; checking a candidate costs O(selected × terms).
struct NearDuplicateFilter {
    /// What a sentence is compared by.
    struct Signature {
        var terms: Set<String>
        /// Lowercased letters and digits, for sentences without terms.
        var key: String

        init(terms: Set<String>, sentence: String) {
            self.terms = terms
            key = terms.isEmpty ? String(sentence.lowercased().filter { $0.isLetter || $0.isNumber }) : ""
            if terms.isEmpty, key.isEmpty { key = sentence.trimmingWhitespace() }
        }

        init(_ sentence: String) {
            self.init(terms: Set(SentenceScorer.terms(of: sentence)), sentence: sentence)
        }
    }

    /// Jaccard similarity of term sets at or above which two sentences are one (0.8 by default).
    let threshold: Double
    private(set) var kept: [Signature] = []

    init(threshold: Double = 0.8) {
        precondition(threshold > 0 && threshold <= 1, "the similarity threshold must be in (0, 1]")
        self.threshold = threshold
    }

    /// True when `signature` repeats a kept sentence.
    func isNearDuplicate(_ signature: Signature) -> Bool {
        kept.contains { Self.similar($0, signature, threshold: threshold) }
    }

    /// Keeps `signature` unless it repeats a kept sentence; says whether it was kept.
    mutating func keep(_ signature: Signature) -> Bool {
        guard !isNearDuplicate(signature) else { return false }
        kept.append(signature)
        return true
    }

    /// Whether two signatures stand for the same sentence.
    static func similar(_ a: Signature, _ b: Signature, threshold: Double) -> Bool {
        if a.terms.isEmpty || b.terms.isEmpty {
            return a.terms.isEmpty && b.terms.isEmpty && a.key == b.key
        }
        let (small, large) = a.terms.count <= b.terms.count ? (a.terms, b.terms) : (b.terms, a.terms)
        // |A ∩ B| / |A ∪ B| ≤ |small| / |large|: most pairs are rejected without touching the sets.
        guard Double(small.count) >= threshold * Double(large.count) else { return false }
        var shared = 0
        for term in small where large.contains(term) { shared += 1 }
        return Double(shared) >= threshold * Double(small.count + large.count - shared)
    }

    /// Pairs `(earlier, later)` of near-identical sentences in `sentences`, each later one reported once.
    /// - Complexity: O(n²) comparisons, most rejected by size.
    static func repeats(in sentences: [String], threshold: Double = 0.8) -> [(Int, Int)] {
        let signatures = sentences.map(Signature.init)
        var pairs: [(Int, Int)] = []
        for later in signatures.indices {
            if let earlier = signatures[..<later].indices.first(where: { similar(signatures[$0], signatures[later], threshold: threshold) }) {
                pairs.append((earlier, later))
            }
        }
        return pairs
    }
}
