import Foundation

/// Scores sentences for extractive summarization: how central, how early, how well-sized.
///
/// Centrality is the weight of the terms a sentence shares with the rest of the material: a
/// term found in many sentences is what the text is about, but one found in most sentences is
/// a function word and weighs nothing. Latin-script terms are lowercased words of three or more
/// letters; CJK text contributes character bigrams, since it has no spaces between words.
enum SentenceScorer {
    /// The structure knobs, the only numbers in the score besides the length rule; chosen on
    /// ACLSum's training papers and checked on its validation papers and the EHP article
    /// (docs/summarization.md, "Quality: ROUGE against human abstracts"), then kept round and
    /// few to stay general.
    struct Knobs: Sendable {
        /// Extra weight at the start of the material: `1 + front · e^(−r/width)` at relative
        /// position r ∈ [0, 1] of the body sentences. Introductions, leads and abstracts open
        /// documents: on the training papers the first tenth of the sentences shares more of its
        /// words with the authors' abstract than the middle does.
        var front = 1.0
        /// Extra weight at the end, `back · e^(−(1−r)/width)`: conclusions (less so, on the same count).
        var back = 0.5
        /// How fast the two decay, as a fraction of the material (0.1: a tenth).
        var width = 0.1
        /// Extra weight of the first sentence after a heading, which says what the section is
        /// about (it shares more of the abstract's words than other sentences, on the same count).
        var sectionStart = 0.3

        static let standard = Knobs()
    }

    /// One score per sentence, in input order. Deterministic.
    /// - Complexity: O(n) in the total length of the sentences.
    static func scores(of sentences: [String]) -> [Double] {
        let layout = MaterialLayout(sentences.joined(separator: "\n\n"))
        return scores(of: layout, termSets: layout.sentences.map { Set(terms(of: $0.text)) })
    }

    /// Scores of `layout`'s sentences with each sentence's `terms` already collected
    /// (`ExtractiveModel` reuses them to filter near-duplicates).
    ///
    /// A sentence's score is centrality × position × length. Centrality: the weight (log of
    /// the sentence frequency) of the terms it shares with the rest of the material, over the
    /// square root of its term count. Position: the `Knobs` above; in a map call the material is
    /// one chunk, in a merge call the partial summaries in source order, so the start and end
    /// weights stand for the document's start and end where it matters most, in the final merge.
    static func scores(of layout: MaterialLayout, termSets: [Set<String>]) -> [Double] {
        let knobs = Knobs.standard
        let sentences = layout.sentences
        precondition(termSets.count == sentences.count, "one term set per sentence")
        var sentenceFrequency: [String: Int] = [:]
        for terms in termSets {
            for term in terms { sentenceFrequency[term, default: 0] += 1 }
        }
        // A term in more than half the sentences is a function word, but only where "half" is
        // evidence: in a text of five sentences the subject's own words are in three of them
        // ("alpha centauri" in a paragraph about it), and zeroing them would make the off-topic
        // sentences the central ones. So a term in three sentences or fewer always counts.
        let commonLimit = max(3.0, 0.5 * Double(sentences.count))
        let bodyCount = max(1, sentences.filter { !$0.isHeading }.count)
        var bodyIndex = -1
        return sentences.indices.map { index in
            let sentence = sentences[index]
            // Headings are context, not sentences to quote ("## 2 Related Work" summarizes nothing).
            if sentence.isHeading { return 0 }
            bodyIndex += 1
            let terms = termSets[index]
            var centrality = 0.0
            for term in terms {
                let frequency = Double(sentenceFrequency[term] ?? 0)
                if frequency > 1, frequency <= commonLimit { centrality += log(frequency) }
            }
            centrality /= max(1, Double(terms.count)).squareRoot()
            let r = bodyCount > 1 ? Double(bodyIndex) / Double(bodyCount - 1) : 0
            var position = 1 + knobs.front * exp(-r / knobs.width) + knobs.back * exp(-(1 - r) / knobs.width)
            if sentence.opensSection { position *= 1 + knobs.sectionStart }
            let words = sentence.text.split(whereSeparator: \.isWhitespaceFast).count
            let length = words < 4 && terms.count < 6 ? 0.5 : words > 80 ? 0.8 : 1
            return (centrality + 0.01) * position * length
        }
    }

    static func terms(of sentence: String) -> [String] {
        var terms: [String] = []
        var word = ""
        var wordLength = 0  // in Characters; `word.count` would walk the word each time
        var previousCJK: Character?
        func endWord() {
            if wordLength >= 3 { terms.append(word) }
            word = ""
            wordLength = 0
        }
        for character in sentence.lowercased() {
            if character.isCJK {
                if let previous = previousCJK { terms.append(String([previous, character])) }
                previousCJK = character
                endWord()
            } else if character.isLetterFast || character.isNumberFast {
                previousCJK = nil
                word.append(character)
                wordLength += 1
            } else {
                previousCJK = nil
                endWord()
            }
        }
        endWord()
        return terms
    }
}

extension Character {
    /// True for Han ideographs, kana and Hangul: scripts written without spaces between words.
    var isCJK: Bool {
        if asciiValue != nil { return false }
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: return true
        default: return false
        }
    }
}
