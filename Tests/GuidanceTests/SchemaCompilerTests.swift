import Guidance
import Testing

/// Schemas the compiler must refuse, each with the path and the fix in the message, and the
/// constructs it must accept without changing the language.
struct SchemaCompilerTests {
    static let refused: [(schema: String, message: String)] = [
        (#"{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","patternProperties":{"^x":{}}}}}}"#,
         ##"#/properties/items/items: "patternProperties" is not supported; remove it or describe the shape with "properties""##),
        (#"{"type":"string","pattern":"^a+$"}"#, #"#: "pattern" is not supported; remove it or list the values with "enum""#),
        (##"{"type":"object","properties":{"a":{"not":{"type":"null"}}}}"##, ##"#/properties/a: "not" is not supported"##),
        (##"{"type":"number","minimum":0}"##, ##"#/minimum: bounds are supported on "integer" only"##),
        (#"{"type":"integer","multipleOf":2}"#, #"#: "multipleOf" is not supported"#),
        (#"{"type":"array","prefixItems":[{"type":"string"}]}"#, #"#: "prefixItems" is not supported"#),
        (##"{"type":"array","uniqueItems":true}"##, ##"#/uniqueItems: "uniqueItems": true is not supported"##),
        (##"{"type":"object","properties":{"a":{"type":"strng"}}}"##, ##"#/properties/a/type: unknown type "strng""##),
        (##"{"type":"object","properties":{"a":{}},"required":["b"]}"##, ##"#/required/0: required property "b" is not in "properties""##),
        (##"{"$ref":"https://example.com/schema.json"}"##, ##"#/$ref: only references into this schema"##),
        (##"{"$ref":"#/$defs/missing"}"##, ##"#/$ref: "#/$defs/missing" names nothing in this schema"##),
        (##"{"type":"string","minLength":5,"maxLength":2}"##, ##"#/minLength: minLength 5 exceeds maxLength 2"##),
        (#"{"type":"integer","minimum":10,"maximum":3}"#, #"#: no integer lies between the minimum 10 and the maximum 3"#),
        (##"{"$defs":{"n":{"type":"object","properties":{"next":{"$ref":"#/$defs/n"}},"required":["next"]}},"$ref":"#/$defs/n"}"##,
         #"#: the schema has no finite instance"#),
        (##"{"type":"object","properties":{"a":{"type":"string","requried":true}}}"##, ##"#/properties/a: unknown keyword "requried""##),
        (##"{"anyOf":[{"type":"string"}],"maxLength":3}"##, ##"#/maxLength: "anyOf" with sibling constraints is not supported"##),
        (##"{"enum":[]}"##, ##"#/enum: must be a non-empty array"##),
        (#"{"type":"integer","enum":["a"]}"#, #"#: the schema accepts no value"#),
        (#"{"type":"object","properties":{"a":false},"required":["a"]}"#, #"#: the schema accepts no value"#),
        (#"{"type":"object",}"#, "schema is not valid JSON at byte 17: expected a member name in quotes"),
        (#"{"a":1,"a":2}"#, #"schema is not valid JSON at byte 7: duplicate member "a""#),
        (##"{"allOf":[{"type":"string"},{"maxLength":2}]}"##, ##"#/allOf: only a one-element "allOf" is supported"##),
        (##"{"oneOf":[{"type":"string"},{"type":"string","maxLength":3}]}"##, ##"#/oneOf: alternatives 0 and 1 may both match one value"##),
        (##"{"oneOf":[{"type":"number"},{"type":"null"},{"type":"integer"}]}"##, ##"#/oneOf: alternatives 0 and 2 may both match one value"##),
        (##"{"type":"object","properties":{"shape":{"oneOf":[{"type":"object","properties":{"r":{"type":"number"}},"additionalProperties":true},{"type":"object","properties":{"s":{"type":"number"}},"required":["s"]}]}}}"##,
         ##"#/properties/shape/oneOf: alternatives 0 and 1 may both match one value"##),
    ]

    /// `oneOf`s whose alternatives provably share no value compile (as the grammar of `anyOf`).
    @Test func exclusiveOneOfsCompile() throws {
        let exclusive: [(schema: String, instance: String)] = [
            (##"{"oneOf":[{"type":"string"},{"type":"integer"},{"type":"null"}]}"##, "12"),
            (##"{"oneOf":[{"const":"a"},{"enum":["b","c"]},{"type":"integer"}]}"##, #""c""#),
            (##"{"oneOf":[{"type":"object","properties":{"kind":{"const":"circle"},"r":{"type":"number"}},"required":["kind","r"]},{"type":"object","properties":{"kind":{"const":"square"},"side":{"type":"integer"}},"required":["kind","side"]}]}"##,
             #"{"kind":"square","side":2}"#),
            (##"{"oneOf":[{"type":"object","properties":{"r":{"type":"number"}},"required":["r"]},{"type":"object","properties":{"s":{"type":"number"}},"required":["s"]}]}"##, #"{"s":1.5}"#),
            (##"{"$defs":{"a":{"type":"string"},"b":{"type":"boolean"}},"oneOf":[{"$ref":"#/$defs/a"},{"$ref":"#/$defs/b"}]}"##, "true"),
        ]
        for (schema, instance) in exclusive {
            let grammar = try Grammar(jsonSchema: schema)
            #expect(match(grammar, instance).isComplete, "\(schema) should accept \(instance)")
        }
        // The last object pair is exclusive only because unlisted properties are refused (strict).
        let open = ##"{"oneOf":[{"type":"object","properties":{"r":{"type":"number"}},"required":["r"]},{"type":"object","properties":{"s":{"type":"number"}},"required":["s"]}]}"##
        #expect(throws: GuidanceError.self) { try Grammar(jsonSchema: open, options: GrammarOptions(additionalPropertiesByDefault: true)) }
    }

    @Test(arguments: refused.indices)
    func refusedSchemasNameThePath(index: Int) {
        let (schema, message) = Self.refused[index]
        do {
            _ = try Grammar(jsonSchema: schema)
            Issue.record("accepted \(schema)")
        } catch let error as GuidanceError {
            #expect(error.description.hasPrefix(message), "\(schema): \(error.description)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func depthBeyondTheCapIsRefused() {
        let schema = #"{"type":"array","minItems":1,"items":{"type":"array","minItems":1,"items":{"type":"integer"}}}"#
        #expect(throws: GuidanceError.invalidSchema(path: "#", detail: "the smallest instance nests 3 levels, deeper than maximumNestingDepth 2; raise the option")) {
            try Grammar(jsonSchema: schema, options: GrammarOptions(maximumNestingDepth: 2))
        }
        #expect(throws: Never.self) { try Grammar(jsonSchema: schema, options: GrammarOptions(maximumNestingDepth: 3)) }
    }

    @Test func descriptiveKeywordsDoNotChangeTheLanguage() throws {
        let plain = try Grammar(jsonSchema: #"{"type":"object","properties":{"a":{"type":"integer"}},"required":["a"]}"#)
        let described = try Grammar(jsonSchema: #"""
            {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"x","title":"T","description":"d",
             "type":"object","properties":{"a":{"type":"integer","default":1,"examples":[2],"format":"int32","x-note":"n"}},
             "required":["a"],"$comment":"c"}
            """#)
        for text in [#"{"a":1}"#, #"{"a":-20}"#, #"{}"#, #"{"a":"1"}"#, #"{"a":1,"b":2}"#] {
            #expect(match(plain, text).isComplete == match(described, text).isComplete, "\(text)")
        }
    }
}
