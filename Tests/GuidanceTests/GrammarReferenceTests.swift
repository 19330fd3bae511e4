import Guidance
import Testing

/// The grammar against Python's `jsonschema` over the committed fixtures: ~35 schemas (tool
/// arguments, BFCL tools, nested records, bounded arrays, enums, anyOf/oneOf, recursive refs,
/// escapes and Unicode, integer ranges, BFCL aliases), thousands of labelled candidates.
struct GrammarReferenceTests {
    @Test func fixturesCoverTheSchemaSet() {
        #expect(GuidanceFixtures.all.count >= 30)
        let valid = GuidanceFixtures.all.reduce(0) { $0 + $1.instances.filter(\.valid).count }
        let invalid = GuidanceFixtures.all.reduce(0) { $0 + $1.instances.filter { !$0.valid }.count }
        #expect(valid >= 1_000 && invalid >= 1_000, "\(valid) valid, \(invalid) invalid")
    }

    /// Every candidate the reference accepts (all are in the grammar's compact form) is taken
    /// byte by byte and complete; every one it rejects stops at some byte or is incomplete.
    @Test(arguments: GuidanceFixtures.all.map(\.name))
    func matcherAgreesWithJSONSchema(name: String) throws {
        let fixture = GuidanceFixtures.all.first { $0.name == name }!
        let grammar = try GuidanceFixtures.grammar(fixture)
        for instance in fixture.instances {
            let result = match(grammar, instance.json)
            if instance.valid {
                #expect(result.isComplete, "\(name): reference accepts \(instance.json) but the matcher took \(result.taken) of \(result.total) bytes")
            } else {
                #expect(!result.isComplete, "\(name): reference rejects \(instance.json) but the matcher accepts it")
            }
        }
    }
}
