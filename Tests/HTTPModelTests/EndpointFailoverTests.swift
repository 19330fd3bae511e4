@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

/// Several endpoints: round-robin, failover, a dead endpoint skipped and probed again later.
@Suite struct EndpointFailoverTests {
    @Test func healthyEndpointsShareTheCalls() async throws {
        let first = try TestHTTPServer(script: [.json(200, Canned.completion("a"))])
        let second = try TestHTTPServer(script: [.json(200, Canned.completion("b"))])
        let model = try TestModels.make([first.url, second.url])
        var answers: [String] = []
        for _ in 0..<6 { answers.append(try await model.generate(TestModels.question, options: .init())) }
        #expect(answers == ["a", "b", "a", "b", "a", "b"])
    }

    @Test func deadEndpointIsSkipped() async throws {
        // The first endpoint drops its first connection, then would recover.
        let flaky = try TestHTTPServer(script: [.drop, .json(200, Canned.completion("flaky"))])
        let healthy = try TestHTTPServer(script: [.json(200, Canned.completion("healthy"))])
        // A probe interval no loaded machine outlasts between five quick calls: the dead endpoint
        // must stay skipped for all of them (with 60 s, a frozen run could see it probed again).
        let model = try TestModels.make([flaky.url, healthy.url], probeSeconds: 600)
        var answers: [String] = []
        for _ in 0..<5 { answers.append(try await model.generate(TestModels.question, options: .init())) }
        #expect(answers == Array(repeating: "healthy", count: 5), "every call succeeds by failing over")
        #expect(flaky.count(path: "/v1/chat/completions") == 1, "the dead endpoint is skipped while it backs off")
    }

    @Test func deadEndpointIsProbedAgainLater() async throws {
        let flaky = try TestHTTPServer(script: [.drop, .json(200, Canned.completion("flaky"))])
        let healthy = try TestHTTPServer(script: [.json(200, Canned.completion("healthy"))])
        let model = try TestModels.make([flaky.url, healthy.url], probeSeconds: 0.3)
        #expect(try await model.generate(TestModels.question, options: .init()) == "healthy")
        try await Task.sleep(for: .seconds(1))
        var later: [String] = []
        for _ in 0..<2 { later.append(try await model.generate(TestModels.question, options: .init())) }
        #expect(later.contains("flaky"), "after the probe interval the endpoint is tried again")
    }

    @Test func unreachableEndpointFailsOverWithoutLosingCalls() async throws {
        let dead = try TestHTTPServer.deadURL()
        let alive = try TestHTTPServer(script: [.json(200, Canned.completion("alive"))])
        let model = try TestModels.make([dead, alive.url])
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try await model.generate(TestModels.question, options: .init()) } }
            var count = 0
            for try await answer in group {
                #expect(answer == "alive")
                count += 1
            }
            #expect(count == 8)
        }
        #expect(alive.count(path: "/v1/chat/completions") == 8)
    }

    @Test func allEndpointsDeadFailsWithAClearMessage() async throws {
        let model = try TestModels.make([try TestHTTPServer.deadURL(), try TestHTTPServer.deadURL()], maximumAttempts: 3)
        do {
            _ = try await model.generate(TestModels.question, options: .init())
            Issue.record("expected a failure")
        } catch let GenerationError.backend(message, isTransient) {
            #expect(isTransient)
            #expect(message.contains("cannot reach"))
            #expect(message.contains("3 attempts"))
        }
    }

    @Test func a503FailsOverToTheOtherEndpointAtOnce() async throws {
        // A day's Retry-After: a client that waited it out would never finish, whatever the load.
        let busy = try TestHTTPServer(script: [.json(503, "{}", headers: ["Retry-After": "86400"])])
        let free = try TestHTTPServer(script: [.json(200, Canned.completion("free"))])
        let model = try TestModels.make([busy.url, free.url], maximumRetryAfterSeconds: 172_800)
        for _ in 0..<3 {
            let answer = try await model.generate(TestModels.question, options: .init())
            #expect(answer == "free")
        }
        #expect(busy.count(path: "/v1/chat/completions") == 1)
    }
}
