import Foundation
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

/// What structured-output schemas add to tool parameters: references, constants, exclusive
/// bounds, and lengths in Unicode scalars (as JSON Schema and Python's `jsonschema` count them).
struct JSONSchemaStructuredKeywordTests {
    let tree: JSONValue = [
        "$defs": ["node": [
            "type": "object",
            "properties": ["value": ["type": "integer"], "children": ["type": "array", "items": ["$ref": "#/$defs/node"]]],
            "required": ["value"],
        ]],
        "$ref": "#/$defs/node",
    ]

    @Test func aRecursiveReferenceIsFollowedAtEveryDepth() throws {
        var deep: JSONValue = ["value": 0]
        for level in 1...100 { deep = ["value": .number(Double(level)), "children": [deep]] }
        #expect(JSONSchema.violations(of: deep, against: tree, path: "response").isEmpty)
        var broken: JSONValue = ["value": "zero"]
        for level in 1...3 { broken = ["value": .number(Double(level)), "children": [broken]] }
        #expect(JSONSchema.violations(of: broken, against: tree, path: "response")
            == [#"response.children[0].children[0].children[0].value: expected integer, got "zero""#])
    }

    @Test func aReferenceThatLeadsNowhereOrOnlyToItselfIsAProblemNotAHang() {
        #expect(JSONSchema.violations(of: 1, against: ["$ref": "#/$defs/missing"]).first?.contains("does not lead to a schema") == true)
        #expect(JSONSchema.violations(of: 1, against: ["$ref": "#"]).first?.contains("does not lead to a schema") == true)
        #expect(JSONSchema.violations(of: 1, against: ["$ref": "https://example.com/schema"]).count == 1)
    }

    @Test func constAndExclusiveBoundsAreChecked() {
        #expect(JSONSchema.violations(of: "v1", against: ["const": "v1"]).isEmpty)
        #expect(JSONSchema.violations(of: "v2", against: ["const": "v1"]).count == 1)
        let open: JSONValue = ["type": "integer", "exclusiveMinimum": 0, "exclusiveMaximum": 10]
        #expect(JSONSchema.violations(of: 1, against: open).isEmpty)
        #expect(JSONSchema.violations(of: 0, against: open).count == 1)
        #expect(JSONSchema.violations(of: 10, against: open).count == 1)
    }

    /// "e" with a combining acute accent is one character to Swift and two scalars to JSON Schema.
    @Test func lengthsCountUnicodeScalars() {
        let schema: JSONValue = ["type": "string", "maxLength": 1]
        #expect(JSONSchema.violations(of: "é", against: schema).isEmpty)
        #expect(JSONSchema.violations(of: "e\u{301}", against: schema).count == 1)
    }

    /// Every instance Python's `jsonschema` accepts in the committed grammar fixtures (written by
    /// Scripts/fixtures/make-guidance-fixtures.py) passes this check too. The fixtures' labels
    /// apply the grammar's strict rules, so they may refuse what this lenient check allows
    /// (undeclared properties), never the reverse.
    @Test func everyInstanceTheReferenceAcceptsPasses() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Guidance")
        struct Index: Decodable { let schemas: [String] }
        struct Instance: Decodable { let json: String; let valid: Bool }
        struct File: Decodable { let schema: JSONValue; let instances: [Instance] }
        let index = try JSONDecoder().decode(Index.self, from: Data(contentsOf: directory.appendingPathComponent("index.json")))
        var checked = 0
        for name in index.schemas {
            let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: directory.appendingPathComponent(name + ".json")))
            for instance in file.instances where instance.valid {
                let value = try JSONDecoder().decode(JSONValue.self, from: Data(instance.json.utf8))
                let problems = JSONSchema.violations(of: value, against: file.schema, path: "response")
                #expect(problems.isEmpty, "\(name): \(instance.json) is valid for jsonschema but: \(problems)")
                checked += 1
            }
        }
        #expect(index.schemas.count >= 30 && checked > 1000)
    }
}
