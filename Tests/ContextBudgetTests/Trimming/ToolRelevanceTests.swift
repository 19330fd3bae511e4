import Testing
import TestSupport
@testable import ContextBudget

@Suite struct ToolRelevanceTests {
    /// Found by the trimmer fuzz target's determinism check: the same transcript trimmed twice
    /// selected a different one of two tools whose scores tied, because each score was a float
    /// sum over a dictionary, whose order differs from one instance to the next. Scores are now
    /// the same to the bit on every call (before the fix 50 of 50 calls here differed).
    @Test func scoresAreTheSameToTheBitOnEveryCall() {
        let words = ["list", "files", "folder", "weather", "city", "forecast", "stock", "price", "ticker", "send", "mail", "message",
                     "calendar", "event", "search", "web", "page", "read", "write", "delete", "rename", "translate", "text", "language"]
        var random = SplitMix64(seed: 42)
        func sentence() -> String { (0..<8).map { _ in words.randomElement(using: &random)! }.joined(separator: " ") + "." }
        let tools = (0..<12).map { index in
            ToolDefinition(name: "tool_\(words[index % words.count])_\(index)", description: "\(sentence()) \(sentence()) \(sentence())",
                           parameters: .object(["type": .string("object")]))
        }
        let prompt = (0..<30).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        let recent = (0..<60).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        let first = ToolRelevance(tools: tools).scores(newestPrompt: prompt, recentText: recent)
        #expect(first.contains { $0 > 0 })
        let differing = (0..<50).filter { _ in
            ToolRelevance(tools: tools).scores(newestPrompt: prompt, recentText: recent).map(\.bitPattern) != first.map(\.bitPattern)
        }.count
        #expect(differing == 0, "\(differing) of 50 calls gave other scores")
    }
}
