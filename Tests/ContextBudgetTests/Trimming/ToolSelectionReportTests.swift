import Testing
@testable import ContextBudget

@Suite struct ToolSelectionReportTests {
    static let ranking = [
        RankedTool(name: "cd", score: 3.5, isPinned: true),
        RankedTool(name: "ls", score: 2.25, isPinned: false),
        RankedTool(name: "post_tweet", score: 0, isPinned: false),
    ]

    /// Each tool in ranking order, with the fate the trim's `selectedTools` event gave it.
    @Test func linesFollowTheRankingAndTheSelectionEvent() throws {
        let result = TrimResult(transcript: Transcript(), tokenCount: 10, capacity: 20, events: [
            .selectedTools(kept: ["cd"], compacted: ["ls"], omitted: ["post_tweet"], tokenCount: 8, originalTokenCount: 30),
        ], originalTokenCount: 40)
        let report = try #require(ToolSelectionReport(ranking: Self.ranking, result: result))
        #expect(report.lines.map(\.name) == ["cd", "ls", "post_tweet"])
        #expect(report.lines.map(\.disposition) == [.keptWhole, .compacted, .leftOut])
        #expect(report.lines.map(\.score) == [3.5, 2.25, 0])
        #expect(report.lines.map(\.isPinned) == [true, false, false])
    }

    /// A trim that sent every definition as given has no selection to report.
    @Test func noSelectionEventNoReport() {
        let result = TrimResult(transcript: Transcript(), tokenCount: 10, capacity: 20, events: [], originalTokenCount: 10)
        #expect(ToolSelectionReport(ranking: Self.ranking, result: result) == nil)
    }
}
