import ContextBudget
import Foundation
import GGUF
import Testing
import Tokenizers
@testable import NativeModel

/// Tool calling on the native engine: a transcript with tools costs exactly the tokens that are
/// prefilled, in every family, and the real Gemma 3 270M's answer to two offered tools parses.
struct NativeToolCallingTests {
    static let weather = ToolDefinition(name: "get_weather", description: "Current weather for a city.", parameters: [
        "type": "object", "properties": ["city": ["type": "string", "description": "City name"]], "required": ["city"],
    ])
    static let time = ToolDefinition(name: "get_time", description: "Current local time in a city.", parameters: [
        "type": "object", "properties": ["city": ["type": "string"]], "required": ["city"],
    ])

    /// Every entry kind, a parallel call and two outputs.
    static let conversation = Transcript(entries: [
        .instructions("Be brief."), .prompt("Weather and time in Oslo?"),
        .toolCalls([ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city": "Oslo"}"#),
                    ToolCall(id: "call_2", name: "get_time", arguments: #"{"city":"Oslo"}"#)]),
        .toolOutput(ToolOutput(callID: "call_1", toolName: "get_weather", text: "sunny, 21 °C")),
        .toolOutput(ToolOutput(callID: "call_2", toolName: "get_time", text: "09:00")),
        .response("Sunny, 21 °C, 09:00."), .summary("Earlier: greetings."), .prompt("And Paris?"),
    ], tools: [weather, time])

    @Test(arguments: [
        ("gemma3", nil), ("qwen2", nil), ("llama", nil), ("llama", "llama3.1"), ("llama", "chatml"),
    ] as [(String, String?)])
    func countsEqualPrefilledTokensWithTools(architecture: String, template: String?) async throws {
        let model = try NativeLanguageModel(
            url: TinyModelTests.folder.appendingPathComponent("tiny-\(architecture).gguf"), contextSize: 64,
            chatTemplate: template.flatMap { ChatTemplates.named($0) })
        for transcript in [Self.conversation, Transcript(entries: [.prompt("Hi")], tools: [Self.weather]), Transcript(tools: [Self.weather])] {
            let prompt = model.promptTokens(for: transcript)
            #expect(try await model.tokenCount(for: transcript) == prompt.count, "\(architecture) \(model.chatTemplate.name)")
            #expect(prompt == model.tokenizer.encode(transcript.prompt(for: model.chatTemplate)))
        }
        // The tools are in the prompt: without them it is shorter.
        var withoutTools = Self.conversation
        withoutTools.tools = []
        #expect(model.promptTokens(for: withoutTools).count < model.promptTokens(for: Self.conversation).count)
    }

    @Test func eachFamilyParsesItsOwnSyntax() throws {
        let gemma = try NativeLanguageModel(url: TinyModelTests.folder.appendingPathComponent("tiny-gemma3.gguf"), contextSize: 64)
        let qwen = try NativeLanguageModel(url: TinyModelTests.folder.appendingPathComponent("tiny-qwen2.gguf"), contextSize: 64)
        let llama = try NativeLanguageModel(url: TinyModelTests.folder.appendingPathComponent("tiny-llama.gguf"), contextSize: 64)
        #expect(gemma.toolCallSyntax == .json(argumentsKey: "parameters", prefixes: []))
        #expect(qwen.toolCallSyntax == .tagged(open: "<tool_call>", close: "</tool_call>"))
        // Llama 3 (not 3.1) has no tool format: the generic rendering and its JSON list.
        #expect(llama.chatTemplate.name == "llama3")
        #expect(llama.toolCallSyntax == TextToolCalling.generic)
    }

    static let gemmaURL = ModelLocator.gemma3_270mIfPresent()

    /// What Gemma 3 270M does, greedy, with two tools offered in the Gemma convention. Only what
    /// is deterministic is asserted: the count is the prefill, the reply parses, a call names
    /// an offered tool, and the same request gives the same reply.
    @Test(.enabled(if: gemmaURL != nil, "no Gemma 3 270M GGUF: run Scripts/fetching/fetch-gemma.sh or set CONTEXTBUDGET_GEMMA_GGUF"))
    func gemma270MWithTwoTools() async throws {
        let model = try NativeLanguageModel(url: try #require(Self.gemmaURL), contextSize: 2048)
        let options = GenerationOptions(maximumResponseTokens: 64)
        let prompts = ["What is the weather in Paris?", "What time is it in Tokyo?", "Tell me a joke."]
        for prompt in prompts {
            let transcript = Transcript(entries: [.prompt(prompt)], tools: [Self.weather, Self.time])
            #expect(try await model.tokenCount(for: transcript) == model.promptTokens(for: transcript).count)
            let raw = try await model.generate(transcript, options: options)
            let reply = try await model.respond(to: transcript, toolChoice: .auto, options: options)
            print("Gemma 3 270M, \(prompt.debugDescription): raw \(raw.debugDescription) -> \(reply)")
            if case let .toolCalls(calls) = reply {
                #expect(!calls.isEmpty)
                for call in calls {
                    #expect(["get_weather", "get_time"].contains(call.name))
                    #expect(ToolBox.parseArgumentsForTesting(call.arguments))
                }
            }
            #expect(try await model.respond(to: transcript, toolChoice: .auto, options: options) == reply)
            // With `.none` the same answer is text, never parsed.
            #expect(try await model.respond(to: transcript, toolChoice: .none, options: options) == .text(raw))
            // `.required` and `.named` are decoded under a grammar: always one call, to an offered tool.
            for choice in [ToolChoice.required, .named("get_weather")] {
                let forced = try await model.respond(to: transcript, toolChoice: choice, options: options)
                print("Gemma 3 270M, \(prompt.debugDescription), \(choice): -> \(forced)")
                guard case let .toolCalls(calls) = forced, calls.count == 1, let call = calls.first else {
                    Issue.record("\(choice) gave no single call: \(forced)")
                    continue
                }
                #expect(choice == .required ? ["get_weather", "get_time"].contains(call.name) : call.name == "get_weather")
                #expect(try ConstrainedToolCallTests.isValid(call, for: [Self.weather, Self.time]))
            }
        }
    }
}

extension ToolBox {
    /// True when the arguments are a JSON object, as the session will require.
    static func parseArgumentsForTesting(_ text: String) -> Bool {
        (try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))).map { if case .object = $0 { true } else { false } } ?? false
    }
}
