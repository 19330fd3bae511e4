@testable import ContextBudget
import Testing

/// Where `SentenceSplitter` cuts, and where it must not: abbreviations inside a sentence are the
/// commonest false boundary in scientific text.
@Suite struct SentenceSplitterTests {
    @Test func citationsAndAbbreviationsStayInTheirSentence() {
        let text = "PBDEs reduce T4 (Hites 2004; Law et al. 2003). Smith et al. (2019) show it, e.g. in rats. See Vol. 3, pp. 28 of it. Done."
        #expect(SentenceSplitter.sentences(in: text) == [
            "PBDEs reduce T4 (Hites 2004; Law et al. 2003).",
            "Smith et al. (2019) show it, e.g. in rats.",
            "See Vol. 3, pp. 28 of it.",
            "Done.",
        ])
    }

    @Test func aCapitalOrAnEnumerationAfterAPeriodStillStartsASentence() {
        #expect(SentenceSplitter.sentences(in: "It was late. The end.") == ["It was late.", "The end."])
        #expect(SentenceSplitter.sentences(in: "a program for doing same. 2. Synonym for poll.")
            == ["a program for doing same.", "2. Synonym for poll."])
        #expect(SentenceSplitter.sentences(in: "Really? yes. Wow! no.") == ["Really?", "yes.", "Wow!", "no."])
        #expect(SentenceSplitter.sentences(in: "He said “stop.” Then left.") == ["He said “stop.”", "Then left."])
    }

    @Test func linesAndCJKKeepTheirBoundaries() {
        #expect(SentenceSplitter.sentences(in: "First line ends.\nsecond starts low") == ["First line ends.", "second starts low"])
        #expect(SentenceSplitter.sentences(in: "Ends. \n\nnext paragraph") == ["Ends.", "next paragraph"])
        #expect(SentenceSplitter.sentences(in: "これは文です。次の文。") == ["これは文です。", "次の文。"])
        #expect(SentenceSplitter.sentences(in: "  16 Now as he walked.\n  17 And Jesus said") == ["16 Now as he walked.", "17 And Jesus said"])
    }
}
