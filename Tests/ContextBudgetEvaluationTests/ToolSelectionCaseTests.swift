import Foundation
import Testing
import ContextBudget
import ContextBudgetEvaluation

/// The BFCL tool-selection evaluation (`Tests/Fixtures/bfcl/tool-selection.jsonl`, written by
/// `Scripts/fixtures/make-bfcl-fixtures.py`): every case decodes and is what it claims to be.
@Suite struct ToolSelectionCaseTests {
    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/bfcl/tool-selection.jsonl")
    static let categories = ["multi_turn_base", "multi_turn_miss_func", "multi_turn_miss_param", "multi_turn_long_context"]

    /// Decoded once for all tests (about a second in debug builds).
    static let fixture = Result { try ToolSelectionCase.cases(fromJSONLines: Data(contentsOf: fixtureURL), source: "tool-selection.jsonl") }

    static func loadFixture() throws -> [ToolSelectionCase] { try fixture.get() }

    @Test func fixtureHoldsAtLeastFiftyTasksNumberedBelowOneHundredInEveryCategory() throws {
        let cases = try Self.loadFixture()
        let tasks = Set(cases.map(\.taskID))
        #expect(tasks.count >= 50)
        #expect(Set(cases.map(\.id)).count == cases.count, "case ids are unique")
        for task in tasks {
            // Tasks numbered 100 and up are kept out for independent checks.
            let number = try #require(task.split(separator: "_").last.flatMap { Int($0) }, "\(task) ends in its number")
            #expect(number >= 0 && number < 100, "\(task)")
        }
        #expect(Set(cases.map(\.category)) == Set(Self.categories))
        for item in cases {
            #expect(item.taskID.hasPrefix(item.category + "_"), "\(item.id) belongs to \(item.category)")
        }
    }

    @Test func everyCaseIsCutAfterANewestPromptWithTheNeededToolsDefined() throws {
        for item in try Self.loadFixture() {
            let names = item.transcript.tools.map(\.name)
            #expect(Set(names).count == names.count, "\(item.id): tool names are unique")
            #expect(!item.neededToolNames.isEmpty, "\(item.id) needs a tool")
            for name in item.neededToolNames {
                #expect(names.contains(name), "\(item.id): needed tool \(name) is defined")
            }
            #expect(item.neededToolNames.first == item.nextCall.name, "\(item.id): the next call uses the first needed tool")
            #expect(item.transcript.entries.last?.kind == .prompt, "\(item.id) ends with the prompt the call answers")
            #expect(item.transcript.tools.allSatisfy { $0.parameters != .object([:]) }, "\(item.id): schemas decoded")
            // Earlier turns: every output answers an earlier call, every call has its output.
            var open = Set<String>()
            for entry in item.transcript.entries {
                switch entry {
                case let .toolCalls(calls): open.formUnion(calls.map(\.id))
                case let .toolOutput(output): #expect(open.remove(output.callID) != nil, "\(item.id): output \(output.callID) answers a call")
                default: break
                }
            }
            #expect(open.isEmpty, "\(item.id): calls without outputs: \(open.sorted())")
        }
    }

    @Test func missFuncCasesLackTheWithheldToolUntilItsTurn() throws {
        // multi_turn_miss_func_0 withholds `sort` until turn 3, where BFCL adds it with a stock prompt.
        let cases = try Self.loadFixture().filter { $0.taskID == "multi_turn_miss_func_0" }
        let before = try #require(cases.first { $0.turn == 1 })
        let added = try #require(cases.first { $0.turn == 3 })
        #expect(!before.transcript.tools.map(\.name).contains("sort"))
        #expect(added.transcript.tools.last?.name == "sort")
        #expect(added.neededToolNames == ["sort"])
        #expect(added.transcript.latestPrompt == "I have updated some more functions you can choose from. What about now?")
    }

    @Test func malformedFixturesAreRefusedWithTheLine() throws {
        let tools = #"{"kind":"tools","class":"A","tools":[{"type":"function","function":{"name":"f","description":"d","parameters":{"type":"dict","properties":{}}}}]}"#
        func task(tools: String, cut: Int) -> String {
            #"{"kind":"task","id":"t_0","category":"t","classes":["A"],"messages":[{"role":"user","content":"hi"}],"cases":[{"turn":0,"cut":\#(cut),"tools":\#(tools),"needed_tools":["f"],"next_call":{"name":"f","arguments":{}}}]}"#
        }
        let good = try ToolSelectionCase.cases(fromJSONLines: Data((tools + "\n" + task(tools: #"["f"]"#, cut: 1) + "\n").utf8))
        #expect(good.count == 1 && good.first?.transcript.tools.map(\.name) == ["f"] && good.first?.nextCall.arguments == "{}")
        let bad: [(String, String)] = [
            (tools + "\n" + task(tools: #"["g"]"#, cut: 1), "line 2 (t_0 turn 0): tool 'g' is defined by no tools line"),
            (tools + "\n" + task(tools: #"["f"]"#, cut: 2), "cut 2 is outside the task's 1 messages"),
            (#"{"kind":"tasks"}"#, "line 1: unknown line kind 'tasks'"),
            ("{not json", "line 1:"),
        ]
        for (text, expected) in bad {
            do {
                _ = try ToolSelectionCase.cases(fromJSONLines: Data(text.utf8), source: "f.jsonl")
                Issue.record("accepted: \(text)")
            } catch let error as ContextBudgetError {
                #expect(String(describing: error).contains(expected), "\(error)")
            }
        }
    }
}
