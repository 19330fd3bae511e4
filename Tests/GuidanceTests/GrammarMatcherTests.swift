import Guidance
import TestSupport
import Testing

/// The matcher's rules one at a time, on cases the fixtures could miss.
struct GrammarMatcherTests {
    @Test func propertiesComeInSchemaOrderAndOptionalOnesMayBeSkipped() throws {
        let grammar = try Grammar(jsonSchema: #"{"type":"object","properties":{"a":{"type":"integer"},"b":{"type":"integer"},"c":{"type":"integer"}},"required":["b"]}"#)
        #expect(match(grammar, #"{"a":1,"b":2,"c":3}"#).isComplete)
        #expect(match(grammar, #"{"b":2}"#).isComplete)
        #expect(!match(grammar, #"{"b":2,"a":1}"#).isComplete)  // out of schema order
        #expect(!match(grammar, #"{"a":1,"c":3}"#).isComplete)  // skips the required b
        #expect(!match(grammar, #"{"a":1,"b":2,"d":4}"#).isComplete)  // strict: no additional
        #expect(!match(grammar, #"{"a":1, "b":2}"#).isComplete)  // compact only
    }

    @Test func additionalPropertiesByDefaultFollowsTheOption() throws {
        let schema = #"{"type":"object","properties":{"a":{"type":"integer"}}}"#
        let loose = try Grammar(jsonSchema: schema, options: GrammarOptions(additionalPropertiesByDefault: true))
        #expect(match(loose, #"{"a":1,"z":[true,{"q":null}]}"#).isComplete)
        #expect(!match(loose, #"{"a":1,"a":2}"#).isComplete)  // a declared name is not an additional one
        #expect(!match(try Grammar(jsonSchema: schema), #"{"a":1,"z":1}"#).isComplete)
    }

    @Test func stringsCountScalarsAndCheckUTF8AndSurrogates() throws {
        let grammar = try Grammar(jsonSchema: #"{"type":"string","minLength":2,"maxLength":3}"#)
        #expect(match(grammar, #""😀é""#).isComplete)  // 2 scalars, 6 bytes
        #expect(match(grammar, #""\ud83d\ude00\n""#).isComplete)  // a pair is one scalar
        #expect(!match(grammar, #""abcd""#).isComplete)
        #expect(!match(grammar, #""a""#).isComplete)
        #expect(match(grammar, #""\ud83d""#).taken == 7)  // a lone high surrogate must be followed by \u
        #expect(match(grammar, #""\udc00""#).taken == 4)  // a lone low surrogate stops at its second digit
        var matcher = GrammarMatcher(grammar: grammar)
        matcher.advance(UInt8(ascii: "\""))
        #expect(!matcher.accepts(0xC0))  // overlong lead byte
        #expect(!matcher.accepts(0xF5))  // past U+10FFFF
        #expect(!matcher.accepts(0x0A))  // raw control characters must be escaped
        let tookLead = matcher.advance(0xED)
        #expect(tookLead)
        #expect(!matcher.accepts(0xA0))  // ED A0: a UTF-16 surrogate encoded in UTF-8
    }

    @Test func integerBoundsAreDecidedDigitByDigit() throws {
        let grammar = try Grammar(jsonSchema: #"{"type":"integer","minimum":-250,"maximum":1000}"#)
        for value in [-250, -1, 0, 7, 999, 1000] { #expect(match(grammar, String(value)).isComplete, "\(value)") }
        #expect(match(grammar, "-251").taken == 3)
        #expect(match(grammar, "1001").taken == 3)
        #expect(match(grammar, "-0").isComplete)
        #expect(match(grammar, "01").taken == 1)
        #expect(!match(grammar, "1.0").isComplete)
        let negative = try Grammar(jsonSchema: #"{"type":"integer","minimum":-120,"maximum":-7}"#)
        #expect(GrammarMatcher(grammar: negative).allowedBytes == [UInt8(ascii: "-")])
        #expect(match(negative, "-6").taken == 2 && !match(negative, "-6").isComplete)  // -6 > -7, but -60…-69 are in range
        #expect(match(negative, "-121").taken == 3)  // below -120, and more digits only go lower
        #expect(match(negative, "-12").isComplete && match(negative, "-120").isComplete)
        let extremes = try Grammar(jsonSchema: #"{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807}"#)
        #expect(match(extremes, "-9223372036854775808").isComplete)
        #expect(match(extremes, "9223372036854775808").taken == 18)
    }

    /// A bound past 64 bits on the far side still bounds: clamped to the 64-bit range, so an
    /// integer written is always an instance (a maximum of 1e30 used to leave that side open, and
    /// the bound written back from a `Double`, 9223372036854775808, did the same).
    @Test func boundsBeyond64BitsAreClampedOnTheFarSide() throws {
        for schema in [#"{"type":"integer","maximum":1e30}"#, #"{"type":"integer","minimum":0,"maximum":9223372036854775808}"#,
                       #"{"type":"integer","exclusiveMaximum":1e19}"#] {
            let grammar = try Grammar(jsonSchema: schema)
            #expect(match(grammar, "9223372036854775807").isComplete, "\(schema)")
            #expect(match(grammar, "9223372036854775808").taken == 18, "\(schema)")
            #expect(match(grammar, "10000000000000000000").taken == 19, "\(schema)")
        }
        let low = try Grammar(jsonSchema: #"{"type":"integer","minimum":-1e30}"#)
        #expect(match(low, "-9223372036854775808").isComplete)
        #expect(match(low, "-9223372036854775809").taken == 19)
    }

    /// A bound that admits only integers past 64 bits is refused, naming it, not compiled to nothing.
    @Test func boundsThatAdmitOnlyIntegersBeyond64BitsAreRefused() {
        for (schema, keyword) in [(#"{"type":"integer","minimum":1e30}"#, "minimum"), (#"{"type":"integer","maximum":-1e19}"#, "maximum"),
                                  (#"{"type":"integer","exclusiveMinimum":9223372036854775807}"#, "exclusiveMinimum"),
                                  (#"{"type":"integer","exclusiveMaximum":-9223372036854775808}"#, "exclusiveMaximum")] {
            #expect {
                try Grammar(jsonSchema: schema)
            } throws: { error in
                guard case let .unsupported(path, detail)? = error as? GuidanceError else { return false }
                return path == "#/" + keyword && detail.contains("beyond 64 bits")
            }
        }
    }

    @Test func enumsAndConstsAreExactLiterals() throws {
        let grammar = try Grammar(jsonSchema: #"{"enum":["ab","abc",1,null,{"k":[true]}]}"#)
        for text in [#""ab""#, #""abc""#, "1", "null", #"{"k":[true]}"#] { #expect(match(grammar, text).isComplete, "\(text)") }
        for text in [#""a""#, #""abcd""#, "1.0", "10", #"{"k":[false]}"#] { #expect(!match(grammar, text).isComplete, "\(text)") }
    }

    @Test func topLevelNumbersAreCompleteAndContinuable() throws {
        var matcher = GrammarMatcher(grammar: try Grammar(jsonSchema: #"{"type":"number"}"#))
        matcher.advance(Array("12".utf8))
        #expect(matcher.isComplete && !matcher.isFinished)
        #expect(matcher.allowedBytes == Array(".0123456789Ee".utf8).sorted())
        var closed = GrammarMatcher(grammar: try Grammar(jsonSchema: #"{"type":"boolean"}"#))
        closed.advance(Array("true".utf8))
        #expect(closed.isFinished)
    }

    /// A walk that always opens another level when it may (and closes rather than adds a
    /// sibling): the cap must force the recursion's base case and the value must still close.
    /// A node object at bracket depth k needs its integer at k + 1, an empty array needs only k,
    /// so the deepest bracket is the cap when it is even (an array), one less when odd.
    @Test(arguments: [2, 3, 5, 8])
    func recursionStopsAtTheNestingCap(cap: Int) throws {
        let schema = ##"{"$defs":{"n":{"type":"object","properties":{"v":{"type":"integer"},"kids":{"type":"array","items":{"$ref":"#/$defs/n"}}},"required":["v"]}},"$ref":"#/$defs/n"}"##
        let grammar = try Grammar(jsonSchema: schema, options: GrammarOptions(maximumNestingDepth: cap))
        var matcher = GrammarMatcher(grammar: grammar)
        var bytes: [UInt8] = []
        var depth = 0, deepest = 0
        // After a node's `v` value, go on to its `kids`; anywhere else close rather than add a sibling.
        let afterValue = Array("[{\"kv,]}1".utf8), elsewhere = Array("[{\"kv]}1,".utf8)
        while !matcher.isComplete {
            let allowed = matcher.allowedBytes
            try #require(!allowed.isEmpty, "stranded after \(String(decoding: bytes, as: UTF8.self))")
            let preference = (bytes.last.map { $0 >= 0x30 && $0 <= 0x39 } ?? false) ? afterValue : elsewhere
            let byte = preference.first(where: allowed.contains) ?? allowed[0]
            matcher.advance(byte)
            bytes.append(byte)
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1; deepest = max(deepest, depth) }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
            try #require(bytes.count < 10_000)
        }
        #expect(deepest == cap - cap % 2, "\(String(decoding: bytes, as: UTF8.self))")
    }
}
