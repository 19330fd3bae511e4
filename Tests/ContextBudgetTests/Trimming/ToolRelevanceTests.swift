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

@Suite struct ToolQueryTests {
    static let tools = [
        ToolDefinition(name: "cd", description: "Files. Change the working directory.", parameters: ["type": "object", "properties": ["folder": ["type": "string"]]]),
        ToolDefinition(name: "ls", description: "Files. List the files of the working directory.", parameters: ["type": "object", "properties": [:]]),
        ToolDefinition(name: "post_tweet", description: "Twitter. Post a tweet.", parameters: ["type": "object", "properties": ["content": ["type": "string"]]]),
        ToolDefinition(name: "get_tweet", description: "Twitter. Get a tweet by its id.", parameters: ["type": "object", "properties": ["tweet_id": ["type": "integer"]]]),
    ]

    /// The query reads the turns before the newest prompt: the calls there, their arguments and
    /// their outputs' words.
    @Test func earlierCallsAndOutputsJoinTheQuery() {
        let transcript = Transcript(entries: [
            .prompt("Go to the reports folder."),
            .toolCalls([ToolCall(id: "1", name: "cd", arguments: #"{"folder": "reports"}"#)]),
            .toolOutput(ToolOutput(callID: "1", toolName: "cd", text: #"{"current_working_directory": "reports"}"#)),
            .prompt("And what is in there?"),
        ], tools: Self.tools)
        let query = ToolQuery.recentConversation(of: transcript)
        let terms = Set(query.terms.map(\.term))
        #expect(terms.isSuperset(of: ["cd", "report", "current", "work", "dir"]), "\(terms)")
        let scores = ToolRelevance(tools: Self.tools).scores(for: query)
        #expect(scores[1] > scores[2] && scores[1] > scores[3], "\(scores)")
        let again = ToolRelevance(tools: Self.tools).scores(for: ToolQuery.recentConversation(of: transcript))
        #expect(again.map(\.bitPattern) == scores.map(\.bitPattern))
    }

    /// What a parameter's description and allowed values say counts, below the name: "hidden"
    /// finds `ls` through its flag's description, "celsius" the unit enum of `get_weather`.
    @Test func parameterDescriptionsAndEnumsAreSearched() {
        let tools = [
            ToolDefinition(name: "ls", description: "List the directory.", parameters: [
                "type": "object", "properties": ["a": ["type": "boolean", "description": "Show hidden files too."]]]),
            ToolDefinition(name: "get_weather", description: "The weather in a city.", parameters: [
                "type": "object", "properties": ["unit": ["type": "string", "enum": ["celsius", "fahrenheit"]]]]),
            ToolDefinition(name: "hidden_gems", description: "Places off the beaten track.", parameters: ["type": "object"]),
        ]
        let relevance = ToolRelevance(tools: tools)
        let hidden = relevance.scores(newestPrompt: "anything hidden here?", recentText: "")
        #expect(hidden[0] > 0 && hidden[1] == 0, "\(hidden)")
        #expect(hidden[2] > hidden[0], "a name match outweighs a parameter description's: \(hidden)")
        let celsius = relevance.scores(newestPrompt: "in celsius please", recentText: "")
        #expect(celsius[1] > 0 && celsius[0] == 0 && celsius[2] == 0, "\(celsius)")
    }

    @Test func identifiersSplitAtCaseUnderscoreAndDot() {
        #expect(ToolRelevance.words(in: "getUserID file_name os.path JSONSchema") == ["get", "user", "id", "fil", "nam", "os", "path", "json", "schema"])
    }
}
