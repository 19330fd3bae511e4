import ContextBudget
import Testing
import Tokenizers

/// Calls are found in each syntax, text stays text, and broken calls say what is wrong.
struct ToolCallParserTests {
    static let tagged = ToolCallParser(syntax: .tagged(open: "<tool_call>", close: "</tool_call>"), toolNames: ["get_weather", "now"])
    static let json = ToolCallParser(syntax: .json(argumentsKey: "parameters", prefixes: ["<|python_tag|>"]), toolNames: ["get_weather", "now"])

    static func calls(_ outcome: ToolCallParser.Outcome) -> [ChatToolCall]? {
        if case let .calls(calls) = outcome { return calls }
        return nil
    }

    static func reason(_ outcome: ToolCallParser.Outcome) -> String? {
        if case let .malformed(reason) = outcome { return reason }
        return nil
    }

    @Test func taggedBlocksAnywhereAreParallelCalls() throws {
        let text = "Let me check.\n<tool_call>\n{\"name\": \"now\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\":  \"Oslo\"}}\n</tool_call>"
        let calls = try #require(Self.calls(Self.tagged.parse(text)))
        // Arguments are kept byte for byte, odd spacing included.
        #expect(calls == [ChatToolCall(name: "now", arguments: "{}"), ChatToolCall(name: "get_weather", arguments: "{\"city\":  \"Oslo\"}")])
        // A block cut short by the end of generation still parses when its JSON is whole.
        #expect(Self.calls(Self.tagged.parse("<tool_call>\n{\"name\": \"now\"}")) == [ChatToolCall(name: "now", arguments: "{}")])
    }

    @Test func textWithoutACallIsText() {
        #expect(Self.tagged.parse("It is sunny.") == .text("It is sunny."))
        #expect(Self.json.parse("It is sunny. {\"name\": \"now\"}") == .text("It is sunny. {\"name\": \"now\"}"))
        // JSON that is not shaped like a call is an answer.
        #expect(Self.json.parse("{\"temperature\": 21}") == .text("{\"temperature\": 21}"))
        #expect(Self.json.parse("[1, 2, 3]") == .text("[1, 2, 3]"))
    }

    @Test func jsonCallsBarePrefixedFencedListedAndWrapped() {
        let oslo = [ChatToolCall(name: "get_weather", arguments: "{\"city\": \"Oslo\"}")]
        #expect(Self.calls(Self.json.parse(" {\"name\": \"get_weather\", \"parameters\": {\"city\": \"Oslo\"}}\n")) == oslo)
        #expect(Self.calls(Self.json.parse("<|python_tag|>{\"name\": \"get_weather\", \"parameters\": {\"city\": \"Oslo\"}}")) == oslo)
        #expect(Self.calls(Self.json.parse("```json\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\"}}\n```")) == oslo)
        #expect(Self.calls(Self.json.parse("Sure:\n```tool_call\n{\"name\": \"get_weather\", \"parameters\": {\"city\": \"Oslo\"}}\n```")) == oslo)
        #expect(Self.calls(Self.json.parse("{\"type\": \"function\", \"function\": {\"name\": \"get_weather\", \"arguments\": \"{\\\"city\\\": \\\"Oslo\\\"}\"}}"))
            == [ChatToolCall(name: "get_weather", arguments: "{\"city\": \"Oslo\"}")])
        let two = "[{\"name\": \"now\"}, {\"name\": \"get_weather\", \"parameters\": {\"city\": \"Oslo\"}}]"
        #expect(Self.calls(Self.json.parse(two))?.map(\.name) == ["now", "get_weather"])
        let separated = "{\"name\": \"now\", \"parameters\": {}}; {\"name\": \"now\", \"parameters\": {}}\nthanks"
        #expect(Self.calls(Self.json.parse(separated))?.count == 2)
    }

    @Test func brokenCallsSayWhatIsWrong() throws {
        let unknown = try #require(Self.reason(Self.json.parse("{\"name\": \"get_wether\", \"parameters\": {}}")))
        #expect(unknown.contains("no tool named \"get_wether\"") && unknown.contains("get_weather, now"))
        let badJSON = try #require(Self.reason(Self.json.parse("{\"name\": \"now\", \"parameters\": {\"a\": }}")))
        #expect(badJSON.contains("not valid JSON"))
        #expect(Self.reason(Self.json.parse("{\"parameters\": {\"city\": \"Oslo\"}}"))?.contains("no \"name\"") == true)
        #expect(Self.reason(Self.json.parse("{\"name\": 3}"))?.contains("must be a string") == true)
        #expect(Self.reason(Self.json.parse("{\"name\": \"now\", \"parameters\": [1]}"))?.contains("must be a JSON object") == true)
        #expect(Self.reason(Self.tagged.parse("<tool_call>\nnot json\n</tool_call>"))?.contains("not valid JSON") == true)
        #expect(Self.reason(Self.tagged.parse("<tool_call>\n{\"name\": \"now\"} extra\n</tool_call>"))?.contains("unexpected text") == true)
        #expect(Self.reason(Self.tagged.parse("<tool_call>\n{\"name\": \"now\", \"arguments\": \"[1]\"}\n</tool_call>")) != nil)
    }

    /// Hostile text never crashes: deep nesting, unterminated strings, lone surrogates, bytes.
    @Test func hostileTextIsMalformedOrText() {
        let deep = String(repeating: "[", count: 10_000)
        #expect(Self.json.parse(deep) == .text(deep) || Self.reason(Self.json.parse(deep)) != nil)
        let nested = "{\"name\": \"now\", \"parameters\": " + String(repeating: "{\"a\":", count: 500) + "1" + String(repeating: "}", count: 501)
        #expect(Self.reason(Self.json.parse(nested))?.contains("nested too deeply") == true)
        #expect(Self.reason(Self.json.parse("{\"name\": \"now")) != nil)
        #expect(Self.calls(Self.json.parse("{\"name\": \"now\", \"parameters\": {\"s\": \"\\ud800 \\u00e9\"}}")) != nil)
        for text in ["{", "[", "{\"", "{\"name\"", "{\"name\":", "<tool_call>", "```", "```json\n"] {
            _ = Self.json.parse(text)
            _ = Self.tagged.parse(text)
        }
    }
}
