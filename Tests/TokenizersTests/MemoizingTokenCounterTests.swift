import Foundation
import Testing
@testable import Tokenizers

struct MemoizingTokenCounterTests {
    /// Counts calls, so the test can see which counts were computed.
    final class CallCounter: TokenCounter, @unchecked Sendable {
        let name = "calls"
        let isExact = true
        private let lock = NSLock()
        private(set) var calls = 0
        func count(_ text: String) -> Int {
            lock.lock(); calls += 1; lock.unlock()
            return TokenEstimator().count(text)
        }
    }

    @Test func repeatedSpansAreCountedOnce() {
        let base = CallCounter()
        let memo = MemoizingTokenCounter(base, capacity: 8, minimumLength: 4)
        let spans = ["first paragraph of text", "second paragraph here", "first paragraph of text\n\nsecond paragraph here"]
        for _ in 0..<5 {
            for span in spans { #expect(memo.count(span) == TokenEstimator().count(span)) }
        }
        #expect(base.calls == 3)
        #expect(memo.statistics.hits == 12)
        #expect(memo.statistics.misses == 3)
        #expect(memo.isExact == base.isExact && memo.name == base.name)
    }

    @Test func shortTextsAndCapacity() {
        let base = CallCounter()
        let memo = MemoizingTokenCounter(base, capacity: 2, minimumLength: 10)
        _ = memo.count("short"); _ = memo.count("short")
        #expect(base.calls == 2)  // below minimumLength: never remembered
        for text in ["aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc", "aaaaaaaaaaaa"] { _ = memo.count(text) }
        #expect(base.calls == 6)  // the third text filled the memo, which started over
    }

    @Test(.enabled(if: SentencePieceTokenizerTests.gemma != nil, "Gemma GGUF not fetched"))
    func sharedAcrossTasksWithExactCounts() async throws {
        let gemma = try #require(SentencePieceTokenizerTests.gemma)
        let memo = MemoizingTokenCounter(gemma)
        let text = try #require(try ReferenceFixtures.corpora()["en/kjv-ruth.txt"])
        let paragraphs = text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        let counts = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 { group.addTask { paragraphs.map { memo.count($0, parsingSpecialTokens: false) } } }
            var all: [[Int]] = []
            for await result in group { all.append(result) }
            return all
        }
        let exact = paragraphs.map { gemma.count($0) }
        for result in counts { #expect(result == exact) }
    }
}
