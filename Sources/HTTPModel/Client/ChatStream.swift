import ContextBudget
import Foundation

/// One streaming attempt: `POST /v1/chat/completions` with `stream: true`, read as server-sent
/// events, each piece of content handed to `yield` as soon as it arrives.
enum ChatStream {
    /// - Returns: `usage.prompt_tokens` when the server reports it (`stream_options.include_usage`).
    /// - Throws: `AttemptFailure` (retryable only while nothing was yielded yet: a retry after
    ///   that would repeat text), `GenerationError.invalidResponse` for malformed events.
    static func run(
        client: ChatClient, endpoint: EndpointPool.Endpoint, body: JSONValue, contextSize: Int,
        maximumResponseTokens: Int?, yield: @Sendable (String) -> Void
    ) async throws -> Int? {
        let request = client.request(endpoint, path: "v1/chat/completions", json: body)
        let url = request.url?.absoluteString ?? "?"
        var yieldedAny = false
        do {
            var iterator = client.transport.events(for: request).makeAsyncIterator()
            guard case let .head(status, headers)? = try await iterator.next() else {
                throw AttemptFailure(error: .backend(message: "\(url) closed the connection without a response", isTransient: true), unreachable: true)
            }
            guard (200..<300).contains(status) else {
                var bodyData = Data()
                while case let .body(data)? = try await iterator.next() { bodyData.append(data) }
                throw client.failure(for: HTTPResponse(status: status, headers: headers, body: bodyData), contextSize: contextSize)
            }
            var parser = ServerSentEventParser()
            var finishReason: String?
            var promptTokens: Int?
            var sawDone = false
            reading: while let event = try await iterator.next() {
                guard case let .body(data) = event else { continue }
                for sse in parser.feed(data) {
                    if try handle(sse, url: url, contextSize: contextSize, finishReason: &finishReason, promptTokens: &promptTokens, yieldedAny: &yieldedAny, yield: yield) {
                        sawDone = true
                        break reading
                    }
                }
            }
            if !sawDone, let last = parser.finish() {
                sawDone = try handle(last, url: url, contextSize: contextSize, finishReason: &finishReason, promptTokens: &promptTokens, yieldedAny: &yieldedAny, yield: yield)
            }
            guard sawDone || finishReason != nil else {
                throw AttemptFailure(error: .backend(message: "the stream from \(url) ended before the answer was complete", isTransient: true))
            }
            if finishReason == "length", !yieldedAny {
                throw OpenAICompatibleModel.silentTruncation(maximumResponseTokens: maximumResponseTokens)
            }
            return promptTokens
        } catch let failure as AttemptFailure {
            throw yieldedAny ? failure.final : failure
        } catch let error as URLError {
            let failure = ChatClient.failure(for: error, url: url)
            if let attempt = failure as? AttemptFailure, yieldedAny { throw attempt.final }
            throw failure
        }
    }

    /// Handles one event; returns true at `[DONE]`.
    private static func handle(
        _ event: ServerSentEventParser.Event, url: String, contextSize: Int,
        finishReason: inout String?, promptTokens: inout Int?, yieldedAny: inout Bool, yield: @Sendable (String) -> Void
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
        if let tokens = chunk.usage?.promptTokens { promptTokens = tokens }
        for choice in chunk.choices {
            if let piece = choice.delta?.text ?? choice.message?.text, !piece.isEmpty {
                yieldedAny = true
                yield(piece)
            }
            if let reason = choice.finishReason { finishReason = reason }
        }
        return false
    }
}
