import Foundation
import Testing
@testable import Tokenizers

/// Every chat template of llama.cpp's collection renders what Python's jinja2 renders, byte for
/// byte, over a fixed set of conversations with and without tools (fixture:
/// Scripts/fixtures/make-jinja-template-fixtures.py). Where jinja2 raises, the interpreter must throw too.
///
/// Templates whose licence lets us vendor them are in Tests/Fixtures/Tokenizers/jinja-templates;
/// the others are read from llama.cpp's source tree in the cache (Scripts/llama.cpp/build-llama-cpp.sh) and
/// skipped, loudly, when it is missing.
struct JinjaTemplateCollectionTests {
    static let vendored = ReferenceFixtures.directory.appendingPathComponent("jinja-templates")
    static let collection = ReferenceFixtures.cache.appendingPathComponent("llama.cpp/src-b11434/models/templates")

    /// Templates that need what the interpreter does not do, with the construct they need.
    static let outsideSubset: [String: String] = [
        "meetkai-functionary-medium-v3.1.jinja":
            "Markup arithmetic: `'…'|safe + text` HTML-escapes `text` in jinja2 (its tool JSON comes out as &#34;name&#34;)",
    ]

    struct Outcome {
        var file: String
        var mismatches: [String] = []
    }

    static func fixture() throws -> JinjaDictionary {
        let text = try String(contentsOf: ReferenceFixtures.directory.appendingPathComponent("jinja-templates.json"), encoding: .utf8)
        guard case let .dictionary(fixture) = try JinjaJSON.parse(text) else { throw JinjaError(.syntax, line: 0, "fixture is not an object") }
        return fixture
    }

    static func source(_ file: String) -> String? {
        for directory in [vendored, collection] {
            if let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) { return text }
        }
        return nil
    }

    static func now(_ fixture: JinjaDictionary) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.date(from: fixture["now"]!.text)!
    }

    /// Renders every case of one template and describes each difference from jinja2.
    static func check(_ entry: JinjaDictionary, source: String, fixture: JinjaDictionary) -> Outcome {
        guard case let .string(file)? = entry["file"], case let .dictionary(conversations)? = fixture["conversations"] else {
            return Outcome(file: "?", mismatches: ["malformed fixture"])
        }
        var outcome = Outcome(file: file)
        let template: JinjaTemplate
        do {
            template = try JinjaTemplate(source)
        } catch {
            outcome.mismatches.append("does not parse: \(error)")
            return outcome
        }
        guard case let .array(renders)? = entry["renders"] else { return outcome }
        for case let .dictionary(render) in renders {
            let name = render["conversation"]!.text
            guard case let .dictionary(conversation)? = conversations[name] else { continue }
            let context = JinjaDictionary([
                ("messages", conversation["messages"]!), ("tools", conversation["tools"] ?? .none), ("documents", .none),
                ("add_generation_prompt", render["addGenerationPrompt"]!), ("bos_token", fixture["bosToken"]!), ("eos_token", fixture["eosToken"]!),
            ])
            let label = "\(name), add_generation_prompt=\(render["addGenerationPrompt"]!.repr)"
            do {
                let output = try template.render(context, now: now(fixture))
                if let expected = render["output"]?.text {
                    if output != expected { outcome.mismatches.append("\(label): \(firstDifference(output, expected))") }
                } else {
                    outcome.mismatches.append("\(label): jinja2 raised \(render["error"]!.text) but this rendered")
                }
            } catch {
                if render["error"] == nil { outcome.mismatches.append("\(label): \(error)") }
            }
        }
        return outcome
    }

    static func firstDifference(_ output: String, _ expected: String) -> String {
        let a = Array(output.unicodeScalars), b = Array(expected.unicodeScalars)
        var index = 0
        while index < a.count, index < b.count, a[index] == b[index] { index += 1 }
        func excerpt(_ scalars: [Unicode.Scalar]) -> String {
            JinjaValue.pythonRepr(String(String.UnicodeScalarView(scalars[max(0, index - 30)..<min(scalars.count, index + 40)])))
        }
        return "differs at scalar \(index): got \(excerpt(a)), jinja2 \(excerpt(b))"
    }

    @Test func everyTemplateInsideTheSubsetRendersAsJinja2Does() throws {
        let fixture = try Self.fixture()
        guard case let .array(templates)? = fixture["templates"] else { Issue.record("no templates in the fixture"); return }
        var matched = 0, missing: [String] = [], outside: [String] = []
        for case let .dictionary(entry) in templates {
            let file = entry["file"]!.text
            guard let source = Self.source(file) else { missing.append(file); continue }
            let outcome = Self.check(entry, source: source, fixture: fixture)
            if let reason = Self.outsideSubset[file] {
                outside.append(file)
                #expect(!outcome.mismatches.isEmpty, "\(file) is listed as outside the subset (\(reason)) but now renders as jinja2 does: remove it from the list")
                continue
            }
            if outcome.mismatches.isEmpty { matched += 1 }
            for mismatch in outcome.mismatches { Issue.record("\(file): \(mismatch)") }
        }
        if !missing.isEmpty {
            print("⚠️  NOT RUN for \(missing.count) templates: \(Self.collection.path) is missing; run Scripts/llama.cpp/build-llama-cpp.sh")
        }
        print("Jinja collection: \(matched) templates render as jinja2 does, \(outside.count) outside the subset, \(missing.count) not available")
    }
}
