import Foundation

/// Scores sentences for extractive summarization: how central, how early, how well-sized.
///
/// Centrality is the weight of the terms a sentence shares with the rest of the material: a
/// term found in many sentences is what the text is about, but one found in most sentences is
/// a function word and weighs nothing. Latin-script terms are lowercased words of three or more
/// letters; CJK text contributes character bigrams, since it has no spaces between words.
enum SentenceScorer {
    /// One score per sentence, in input order. Deterministic.
    /// - Complexity: O(n) in the total length of the sentences.
    static func scores(of sentences: [String]) -> [Double] {
        scores(of: sentences, termSets: sentences.map { Set(terms(of: $0)) })
    }

    /// Same as `scores(of:)` with each sentence's `terms` already collected (`ExtractiveModel`
    /// reuses them to filter near-duplicates).
    static func scores(of sentences: [String], termSets: [Set<String>]) -> [Double] {
        precondition(termSets.count == sentences.count, "one term set per sentence")
        var sentenceFrequency: [String: Int] = [:]
        for terms in termSets {
            for term in terms { sentenceFrequency[term, default: 0] += 1 }
        }
        let count = Double(max(1, sentences.count))
        let commonLimit = max(2.0, 0.5 * count)
        return sentences.indices.map { index in
            let terms = termSets[index]
            var centrality = 0.0
            for term in terms {
                let frequency = Double(sentenceFrequency[term] ?? 0)
                if frequency > 1, frequency <= commonLimit { centrality += log(frequency) }
            }
            centrality /= max(1, Double(terms.count)).squareRoot()
            let position = 1 + 0.25 * (1 - Double(index) / count)
            let words = sentences[index].split(whereSeparator: \.isWhitespaceFast).count
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
