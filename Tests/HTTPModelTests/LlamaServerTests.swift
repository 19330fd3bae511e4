@testable import HTTPModel
import ContextBudget
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Against a real llama.cpp `llama-server` on loopback serving Gemma 3 270M, started by
/// `Scripts/llama.cpp/start-llama-server.sh` (see docs/http-and-batch.md). Runs when `CONTEXTBUDGET_LLAMA_SERVER_URL`
/// names the server; says so loudly when it does not. Serialized with the other real-server
/// suites, and pinned where two answers are compared (`RealLlamaServer`).
extension RealLlamaServer { @Suite struct LlamaServerTests {
    static var isUp: Bool { RealLlamaServer.isUp }
    static var notRunning: Comment { RealLlamaServer.notRunning }

    private func model(pinned: Bool = false) async throws -> OpenAICompatibleModel {
        try await RealLlamaServer.model(pinned: pinned)
    }

    @Test(.enabled(if: isUp, notRunning)) func contextSizeIsDiscoveredFromProps() async throws {
        let model = try await model()
        let expected = Int(ProcessInfo.processInfo.environment["LLAMA_SERVER_CONTEXT"] ?? "4096") ?? 4096
        #expect(model.contextSize == expected)
    }

    /// Both requests pinned (slot 0, no prompt cache) and nothing else in flight: the same
    /// computation, so the streamed pieces must join to exactly the whole answer.
    @Test(.enabled(if: isUp, notRunning)) func greedyAnswerAndItsStreamAgree() async throws {
        let model = try await model(pinned: true)
        let transcript = Transcript(instructions: "You answer in one short sentence.", prompt: "What color is the sky on a clear day?")
        let options = GenerationOptions(maximumResponseTokens: 24)
        let answer = try await model.generate(transcript, options: options)
        #expect(!answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        var pieces: [String] = []
        for try await piece in model.streamResponse(to: transcript, options: options) { pieces.append(piece) }
        #expect(pieces.count > 1, "the answer should arrive in several pieces")
        #expect(pieces.joined() == answer, "greedy decoding streams the same text it returns whole")
    }

    @Test(.enabled(if: isUp, notRunning)) func serverTokenCountMatchesPromptTokensOfACompletion() async throws {
        let model = try await model()
        let transcripts = [
            Transcript(prompt: "Hello"),
            Transcript(instructions: "Be brief.", prompt: "Zażółć gęślą jaźń. 日本語のテキスト。"),
            Transcript(entries: [.instructions("Answer."), .prompt("One?"), .response("Two."), .prompt("Three?")]),
        ]
        for transcript in transcripts {
            let counted = try await model.tokenCount(for: transcript)
            let served = try await RealLlamaServer.servedPromptTokens(transcript)
            #expect(counted == served, "\(transcript.entries)")
        }
        #expect(await model.client.state.serverTokenizer == .supported)
    }

    /// The anti-repetition fields reach llama-server under the names it reads. Each request is
    /// pinned to slot 0, so `GET /slots` then shows what the server understood of it: every field
    /// sent alone comes back as the slot's parameter with our value, and a misspelt name (sent by
    /// hand) does not, which is what would happen to a name of ours the server did not read. The
    /// penalised answer repeats no more word triples than the plain one; which words either has
    /// is the model's business (Gemma 3 270M's greedy text moves with the CPU and the batch).
    @Test(.enabled(if: isUp, notRunning)) func penaltiesReachTheServerUnderItsNames() async throws {
        let model = try await model(pinned: true)
        let transcript = Transcript(prompt: "Repeat the word 'yes' twenty times.")
        let alone: [(field: String, options: GenerationOptions, value: Double)] = [
            ("repeat_penalty", GenerationOptions(maximumResponseTokens: 4, repetitionPenalty: 1.5), 1.5),
            ("frequency_penalty", GenerationOptions(maximumResponseTokens: 4, frequencyPenalty: 0.5), 0.5),
            ("presence_penalty", GenerationOptions(maximumResponseTokens: 4, presencePenalty: 1), 1),
            ("repeat_last_n", GenerationOptions(maximumResponseTokens: 4, penaltyWindow: 48), 48),
            ("min_p", GenerationOptions(maximumResponseTokens: 4, minP: 0.07), 0.07),
        ]
        for (field, options, value) in alone {
            _ = try await model.generate(transcript, options: options)
            let parameters = try await RealLlamaServer.slotParameters(0)
            guard case let .number(held)? = parameters[field] else {
                Issue.record("slot 0 shows no \(field): \(parameters.keys.sorted())")
                continue
            }
            #expect(abs(held - value) < 1e-6, "\(field): sent \(value), the server holds \(held)")
        }

        // The same check catches a name the server does not read.
        guard case var .object(misspelt) = ChatCompletionRequest.body(
            for: transcript, options: GenerationOptions(maximumResponseTokens: 4), modelName: "default", stream: false,
            additionalFields: RealLlamaServer.pinned) else { return }
        misspelt["repetition_penalty"] = 1.5
        var request = URLRequest(url: try #require(RealLlamaServer.url).appendingPathComponent("v1/chat/completions"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(JSONValue.object(misspelt).compactText.utf8)
        _ = try await URLSession.shared.data(for: request)
        #expect(try await RealLlamaServer.slotParameters(0)["repeat_penalty"] != .number(1.5), "a misspelt field must not reach the sampler")

        let repeatedTriples = { (text: String) -> Int in
            let words = text.split(whereSeparator: \.isWhitespace)
            let triples = words.indices.dropLast(2).map { words[$0...($0 + 2)].joined(separator: " ") }
            return triples.count - Set(triples).count
        }
        let plain = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 24))
        let penalized = try await model.generate(transcript, options: GenerationOptions(
            maximumResponseTokens: 24, repetitionPenalty: 1.5, frequencyPenalty: 0.5, presencePenalty: 1, penaltyWindow: 64, minP: 0.05))
        #expect(repeatedTriples(penalized) <= repeatedTriples(plain), "penalized: \(penalized) / plain: \(plain)")
    }

    /// The same schema that constrains the native engine reaches llama-server as
    /// `response_format`, and its answer is an instance (llama.cpp turns it into a grammar).
    @Test(.enabled(if: isUp, notRunning)) func responseSchemaShapesTheServersAnswer() async throws {
        let model = try await model(pinned: true)
        let schema: JSONValue = ["type": "object", "properties": ["capital": ["type": "string", "enum": ["Paris", "Lyon"]]], "required": ["capital"]]
        let answer = try await model.generate(
            Transcript(prompt: "What is the capital of France? Answer in JSON."),
            options: GenerationOptions(maximumResponseTokens: 32, responseSchema: schema))
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(answer.utf8))
        guard case let .object(members) = value, case let .string(capital)? = members["capital"] else {
            Issue.record("not an object with a string capital: \(answer)")
            return
        }
        #expect(["Paris", "Lyon"].contains(capital), "\(answer)")
        #expect(members.count == 1, "\(answer)")
    }

    /// The typed entry point against the real server: a Swift type's schema goes out as
    /// `response_format` and into the prompt, and the answer decodes as that type.
    @Test(.enabled(if: isUp, notRunning)) func aTypedAnswerComesBackFromTheRealServer() async throws {
        struct Capital: StructuredOutput {
            var capital: String
            var population: Int
            static let schema: JSONValue = [
                "type": "object",
                "properties": ["capital": ["type": "string", "enum": ["Paris", "Lyon"]], "population": ["type": "integer", "minimum": 0, "maximum": 99999999]],
                "required": ["capital", "population"],
            ]
        }
        let model = try await model(pinned: true)
        let answer = try await model.respond(
            to: Transcript(prompt: "What is the capital of France?"), generating: Capital.self, options: GenerationOptions(maximumResponseTokens: 48))
        #expect(["Paris", "Lyon"].contains(answer.value.capital), "\(answer.json)")
        #expect((0...99_999_999).contains(answer.value.population), "\(answer.json)")
        #expect(answer.promptTokens > (try await model.tokenCount(for: Transcript(prompt: "What is the capital of France?"))))
    }

    /// llama.cpp (b11434) answers an oversized prompt with 200 after cutting it to a few tokens;
    /// the client notices from `usage.prompt_tokens` and reports the overflow.
    @Test(.enabled(if: isUp, notRunning)) func oversizedPromptIsAContextError() async throws {
        let model = try await model()
        let huge = Transcript(prompt: String(repeating: "token overflow test ", count: 3000))
        do {
            _ = try await model.generate(huge, options: .init(maximumResponseTokens: 8))
            Issue.record("expected exceededContextWindowSize")
        } catch let GenerationError.exceededContextWindowSize(needed, available) {
            #expect(available == model.contextSize)
            #expect(needed > available)
            let counted = try await model.tokenCount(for: huge)
            #expect(needed == counted, "the server's n_prompt_tokens is our exact count")
        }
    }
} }
