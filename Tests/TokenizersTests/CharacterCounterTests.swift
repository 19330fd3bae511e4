import Testing
import Tokenizers

@Suite struct CharacterCounterTests {
    @Test func countsCharactersFromStringsAndBytesAlike() {
        let counter = CharacterCounter()
        for text in ["", "plain ASCII", "e\u{301}te\u{301}", "日本語。", "👩‍👩‍👧‍👦 🇵🇹", "a\r\nb", String(repeating: "x", count: 100)] {
            let fromBytes = Array(text.utf8).withUnsafeBufferPointer { counter.count(utf8: $0) }
            #expect(counter.count(text) == text.count)
            #expect(fromBytes == text.count, "\(text)")
        }
    }
}
