import ContextBudget
import Foundation

/// One streaming attempt: `POST /v1/chat/completions` with `stream: true`, read as server-sent
/// events, each piece of content handed to `yield` as soon as it arrives, tool-call fragments
/// collected until the stream ends.
enum ChatStream {
    /// What a stream left once it ended.
    struct Outcome: Sendable {
        /// `usage.prompt_tokens` when the server reports it (`stream_options.include_usage`).
        var promptTokens: Int?
        /// The tool calls, reassembled from their fragments; empty for a text answer.
        var toolCalls: [ToolCall]
        /// True when some text went to `yield`.
        var yieldedText: Bool
    }

    /// - Parameter requestText: the body as sent, from which missing call ids are derived.
    /// - Throws: `AttemptFailure` (retryable only while no text was yielded yet: a retry after
    ///   that would repeat text; tool-call fragments are held back, so they never block a
    ///   retry), `GenerationError.invalidResponse` for malformed events.
    static func run(
        client: ChatClient, endpoint: EndpointPool.Endpoint, body: JSONValue, contextSize: Int,
        maximumResponseTokens: Int?, yield: @Sendable (String) -> Void
    ) async throws -> Outcome {
        let request = client.request(endpoint, path: "v1/chat/completions", json: body)
        let url = request.url.absoluteString
        var state = State()
        do {
            var iterator = client.transport(for: request.url).events(for: request).makeAsyncIterator()
            guard case let .head(status, headers)? = try await iterator.next() else {
                throw AttemptFailure(error: .backend(message: "\(url) closed the connection without a response", isTransient: true), unreachable: true)
            }
            guard (200..<300).contains(status) else {
                var bodyData = Data()
                while case let .body(data)? = try await iterator.next() { bodyData.append(data) }
                throw client.failure(for: HTTPResponse(status: status, headers: headers, body: bodyData), contextSize: contextSize)
            }
            var parser = ServerSentEventParser()
            var sawDone = false
            reading: while let event = try await iterator.next() {
                guard case let .body(data) = event else { continue }
                for sse in parser.feed(data) {
                    if try handle(sse, url: url, contextSize: contextSize, state: &state, yield: yield) {
                        sawDone = true
                        break reading
                    }
                }
            }
            if !sawDone, let last = parser.finish() {
                sawDone = try handle(last, url: url, contextSize: contextSize, state: &state, yield: yield)
            }
            guard sawDone || state.finishReason != nil else {
                throw AttemptFailure(error: .backend(message: "the stream from \(url) ended before the answer was complete", isTransient: true))
            }
            if state.finishReason == "length", !state.yieldedAny, state.calls.isEmpty {
                throw OpenAICompatibleModel.silentTruncation(maximumResponseTokens: maximumResponseTokens)
            }
            let calls = try state.calls.calls(requestText: body.compactText)
            return Outcome(promptTokens: state.promptTokens, toolCalls: calls, yieldedText: state.yieldedAny)
        } catch let failure as AttemptFailure {
            throw state.yieldedAny ? failure.final : failure
        } catch let error as TransportFailure {
            let failure = ChatClient.failure(for: error, url: url)
            throw state.yieldedAny ? failure.final : failure
        }
    }

    /// What the events so far have said.
    private struct State {
        var finishReason: String?
        var promptTokens: Int?
        var yieldedAny = false
        var calls = ToolCallAssembler()
    }

    /// Handles one event; returns true at `[DONE]`.
    private static func handle(
        _ event: ServerSentEventParser.Event, url: String, contextSize: Int, state: inout State, yield: @Sendable (String) -> Void
    ) throws -> Bool {
        let payload = event.data.trimmingCharacters(in: .whitespaces)
        if payload == "[DONE]" { return true }
        let data = Data(payload.utf8)
        if event.type == "error" || payload.hasPrefix("{\"error\"") {
            let mapped = ServerErrorMapping.error(status: 500, body: data, retryAfterSeconds: nil, contextSize: contextSize)
            if case .exceededContextWindowSize = mapped { throw mapped }
            throw AttemptFailure(error: .backend(message: "\(url) failed mid-stream: \(mapped)", isTransient: true))
        }
        let chunk: ChatCompletionResponse
        do {
            chunk = try ChatCompletionResponse.decode(data)
        } catch {
            throw GenerationError.invalidResponse("malformed server-sent event from \(url): \(payload.prefix(120))")
        }
        if let tokens = chunk.usage?.promptTokens { state.promptTokens = tokens }
        for choice in chunk.choices {
            // A delta is the stream's normal shape; a few servers send whole messages instead.
            if let delta = choice.delta {
                if let fragments = delta.toolCalls { state.calls.addDelta(fragments) }
            } else if let fragments = choice.message?.toolCalls {
                state.calls.addWhole(fragments)
            }
            if let piece = choice.delta?.content ?? choice.message?.content, !piece.isEmpty {
                state.yieldedAny = true
                yield(piece)
            }
            if let reason = choice.finishReason { state.finishReason = reason }
        }
        return false
    }
}
