import Testing
@testable import ContextBudget

/// Sections, section openers and headings as `ExtractiveModel` reads them.
@Suite struct MaterialLayoutTests {
    @Test func headingsStartSectionsAndAreMarked() {
        let layout = MaterialLayout("""
            # Title

            Intro one. Intro two.

            More intro.
            ## 2 Method
            Method one. Method two.
            """)
        #expect(layout.hasHeadings)
        #expect(layout.sentences.map(\.text) == ["# Title", "Intro one.", "Intro two.", "More intro.", "## 2 Method", "Method one.", "Method two."])
        #expect(layout.sentences.map(\.isHeading) == [true, false, false, false, true, false, false])
        #expect(layout.sentences.map(\.section) == [0, 0, 0, 0, 1, 1, 1])
        #expect(layout.sentences.map(\.opensSection) == [false, true, false, false, false, true, false])
    }

    @Test func withoutHeadingsEveryParagraphIsASection() {
        let layout = MaterialLayout("First part. Still first.\n\nSecond part.\n\n\nThird part.")
        #expect(!layout.hasHeadings)
        #expect(layout.sentences.map(\.section) == [0, 0, 1, 2])
        #expect(layout.sentences.allSatisfy { !$0.opensSection && !$0.isHeading })
    }

    @Test func onlyATXHeadingsAreHeadings() {
        for line in ["# A", "###### Six", "   ## Indented", "#", "## "] { #expect(MaterialLayout.isHeading(line[...]), "\(line)") }
        for line in ["#hashtag", "####### Seven", "    # code block", "Text # not", ""] { #expect(!MaterialLayout.isHeading(line[...]), "\(line)") }
    }

    @Test func theExtractiveModelNeverQuotesAHeading() {
        let material = (1...6).map { "## Section \($0)\n\nThe section number \($0) explains the model in detail. It also reports the model results." }
            .joined(separator: "\n\n")
        let answer = ExtractiveModel().summarize(material, maximumTokens: 2000)
        #expect(!answer.isEmpty)
        #expect(!answer.contains("#"), "\(answer)")
    }

    @Test func theStartAndEndOfTheMaterialWeighMoreThanItsMiddle() {
        let sentences = (0..<30).map { "Sentence number \($0) talks about the same shared topic words." }
        let scores = SentenceScorer.scores(of: sentences)
        #expect(scores[0] > scores[15] * 1.5)
        #expect(scores[29] > scores[15] * 1.2)
        #expect(scores[0] > scores[29])
    }
}
