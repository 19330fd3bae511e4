@testable import HTTPModel
import ContextBudget
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Against a real llama.cpp `llama-server` on loopback serving Gemma 3 270M, started by
/// `Scripts/start-llama-server.sh` (see the README). Runs when `CONTEXTBUDGET_LLAMA_SERVER_URL`
/// names the server; says so loudly when it does not.
@Suite struct LlamaServerTests {
    static let serverURL: URL? = {
        guard let text = ProcessInfo.processInfo.environment["CONTEXTBUDGET_LLAMA_SERVER_URL"], !text.isEmpty else {
            print("""
                ⚠️  LlamaServerTests NOT RUN: CONTEXTBUDGET_LLAMA_SERVER_URL is not set.
                ⚠️  Start a server with Scripts/start-llama-server.sh and export the URL it writes.
                """)
            return nil
        }
        return URL(string: text)
    }()

    static var isUp: Bool { serverURL != nil }
    static let notRunning: Comment = "CONTEXTBUDGET_LLAMA_SERVER_URL not set (start a server with Scripts/start-llama-server.sh)"

    private func model() async throws -> OpenAICompatibleModel {
        try await OpenAICompatibleModel.connect(configuration: OpenAICompatibleConfiguration(
            baseURLs: [try #require(Self.serverURL)], requestTimeoutSeconds: 120))
    }

    /// `usage.prompt_tokens` for a transcript, from a one-token completion sent by hand.
    private func promptTokens(_ transcript: Transcript) async throws -> Int {
        guard case var .object(body) = transcript.openAIChat() else { return -1 }
        body["max_tokens"] = .number(1)
        body["temperature"] = .number(0)
        var request = URLRequest(url: try #require(Self.serverURL).appendingPathComponent("v1/chat/completions"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(JSONValue.object(body).compactText.utf8)
        let (data, _) = try await URLSession.shared.data(for: request)
        let response = try ChatCompletionResponse.decode(data)
        return try #require(response.usage?.promptTokens)
    }

    @Test(.enabled(if: isUp, notRunning)) func contextSizeIsDiscoveredFromProps() async throws {
        let model = try await model()
        let expected = Int(ProcessInfo.processInfo.environment["LLAMA_SERVER_CONTEXT"] ?? "4096") ?? 4096
        #expect(model.contextSize == expected)
    }

    @Test(.enabled(if: isUp, notRunning)) func greedyAnswerAndItsStreamAgree() async throws {
        let model = try await model()
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
            let served = try await promptTokens(transcript)
            #expect(counted == served, "\(transcript.entries)")
        }
        #expect(await model.client.state.serverTokenizer == .supported)
    }

    /// The anti-repetition fields are honoured under the names we send: a heavy repetition and
    /// presence penalty changes llama-server's greedy answer to a prompt that asks for repeats, and
    /// the server accepts every field (an unknown or mistyped one would be a 400 or be ignored).
    @Test(.enabled(if: isUp, notRunning)) func penaltiesChangeTheServersGreedyAnswer() async throws {
        let model = try await model()
        let transcript = Transcript(prompt: "Repeat the word 'yes' twenty times.")
        let plain = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 24))
        let penalized = GenerationOptions(
            maximumResponseTokens: 24, repetitionPenalty: 1.5, frequencyPenalty: 0.5, presencePenalty: 1, penaltyWindow: 64, minP: 0.05)
        let first = try await model.generate(transcript, options: penalized)
        #expect(first != plain, "the server ignored the penalties: \(plain)")
        #expect(try await model.generate(transcript, options: penalized) == first)
        // Measured (b11434): greedy echoes the prompt and loops on "Purchase the book. mendatang";
        // penalized, it repeats no word triple.
        let repeatedTriples = { (text: String) -> Int in
            let words = text.split(whereSeparator: \.isWhitespace)
            let triples = words.indices.dropLast(2).map { words[$0...($0 + 2)].joined(separator: " ") }
            return triples.count - Set(triples).count
        }
        #expect(repeatedTriples(first) < repeatedTriples(plain), "penalized: \(first) / plain: \(plain)")
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
}
