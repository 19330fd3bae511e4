import Testing
import TestSupport
@testable import ContextBudget

@Suite struct TranscriptLayoutTests {
    func call(_ id: String) -> ToolCall { ToolCall(id: id, name: "f", arguments: "{}") }
    func output(_ id: String) -> Transcript.Entry { .toolOutput(ToolOutput(callID: id, text: id)) }

    @Test func turnsStartAtPromptsAndUnitsHoldCallsWithTheirOutputs() {
        let entries: [Transcript.Entry] = [
            .instructions("i"), .summary("s"),
            .prompt("p1"), .toolCalls([call("a"), call("b")]), output("b"), .response("r"), output("a"),
            .prompt("p2"), .response("r2"),
        ]
        let layout = TranscriptLayout(entries)
        #expect(layout.fixed == [0])
        #expect(layout.summaries == [1])
        #expect(layout.turns == [[[2], [3, 4, 6], [5]], [[7], [8]]])
        #expect(layout.newestPrompt == 7)
    }

    @Test func anOutputAfterALaterPromptKeepsThatPromptInTheSameTurn() {
        let entries: [Transcript.Entry] = [
            .prompt("p1"), .toolCalls([call("a")]), .prompt("p2"), output("a"), .prompt("p3"),
        ]
        let layout = TranscriptLayout(entries)
        #expect(layout.turns == [[[0], [1, 3], [2]], [[4]]])
    }

    @Test func orphansAndLeadingEntriesAreUnitsOfTheirOwn() {
        let entries: [Transcript.Entry] = [.response("hello"), output("x"), .prompt("p"), .toolCalls([call("y")])]
        let layout = TranscriptLayout(entries)
        #expect(layout.turns == [[[0], [1]], [[2], [3]]])
    }

    @Test func waterLevelIsTheLargestShareThatFits() {
        var random = SplitMix64(seed: 99)
        for trial in 0..<500 {
            let costs = (0..<Int.random(in: 1...8, using: &random)).map { _ in Int.random(in: 0...500, using: &random) }
            let room = Int.random(in: 0...2000, using: &random)
            let level = TrimPlanner.waterLevel(costs: costs, room: room)
            func used(_ level: Int) -> Int { costs.reduce(0) { $0 + min($1, level) } }
            if level == Int.max {
                #expect(costs.reduce(0, +) <= room, "trial \(trial)")
            } else {
                #expect(used(level) <= room && used(level + 1) > room, "trial \(trial): \(costs) in \(room) -> \(level)")
            }
        }
    }
}
