import ContextBudget
import Foundation
import Guidance
import Testing
import Tokenizers
@testable import NativeModel

/// Tool calls under `.required` and `.named` are decoded under a grammar: the reply is one call to
/// an offered tool whose arguments are an instance of its schema. (The tiny random-weight fixtures
/// cannot show it: their vocabularies cannot spell JSON, and their 64-token window holds no tools.)
struct ConstrainedToolCallTests {
    static let weather = NativeToolCallingTests.weather
    static let search = ToolDefinition(name: "search_flights", description: "Find flights between two airports.", parameters: [
        "type": "object",
        "properties": [
            "from": ["type": "string", "minLength": 3, "maxLength": 3],
            "to": ["type": "string", "minLength": 3, "maxLength": 3],
            "passengers": ["type": "integer", "minimum": 1, "maximum": 9],
            "cabin": ["type": "string", "enum": ["economy", "business"]],
        ],
        "required": ["from", "to", "passengers"],
    ])
    static let clock = ToolDefinition(name: "now", description: "The current time.")

    /// `arguments` is a JSON object that the tool's own parameter schema accepts, checked by a
    /// fresh matcher compiled from that schema alone, plus the required keys by hand.
    static func isValid(_ call: ToolCall, for tools: [ToolDefinition]) throws -> Bool {
        guard let tool = tools.first(where: { $0.name == call.name }) else { return false }
        guard case let .object(arguments) = try JSONDecoder().decode(JSONValue.self, from: Data(call.arguments.utf8)) else { return false }
        if case let .object(schema) = tool.parameters, case let .array(required)? = schema["required"] {
            for case let .string(key) in required where arguments[key] == nil { return false }
        }
        let schemaText = tool.parameters == .object([:]) ? #"{"type":"object","properties":{}}"# : tool.parameters.compactText
        var matcher = GrammarMatcher(grammar: try Grammar(jsonSchema: schemaText))
        return matcher.advance(Array(call.arguments.utf8)) == call.arguments.utf8.count && matcher.isComplete
    }

    @Test func theSchemaPutsTheNameFirstAndAcceptsOnlyOfferedCalls() throws {
        let tools = [Self.weather, Self.search]
        let constraint = try #require(ToolCallConstraint(tools: tools, toolChoice: .required, argumentsKey: "arguments"))
        let grammar = try Grammar(jsonSchema: constraint.schemaText)
        func accepts(_ text: String) -> Bool {
            var matcher = GrammarMatcher(grammar: grammar)
            return matcher.advance(Array(text.utf8)) == text.utf8.count && matcher.isComplete
        }
        #expect(accepts(#"{"name":"get_weather","arguments":{"city":"Oslo"}}"#))
        // Properties in the schema's order (a `JSONValue` schema's keys sorted).
        #expect(accepts(#"{"name":"search_flights","arguments":{"from":"OSL","passengers":2,"to":"LIS"}}"#))
        #expect(!accepts(#"{"arguments":{"city":"Oslo"},"name":"get_weather"}"#), "arguments before the name")
        #expect(!accepts(#"{"name":"get_time","arguments":{"city":"Oslo"}}"#), "a tool not offered")
        #expect(!accepts(#"{"name":"search_flights","arguments":{"from":"OSL","to":"LIS"}}"#), "a required argument missing")
        #expect(!accepts(#"{"name":"search_flights","arguments":{"from":"OSL","passengers":12,"to":"LIS"}}"#), "out of range")
        #expect(!accepts(#"{"name":"get_weather","arguments":{"city":"Oslo"}},{"name":"get_weather""#))
        let named = try #require(ToolCallConstraint(tools: tools, toolChoice: .named("search_flights"), argumentsKey: "parameters"))
        var matcher = GrammarMatcher(grammar: try Grammar(jsonSchema: named.schemaText))
        let call = #"{"name":"search_flights","parameters":{"cabin":"business","from":"OSL","passengers":2,"to":"LIS"}}"#
        #expect(matcher.advance(Array(call.utf8)) == call.utf8.count && matcher.isComplete)
        // The arguments come back exactly as written.
        #expect(named.call(from: call) == ChatToolCall(name: "search_flights", arguments: #"{"cabin":"business","from":"OSL","passengers":2,"to":"LIS"}"#))
        #expect(ToolCallConstraint(tools: tools, toolChoice: .auto, argumentsKey: "arguments") == nil)
        #expect(ToolCallConstraint(tools: tools, toolChoice: .none, argumentsKey: "arguments") == nil)
        #expect(ToolCallConstraint(tools: tools, toolChoice: .named("get_time"), argumentsKey: "arguments") == nil)
    }

    @Test func aToolTheGrammarCannotCompileLeavesTheCallUnconstrained() throws {
        // `pattern` is outside the grammar core: that request takes the text path (begun call, one retry).
        let coded = ToolDefinition(name: "lookup", description: "Look a code up.", parameters: [
            "type": "object", "properties": ["code": ["type": "string", "pattern": "^[A-Z]{3}$"]], "required": ["code"],
        ])
        let model = try NativeLanguageModel(url: TinyModelTests.folder.appendingPathComponent("tiny-qwen2.gguf"), contextSize: 64)
        #expect(model.toolCallConstraint(for: Transcript(entries: [.prompt("Hi")], tools: [coded]), toolChoice: .required) == nil)
        #expect(model.toolCallConstraint(for: Transcript(entries: [.prompt("Hi")], tools: [Self.weather]), toolChoice: .required) != nil)
        #expect(model.toolCallConstraint(for: Transcript(entries: [.prompt("Hi")], tools: [Self.weather]), toolChoice: .auto) == nil)
        // Qwen's tagged syntax keeps the standard arguments key.
        #expect(model.toolCallConstraint(for: Transcript(entries: [.prompt("Hi")], tools: [Self.weather]), toolChoice: .required)?.argumentsKey == "arguments")
    }

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched))
    func gemmaCallsTheBFCLToolsItIsOfferedWithValidArgumentsOrIsCutWithATypedError() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Corpora/transcripts/bfcl-multi-turn-base-0.json"))
        let (full, _) = try Transcript.decode(data, source: "bfcl-multi-turn-base-0.json")
        let model = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 4096)
        let prompts = full.entries.compactMap { if case let .prompt(text) = $0 { text } else { nil } }.prefix(3)
        let options = GenerationOptions(maximumResponseTokens: 200)
        for (index, prompt) in prompts.enumerated() {
            // Six of the task's tools, a different six each time, so the prompt fits 4K.
            let tools = (0..<6).map { full.tools[(index * 6 + $0) % full.tools.count] }
            let transcript = Transcript(entries: [.prompt(prompt)], tools: tools)
            let reply: ModelReply
            do {
                reply = try await model.respond(to: transcript, toolChoice: .required, options: options)
            } catch let GenerationError.structuredResponseIncomplete(partial, _) {
                // A model looping inside a string runs into the cap: a typed error whose text is a
                // valid beginning of a call, never broken JSON.
                print("Gemma 3 270M, BFCL \(prompt.prefix(60).debugDescription), .required: cut: \(partial.prefix(120))")
                let constraint = try #require(model.toolCallConstraint(for: transcript, toolChoice: .required))
                var matcher = GrammarMatcher(grammar: try Grammar(jsonSchema: constraint.schemaText))
                #expect(matcher.advance(Array(partial.utf8)) == partial.utf8.count && !matcher.isComplete)
                continue
            }
            print("Gemma 3 270M, BFCL \(prompt.prefix(60).debugDescription), .required: \(reply)")
            guard case let .toolCalls(calls) = reply, let call = calls.first else {
                Issue.record("not a call: \(reply)")
                continue
            }
            #expect(try Self.isValid(call, for: tools), "\(call)")
        }
    }
}
