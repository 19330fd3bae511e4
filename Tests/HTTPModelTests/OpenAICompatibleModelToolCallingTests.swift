@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

/// Tool calling against the scripted socket server: what goes out (`tools`, `tool_choice`,
/// native call and output messages) and what comes back (whole calls, parallel calls, streamed
/// fragments, malformed arguments, text where a call was required).
@Suite struct OpenAICompatibleModelToolCallingTests {
    typealias C = CannedToolCalls

    @Test func oneCallComesBackWithItsArgumentsByteForByte() async throws {
        // Spaces, key order and escapes as the model wrote them: the arguments are never re-encoded.
        let arguments = #"{ "city" : "Oslo",  "unit":"\u00b0C" }"#
        let server = try TestHTTPServer(script: [.json(200, C.completion([C.call(id: "call_abc", name: "get_weather", arguments: arguments)]))])
        let model = try TestModels.make([server.url])
        let reply = try await model.respond(to: C.question, toolChoice: .auto, options: .init(maximumResponseTokens: 64))
        #expect(reply == .toolCalls([ToolCall(id: "call_abc", name: "get_weather", arguments: arguments)]))

        let json = try #require(server.receivedRequests.first?.json)
        #expect(json["tool_choice"] as? String == "auto")
        let tools = try #require(json["tools"] as? [[String: Any]])
        #expect(tools.count == 2)
        #expect(tools.map { $0["type"] as? String } == ["function", "function"])
        let function = try #require(tools[0]["function"] as? [String: Any])
        #expect(function["name"] as? String == "get_weather")
        #expect(function["description"] as? String == "Current weather for a city.")
        let parameters = try #require(function["parameters"] as? [String: Any])
        #expect(parameters["required"] as? [String] == ["city"])
    }

    @Test func parallelCallsKeepTheirOrderAndMissingIdsAreDeterministic() async throws {
        let body = C.completion([
            C.call(id: "call_1", name: "get_weather", arguments: #"{"city":"Oslo"}"#),
            C.call(id: nil, name: "get_time", arguments: #"{"city":"Oslo"}"#),
            C.call(id: nil, name: "get_time", arguments: #"{"city":"Bergen"}"#),
        ])
        let server = try TestHTTPServer(script: [.json(200, body)])
        let model = try TestModels.make([server.url])
        func calls(_ transcript: Transcript) async throws -> [ToolCall] {
            guard case let .toolCalls(calls) = try await model.respond(to: transcript, toolChoice: .auto, options: .init()) else {
                Issue.record("expected tool calls")
                return []
            }
            return calls
        }
        let first = try await calls(C.question)
        #expect(first.map(\.name) == ["get_weather", "get_time", "get_time"])
        #expect(first.map(\.arguments) == [#"{"city":"Oslo"}"#, #"{"city":"Oslo"}"#, #"{"city":"Bergen"}"#])
        #expect(first[0].id == "call_1")
        #expect(first[1].id.hasPrefix("call_") && first[1].id.count == 21)
        #expect(Set(first.map(\.id)).count == 3, "ids are distinct: \(first.map(\.id))")

        let again = try await calls(C.question)
        #expect(again.map(\.id) == first.map(\.id), "the same request answered the same way gets the same ids")
        var later = C.question
        later.entries += [.toolCalls(first), .toolOutput(ToolOutput(callID: first[0].id, text: "sunny")), .prompt("And now?")]
        let other = try await calls(later)
        #expect(other[1].id != first[1].id, "a call of another turn gets another id")
    }

    @Test func toolChoiceIsEncodedAsOpenAIDoes() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok"))])
        let model = try TestModels.make([server.url])
        for choice in [ToolChoice.auto, .none, .required, .named("get_time")] {
            _ = try await model.respond(to: C.question, toolChoice: choice, options: .init())
        }
        _ = try await model.respond(to: TestModels.question, toolChoice: .required, options: .init())
        _ = try await model.generate(C.question, options: .init())
        let sent = server.receivedRequests.compactMap(\.json)
        #expect(sent.count == 6)
        #expect(sent[0]["tool_choice"] as? String == "auto")
        #expect(sent[1]["tool_choice"] as? String == "none")
        #expect(sent[2]["tool_choice"] as? String == "required")
        let named = try #require(sent[3]["tool_choice"] as? [String: Any])
        #expect(named["type"] as? String == "function")
        #expect((named["function"] as? [String: Any])?["name"] as? String == "get_time")
        #expect(sent[4]["tool_choice"] == nil && sent[4]["tools"] == nil, "no tools, nothing to choose: OpenAI rejects tool_choice alone")
        #expect(sent[5]["tool_choice"] == nil, "generate leaves the choice to the server")
        #expect((sent[5]["tools"] as? [Any])?.count == 2)
    }

    @Test func parallelToolCallsIsSentOnlyWhenConfiguredAndToolsAreOffered() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok"))])
        var configuration = try TestModels.make([server.url]).configuration
        configuration.parallelToolCalls = false
        let restricted = try OpenAICompatibleModel(configuration: configuration)
        _ = try await restricted.respond(to: C.question, toolChoice: .auto, options: .init())
        _ = try await restricted.respond(to: TestModels.question, toolChoice: .auto, options: .init())
        _ = try await TestModels.make([server.url]).respond(to: C.question, toolChoice: .auto, options: .init())
        let sent = server.receivedRequests.compactMap(\.json)
        #expect(sent.count == 3)
        #expect(sent[0]["parallel_tool_calls"] as? Bool == false)
        #expect(sent[1]["parallel_tool_calls"] == nil, "no tools, no field")
        #expect(sent[2]["parallel_tool_calls"] == nil, "the server's default unless configured")
    }

    @Test func llamaServerThatCannotParseACutCallIsNotRetriedAndSaysWhy() async throws {
        let body = #"{"error":{"code":500,"message":"Failed to parse tool call arguments as JSON: [json.exception.parse_error.101] parse error at line 1, column 16: syntax error while parsing value - invalid string: missing closing quote; last read: '"Paris'","type":"server_error"}}"#
        let server = try TestHTTPServer(script: [.json(500, body)])
        let model = try TestModels.make([server.url])
        do {
            _ = try await model.respond(to: C.question, toolChoice: .required, options: .init(maximumResponseTokens: 96))
            Issue.record("expected a failure")
        } catch let GenerationError.backend(message, isTransient) {
            #expect(!isTransient)
            #expect(message.contains("maximumResponseTokens") && message.contains("parallelToolCalls"))
        }
        #expect(server.count(path: "/v1/chat/completions") == 1)
    }

    @Test func earlierCallsAndOutputsGoOutAsNativeMessages() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("Sunny, 12:00."))])
        let model = try TestModels.make([server.url])
        var transcript = C.question
        transcript.entries += [
            .toolCalls([
                ToolCall(id: "call_w", name: "get_weather", arguments: #"{"city": "Oslo"}"#),
                ToolCall(id: "call_t", name: "get_time", arguments: #"{"city":"Oslo"}"#),
            ]),
            .toolOutput(ToolOutput(callID: "call_w", toolName: "get_weather", text: "sunny")),
            .toolOutput(ToolOutput(callID: "call_t", toolName: "get_time", text: "12:00")),
        ]
        let reply = try await model.respond(to: transcript, toolChoice: .auto, options: .init())
        #expect(reply == .text("Sunny, 12:00."))
        let messages = try #require(server.receivedRequests.first?.json?["messages"] as? [[String: Any]])
        #expect(messages.map { $0["role"] as? String } == ["system", "user", "assistant", "tool", "tool"])
        let calls = try #require(messages[2]["tool_calls"] as? [[String: Any]])
        #expect(calls.map { $0["id"] as? String } == ["call_w", "call_t"])
        #expect(calls.map { $0["type"] as? String } == ["function", "function"])
        let function = try #require(calls[0]["function"] as? [String: Any])
        #expect(function["name"] as? String == "get_weather")
        #expect(function["arguments"] as? String == #"{"city": "Oslo"}"#, "arguments go back as the string the model wrote")
        #expect(messages[3]["tool_call_id"] as? String == "call_w")
        #expect(messages[3]["content"] as? String == "sunny")
        #expect(messages[4]["tool_call_id"] as? String == "call_t")
    }

    @Test func streamedFragmentsAreReassembledByIndex() async throws {
        // Two calls interleaved by index, their arguments cut into many pieces (one mid-escape
        // of a multi-byte character), after some text; the last fragment rides with the finish.
        let weatherArguments = #"{"city": "S\u00e3o Paulo", "days": [1, 2, 3]}"#
        let timeArguments = #"{"city":"Zürich"}"#
        func pieces(_ text: String, size: Int) -> [String] {
            stride(from: 0, to: text.count, by: size).map { start in
                let from = text.index(text.startIndex, offsetBy: start)
                return String(text[from..<(text.index(from, offsetBy: size, limitedBy: text.endIndex) ?? text.endIndex)])
            }
        }
        var events = [Canned.chunk("Let me "), Canned.chunk("check. "),
                      C.fragment(index: 0, id: "call_a", name: "get_weather", arguments: ""),
                      C.fragment(index: 1, id: "call_b", name: "get_time")]
        let weather = pieces(weatherArguments, size: 3)
        let time = pieces(timeArguments, size: 2)
        for position in 0..<max(weather.count, time.count) {
            if position < weather.count { events.append(C.fragment(index: 0, arguments: weather[position])) }
            if position < time.count { events.append(C.fragment(index: 1, arguments: time[position])) }
        }
        events += [C.finish(), #"data: {"choices":[],"usage":{"prompt_tokens":50,"completion_tokens":30}}"# + "\n\n", Canned.done]
        #expect(events.count > 30)
        let server = try TestHTTPServer(script: [.stream(pieces: events.map { (0, $0) })])
        let model = try TestModels.make([server.url])

        var received: [ModelReplyPiece] = []
        for try await piece in model.streamReply(to: C.question, toolChoice: .required, options: .init()) { received.append(piece) }
        let expected = [
            ToolCall(id: "call_a", name: "get_weather", arguments: weatherArguments),
            ToolCall(id: "call_b", name: "get_time", arguments: timeArguments),
        ]
        #expect(received == [.text("Let me "), .text("check. "), .toolCalls(expected)])
        #expect(ModelReplyPiece.reply(from: received) == .toolCalls(expected))
        let json = try #require(server.receivedRequests.first?.json)
        #expect(json["stream"] as? Bool == true)
        #expect(json["tool_choice"] as? String == "required")
    }

    @Test func streamedCallsAsTextMatchGenerate() async throws {
        let whole = C.completion([C.call(id: "call_1", name: "get_weather", arguments: #"{"city":"Oslo"}"#)])
        let streamed: [TestResponse] = [.stream(pieces: [
            (0, C.fragment(index: 0, id: "call_1", name: "get_weather", arguments: #"{"city""#)),
            (0.05, C.fragment(index: 0, arguments: #":"Oslo"}"#)), (0, C.finish()), (0, Canned.done),
        ])]
        let server = try TestHTTPServer(script: [.json(200, whole)] + streamed)
        let model = try TestModels.make([server.url])
        let answer = try await model.generate(C.question, options: .init())
        #expect(answer == #"[{"id":"call_1","name":"get_weather","arguments":{"city":"Oslo"}}]"#)
        let pieces = try await TestModels.collect(model.streamResponse(to: C.question, options: .init()))
        #expect(pieces.map(\.piece) == [answer], "the stream yields the calls once, whole, not their fragments")
    }

    @Test func fragmentsWithoutIndexFollowTheirIds() async throws {
        let server = try TestHTTPServer(script: [.stream(pieces: [
            (0, C.fragment(index: nil, id: "call_x", name: "get_weather", arguments: #"{"city":"#)),
            (0, C.fragment(index: nil, arguments: #""Oslo"}"#)),
            (0, C.fragment(index: nil, id: "call_y", name: "get_time", arguments: #"{"city":"Oslo"}"#)),
            (0, C.finish()), (0, Canned.done),
        ])])
        let model = try TestModels.make([server.url])
        var received: [ModelReplyPiece] = []
        for try await piece in model.streamReply(to: C.question, toolChoice: .auto, options: .init()) { received.append(piece) }
        #expect(received == [.toolCalls([
            ToolCall(id: "call_x", name: "get_weather", arguments: #"{"city":"Oslo"}"#),
            ToolCall(id: "call_y", name: "get_time", arguments: #"{"city":"Oslo"}"#),
        ])])
    }

    @Test func streamDroppedMidCallIsRetriedWithoutDuplicatingFragments() async throws {
        let server = try TestHTTPServer(script: [
            .stream(pieces: [(0, C.fragment(index: 0, id: "call_1", name: "get_weather", arguments: #"{"ci"#))]),
            .stream(pieces: [
                (0, C.fragment(index: 0, id: "call_1", name: "get_weather", arguments: #"{"city":"#)),
                (0, C.fragment(index: 0, arguments: #""Oslo"}"#)), (0, C.finish()), (0, Canned.done),
            ]),
        ])
        let model = try TestModels.make([server.url])
        var received: [ModelReplyPiece] = []
        for try await piece in model.streamReply(to: C.question, toolChoice: .auto, options: .init()) { received.append(piece) }
        #expect(received == [.toolCalls([ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city":"Oslo"}"#)])])
        #expect(server.count(path: "/v1/chat/completions") == 2)
    }

    @Test func malformedArgumentsAreReturnedAndTheToolBoxTellsTheModel() async throws {
        let broken = #"{"city": "Oslo""#
        let server = try TestHTTPServer(script: [.json(200, C.completion([C.call(id: "call_1", name: "get_weather", arguments: broken)], finishReason: "length"))])
        let model = try TestModels.make([server.url])
        let reply = try await model.respond(to: C.question, toolChoice: .required, options: .init(maximumResponseTokens: 8))
        let call = ToolCall(id: "call_1", name: "get_weather", arguments: broken)
        #expect(reply == .toolCalls([call]), "a call cut at the length limit is still the model's call")

        let tool = FunctionTool(name: "get_weather", description: "Current weather for a city.", parameters: C.weather.parameters) { _ in
            Issue.record("the tool must not run on malformed arguments")
            return ""
        }
        let run = try await ToolBox([tool]).run(call)
        #expect(run.failure == .malformedArguments(tool: "get_weather", detail: "not valid JSON"))
        #expect(run.output.callID == "call_1")
        #expect(run.output.text.contains("call it again with valid JSON"))
    }

    @Test func argumentsSentAsAnObjectAreKeptAsCompactJSON() async throws {
        let server = try TestHTTPServer(script: [.json(200, C.completion([C.call(id: "call_1", name: "get_weather", rawArguments: #"{"city": "Oslo"}"#)]))])
        let model = try TestModels.make([server.url])
        let reply = try await model.respond(to: C.question, toolChoice: .auto, options: .init())
        #expect(reply == .toolCalls([ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city":"Oslo"}"#)]))
    }

    @Test func textDespiteRequiredIsReturnedAsText() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("What is the weather in Oslo?"))])
        let model = try TestModels.make([server.url])
        let reply = try await model.respond(to: C.question, toolChoice: .required, options: .init())
        #expect(reply == .text("What is the weather in Oslo?"))
        #expect(server.receivedRequests.first?.json?["tool_choice"] as? String == "required")
    }

    @Test func aCallWithoutAFunctionNameIsAnInvalidResponse() async throws {
        let server = try TestHTTPServer(script: [.json(200, C.completion([#"{"id":"call_1","type":"function","function":{"arguments":"{}"}}"#]))])
        let model = try TestModels.make([server.url])
        do {
            _ = try await model.respond(to: C.question, toolChoice: .auto, options: .init())
            Issue.record("expected invalidResponse")
        } catch let GenerationError.invalidResponse(message) {
            #expect(message.contains("without a function name"))
            #expect(message.contains("call_1"))
        }
        #expect(server.count(path: "/v1/chat/completions") == 1, "not retried: the server would answer the same")
    }

    @Test func toolCallRequestsAreRetriedLikeAnyOther() async throws {
        let server = try TestHTTPServer(script: [
            .json(503, #"{"error":{"message":"Loading model"}}"#),
            .json(200, C.completion([C.call(id: "call_1", name: "get_time", arguments: #"{"city":"Oslo"}"#)])),
        ])
        let model = try TestModels.make([server.url])
        let reply = try await model.respond(to: C.question, toolChoice: .named("get_time"), options: .init())
        #expect(reply == .toolCalls([ToolCall(id: "call_1", name: "get_time", arguments: #"{"city":"Oslo"}"#)]))
        #expect(server.count(path: "/v1/chat/completions") == 2)
    }
}

/// Counting transcripts with tools when the server has no tokenizer route: the tools' cost is
/// learned apart from the per-message markup and never under-counts what the server reported.
@Suite struct OpenAICompatibleModelToolCountingTests {
    typealias C = CannedToolCalls

    private func completion(promptTokens: Int) -> TestResponse {
        .json(200, Canned.completion("ok", promptTokens: promptTokens))
    }

    @Test func toolsAreChargedBeforeAndAfterCalibration() async throws {
        let plain = Transcript(entries: [.instructions("Use the tools."), .prompt("Weather and time in Oslo?")])
        // The served counts: 30 for the plain transcript, 400 once two tools ride along.
        let server = try TestHTTPServer { request, _ in
            let hasTools = (request.json?["tools"] as? [Any])?.isEmpty == false
            return .json(200, Canned.completion("ok", promptTokens: hasTools ? 400 : 30))
        }
        let model = try TestModels.make([server.url])
        let plainBefore = await model.localTokenCount(for: plain)
        let toolsBefore = await model.localTokenCount(for: C.question)
        #expect(toolsBefore >= plainBefore + TemplateOverhead.defaultToolInstructionTokens, "tools cost their instructions even before calibration")

        _ = try await model.generate(plain, options: .init())
        _ = try await model.respond(to: C.question, toolChoice: .auto, options: .init())
        let plainAfter = await model.localTokenCount(for: plain)
        let toolsAfter = await model.localTokenCount(for: C.question)
        #expect(plainAfter >= 30 && plainAfter < 60, "the per-message markup is learned from the plain transcript only (\(plainAfter))")
        #expect(toolsAfter >= 400, "never below what the server reported for this transcript (\(toolsAfter))")

        // Twice the tools (by JSON size) are charged at least twice the learned share of them.
        var more = C.question
        more.tools += [
            ToolDefinition(name: "get_wind", description: C.weather.description, parameters: C.weather.parameters),
            ToolDefinition(name: "get_date", description: C.time.description, parameters: C.time.parameters),
        ]
        let moreTools = await model.localTokenCount(for: more)
        #expect(moreTools >= 400 + (toolsAfter - plainAfter) / 2, "\(moreTools)")
    }

    @Test func llamaServerWithoutJinjaIsNotRetriedAndSaysWhatToChange() async throws {
        let server = try TestHTTPServer(script: [.json(500, #"{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}"#)])
        let model = try TestModels.make([server.url])
        do {
            _ = try await model.respond(to: C.question, toolChoice: .auto, options: .init())
            Issue.record("expected unavailable")
        } catch let GenerationError.unavailable(reason) {
            #expect(reason.contains("--jinja"))
            #expect(reason.contains("chat template that renders them"))
            #expect(!reason.contains("Scripts/"), "a library error names no script of this repository")
        }
        #expect(server.count(path: "/v1/chat/completions") == 1)
    }
}
