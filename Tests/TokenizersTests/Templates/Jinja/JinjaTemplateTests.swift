import Foundation
import Testing
@testable import Tokenizers

/// One construct at a time against jinja2 (the `snippets` of Scripts/fixtures/make-jinja-template-fixtures.py):
/// whitespace control, Python's formatting of values, loops, namespaces, macros, filters, tests,
/// methods, and the errors jinja2 raises; plus the interpreter's own errors naming the line.
struct JinjaTemplateTests {
    /// Snippets whose jinja2 output needs what the interpreter leaves out, and why.
    static let knownDifferences: [Int: String] = [
        1: "a tuple renders as Python's repr '(1, 'a')'; the interpreter keeps tuples as lists",
        18: "dictsort's pairs are tuples in Python's repr",
        35: "integers are 64-bit: a result past them is a runtime error, where Python's grow",
    ]

    @Test func snippetsRenderAsJinja2Does() throws {
        let fixture = try JinjaTemplateCollectionTests.fixture()
        guard case let .array(snippets)? = fixture["snippets"], case let .dictionary(context)? = fixture["snippetContext"] else {
            Issue.record("the fixture has no snippets")
            return
        }
        #expect(snippets.count >= 30)
        let now = JinjaTemplateCollectionTests.now(fixture)
        for (index, entry) in snippets.enumerated() {
            guard case let .dictionary(snippet) = entry else { continue }
            let source = snippet["source"]!.text
            let result = Result { try JinjaTemplate(source).render(context, now: now) }
            if let reason = Self.knownDifferences[index] {
                #expect((try? result.get()) != snippet["output"]?.text, "snippet \(index) now matches jinja2 (\(reason)): remove it from knownDifferences")
                continue
            }
            switch (result, snippet["output"]) {
            case let (.success(output), .string(expected)?):
                #expect(output == expected, "snippet \(index) \(JinjaValue.pythonRepr(source))")
            case let (.failure(error), .string(expected)?):
                Issue.record("snippet \(index) \(JinjaValue.pythonRepr(source)) threw \(error); jinja2 renders \(JinjaValue.pythonRepr(expected))")
            case let (.success(output), _):
                Issue.record("snippet \(index) \(JinjaValue.pythonRepr(source)) rendered \(JinjaValue.pythonRepr(output)); jinja2 raises \(snippet["error"]!.text)")
            case (.failure, _):
                break
            }
        }
    }

    @Test func raiseExceptionNamesTheLineAndTheMessage() throws {
        let template = try JinjaTemplate("{% for m in messages %}\n{% if m.role == 'system' %}\n{{ raise_exception('System role not supported') }}\n{% endif %}\n{% endfor %}")
        let context = JinjaDictionary([("messages", try JinjaJSON.parse(#"[{"role": "system", "content": "x"}]"#))])
        #expect(throws: JinjaError(.raised, line: 3, "System role not supported")) { try template.render(context) }
    }

    @Test func unsupportedTagsNameTheLineAndTheConstruct() {
        #expect(throws: JinjaError(.unsupported, line: 2, "the {% include %} tag")) { try JinjaTemplate("ok\n{% include 'other.jinja' %}") }
        #expect(throws: JinjaError(.unsupported, line: 1, "a recursive for loop")) { try JinjaTemplate("{% for x in xs recursive %}{% endfor %}") }
    }

    @Test func unknownFiltersFailWhenRenderedNamingTheLine() throws {
        let template = try JinjaTemplate("a\nb {{ x | from_json }}")
        #expect(throws: JinjaError(.unsupported, line: 2, "the filter 'from_json'")) { try template.render(JinjaDictionary([("x", .string("{}"))])) }
    }

    @Test func runtimeErrorsNameTheLineOfTheirTag() throws {
        let template = try JinjaTemplate("x\n\n{{ {1.5: 2} }}")
        #expect(throws: JinjaError(.unsupported, line: 3, "a dict key of type float")) { try template.render(JinjaDictionary()) }
        #expect(try JinjaTemplate("{% set d = {0: 'a', 512: 'b'} %}{{ d[512] }}{{ d }}{{ d | tojson }}").render(JinjaDictionary()) == #"b{0: 'a', 512: 'b'}{"0": "a", "512": "b"}"#)
        let undefined = try JinjaTemplate("{% set a = 1 %}\n{{ missing.attribute }}")
        #expect(throws: JinjaError(.runtime, line: 2, "'missing' is undefined")) { try undefined.render(JinjaDictionary()) }
    }

    /// Python's integers grow without bound; ours are 64-bit, so an overflow is a typed error
    /// naming the line, never a trap (a template comes from a file the user downloaded).
    @Test func integerOverflowIsARuntimeErrorNotATrap() {
        for source in ["a\n{{ 2 ** 64 }}", "a\n{{ 9223372036854775807 + 1 }}", "a\n{{ -9223372036854775807 - 2 }}",
                       "a\n{{ 4611686018427387904 * 2 }}", "a\n{{ 1e300|int }}", "a\n{{ '%d' % 1e300 }}",
                       "a\n{{ range(-2, 9223372036854775807) | length }}"] {
            #expect(throws: JinjaError.self, "\(source)") { try JinjaTemplate(source).render(JinjaDictionary([])) }
            do { _ = try JinjaTemplate(source).render(JinjaDictionary([])) } catch let error as JinjaError {
                #expect(error.line == 2 && error.kind == .runtime, "\(source): \(error)")
            } catch { Issue.record("\(source): \(error)") }
        }
    }

    @Test func syntaxErrorsNameTheLine() {
        #expect(throws: JinjaError(.syntax, line: 3, "a tag {% is never closed with %}")) { try JinjaTemplate("a\nb\n{% if x ") }
        #expect(throws: JinjaError(.syntax, line: 1, "the template ends before {% elif or else or endif %}")) { try JinjaTemplate("{% if x %}y") }
        #expect(throws: JinjaError.self) { try JinjaTemplate("{{ 1 + }}") }
    }

    @Test func errorDescriptionsSayWhatToDo() {
        let error = JinjaError(.unsupported, line: 7, "the {% include %} tag")
        #expect(error.description.contains("line 7"))
        #expect(error.description.contains("pass a known template by name"))
    }

    @Test func jsonRoundTripsKeyOrderAndPythonLayout() throws {
        let value = try JinjaJSON.parse(#"{"z": 1, "a": [true, null, 2.5, "é\n\"q\""], "m": {}}"#)
        #expect(try JinjaJSON.dumps(value) == #"{"z": 1, "a": [true, null, 2.5, "é\n\"q\""], "m": {}}"#)
        #expect(try JinjaJSON.dumps(value, ensureASCII: true, indent: " ") == "{\n \"z\": 1,\n \"a\": [\n  true,\n  null,\n  2.5,\n  \"\\u00e9\\n\\\"q\\\"\"\n ],\n \"m\": {}\n}")
        #expect(throws: JinjaError.self) { try JinjaJSON.parse(#"{"a": }"#) }
    }
}
