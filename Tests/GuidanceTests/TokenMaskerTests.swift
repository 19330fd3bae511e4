import Foundation
import Guidance
import TestSupport
import Testing
import Tokenizers

/// Trie masks against the definition, token by token: a token is allowed exactly when a copy
/// of the matcher takes all its bytes; the end token exactly when the value is complete.
struct TokenMaskerTests {
    /// Every single byte (so partial UTF-8 characters are tokens), JSON fragments, and substrings
    /// of the fixtures' valid instances (so multi-byte tokens are often allowed), plus a control
    /// token (nil) and the end token.
    static let vocabulary: TokenVocabulary = {
        var tokens: [[UInt8]?] = (0...255).map { [UInt8($0)] }
        let fragments = ["{\"", "\":", "\",", "\"}", "\"]", "[\"", "[{", "}]", "},{", "\":\"", "\\n", "\\u00", "\\ud83d", "\\\"", "true", "null",
                         "12", "-1", "0.5", "e+", "é", "😀", "名前", " the", "\"a", "a\"", "\u{2028}", "\"\"", "{}", "[]"]
        tokens += fragments.map { Array($0.utf8) }
        var random = SplitMix64(seed: 25)
        for fixture in GuidanceFixtures.all {
            for instance in fixture.instances.filter(\.valid).prefix(8) {
                let bytes = Array(instance.json.utf8)
                for _ in 0..<3 where bytes.count > 2 {
                    let start = Int(random.next() % UInt64(bytes.count - 1))
                    let length = 2 + Int(random.next() % 6)
                    tokens.append(Array(bytes[start..<min(bytes.count, start + length)]))
                }
            }
        }
        tokens.append(nil)  // a control token
        tokens.append(nil)  // the end token
        return TokenVocabulary(tokenBytes: tokens, endTokenIDs: [tokens.count - 1])
    }()

    static func bruteForce(_ vocabulary: TokenVocabulary, _ matcher: GrammarMatcher) -> TokenMask {
        var ids: [Int] = []
        for id in 0..<vocabulary.tokenCount {
            if vocabulary.endTokenIDs.contains(id) {
                if matcher.isComplete { ids.append(id) }
                continue
            }
            guard let bytes = vocabulary.bytes(of: id) else { continue }
            var probe = matcher
            if probe.advance(bytes) == bytes.count { ids.append(id) }
        }
        return TokenMask(tokenCount: vocabulary.tokenCount, allowing: ids)
    }

    /// Walks each fixture schema by random allowed tokens, comparing the trie mask with the brute
    /// force at every step; the mask is never empty before the end.
    @Test(arguments: GuidanceFixtures.all.map(\.name))
    func trieMaskEqualsBruteForce(name: String) throws {
        let vocabulary = Self.vocabulary
        let masker = TokenMasker(vocabulary: vocabulary)
        let grammar = try GuidanceFixtures.grammar(GuidanceFixtures.all.first { $0.name == name }!)
        let end = vocabulary.endTokenIDs[0]
        for seed in 0..<4 as Range<UInt64> {
            var random = SplitMix64(seed: seed)
            var matcher = GrammarMatcher(grammar: grammar)
            var text: [UInt8] = []
            for _ in 0..<80 {
                let mask = masker.mask(for: matcher)
                let expected = Self.bruteForce(vocabulary, matcher)
                guard mask == expected else {
                    let extra = Set(mask.allowedIDs).subtracting(expected.allowedIDs).sorted().prefix(5)
                    let missing = Set(expected.allowedIDs).subtracting(mask.allowedIDs).sorted().prefix(5)
                    Issue.record("\(name) seed \(seed) after \(String(decoding: text, as: UTF8.self)): extra \(Array(extra)), missing \(Array(missing))")
                    return
                }
                let allowed = mask.allowedIDs
                try #require(!allowed.isEmpty, "\(name): empty mask after \(String(decoding: text, as: UTF8.self))")
                if mask.contains(end) && (allowed.count == 1 || random.next() % 3 == 0) { break }
                let choices = allowed.filter { $0 != end }
                let id = choices[Int(random.next() % UInt64(choices.count))]
                let bytes = vocabulary.bytes(of: id)!
                #expect(matcher.advance(bytes) == bytes.count)
                text += bytes
            }
        }
    }

    /// One masker over several grammars in turn (its string-state cache is per grammar), on
    /// states with several readings (an additional property's name beside declared ones, string
    /// `anyOf` branches), and on the same states again (answered from the cache): always the
    /// brute force.
    @Test func sharedMaskerAcrossGrammarsAndReadings() throws {
        let vocabulary = Self.vocabulary
        let masker = TokenMasker(vocabulary: vocabulary)
        let schemas = [
            #"{"type":"object","properties":{"name":{"type":"string"},"note":{"type":"string"}},"additionalProperties":{"type":"string"}}"#,
            #"{"anyOf":[{"type":"string","maxLength":3},{"type":"string","minLength":2},{"type":"array","items":{"type":"string"}}]}"#,
            #"{"type":"object","properties":{"name":{"type":"string","minLength":4}},"required":["name"]}"#,
        ]
        let grammars = try schemas.map { try Grammar(jsonSchema: $0) }
        let end = vocabulary.endTokenIDs[0]
        var multiReadingSteps = 0
        for round in 0..<3 {
            for (index, grammar) in grammars.enumerated() {
                var random = SplitMix64(seed: UInt64(index * 7 + round % 2))  // rounds 0 and 2 repeat their walks
                var matcher = GrammarMatcher(grammar: grammar)
                var text: [UInt8] = []
                for _ in 0..<40 {
                    let mask = masker.mask(for: matcher)
                    let expected = Self.bruteForce(vocabulary, matcher)
                    try #require(mask == expected, "schema \(index) round \(round) after \(String(decoding: text, as: UTF8.self))")
                    if matcher.configurationCount > 1 { multiReadingSteps += 1 }
                    let allowed = mask.allowedIDs
                    if mask.contains(end) && (allowed.count == 1 || random.next() % 4 == 0) { break }
                    let choices = allowed.filter { $0 != end }
                    let id = choices[Int(random.next() % UInt64(choices.count))]
                    text += vocabulary.bytes(of: id)!
                    matcher.advance(vocabulary.bytes(of: id)!)
                }
            }
        }
        #expect(multiReadingSteps > 0, "no step had several readings: the test lost its point")
    }

    @Test func endTokenOnlyWhenComplete() throws {
        let vocabulary = TokenVocabulary(tokenBytes: [Array("tr".utf8), Array("ue".utf8), nil], endTokenIDs: [2])
        let masker = TokenMasker(vocabulary: vocabulary)
        var matcher = GrammarMatcher(grammar: try Grammar(jsonSchema: #"{"type":"boolean"}"#))
        #expect(masker.mask(for: matcher).allowedIDs == [0])
        matcher.advance(Array("tr".utf8))
        #expect(masker.mask(for: matcher).allowedIDs == [1])
        matcher.advance(Array("ue".utf8))
        #expect(masker.mask(for: matcher).allowedIDs == [2])
    }

    /// The real vocabulary: bytes recovered per id reproduce the text of any encoding (byte
    /// fallback included), control tokens are never text, and masks equal the brute force.
    @Test(.enabled(if: GuidanceFixtures.gemmaPath != nil, "Gemma GGUF not fetched"))
    func gemmaVocabulary() throws {
        let tokenizer = try GGUFTokenizerLoader.load(path: GuidanceFixtures.gemmaPath!)
        let vocabulary = try TokenVocabulary(tokenizer: tokenizer)
        #expect(vocabulary.tokenCount == 262_144)
        #expect(vocabulary.endTokenIDs.contains(tokenizer.specialTokenID("<end_of_turn>")!))
        #expect(vocabulary.bytes(of: tokenizer.specialTokenID("<start_of_turn>")!) == nil)
        for text in ["{\"name\": \"Zürich\", \"n\": 12}", " the\n\ttab", "😀🀄︎ 名前 \u{10FFFF}\u{1}", "\\u00e9\"}]"] {
            let bytes = tokenizer.encode(text).flatMap { Array(vocabulary.bytes(of: $0) ?? []) }
            #expect(bytes == Array(text.utf8), "\(text)")
        }
        let masker = TokenMasker(vocabulary: vocabulary)
        let grammar = try Grammar(jsonSchema: #"{"type":"object","properties":{"city":{"type":"string","maxLength":5},"n":{"type":"integer","maximum":50}},"required":["city"]}"#)
        var matcher = GrammarMatcher(grammar: grammar)
        for piece in ["", "{\"city\":\"", "Zü", "ric", "h\",\"n\":4"] {
            matcher.advance(Array(piece.utf8))
            let mask = masker.mask(for: matcher)
            #expect(mask == Self.bruteForce(vocabulary, matcher), "after \(piece)")
        }
    }
}
