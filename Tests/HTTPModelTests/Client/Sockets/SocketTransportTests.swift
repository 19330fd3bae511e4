@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

/// The socket client itself (whatever `$CONTEXTBUDGET_HTTP_CLIENT` says): connection reuse,
/// chunked streams, cancellation, and clear errors for bytes that are not HTTP.
@Suite struct SocketTransportTests {
    /// Idle connections are kept 10 minutes here, not the default 4 s: in a full parallel run on
    /// 2 cores CI saw more than 4 s between two requests of one test, and the expired connection
    /// was (correctly) replaced by a fresh one, which is not what these tests measure.
    func model(_ server: TestHTTPServer, attempts: Int = 1, timeout: Double = 5) throws -> OpenAICompatibleModel {
        try TestModels.make(
            [server.url], maximumAttempts: attempts, requestTimeoutSeconds: timeout, httpClient: .sockets,
            maximumIdleConnectionSeconds: 600)
    }

    func backendMessage(_ body: () async throws -> Void) async -> String? {
        do {
            try await body()
        } catch let GenerationError.backend(message, _) {
            return message
        } catch {
            Issue.record("expected a backend error, got \(error)")
        }
        return nil
    }

    @Test func keptAliveConnectionCarriesEveryRequest() async throws {
        let server = try TestHTTPServer(keepsAlive: true, script: [.json(200, Canned.completion("again"))])
        let model = try model(server)
        for _ in 0..<5 {
            #expect(try await model.generate(TestModels.question, options: .init()) == "again")
        }
        #expect(server.count(path: "/v1/chat/completions") == 5)
        #expect(server.acceptedConnections == 1, "one kept-alive connection, not \(server.acceptedConnections)")
        let request = try #require(server.receivedRequests.first)
        #expect(request.headers["host"] == "127.0.0.1:\(server.port)")
        #expect(request.headers["content-length"] == String(request.body.count))
        #expect(request.headers["connection"] == nil)
    }

    @Test func closedKeptAliveConnectionIsNotReused() async throws {
        let completion = Canned.completion("fresh")
        // Framed by length and without `Connection: close`, yet the server closes it.
        let server = try TestHTTPServer(script: [.raw("HTTP/1.1 200 OK\r\nContent-Length: \(completion.utf8.count)\r\n\r\n" + completion)])
        let model = try model(server)
        for _ in 0..<3 {
            #expect(try await model.generate(TestModels.question, options: .init()) == "fresh")
        }
        #expect(server.count(path: "/v1/chat/completions") == 3, "no request was lost to a dead connection")
        #expect(server.acceptedConnections == 3)
    }

    @Test func idleConnectionOlderThanItsLimitIsReplaced() async throws {
        let server = try TestHTTPServer(keepsAlive: true, script: [.json(200, Canned.completion("new"))])
        let model = try TestModels.make(
            [server.url], maximumAttempts: 1, httpClient: .sockets, maximumIdleConnectionSeconds: 0)
        for _ in 0..<3 {
            #expect(try await model.generate(TestModels.question, options: .init()) == "new")
        }
        #expect(server.acceptedConnections == 3, "a connection past maximumIdleConnectionSeconds is closed, not reused")
    }

    @Test func keptAliveConnectionDroppedUnderARequestIsRetriedOnAFreshOne() async throws {
        // The second request reaches the reused connection and the server hangs up without a
        // byte (as a server closing an idle connection at that moment does): the transport sends
        // it again on a new connection itself, so even a single attempt succeeds.
        let server = try TestHTTPServer(keepsAlive: true, script: [
            .json(200, Canned.completion("first")), .drop, .json(200, Canned.completion("second")),
        ])
        let model = try model(server, attempts: 1)
        #expect(try await model.generate(TestModels.question, options: .init()) == "first")
        #expect(try await model.generate(TestModels.question, options: .init()) == "second")
        #expect(server.count(path: "/v1/chat/completions") == 3)
        #expect(server.acceptedConnections == 2)
    }

    /// The first event reaches the consumer while the server still holds the second: the server
    /// writes the rest only when the test, having received the first piece, fires the signal. A
    /// client that buffered the body would not deliver the first piece until the server gave up
    /// waiting (60 s), and `releasedBySignal` would say so. No clock is compared, so a loaded
    /// machine only makes it slower.
    @Test func chunkedEventsArriveAsTheyAreSent() async throws {
        func chunk(_ text: String) -> String { String(text.utf8.count, radix: 16) + "\r\n" + text + "\r\n" }
        let consumerHasTheFirst = TestSignal()
        let server = try TestHTTPServer(script: [.rawHeld(
            first: "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk(Canned.chunk("early ")),
            until: consumerHasTheFirst, atMostSeconds: 60,
            then: chunk(Canned.chunk("late", finishReason: "stop")) + chunk(Canned.done) + "0\r\n\r\n")])
        let stream = try model(server, timeout: 120).streamResponse(to: TestModels.question, options: .init())
        var pieces: [String] = []
        for try await piece in stream {
            pieces.append(piece)
            if pieces.count == 1 { consumerHasTheFirst.fire() }
        }
        #expect(pieces == ["early ", "late"])
        #expect(server.releasedBySignal == [true], "the first piece reached the consumer only after the server stopped holding the second")
    }

    @Test func cancellationClosesTheSocketAtOnce() async throws {
        let server = try TestHTTPServer(script: [.awaitClose])
        // A day's timeout: the server sees the connection close only because cancellation closed it.
        let model = try model(server, timeout: 86_400)
        let task = Task { try await model.generate(TestModels.question, options: .init()) }
        while server.count(path: "/v1/chat/completions") == 0 { try await Task.sleep(for: .milliseconds(20)) }
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        while server.finishedConnections == 0 { try await Task.sleep(for: .milliseconds(20)) }
    }

    @Test func stalledBodyHitsTheIdleTimeout() async throws {
        let server = try TestHTTPServer(script: [.raw(pieces: [
            (0, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n" + Canned.chunk("a")), (600, Canned.done),
        ])])
        let message = await backendMessage {
            _ = try await TestModels.collect(model(server, timeout: 0.5).streamResponse(to: TestModels.question, options: .init()))
        }
        #expect(message?.contains("no bytes from the server for 0.50 s") == true, "\(message ?? "")")
    }

    @Test func badChunkSizeIsAClearError() async throws {
        let server = try TestHTTPServer(script: [.raw("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")])
        let message = await backendMessage { _ = try await model(server).generate(TestModels.question, options: .init()) }
        #expect(message?.contains("malformed HTTP response: chunk size \"zz\" is not hexadecimal") == true, "\(message ?? "")")
    }

    @Test func hugeHeaderIsAClearError() async throws {
        let server = try TestHTTPServer(script: [.raw("HTTP/1.1 200 OK\r\nX-Padding: " + String(repeating: "a", count: 200_000) + "\r\n\r\n")])
        let message = await backendMessage { _ = try await model(server).generate(TestModels.question, options: .init()) }
        #expect(message?.contains("head is larger than 64 KiB") == true, "\(message ?? "")")
    }

    @Test func earlyCloseIsAClearErrorAndRetried() async throws {
        let server = try TestHTTPServer(script: [
            .raw("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"id\""),
            .json(200, Canned.completion("whole")),
        ])
        #expect(try await model(server, attempts: 2).generate(TestModels.question, options: .init()) == "whole")
        let once = try TestHTTPServer(script: [.raw("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"id\"")])
        let message = await backendMessage { _ = try await model(once).generate(TestModels.question, options: .init()) }
        #expect(message?.contains("closed after 5 of 100 body bytes") == true, "\(message ?? "")")
    }

    @Test func notHTTPIsAClearError() async throws {
        let server = try TestHTTPServer(script: [.raw("SSH-2.0-OpenSSH_9.6\r\n")])
        let message = await backendMessage { _ = try await model(server).generate(TestModels.question, options: .init()) }
        #expect(message?.contains("is not HTTP/1.x") == true, "\(message ?? "")")
    }

    @Test func httpsGoesThroughURLSession() throws {
        let model = try TestModels.make([URL(string: "https://example.invalid")!, URL(string: "http://127.0.0.1:1")!], httpClient: .sockets)
        #expect(model.client.transport(for: URL(string: "https://example.invalid/v1")!) is URLSessionTransport)
        #expect(model.client.transport(for: URL(string: "http://127.0.0.1:1/v1")!) is SocketTransport)
        let session = try TestModels.make([URL(string: "http://127.0.0.1:1")!], httpClient: .urlSession)
        #expect(session.client.transport(for: URL(string: "http://127.0.0.1:1/v1")!) is URLSessionTransport)
        #expect(session.client.socketTransport == nil)
    }

    @Test func requestHeadIsWellFormed() throws {
        let target = try SocketTarget(URL(string: "http://[::1]:8080/prefix/v1/chat%20completions?x=1")!)
        #expect(target.host == "::1" && target.port == 8080)
        #expect(target.hostHeader == "[::1]:8080")
        let request = HTTPRequest(
            method: "POST", url: URL(string: "http://h/")!, headers: ["X-Evil": "a\r\nInjected: yes"],
            body: Data("{}".utf8), idleTimeoutSeconds: 1)
        let head = String(decoding: target.encode(request), as: UTF8.self)
        #expect(head.hasPrefix("POST /prefix/v1/chat%20completions?x=1 HTTP/1.1\r\nHost: [::1]:8080\r\n"))
        #expect(head.contains("X-Evil: aInjected: yes\r\n"), "no header value can split the head")
        #expect(head.hasSuffix("Content-Length: 2\r\n\r\n{}"))
        #expect(try SocketTarget(URL(string: "http://example.com/")!).hostHeader == "example.com")
        #expect(throws: TransportFailure.self) { try SocketTarget(URL(string: "https://example.com/")!) }
    }
}
