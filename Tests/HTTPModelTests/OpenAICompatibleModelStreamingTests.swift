@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

/// Streaming over server-sent events, and what happens when the stream goes wrong.
@Suite struct OpenAICompatibleModelStreamingTests {
    @Test func piecesArriveInOrder() async throws {
        let server = try TestHTTPServer(script: [.stream(pieces: [
            (0, Canned.chunk("The ")), (0.1, Canned.chunk("answer ")), (0.1, Canned.chunk("is 4.", finishReason: "stop")),
            (0, Canned.done),
        ])])
        let model = try TestModels.make([server.url])
        let pieces = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init()))
        #expect(pieces.map(\.piece) == ["The ", "answer ", "is 4."])
        let json = try #require(server.receivedRequests.first?.json)
        #expect(json["stream"] as? Bool == true)
        #expect((json["stream_options"] as? [String: Any])?["include_usage"] as? Bool == true)
    }

    @Test func firstPieceArrivesBeforeTheRestIsWritten() async throws {
        // The server holds the rest after the first piece until the test releases it: a client
        // that buffered the stream would see nothing while it holds.
        let rest = TestSignal()
        defer { rest.fire() }
        let server = try TestHTTPServer(script: [.streamHeld(first: [Canned.chunk("first ")], until: rest, then: [Canned.chunk("rest"), Canned.done])])
        let model = try TestModels.make([server.url], requestTimeoutSeconds: 86_400)
        var first: String?
        for try await piece in model.streamResponse(to: TestModels.question, options: .init()) {
            first = piece
            break
        }
        #expect(first == "first ")
        #expect(server.releasedBySignal.isEmpty, "the first piece came only once the server stopped holding the rest: the stream was buffered")
    }

    @Test func eventsSplitAcrossPacketsAndCRLFAreReassembled() async throws {
        let event = Canned.chunk("joined").replacingOccurrences(of: "\n", with: "\r\n")
        let middle = event.index(event.startIndex, offsetBy: 17)
        let server = try TestHTTPServer(script: [.stream(pieces: [
            (0, ": keep-alive\r\n\r\n"), (0, String(event[..<middle])), (0.1, String(event[middle...])),
            (0, Canned.chunk("", finishReason: "stop")), (0, Canned.done),
        ])])
        let model = try TestModels.make([server.url])
        let pieces = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init()))
        #expect(pieces.map(\.piece) == ["joined"])
    }

    @Test func malformedEventIsAnInvalidResponse() async throws {
        let server = try TestHTTPServer(script: [.stream(pieces: [(0, Canned.chunk("ok ")), (0, "data: {not json\n\n")])])
        let model = try TestModels.make([server.url])
        do {
            _ = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init()))
            Issue.record("expected an error")
        } catch let GenerationError.invalidResponse(message) {
            #expect(message.contains("malformed server-sent event"))
        }
        #expect(server.count(path: "/v1/chat/completions") == 1)
    }

    @Test func streamDroppedBeforeAnyPieceIsRetried() async throws {
        let server = try TestHTTPServer(script: [
            .drop,
            .stream(pieces: [(0, Canned.chunk("fine", finishReason: "stop")), (0, Canned.done)]),
        ])
        let model = try TestModels.make([server.url])
        let pieces = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init()))
        #expect(pieces.map(\.piece) == ["fine"])
        #expect(server.count(path: "/v1/chat/completions") == 2)
    }

    @Test func streamDroppedMidwayFailsWithoutRepeatingText() async throws {
        let server = try TestHTTPServer(script: [.stream(pieces: [(0, Canned.chunk("half "))])])
        let model = try TestModels.make([server.url])
        var received: [String] = []
        do {
            for try await piece in model.streamResponse(to: TestModels.question, options: .init()) { received.append(piece) }
            Issue.record("expected an error")
        } catch let GenerationError.backend(message, isTransient) {
            #expect(!isTransient)
            #expect(message.contains("ended before the answer was complete"))
        }
        #expect(received == ["half "])
        #expect(server.count(path: "/v1/chat/completions") == 1, "a retry would repeat the text already streamed")
    }

    @Test func errorEventWithContextOverflowIsMapped() async throws {
        let server = try TestHTTPServer(script: [.stream(pieces: [
            (0, #"error: {"code":400,"message":"context exceeded","type":"exceed_context_size_error","n_prompt_tokens":4200,"n_ctx":4096}"# + "\n\n"),
        ])])
        let model = try TestModels.make([server.url])
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: 4200, available: 4096)) {
            _ = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init()))
        }
    }

    @Test func contextErrorBeforeStreamingIsMapped() async throws {
        let body = #"{"error":{"code":400,"message":"too long","type":"exceed_context_size_error","n_prompt_tokens":9000,"n_ctx":4096}}"#
        let server = try TestHTTPServer(script: [.json(400, body)])
        let model = try TestModels.make([server.url])
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: 9000, available: 4096)) {
            _ = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init()))
        }
    }

    @Test func emptyStreamEndingAtTheLengthLimitIsFlagged() async throws {
        let server = try TestHTTPServer(script: [.stream(pieces: [(0, Canned.chunk("", finishReason: "length")), (0, Canned.done)])])
        let model = try TestModels.make([server.url])
        do {
            _ = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init()))
            Issue.record("expected a truncation error")
        } catch let GenerationError.invalidResponse(message) {
            #expect(message.contains("truncated"))
        }
    }

    @Test func stalledStreamTimesOut() async throws {
        let rest = TestSignal()
        defer { rest.fire() }
        let server = try TestHTTPServer(script: [.streamHeld(first: [Canned.chunk("a")], until: rest, then: [Canned.chunk("b"), Canned.done])])
        let model = try TestModels.make([server.url], requestTimeoutSeconds: 1)
        await #expect(throws: GenerationError.self) {
            _ = try await TestModels.collect(model.streamResponse(to: TestModels.question, options: .init()))
        }
        #expect(server.releasedBySignal.isEmpty, "the stream ended only when the server stopped holding it: the idle timeout did not fire")
    }
}
