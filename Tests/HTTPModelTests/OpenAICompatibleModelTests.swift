@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

/// The client against a scripted local server: requests, retries, timeouts, failover, errors.
@Suite struct OpenAICompatibleModelTests {
    @Test func generateSendsAChatCompletionAndReturnsTheContent() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("Four."))])
        let model = try TestModels.make([server.url])
        let options = GenerationOptions(maximumResponseTokens: 32, stopSequences: ["\n\n"])
        let answer = try await model.generate(TestModels.question, options: options)
        #expect(answer == "Four.")
        let request = try #require(server.receivedRequests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/v1/chat/completions")
        let json = try #require(request.json)
        #expect(json["model"] as? String == "test-model")
        #expect(json["stream"] as? Bool == false)
        #expect(json["max_tokens"] as? Int == 32)
        #expect(json["temperature"] as? Double == 0)
        #expect(json["stop"] as? [String] == ["\n\n"])
        let messages = try #require(json["messages"] as? [[String: Any]])
        #expect(messages.map { $0["role"] as? String } == ["system", "user"])
        #expect(messages[1]["content"] as? String == "What is 2 + 2?")
        #expect(request.headers["authorization"] == nil)
    }

    @Test func baseURLWithV1SuffixHitsTheSamePath() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok"))])
        let model = try TestModels.make([server.url.appendingPathComponent("v1")])
        _ = try await model.generate(TestModels.question, options: .init())
        #expect(server.receivedRequests.first?.path == "/v1/chat/completions")
    }

    @Test func apiKeyIsSentAsBearerAndNeverPrinted() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok"))])
        let key = try APIKey.fromEnvironment("TEST_KEY", environment: ["TEST_KEY": "sk-secret-123"])
        let model = try TestModels.make([server.url], apiKey: key)
        _ = try await model.generate(TestModels.question, options: .init())
        #expect(server.receivedRequests.first?.headers["authorization"] == "Bearer sk-secret-123")
        #expect(!"\(key)".contains("secret"))
        #expect(!String(reflecting: key).contains("secret"))
        #expect(!"\(model.configuration)".contains("sk-secret"))
        #expect(throws: HTTPModelError.missingAPIKey(variable: "NOPE")) {
            try APIKey.fromEnvironment("NOPE", environment: [:])
        }
    }

    @Test func retries503sThenSucceeds() async throws {
        let server = try TestHTTPServer(script: [
            .json(503, #"{"error":{"message":"Loading model","type":"unavailable_error"}}"#),
            .json(503, #"{"error":{"message":"Loading model"}}"#),
            .json(200, Canned.completion("after two 503s")),
        ])
        let model = try TestModels.make([server.url])
        let answer = try await model.generate(TestModels.question, options: .init())
        #expect(answer == "after two 503s")
        #expect(server.count(path: "/v1/chat/completions") == 3)
    }

    @Test func persistent503GivesUpAfterMaximumAttempts() async throws {
        let server = try TestHTTPServer(script: [.json(503, #"{"error":{"message":"Loading model"}}"#)])
        let model = try TestModels.make([server.url], maximumAttempts: 3)
        do {
            _ = try await model.generate(TestModels.question, options: .init())
            Issue.record("expected a failure")
        } catch let error as GenerationError {
            guard case let .backend(message, isTransient) = error else { Issue.record("got \(error)"); return }
            #expect(isTransient)
            #expect(message.contains("503"))
            #expect(message.contains("Loading model"))
            #expect(message.contains("3 attempts"))
        }
        #expect(server.count(path: "/v1/chat/completions") == 3)
    }

    @Test func honoursRetryAfter() async throws {
        let server = try TestHTTPServer(script: [
            .json(429, #"{"error":{"message":"slow down"}}"#, headers: ["Retry-After": "1"]),
            .json(200, Canned.completion("waited")),
        ])
        let model = try TestModels.make([server.url])
        var answer = ""
        let seconds = try await secondsTaken {
            answer = try await model.generate(TestModels.question, options: .init())
        }
        #expect(answer == "waited")
        #expect(seconds >= 0.95, "retried after \(seconds) s although the server asked for 1 s")
        #expect(server.count(path: "/v1/chat/completions") == 2)
    }

    @Test func retryAfterBeyondTheLimitFailsAtOnce() async throws {
        let server = try TestHTTPServer(script: [.json(429, "{}", headers: ["Retry-After": "3600"])])
        let model = try TestModels.make([server.url], maximumRetryAfterSeconds: 60)
        await #expect(throws: GenerationError.rateLimited(retryAfterSeconds: 3600)) {
            _ = try await model.generate(TestModels.question, options: .init())
        }
        #expect(server.count(path: "/v1/chat/completions") == 1)
    }

    @Test func slowResponseTimesOutAndIsRetried() async throws {
        let slow = TestSignal()
        defer { slow.fire() }
        let server = try TestHTTPServer(script: [
            .held(until: slow, then: .json(200, Canned.completion("too late"))),
            .json(200, Canned.completion("in time")),
        ])
        let model = try TestModels.make([server.url], requestTimeoutSeconds: 0.5)
        let answer = try await model.generate(TestModels.question, options: .init())
        #expect(answer == "in time")
        #expect(server.releasedBySignal.isEmpty, "the retry came only once the server stopped holding the first request: the timeout did not cut it short")
    }

    @Test func slowResponseEveryTimeFailsWithATimeout() async throws {
        let server = try TestHTTPServer(script: [.delayed(seconds: 600, then: .json(200, Canned.completion("late")))])
        let model = try TestModels.make([server.url], maximumAttempts: 2, requestTimeoutSeconds: 0.3)
        do {
            _ = try await model.generate(TestModels.question, options: .init())
            Issue.record("expected a timeout")
        } catch let GenerationError.backend(message, _) {
            #expect(message.contains("0.30 s") || message.contains("timed out"), "\(message)")
        }
    }

    @Test func droppedConnectionIsRetried() async throws {
        let server = try TestHTTPServer(script: [.drop, .json(200, Canned.completion("second try"))])
        let model = try TestModels.make([server.url])
        let answer = try await model.generate(TestModels.question, options: .init())
        #expect(answer == "second try")
        #expect(server.count(path: "/v1/chat/completions") == 2)
    }

    @Test func llamaCppContextErrorBecomesExceededContextWindowSize() async throws {
        let body = #"{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error","n_prompt_tokens":5000,"n_ctx":4096}}"#
        let server = try TestHTTPServer(script: [.json(400, body)])
        let model = try TestModels.make([server.url])
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: 5000, available: 4096)) {
            _ = try await model.generate(TestModels.question, options: .init())
        }
        #expect(server.count(path: "/v1/chat/completions") == 1, "an overflow must not be retried")
    }

    @Test func openAIContextLengthExceededBecomesExceededContextWindowSize() async throws {
        let body = #"{"error":{"message":"This model's maximum context length is 8192 tokens. However, your messages resulted in 9001 tokens. Please reduce the length of the messages.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}"#
        let server = try TestHTTPServer(script: [.json(400, body)])
        let model = try TestModels.make([server.url])
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: 9001, available: 8192)) {
            _ = try await model.generate(TestModels.question, options: .init())
        }
    }

    @Test func emptyAnswerCutAtTheLengthLimitIsFlaggedAsTruncation() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("", finishReason: "length"))])
        let model = try TestModels.make([server.url])
        do {
            _ = try await model.generate(TestModels.question, options: .init(maximumResponseTokens: 16))
            Issue.record("expected a truncation error")
        } catch let GenerationError.invalidResponse(message) {
            #expect(message.contains("truncated"))
            #expect(message.contains("finish_reason \"length\""))
        }
    }

    @Test func nonEmptyAnswerCutAtTheLengthLimitIsReturned() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("Partial", finishReason: "length"))])
        let model = try TestModels.make([server.url])
        #expect(try await model.generate(TestModels.question, options: .init(maximumResponseTokens: 1)) == "Partial")
    }

    @Test func badRequestIsNotRetried() async throws {
        let server = try TestHTTPServer(script: [.json(400, #"{"error":{"message":"bad field"}}"#)])
        let model = try TestModels.make([server.url])
        await #expect(throws: GenerationError.backend(message: "HTTP 400: bad field", isTransient: false)) {
            _ = try await model.generate(TestModels.question, options: .init())
        }
        #expect(server.count(path: "/v1/chat/completions") == 1)
    }

    @Test func cancellationStopsAWaitingCall() async throws {
        let late = TestSignal()
        defer { late.fire() }
        let server = try TestHTTPServer(script: [.held(until: late, then: .json(200, Canned.completion("late")))])
        let model = try TestModels.make([server.url], requestTimeoutSeconds: 86_400)
        let task = Task { try await model.generate(TestModels.question, options: .init()) }
        while server.count(path: "/v1/chat/completions") == 0 { try await Task.sleep(for: .milliseconds(20)) }
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(server.releasedBySignal.isEmpty, "the call ended only once the server answered: cancellation did not stop it")
    }

    @Test func boundedConcurrency() async throws {
        let gauge = Gauge()
        let server = try TestHTTPServer { _, _ in
            gauge.enter()
            Thread.sleep(forTimeInterval: 0.15)
            gauge.leave()
            return .json(200, Canned.completion("ok"))
        }
        let model = try TestModels.make([server.url], maximumConcurrentRequests: 2)
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<6 { group.addTask { try await model.generate(TestModels.question, options: .init()) } }
            for try await answer in group { #expect(answer == "ok") }
        }
        #expect(gauge.maximum == 2)
        #expect(server.count(path: "/v1/chat/completions") == 6)
    }

    @Test func modelNameComesFromTheServerWhenNotConfigured() async throws {
        let server = try TestHTTPServer { request, _ in
            request.path == "/v1/models"
                ? .json(200, #"{"object":"list","data":[{"id":"gemma-3-270m","object":"model"}]}"#)
                : .json(200, Canned.completion("ok"))
        }
        let model = try TestModels.make([server.url], modelName: nil)
        _ = try await model.generate(TestModels.question, options: .init())
        _ = try await model.generate(TestModels.question, options: .init())
        let posts = server.receivedRequests.filter { $0.path == "/v1/chat/completions" }
        #expect(posts.map { $0.json?["model"] as? String } == ["gemma-3-270m", "gemma-3-270m"])
        #expect(server.count(path: "/v1/models") == 1, "the name is resolved once")
    }
}

/// Counts how many handlers run at once.
final class Gauge: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private(set) var maximum = 0
    func enter() { lock.lock(); current += 1; maximum = max(maximum, current); lock.unlock() }
    func leave() { lock.lock(); current -= 1; lock.unlock() }
}

/// Servers that cut an oversized prompt and answer anyway.
@Suite struct SilentTruncationTests {
    @Test func answerToAPromptCutDownIsAnOverflow() async throws {
        let server = try TestHTTPServer { request, _ in
            guard request.json?["stream"] as? Bool == true else {
                return .json(200, Canned.completion("Something.", finishReason: "length", promptTokens: 3))
            }
            let usage = #"data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":8}}"# + "\n\n"
            return .stream(pieces: [(0, Canned.chunk("Something.", finishReason: "length")), (0, usage), (0, Canned.done)])
        }
        let model = try TestModels.make([server.url])
        let huge = Transcript(prompt: String(repeating: "many words of text ", count: 2000))
        let needed = await model.localTokenCount(for: huge)
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: needed, available: 4096)) {
            _ = try await model.generate(huge, options: .init(maximumResponseTokens: 8))
        }
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: needed, available: 4096)) {
            let stream = TestHTTPServerStreams.single(model, huge)
            for try await _ in stream {}
        }
    }

    @Test func plausiblePromptTokenCountsPass() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("Fine.", promptTokens: 12))])
        let model = try TestModels.make([server.url])
        #expect(try await model.generate(TestModels.question, options: .init()) == "Fine.")
    }
}

enum TestHTTPServerStreams {
    static func single(_ model: OpenAICompatibleModel, _ transcript: Transcript) -> AsyncThrowingStream<String, any Error> {
        model.streamResponse(to: transcript, options: .init(maximumResponseTokens: 8))
    }
}

@Suite struct ConnectionReuseTests {
    @Test func connectionsAreKeptAliveByDefault() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok"))])
        let model = try TestModels.make([server.url])
        #expect(model.configuration.reusesConnections)
        _ = try await model.generate(TestModels.question, options: .init())
        #expect(server.receivedRequests.first?.headers["connection"] != "close")
    }

    @Test func reusesConnectionsFalseClosesEachConnection() async throws {
        let server = try TestHTTPServer(keepsAlive: true, script: [.json(200, Canned.completion("ok"))])
        var configuration = try TestModels.make([server.url]).configuration
        configuration.reusesConnections = false
        let model = try OpenAICompatibleModel(configuration: configuration)
        _ = try await model.generate(TestModels.question, options: .init())
        _ = try await model.generate(TestModels.question, options: .init())
        #expect(server.receivedRequests.allSatisfy { $0.headers["connection"] == "close" })
        #expect(server.acceptedConnections == 2)
    }
}
