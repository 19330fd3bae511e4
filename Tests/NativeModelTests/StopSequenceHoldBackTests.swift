import Testing
@testable import NativeModel

/// A streamed answer never shows the start of a stop sequence that then completes: the engine
/// holds back the longest end of the text that begins one.
struct StopSequenceHoldBackTests {
    @Test func holdsBackTheLongestEndThatBeginsAStopSequence() {
        let stops = ["\nUser:"]
        #expect(NativeLanguageModel.heldBack("Paris.\nUser", stopSequences: stops) == 5)
        #expect(NativeLanguageModel.heldBack("Paris.\n", stopSequences: stops) == 1)
        #expect(NativeLanguageModel.heldBack("Paris.", stopSequences: stops) == 0)
        #expect(NativeLanguageModel.heldBack("a\nUs", stopSequences: ["\nUser:", "Usage"]) == 3)
        #expect(NativeLanguageModel.heldBack("the Us", stopSequences: ["\nUser:", "Usage"]) == 2)
        #expect(NativeLanguageModel.heldBack("anything", stopSequences: []) == 0)
        #expect(NativeLanguageModel.heldBack("x", stopSequences: ["x"]) == 0, "a whole one-character sequence is a stop, not a prefix")
    }
}
