import Foundation
import Testing
import ContextBudget
import ContextBudgetEvaluation

@Suite struct RougeScorerTests {
    struct Case: Decodable {
        struct Expected: Decodable { var precision: Double; var recall: Double; var fmeasure: Double }
        var reference: String
        var candidate: String
        var rouge1: Expected
        var rouge2: Expected
        var rougeL: Expected
        var rougeLsum: Expected
    }

    /// Figures from PyPI `rouge-score` 0.1.2 (`Tests/Fixtures/rouge/make_fixture.py`).
    @Test func matchesGooglesRougeScore() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/rouge/rouge-fixture.json")
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
        #expect(cases.count >= 20)
        #expect(cases.contains { $0.rougeLsum.fmeasure > $0.rougeL.fmeasure + 0.1 }, "some case tells ROUGE-Lsum from ROUGE-L")
        for (index, item) in cases.enumerated() {
            let scores = RougeScorer.scores(reference: item.reference, candidate: item.candidate)
            for (name, ours, theirs) in [("rouge1", scores.rouge1, item.rouge1), ("rouge2", scores.rouge2, item.rouge2), ("rougeL", scores.rougeL, item.rougeL), ("rougeLsum", scores.rougeLsum, item.rougeLsum)] {
                #expect(abs(ours.precision - theirs.precision) < 1e-12, "case \(index) \(name) precision")
                #expect(abs(ours.recall - theirs.recall) < 1e-12, "case \(index) \(name) recall")
                #expect(abs(ours.fMeasure - theirs.fmeasure) < 1e-12, "case \(index) \(name) F")
            }
        }
    }

    @Test func sentencesOnLinesPutsOneSentencePerLine() {
        #expect(RougeScorer.sentencesOnLines("One here. Two there!\nThree\nand four") == "One here.\nTwo there!\nThree and four")
        let reordered = RougeScorer.rougeLsum(reference: "a b c.\nd e f.", candidate: RougeScorer.sentencesOnLines("d e f. a b c."))
        #expect(reordered.fMeasure == 1)
    }

    @Test func tokensAreLowercaseAlphanumericRuns() {
        #expect(RougeScorer.tokens("Don't STOP—PBDE-47, 2008!") == ["don", "t", "stop", "pbde", "47", "2008"])
    }
}
