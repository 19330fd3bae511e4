extension TokenEstimator {
    /// What the vocabularies spend on common words: for each word of the list in
    /// `TokenEstimator+LexiconWords.swift` (the letter tokens of cl100k_base, counted by five
    /// vocabularies by Scripts/estimator/make-estimator-lexicon.py), the largest count in each of four forms.
    ///
    /// Why a list: a word piece costs one token when the vocabulary learned the word and two or
    /// more when it did not, and without knowing which the piece model had to charge every word
    /// as if it might be rare (1.33x the highest count on tool definitions). The list is built
    /// from a vocabulary, not from the texts the estimator is checked on.
    ///
    /// Stored as an open-addressing table of 64-bit FNV-1a hashes of the lowercased word (a
    /// lookup hashes the piece's bytes in place: no allocation), built once on first use.
    struct Lexicon: Sendable {
        /// Where a piece stands: its case and whether a space comes right before it.
        enum Form: Int {
            case lowercase = 0, lowercaseAfterSpace, capitalized, capitalizedAfterSpace
        }

        /// Hashes by slot (0: empty), and each word's four costs, two bits each, by slot.
        private let hashes: [UInt64]
        private let costs: [UInt8]
        private let slotMask: Int
        /// How many words the table holds.
        let count: Int

        static let shared = Lexicon(text: Lexicon.text)

        /// Parses lines of four cost digits (1-3) and the words that have them.
        init(text: String) {
            var entries: [(hash: UInt64, costs: UInt8)] = []
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard let signature = fields.first, signature.utf8.count == 4 else { continue }
                var packed: UInt8 = 0
                for (offset, digit) in signature.utf8.enumerated() {
                    packed |= (min(3, digit &- UInt8(ascii: "0")) & 3) << UInt8(2 * offset)
                }
                for word in fields.dropFirst() {
                    var word = word
                    let hash = word.withUTF8 { Self.hash(of: $0, from: 0, length: $0.count) }
                    entries.append((hash, packed))
                }
            }
            var slots = 1
            while slots < 2 * max(1, entries.count) { slots <<= 1 }
            var hashes = [UInt64](repeating: 0, count: slots)
            var costs = [UInt8](repeating: 0, count: slots)
            for entry in entries {
                var slot = Int(truncatingIfNeeded: entry.hash) & (slots - 1)
                while hashes[slot] != 0 && hashes[slot] != entry.hash { slot = (slot + 1) & (slots - 1) }
                hashes[slot] = entry.hash
                costs[slot] = entry.costs
            }
            self.hashes = hashes
            self.costs = costs
            slotMask = slots - 1
            count = entries.count
        }

        /// Tokens the vocabularies spend at most on the piece `bytes[start..<start+length]` in
        /// `form` (1 or 2), or nil when the word is not listed or costs three or more.
        @inline(__always)
        func tokens(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, length: Int, form: Form) -> Int? {
            guard length >= 2 else { return nil }
            let hash = Self.hash(of: bytes, from: start, length: length)
            var slot = Int(truncatingIfNeeded: hash) & slotMask
            while hashes[slot] != 0 {
                if hashes[slot] == hash {
                    let cost = Int(costs[slot] >> UInt8(2 * form.rawValue)) & 3
                    return cost < 3 ? cost : nil
                }
                slot = (slot + 1) & slotMask
            }
            return nil
        }

        /// FNV-1a over the ASCII letters lowercased; never 0 (0 marks an empty slot).
        @inline(__always)
        static func hash(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for index in start..<(start + length) {
                hash = (hash ^ UInt64(bytes[index] | 0x20)) &* 0x100_0000_01b3
            }
            return hash == 0 ? 1 : hash
        }
    }
}
