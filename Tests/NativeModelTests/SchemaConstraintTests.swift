import ContextBudget
import Foundation
import Guidance
@testable import NativeModel
import Testing

/// `SchemaConstraint` near the token cap: a model that would loop inside a string until the cap
/// closes its value instead (the shortest completion, a byte token a step), and an answer that
/// finishes before the cap is the same with and without one.
struct SchemaConstraintTests {
    /// Every printable ASCII byte as a token, then a three-letter token and an end token.
    static let tokens: [[UInt8]?] = (0x20...0x7E).map { [UInt8($0)] } + [Array("abc".utf8), nil]
    static let end = tokens.count - 1
    static let vocabulary = TokenVocabulary(tokenBytes: tokens, endTokenIDs: [end])
    static let schema = #"{"type":"object","properties":{"title":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["title","tags"]}"#

    /// Greedy decoding of a fake model that ranks tokens by `preference` (the first allowed in
    /// that order wins), under the constraint, with `cap` tokens at most.
    static func decode(preferring preference: [Int], cap: Int) throws -> (text: String, complete: Bool, tokens: Int) {
        let constraint = SchemaConstraint(grammar: try Grammar(jsonSchema: schema), masker: TokenMasker(vocabulary: vocabulary), logitCount: tokens.count)
        var logits = [Float](repeating: 0, count: tokens.count)
        for (rank, id) in preference.enumerated() { logits[id] = Float(preference.count - rank) }
        var bytes: [UInt8] = []
        var count = 0
        while count < cap {
            let masked = try logits.withUnsafeBufferPointer { try Array(constraint.constrain($0, remaining: cap - count)) }
            let choice = masked.indices.max { masked[$0] < masked[$1] }!
            count += 1
            if choice == end { break }
            constraint.accept(choice)
            bytes += tokens[choice]!
        }
        return (String(decoding: bytes, as: UTF8.self), constraint.isComplete, count)
    }

    static func id(_ text: String) -> Int { tokens.firstIndex { $0 == Array(text.utf8) }! }

    @Test func aValueThatWouldLoopToTheCapIsClosedWithinIt() throws {
        // `abc` first: the model would write "abcabcabc…" inside the title forever.
        let looping = [Self.id("abc"), Self.id("{"), Self.id("\""), Self.id("t"), Self.id("i"), Self.id("l"), Self.id("e"), Self.id(":"), Self.end]
        for cap in [24, 40, 97, 200] {
            let (text, complete, count) = try Self.decode(preferring: looping, cap: cap)
            #expect(complete, "cap \(cap): \(text)")
            #expect(count <= cap)
            #expect(text.hasSuffix(#"","tags":[]}"#), "cap \(cap): \(text)")
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(parsed?["tags"] as? [Any] != nil, "cap \(cap): \(text)")
        }
    }

    @Test func aCapTooSmallForTheShortestValueStillEndsIncomplete() throws {
        // {"title":"","tags":[]} is 22 bytes: under 22 tokens no value fits, as before.
        let (_, complete, _) = try Self.decode(preferring: [Self.id("abc")], cap: 12)
        #expect(!complete)
    }

    @Test func anAnswerThatFinishesBeforeTheCapIsUntouched() throws {
        // A model that writes one short title and closes at once: the same bytes with any cap
        // that leaves the closing room, and with none.
        var preference = [Self.id("\""), Self.id("{"), Self.id("t"), Self.id("]"), Self.id("}"), Self.id("["), Self.id(","), Self.id(":"), Self.end]
        preference += (0..<Self.tokens.count).filter { !preference.contains($0) }
        let free = try Self.decode(preferring: preference, cap: 1_000)
        #expect(free.complete)
        let capped = try Self.decode(preferring: preference, cap: free.tokens + SchemaConstraint.closingSlack + 24)
        #expect(capped.text == free.text)
    }
}
