import ContextBudget
import Foundation
import Testing
import Tokenizers

/// Tools, calls and outputs are rendered as the families' own Jinja templates render them
/// (Scripts/fixtures/make-tool-template-fixtures.py), and counted as their tokenizers count that text.
struct ToolRenderingTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            let template: String
            let conversation: Int
            let rendered: String
            let count: Int
        }
        let conversations: [JSONValue]
        let cases: [Case]
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture() throws -> Fixture {
        let url = repository.appendingPathComponent("Tests/Fixtures/Tokenizers/tool-templates.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    static func template(_ name: String) throws -> any ChatTemplate {
        name == "llama3.1" ? Llama31ChatTemplate(dateString: "26 Jul 2024") : try #require(ChatTemplates.named(name))
    }

    /// A tokenizer.json that Scripts/fetching/fetch-tokenizers.sh caches, or nil.
    static func vocabulary(_ relativePath: String) -> (any Tokenizer)? {
        let cache = ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget")
        let path = cache.appendingPathComponent("tokenizers/" + relativePath).path
        guard FileManager.default.fileExists(atPath: path) else {
            print("⚠️  NOT RUN: \(path) is missing; run Scripts/fetching/fetch-tokenizers.sh for the exact tool-count tests")
            return nil
        }
        return try? TokenizerJSONLoader.load(path: path)
    }

    static let qwen = vocabulary("qwen2/tokenizer.json")
    static let llama3 = vocabulary("llama3/tokenizer.json")

    @Test func renderingMatchesTheJinjaTemplates() throws {
        let fixture = try Self.fixture()
        #expect(fixture.cases.count >= 7)
        for entry in fixture.cases {
            let transcript = try Transcript(openAIChat: fixture.conversations[entry.conversation])
            let rendered = transcript.prompt(for: try Self.template(entry.template)).map(\.rendered).joined()
            #expect(rendered == entry.rendered, "\(entry.template) conversation \(entry.conversation)")
        }
    }

    @Test(.enabled(if: qwen != nil && llama3 != nil, "Qwen 2.5 / Llama 3 tokenizer.json not fetched"))
    func countsEqualTheReferenceTokenizers() throws {
        let fixture = try Self.fixture()
        for entry in fixture.cases {
            let tokenizer = try #require(entry.template == "qwen2.5" ? Self.qwen : Self.llama3)
            let transcript = try Transcript(openAIChat: fixture.conversations[entry.conversation])
            let template = try Self.template(entry.template)
            // The count, the ids a backend prefills, and the reference tokenizer all agree.
            let counted = transcript.tokenCount(in: template, counter: tokenizer)
            #expect(counted == entry.count, "\(entry.template) conversation \(entry.conversation)")
            #expect(tokenizer.encode(transcript.prompt(for: template)).count == counted)
        }
    }

    static let weather = ToolDefinition(name: "get_weather", description: "Current weather for a city.", parameters: [
        "type": "object", "properties": ["city": ["type": "string"]], "required": ["city"],
    ])

    /// Every family: what the model writes for a call parses back to the call, and the call
    /// written back into the next prompt is that same text.
    @Test(arguments: [
        ("gemma", #"{"name": "get_weather", "parameters": {"city": "Oslo"}}"#),
        ("llama3.1", #"{"name": "get_weather", "parameters": {"city": "Oslo"}}"#),
        ("qwen2.5", "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\"}}\n</tool_call>"),
        ("chatml", "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\"}}\n</tool_call>"),
    ])
    func callsRoundTrip(template name: String, modelText: String) throws {
        let template = try #require(try Self.template(name) as? any ToolCallingChatTemplate)
        let parser = ToolCallParser(syntax: template.toolCallSyntax, toolNames: ["get_weather"])
        let calls = try #require({ if case let .calls(calls) = parser.parse(modelText) { calls } else { nil } }())
        #expect(calls == [ChatToolCall(name: "get_weather", arguments: #"{"city": "Oslo"}"#)])
        let transcript = Transcript(entries: [
            .prompt("Weather in Oslo?"),
            .toolCalls(calls.map { ToolCall(id: "call_1", name: $0.name, arguments: $0.arguments) }),
            .toolOutput(ToolOutput(callID: "call_1", toolName: "get_weather", text: "sunny")),
        ], tools: [Self.weather])
        let rendered = transcript.prompt(for: template).map(\.rendered).joined()
        #expect(rendered.contains(modelText))
        #expect(rendered.contains("get_weather"))
        #expect(rendered.contains("sunny"))
    }

    @Test func gemmaConventionLaysOutToolsCallsAndOutputs() throws {
        let transcript = Transcript(entries: [
            .instructions("Be brief."), .prompt("Weather in Oslo and Paris?"),
            .toolCalls([ToolCall(id: "a", name: "get_weather", arguments: #"{"city": "Oslo"}"#),
                        ToolCall(id: "b", name: "get_weather", arguments: #"{"city": "Paris"}"#)]),
            .toolOutput(ToolOutput(callID: "a", text: "sunny\n")), .toolOutput(ToolOutput(callID: "b", text: " rain")),
        ], tools: [Self.weather])
        let rendered = transcript.prompt(for: GemmaChatTemplate()).map(\.rendered).joined()
        let expected = "<bos><start_of_turn>user\nBe brief.\n\n"
            + "You have access to functions. If you decide to invoke any of the function(s), you MUST put it in the format of\n"
            + "{\"name\": function name, \"parameters\": dictionary of argument name and its value}\n\n"
            + "You SHOULD NOT include any other text in the response if you call a function\n"
            + "[\n{\"name\": \"get_weather\", \"description\": \"Current weather for a city.\", \"parameters\": {\"properties\": {\"city\": {\"type\": \"string\"}}, \"required\": [\"city\"], \"type\": \"object\"}}\n]\n\n"
            + "Weather in Oslo and Paris?<end_of_turn>\n"
            + "<start_of_turn>model\n{\"name\": \"get_weather\", \"parameters\": {\"city\": \"Oslo\"}}\n{\"name\": \"get_weather\", \"parameters\": {\"city\": \"Paris\"}}<end_of_turn>\n"
            + "<start_of_turn>user\n```tool_output\nsunny\n```\n```tool_output\nrain\n```<end_of_turn>\n"
            + "<start_of_turn>model\n"
        #expect(rendered == expected)
    }

    /// Without tools nothing changes: the tool-aware rendering of a plain conversation is the
    /// rendering every template had before, and other templates keep the generic one.
    @Test func plainConversationsAndOtherTemplatesAreUnchanged() throws {
        let plain = Transcript(entries: [.instructions("Be brief."), .prompt("Hi"), .response("Hello"), .prompt("Again")])
        for name in ["gemma", "llama3.1", "qwen2.5", "chatml", "llama3"] {
            let template = try Self.template(name)
            #expect(plain.prompt(for: template) == template.segments(for: plain.chatMessages, addGenerationPrompt: true), "\(name)")
        }
        let withTools = Transcript(entries: [.prompt("Hi")], tools: [Self.weather])
        let estimated = EstimatedChatTemplate()
        #expect(withTools.tokenCount(in: estimated, counter: TokenEstimator())
            == estimated.tokenCount(for: withTools.chatMessages, addGenerationPrompt: true, counter: TokenEstimator()))
        #expect(withTools.prompt(for: Llama3ChatTemplate()).map(\.rendered).joined().contains("You can call these tools:"))
    }
}
