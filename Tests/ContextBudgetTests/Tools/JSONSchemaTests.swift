import ContextBudget
import Testing

/// Arguments against `anyOf` and `oneOf`: any alternative may match the first, exactly one the second.
struct JSONSchemaTests {
    let alternatives: JSONValue = [
        ["type": "string"],
        ["type": "string", "maxLength": 3],
    ]

    @Test func oneOfWantsExactlyOneAlternative() {
        let schema: JSONValue = ["oneOf": alternatives]
        #expect(JSONSchema.violations(of: "long text", against: schema).isEmpty)
        #expect(JSONSchema.violations(of: "abc", against: schema) == [#"arguments: "abc" matches oneOf alternatives 0 and 1; exactly one must match"#])
        #expect(JSONSchema.violations(of: 3, against: schema).count == 1)
    }

    @Test func anyOfTakesAnyAlternative() {
        let schema: JSONValue = ["anyOf": alternatives]
        #expect(JSONSchema.violations(of: "abc", against: schema).isEmpty)
        #expect(JSONSchema.violations(of: 3, against: schema).count == 1)
    }
}
