import Foundation
@testable import Guidance
import TestSupport
import Testing
import Tokenizers

/// Masks memoised by state key (`Grammar.setMaskKey`) against masks computed afresh: the key
/// leaves out a string's scalar count where it cannot matter, and a memo hit must give the same
/// bits as the walk it skips.
struct GrammarMaskKeyTests {
    /// Strings with and without bounds, an additional property's name, string `anyOf` branches.
    static let schemas = [
        #"{"type":"object","properties":{"short":{"type":"string","minLength":3,"maxLength":12},"long":{"type":"string","minLength":20}},"required":["short","long"]}"#,
        #"{"type":"object","properties":{"name":{"type":"string"}},"additionalProperties":{"type":"string","maxLength":30}}"#,
        #"{"anyOf":[{"type":"string","maxLength":25},{"type":"string","minLength":10},{"type":"array","items":{"type":"string"}}]}"#,
    ]

    /// A walk that prefers short tokens, so strings stay open for many steps and their bounds
    /// come into play; at every step the memoised mask equals `expected(matcher)`.
    /// - Returns: how many steps were compared.
    static func checkWalks(_ masker: TokenMasker, _ grammar: Grammar, seeds: Range<UInt64>, steps: Int,
                           expected: (GrammarMatcher) -> TokenMask) throws -> Int {
        let vocabulary = masker.vocabulary
        let end = Set(vocabulary.endTokenIDs)
        let shortTokens = (0..<vocabulary.tokenCount).filter { (vocabulary.bytes(of: $0)?.count ?? 9) <= 2 }
        var compared = 0
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            var matcher = GrammarMatcher(grammar: grammar)
            var text: [UInt8] = []
            for _ in 0..<steps {
                let mask = masker.mask(for: matcher)
                try #require(mask == expected(matcher), "seed \(seed) after \(String(decoding: text, as: UTF8.self))")
                compared += 1
                if end.contains(where: mask.contains), random.next() % 8 == 0 { break }
                let short = shortTokens.filter { mask.contains($0) }
                let pool = !short.isEmpty && random.next() % 4 != 0 ? short : mask.allowedIDs.filter { !end.contains($0) }
                guard !pool.isEmpty else { break }
                let id = pool[Int(random.next() % UInt64(pool.count))]
                let bytes = vocabulary.bytes(of: id)!
                #expect(matcher.advance(bytes) == bytes.count)
                text += bytes
            }
        }
        return compared
    }

    /// On the small test vocabulary (tokens of a few bytes, so the key's clamp bites early),
    /// every memoised mask is the brute force; the second round repeats the walks, all hits.
    @Test func memoisedMasksEqualBruteForce() throws {
        let masker = TokenMasker(vocabulary: TokenMaskerTests.vocabulary)
        for _ in 0..<2 {
            for (index, schema) in Self.schemas.enumerated() {
                let compared = try Self.checkWalks(masker, try Grammar(jsonSchema: schema), seeds: UInt64(index * 10)..<UInt64(index * 10 + 4),
                                                   steps: 120) { TokenMaskerTests.bruteForce(masker.vocabulary, $0) }
                #expect(compared > 40)
            }
        }
    }

    /// The key collapses a string without `maxLength` once it has its `minLength`, and keeps
    /// the count while a bound is within reach of a token.
    @Test func keyLeavesOutCountOnlyWhereItCannotMatter() throws {
        let grammar = try Grammar(jsonSchema: #"{"type":"object","properties":{"a":{"type":"string","minLength":3},"b":{"type":"string","maxLength":40}},"required":["a","b"]}"#)
        func key(_ text: String) -> MatcherState {
            var matcher = GrammarMatcher(grammar: grammar)
            #expect(matcher.advance(Array(text.utf8)) == text.utf8.count, "\(text)")
            var key = MatcherState()
            grammar.setMaskKey(&key, for: matcher.state, horizon: 5)
            return key
        }
        #expect(key(#"{"a":"x"#) != key(#"{"a":"xy"#))  // still needs scalars before it may close
        #expect(key(#"{"a":"xyz"#) == key(#"{"a":"xyzw"#))
        #expect(key(#"{"a":"xyz"#) == key(#"{"a":"x\n\u00e9é😀"#))  // escapes and UTF-8 are scalars too
        #expect(key(#"{"a":"xyz\"#) == key(#"{"a":"xyzw\"#))  // after a backslash, likewise
        #expect(key(#"{"a":"x\"#) != key(#"{"a":"xy\"#))
        #expect(key(#"{"a":"abc","b":"x"#) == key(#"{"a":"abc","b":"xy"#))  // room 39 and 38, both past the horizon
        let near = #"{"a":"abc","b":""# + String(repeating: "x", count: 36)
        #expect(key(near) != key(near + "x"))  // room 4 and 3: a token of 4 bytes fits only in one
    }

    /// Gemma's vocabulary (tokens up to 48 bytes, the plain-text masks): over the fixtures'
    /// schemas, every memoised mask equals the mask computed afresh for the same state.
    @Test(.enabled(if: GuidanceFixtures.gemmaPath != nil, "Gemma GGUF not fetched"))
    func memoisedMasksEqualFreshOnesOnGemma() throws {
        let vocabulary = try TokenVocabulary(tokenizer: GGUFTokenizerLoader.load(path: GuidanceFixtures.gemmaPath!))
        let masker = TokenMasker(vocabulary: vocabulary)
        var compared = 0
        for schema in Self.schemas + GuidanceFixtures.all.map(\.schemaText) {
            let grammar = try Grammar(jsonSchema: schema)
            compared += try Self.checkWalks(masker, grammar, seeds: 0..<1, steps: 60) { masker.computeMask(grammar, $0.state) }
        }
        #expect(compared > 600)
    }
}
