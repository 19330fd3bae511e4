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
    /// - Parameters:
    ///   - maximumWords: stop after this many words (the opening of a long text).
    ///   - firstSentenceWords: words that make sentence 0 in `sentenceIndices`; the rest are sentence 1.
    /// - Complexity: O(n) in the characters read.
    init(_ text: String, vocabulary: inout [String: Int], maximumWords: Int = .max, firstSentenceWords: Int = .max) {
        var ids: [Int] = []
        var word = ""
        func end() {
            guard !word.isEmpty, ids.count < maximumWords else { word = ""; return }
            if let id = vocabulary[word] {
                ids.append(id)
            } else {
                let id = vocabulary.count
                vocabulary[word] = id
                ids.append(id)
            }
            word = ""
        }
        // Lowercased word by word: lowercasing all of a long text first would copy it whole.
        for character in text {
            if ids.count >= maximumWords { break }
            if character.isCJK {
                end()
                word.append(character)
                end()
            } else if let ascii = character.asciiValue {
                if (0x41...0x5A).contains(ascii) {
                    word.append(Character(Unicode.Scalar(ascii + 0x20)))
                } else if (0x61...0x7A).contains(ascii) || (0x30...0x39).contains(ascii) {
                    word.append(character)
                } else {
                    end()
                }
            } else if character.isLetter || character.isNumber {
                word.append(contentsOf: character.lowercased())
            } else {
                end()
            }
        }
        end()
        self.ids = ids
        sentenceIndices = ids.indices.map { $0 < firstSentenceWords ? 0 : 1 }
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
