import Foundation
import Testing
@testable import ContextBudget

struct TranscriptCodableTests {
    static let sample = Transcript(
        entries: [
            .instructions("You are a helpful assistant."),
            .summary("Earlier, the user asked about Porto."),
            .prompt("Weather in Lisbon and Madrid?"),
            .toolCalls([
                ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city":"Lisbon"}"#),
                ToolCall(id: "call_2", name: "get_weather", arguments: #"{"city": "Madrid"}"#),
            ]),
            .toolOutput(ToolOutput(callID: "call_1", toolName: "get_weather", text: "18 °C, sunny")),
            .toolOutput(ToolOutput(callID: "call_2", text: "25 °C")),
            .response("Lisbon 18 °C, Madrid 25 °C."),
        ],
        tools: [ToolDefinition(
            name: "get_weather", description: "Weather for a city",
            parameters: .object(["type": .string("object"), "required": .array([.string("city")])]))])

    @Test func roundTripsThroughOurFormat() throws {
        let data = try Self.sample.encoded(as: .contextBudget)
        let (decoded, format) = try Transcript.decode(data)
        #expect(format == .contextBudget)
        #expect(decoded == Self.sample)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""type" : "toolOutput""#))
        #expect(text.contains(#""callID" : "call_1""#))
    }

    @Test func roundTripsThroughOpenAIMessages() throws {
        let data = try Self.sample.encoded(as: .openAI)
        let (decoded, format) = try Transcript.decode(data)
        #expect(format == .openAI)
        #expect(decoded == Self.sample)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""tool_call_id" : "call_2""#))
        #expect(text.contains(#""role" : "tool""#))
        #expect(text.contains(#""name" : "context_summary""#))
    }

    @Test func readsOpenAIContentPartsAndBareArrays() throws {
        let json = #"""
        [{"role": "developer", "content": "Be brief."},
         {"role": "user", "content": [{"type": "text", "text": "Hello, "}, {"type": "text", "text": "world"}]},
         {"role": "assistant", "content": "Hi", "tool_calls": [{"id": "c", "type": "function", "function": {"name": "f", "arguments": {"x": 1}}}]},
         {"role": "tool", "tool_call_id": "c", "content": "done"}]
        """#
        let (transcript, _) = try Transcript.decode(Data(json.utf8))
        #expect(transcript.entries == [
            .instructions("Be brief."),
            .prompt("Hello, world"),
            .response("Hi"),
            .toolCalls([ToolCall(id: "c", name: "f", arguments: #"{"x":1}"#)]),
            .toolOutput(ToolOutput(callID: "c", text: "done")),
        ])
    }

    @Test(arguments: [
        (#"{"entries": [{"type": "speech", "text": "x"}]}"#, "unknown entry type 'speech'"),
        (#"{"entries": [{"type": "prompt"}]}"#, "missing field \"text\""),
        (#"{"messages": [{"role": "robot", "content": "x"}]}"#, "messages[0] has role 'robot'"),
        (#"{"messages": [{"role": "tool", "content": "x"}]}"#, "tool_call_id"),
        (#"{"messages": [{"role": "user", "content": [{"type": "image_url"}]}]}"#, "not a text part"),
        (#"{"messages": "#, "not valid JSON"),
        (#"42"#, "expected an object"),
    ])
    func malformedFilesNameTheProblem(json: String, expected: String) {
        do {
            _ = try Transcript.decode(Data(json.utf8), source: "t.json")
            Issue.record("expected an error for \(json)")
        } catch {
            let message = String(describing: error)
            #expect(message.hasPrefix("t.json: "), "\(message)")
            #expect(message.contains(expected), "\(message)")
        }
    }

    @Test func corporaTranscriptsLoad() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpora/transcripts")
        for name in ["bfcl-multi-turn-base-0.json", "bfcl-multi-turn-long-context-113.json"] {
            let (transcript, format) = try Transcript.decode(Data(contentsOf: folder.appendingPathComponent(name)), source: name)
            #expect(format == .openAI)
            #expect(!transcript.tools.isEmpty)
            var open = Set<String>()
            var outputs = 0
            for entry in transcript.entries {
                if case let .toolCalls(calls) = entry { calls.forEach { open.insert($0.id) } }
                if case let .toolOutput(output) = entry {
                    #expect(open.contains(output.callID), "\(name): output for unknown call \(output.callID)")
                    outputs += 1
                }
            }
            #expect(outputs > 0)
            let again = try Transcript.decode(transcript.encoded(as: .openAI)).0
            #expect(again == transcript)
        }
    }

    @Test func chatMessagesRenderToolsAndCalls() {
        let messages = Self.sample.chatMessages
        #expect(messages.first?.role == .system)
        #expect(messages.first?.content.contains(#""name":"get_weather""#) == true)
        #expect(messages.contains { $0.role == .assistant && $0.content.contains(#""arguments":{"city": "Madrid"}"#) })
        #expect(messages.filter { $0.role == .tool }.count == 2)
    }
}

struct JSONValueTests {
    /// `compactText` is hand-written for speed; `JSONEncoder` with sorted keys is its reference.
    @Test func compactTextMatchesJSONEncoder() throws {
        let value: JSONValue = .object([
            "z": .array([.number(1), .number(-2.5), .number(1e20), .bool(true), .null]),
            "a": .string("quote \" backslash \\ slash / newline \n tab \t bell \u{07} unicode é 東 😀"),
            "m": .object(["nested": .object([:]), "empty": .array([])]),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let reference = String(decoding: try encoder.encode(value), as: UTF8.self)
        #expect(value.compactText == reference)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(value.compactText.utf8))
        #expect(decoded == value)
    }
}
