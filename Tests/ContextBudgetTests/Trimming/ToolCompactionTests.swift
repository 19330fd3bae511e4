import Foundation
import Testing
@testable import ContextBudget
import ContextBudgetEvaluation

/// Compaction may shorten what a model reads about a tool, never what it must write: every
/// ground-truth call of the BFCL tool-selection cases (the calls in each transcript and the next
/// one) that its tool's schema accepts is accepted by every compacted form of that schema.
@Suite struct ToolCompactionTests {
    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/bfcl/tool-selection.jsonl")

    @Test func groundTruthArgumentsValidateAgainstEveryCompactedSchema() throws {
        let cases = try ToolSelectionCase.cases(fromJSONLines: Data(contentsOf: Self.fixtureURL), source: "tool-selection.jsonl")
        #expect(cases.count > 1000)
        var checked = 0, acceptedAsGiven = 0
        var seen: Set<String> = []
        for item in cases {
            let tools = item.transcript.tools
            let shared = ToolCompaction.sharedSentences(in: tools)
            var calls = [item.nextCall]
            for case let .toolCalls(earlier) in item.transcript.entries { calls += earlier }
            for call in calls {
                guard let tool = tools.first(where: { $0.name == call.name }) else { continue }
                guard seen.insert("\(tools.map(\.name).joined(separator: ","))|\(call.name)|\(call.arguments)").inserted else { continue }
                let arguments = try JSONDecoder().decode(JSONValue.self, from: Data(call.arguments.utf8))
                checked += 1
                guard JSONSchema.violations(of: arguments, against: tool.parameters).isEmpty else { continue }
                acceptedAsGiven += 1
                var previousLength = tool.parameters.compactText.utf8.count + tool.description.utf8.count
                for level in 1...ToolCompaction.deepestLevel {
                    let compacted = ToolCompaction.compact(tool, level: level, sharedSentences: shared)
                    let violations = JSONSchema.violations(of: arguments, against: compacted.parameters)
                    #expect(violations.isEmpty, "\(item.id): \(call.name)(\(call.arguments)) at level \(level): \(violations)")
                    #expect(compacted.name == tool.name)
                    let length = compacted.parameters.compactText.utf8.count + compacted.description.utf8.count
                    #expect(length <= previousLength, "\(call.name): level \(level) is longer than level \(level - 1)")
                    previousLength = length
                }
            }
        }
        // Nearly every ground-truth call fits its own schema (BFCL's few that do not are not
        // compaction's to judge); a fixture that stopped doing so would make this test empty.
        #expect(acceptedAsGiven * 10 >= checked * 9, "\(acceptedAsGiven) of \(checked) calls fit their schema as given")
        print("compaction: \(acceptedAsGiven) of \(checked) distinct ground-truth calls fit their schema as given; all of them fit every compacted level")
    }
}
