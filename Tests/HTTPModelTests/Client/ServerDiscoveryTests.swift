@testable import HTTPModel
import ContextBudget
import Foundation
import Testing
import Tokenizers

/// Context size discovery and token counting through the server or locally.
@Suite struct ServerDiscoveryTests {
    private func configuration(_ urls: [URL], contextSize: Int? = nil, serverTokenizer: Bool = true) -> OpenAICompatibleConfiguration {
        OpenAICompatibleConfiguration(
            baseURLs: urls, modelName: "m", contextSize: contextSize, requestTimeoutSeconds: 5,
            maximumAttempts: 2, initialBackoffSeconds: 0.01, maximumBackoffSeconds: 0.02, usesServerTokenizer: serverTokenizer)
    }

    @Test func contextSizeFromLlamaCppProps() async throws {
        let server = try TestHTTPServer { request, _ in
            request.path == "/props" ? .json(200, #"{"default_generation_settings":{"n_ctx":2048},"total_slots":2}"#) : .json(404, "{}")
        }
        let model = try await OpenAICompatibleModel.connect(configuration: configuration([server.url]))
        #expect(model.contextSize == 2048)
    }

    @Test func contextSizeFromModelMetadataIsTheSmallestOfTheFleet() async throws {
        let vllm = try TestHTTPServer { request, _ in
            request.path == "/v1/models" ? .json(200, #"{"data":[{"id":"m","max_model_len":8192}]}"#) : .json(404, "{}")
        }
        let llama = try TestHTTPServer { request, _ in
            request.path == "/props" ? .json(200, #"{"default_generation_settings":{"n_ctx":4096}}"#) : .json(404, "{}")
        }
        let model = try await OpenAICompatibleModel.connect(configuration: configuration([vllm.url, llama.url]))
        #expect(model.contextSize == 4096)
    }

    @Test func configuredContextSizeWinsWithoutAsking() async throws {
        let server = try TestHTTPServer { _, _ in .json(200, #"{"default_generation_settings":{"n_ctx":2048}}"#) }
        let model = try await OpenAICompatibleModel.connect(configuration: configuration([server.url], contextSize: 1000))
        #expect(model.contextSize == 1000)
        #expect(server.receivedRequests.isEmpty)
    }

    @Test func unknownContextSizeIsAClearError() async throws {
        let server = try TestHTTPServer { _, _ in .json(404, "{}") }
        await #expect(throws: HTTPModelError.contextSizeUnknown(endpoints: [server.url.absoluteString])) {
            _ = try await OpenAICompatibleModel.connect(configuration: configuration([server.url]))
        }
        #expect(throws: HTTPModelError.contextSizeUnknown(endpoints: [server.url.absoluteString])) {
            _ = try OpenAICompatibleModel(configuration: configuration([server.url]))
        }
    }

    @Test func tokenCountUsesTheServerTokenizerWhenItHasOne() async throws {
        let server = try TestHTTPServer { request, _ in
            switch request.path {
            case "/apply-template": .json(200, #"{"prompt":"<start_of_turn>user\nHi<end_of_turn>\n<start_of_turn>model\n"}"#)
            case "/tokenize": .json(200, #"{"tokens":[2,105,2364,107,10979,106,107,105,4368,107]}"#)
            default: .json(404, "{}")
            }
        }
        let model = try OpenAICompatibleModel(configuration: configuration([server.url], contextSize: 4096))
        #expect(try await model.tokenCount(for: Transcript(prompt: "Hi")) == 10)
        let tokenize = try #require(server.receivedRequests.first { $0.path == "/tokenize" }?.json)
        #expect(tokenize["content"] as? String == "<start_of_turn>user\nHi<end_of_turn>\n<start_of_turn>model\n")
        let template = try #require(server.receivedRequests.first { $0.path == "/apply-template" }?.json)
        #expect((template["messages"] as? [[String: Any]])?.first?["content"] as? String == "Hi")
    }

    @Test func withoutServerTokenizerTheLocalCountIsUsedAndTheAnswerRemembered() async throws {
        let server = try TestHTTPServer { _, _ in .json(404, #"{"error":"not found"}"#) }
        let model = try OpenAICompatibleModel(configuration: configuration([server.url], contextSize: 4096))
        let transcript = Transcript(instructions: "Be brief.", prompt: "Summarize the weather report for tomorrow.")
        let first = try await model.tokenCount(for: transcript)
        let second = try await model.tokenCount(for: transcript)
        #expect(first == second)
        #expect(first == (await model.localTokenCount(for: transcript)))
        #expect(server.count(path: "/apply-template") == 1, "a server without /apply-template is asked once")
        let estimate = TokenEstimator()
        let content = transcript.chatMessages.reduce(0) { $0 + estimate.count($1.content) }
        #expect(first > content, "template overhead is added")
    }

    @Test func estimateMarginScalesEstimatesOnly() async throws {
        let urls = [URL(string: "http://127.0.0.1:9")!]
        var settings = configuration(urls, contextSize: 4096, serverTokenizer: false)
        settings.estimateMargin = 0.5
        let transcript = Transcript(prompt: String(repeating: "word ", count: 200))
        let plain = await (try OpenAICompatibleModel(configuration: configuration(urls, contextSize: 4096, serverTokenizer: false)))
            .localTokenCount(for: transcript)
        let margined = await (try OpenAICompatibleModel(configuration: settings)).localTokenCount(for: transcript)
        #expect(margined == plain + Int((Double(plain) * 0.5).rounded(.up)))
        settings.tokenCounter = WordCounter()
        let exact = await (try OpenAICompatibleModel(configuration: settings)).localTokenCount(for: transcript)
        #expect(exact == 200 + TemplateOverhead.defaultTokensPerMessage + TemplateOverhead.generationPromptTokens)
    }

    @Test func usagePromptTokensCalibrateTheTemplateOverhead() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok", promptTokens: 200))])
        var settings = configuration([server.url], contextSize: 4096, serverTokenizer: false)
        settings.tokenCounter = WordCounter()
        let model = try OpenAICompatibleModel(configuration: settings)
        let transcript = Transcript(instructions: "one two", prompt: "three four five")
        let before = try await model.tokenCount(for: transcript)
        #expect(before == 5 + 2 * TemplateOverhead.defaultTokensPerMessage + TemplateOverhead.generationPromptTokens)
        #expect(await model.calibratedTokensPerMessage == nil)
        _ = try await model.generate(transcript, options: .init())
        // 200 prompt tokens = 5 content + 4 generation prompt + 2 messages x 96 (rounded up).
        #expect(await model.calibratedTokensPerMessage == 96)
        let after = try await model.tokenCount(for: transcript)
        #expect(after >= 200, "a calibrated count never under-counts what the server reported")
        #expect(after == 5 + 2 * 96 + TemplateOverhead.generationPromptTokens)
    }
}

/// An exact "tokenizer" that counts words, so expected counts are easy to compute by hand.
struct WordCounter: TokenCounter {
    let name = "words"
    let isExact = true
    func count(_ text: String) -> Int { text.split(whereSeparator: \.isWhitespace).count }
}
