import ContextBudget
import Testing
import Tokenizers

/// The tool loop of a text-only backend, through its generation seam: calls get ids, a broken
/// call is fed back exactly once, `.none` never parses.
struct TextToolCallingTests {
    /// Answers in order and records the transcripts it was asked.
    final class Script: @unchecked Sendable {
        var answers: [String]
        var asked: [Transcript] = []
        init(_ answers: [String]) { self.answers = answers }
        func generate(_ transcript: Transcript) throws -> String {
            asked.append(transcript)
            guard !answers.isEmpty else { throw GenerationError.unavailable(reason: "script exhausted") }
            return answers.removeFirst()
        }
    }

    static let calling = TextToolCalling(syntax: GemmaChatTemplate().toolCallSyntax)
    static let transcript = Transcript(entries: [.prompt("Weather in Oslo?")], tools: [ToolRenderingTests.weather])
    static let good = #"{"name": "get_weather", "parameters": {"city": "Oslo"}}"#

    @Test func aCallBecomesToolCallsWithFreshIDs() async throws {
        let script = Script([Self.good + "\n" + Self.good])
        var transcript = Self.transcript
        transcript.entries.append(.toolCalls([ToolCall(id: "call_2", name: "get_weather", arguments: "{}")]))
        let reply = try await Self.calling.reply(to: transcript, toolChoice: .auto) { try script.generate($0) }
        #expect(reply == .toolCalls([
            ToolCall(id: "call_3", name: "get_weather", arguments: #"{"city": "Oslo"}"#),
            ToolCall(id: "call_4", name: "get_weather", arguments: #"{"city": "Oslo"}"#),
        ]))
        #expect(script.asked.count == 1)
    }

    @Test func aMalformedCallIsFedBackOnceAndCorrected() async throws {
        let script = Script([#"{"name": "get_wether", "parameters": {"city": "Oslo"}}"#, Self.good])
        let reply = try await Self.calling.reply(to: Self.transcript, toolChoice: .auto) { try script.generate($0) }
        #expect(reply == .toolCalls([ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city": "Oslo"}"#)]))
        #expect(script.asked.count == 2)
        let retry = try #require(script.asked.last)
        // The retry shows the model its own answer and what was wrong with it.
        #expect(retry.entries.count == Self.transcript.entries.count + 2)
        guard case let .prompt(feedback)? = retry.entries.last else { Issue.record("no feedback prompt"); return }
        #expect(feedback.contains("no tool named \"get_wether\"") && feedback.contains("\"parameters\""))
    }

    @Test func stillMalformedAfterTheRetryIsText() async throws {
        let script = Script(["{\"name\": \"get_weather\", \"parameters\": {", "{\"name\": \"nope\"}"])
        let reply = try await Self.calling.reply(to: Self.transcript, toolChoice: .auto) { try script.generate($0) }
        #expect(reply == .text("{\"name\": \"nope\"}"))
        #expect(script.asked.count == 2)
    }

    @Test func aRetryThatDoesNotFitGivesTheFirstAnswer() async throws {
        let script = Script(["{\"name\": \"nope\"}"])
        let reply = try await Self.calling.reply(to: Self.transcript, toolChoice: .auto) { transcript in
            if transcript.entries.count > 1 { throw GenerationError.exceededContextWindowSize(needed: 5000, available: 4096) }
            return try script.generate(transcript)
        }
        #expect(reply == .text("{\"name\": \"nope\"}"))
    }

    @Test func noneAndNoToolsNeverParse() async throws {
        for (transcript, choice) in [(Self.transcript, ToolChoice.none), (Transcript(entries: [.prompt("Hi")]), .auto)] {
            let script = Script([Self.good])
            let reply = try await Self.calling.reply(to: transcript, toolChoice: choice) { try script.generate($0) }
            #expect(reply == .text(Self.good))
        }
    }

    @Test func namedChoiceRejectsAnotherTool() async throws {
        let script = Script([Self.good, Self.good])
        var transcript = Self.transcript
        transcript.tools.append(ToolDefinition(name: "now", description: "UTC time"))
        let reply = try await Self.calling.reply(to: transcript, toolChoice: .named("now")) { try script.generate($0) }
        #expect(reply == .text(Self.good))
        guard case let .prompt(feedback)? = script.asked.last?.entries.last else { Issue.record("no feedback"); return }
        #expect(feedback.contains("must call now"))
    }

    @Test func openingsBeginACallOnlyWhenOneIsRequired() throws {
        let json = ToolCallSyntax.json(argumentsKey: "parameters", prefixes: [])
        #expect(json.opening(for: .auto) == nil && json.opening(for: .none) == nil)
        #expect(json.opening(for: .required) == "{\"name\": \"")
        #expect(json.opening(for: .named("now")) == "{\"name\": \"now\", \"parameters\": ")
        let tagged = ToolCallSyntax.tagged(open: "<tool_call>", close: "</tool_call>")
        #expect(tagged.opening(for: .named("now")) == "<tool_call>\n{\"name\": \"now\", \"arguments\": ")
        // An opening completed the way the model would parses as the call.
        let parser = ToolCallParser(syntax: tagged, toolNames: ["now"])
        #expect(parser.parse(try #require(tagged.opening(for: .required)) + "now\", \"arguments\": {}}\n</tool_call>")
            == .calls([ChatToolCall(name: "now", arguments: "{}")]))
    }
}
