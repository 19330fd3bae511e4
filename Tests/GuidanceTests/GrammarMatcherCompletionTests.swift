import Foundation
import Guidance
import Testing
import TestSupport

/// `GrammarMatcher.shortestCompletion`: the fewest bytes that finish the value so far, which the
/// engine writes when a token cap would otherwise cut a constrained answer.
struct GrammarMatcherCompletionTests {
    static func matcher(_ schema: String, after prefix: String) throws -> GrammarMatcher {
        var matcher = GrammarMatcher(grammar: try Grammar(jsonSchema: schema))
        #expect(matcher.advance(Array(prefix.utf8)) == prefix.utf8.count, "the prefix must be valid")
        return matcher
    }

    @Test func closesAnOpenStringAndItsObjects() throws {
        let schema = #"{"type":"object","properties":{"title":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["title"]}"#
        #expect(try Self.matcher(schema, after: #"{"title":"ab"#).shortestCompletion() == Array("\"}".utf8))
        #expect(try Self.matcher(schema, after: #"{"title":"a","tags":["x"#).shortestCompletion() == Array(#""]}"#.utf8))
        // A complete value needs nothing.
        #expect(try Self.matcher(schema, after: #"{"title":""}"#).shortestCompletion() == [])
    }

    @Test func writesTheRequiredPartsThatAreStillMissing() throws {
        let schema = #"{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string","minLength":2}},"required":["id","name"]}"#
        // The lowest bytes among the shortest: digit 0, then two spaces (the lowest string bytes).
        #expect(try Self.matcher(schema, after: "").shortestCompletion() == Array(#"{"id":0,"name":"  "}"#.utf8))
        #expect(try Self.matcher(schema, after: #"{"id":12"#).shortestCompletion() == Array(#","name":"  "}"#.utf8))
    }

    /// On every fixture schema, from points along a seeded random walk of allowed bytes, the
    /// completion is taken byte by byte and leaves the value complete.
    @Test(arguments: GuidanceFixtures.all.map(\.name))
    func completionsFinishEveryFixtureSchemaFromAnyPrefix(name: String) throws {
        let fixture = try #require(GuidanceFixtures.all.first { $0.name == name })
        let grammar = try Grammar(jsonSchema: fixture.schemaText)
        var generator = SplitMix64(seed: 0xC105E)
        var matcher = GrammarMatcher(grammar: grammar)
        var found = 0
        for step in 0..<48 {
            if step % 6 == 0, let closing = matcher.shortestCompletion(maximumStates: 4096) {
                var probe = matcher
                #expect(probe.advance(closing) == closing.count, "\(name) step \(step): the completion is refused")
                #expect(probe.isComplete, "\(name) step \(step): the completion leaves the value open")
                found += 1
            }
            let allowed = matcher.allowedBytes
            guard !allowed.isEmpty else { break }
            matcher.advance(allowed[Int(generator.next() % UInt64(allowed.count))])
        }
        #expect(found > 0, "\(name): no completion found within the search limit")
    }
}

