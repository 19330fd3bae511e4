/// A text as the guard compares it: its words as small integers, so that n-grams hash cheaply.
///
/// Words are lowercased runs of letters and digits; each CJK character is a word of its own
/// (those scripts have no spaces); punctuation, markup and whitespace separate words. So
/// `<document>` reads as the word "document", and a loop of it as that word repeated.
struct WordSequence {
    /// Word ids, in order.
    var ids: [Int]

    /// For each word, the sentence it belongs to (0 when built from one text).
    var sentenceIndices: [Int]

    var count: Int { ids.count }

    /// The words of `sentences`, in order, each word knowing its sentence.
    init(sentences: [String], vocabulary: inout [String: Int]) {
        var ids: [Int] = []
        var indices: [Int] = []
        for (index, sentence) in sentences.enumerated() {
            let words = WordSequence(sentence, vocabulary: &vocabulary)
            ids += words.ids
            indices += repeatElement(index, count: words.count)
        }
        self.ids = ids
        sentenceIndices = indices
    }

    /// The words of `text`, numbered in `vocabulary` (shared by the texts one inspection compares).
    /// - Complexity: O(n) in the characters of `text`.
    init(_ text: String, vocabulary: inout [String: Int]) {
        var ids: [Int] = []
        var word = ""
        func end() {
            guard !word.isEmpty else { return }
            if let id = vocabulary[word] {
                ids.append(id)
            } else {
                let id = vocabulary.count
                vocabulary[word] = id
                ids.append(id)
            }
            word = ""
        }
        for character in text.lowercased() {
            if character.isCJK {
                end()
                word.append(character)
                end()
            } else if character.isLetterFast || character.isNumberFast {
                word.append(character)
            } else {
                end()
            }
        }
        end()
        self.ids = ids
        sentenceIndices = [Int](repeating: 0, count: ids.count)
    }

    /// A hash of the `length` words starting at `start`.
    /// - Precondition: `start + length <= count`.
    func gram(at start: Int, length: Int) -> Int {
        var hasher = Hasher()
        for index in start..<start + length { hasher.combine(ids[index]) }
        return hasher.finalize()
    }

    /// The hashes of every `length`-word n-gram, in order (none when the text is shorter);
    /// with `withinSentences`, only those inside one sentence.
    /// - Complexity: O(count × length).
    func grams(length: Int, withinSentences: Bool = false) -> [Int] {
        guard length > 0, count >= length else { return [] }
        return (0...(count - length)).compactMap { start in
            withinSentences && sentenceIndices[start] != sentenceIndices[start + length - 1] ? nil : gram(at: start, length: length)
        }
    }

    /// Every `length`-gram's hash with its start (inside one sentence or not).
    func positionedGrams(length: Int) -> [(start: Int, gram: Int)] {
        guard length > 0, count >= length else { return [] }
        return (0...(count - length)).map { ($0, gram(at: $0, length: length)) }
    }
}
