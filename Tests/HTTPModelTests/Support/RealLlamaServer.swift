@testable import HTTPModel
import ContextBudget
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real llama.cpp `llama-server` on loopback that `Scripts/llama.cpp/start-llama-server.sh` starts
/// (Gemma 3 270M, two slots), and the discipline every test against it keeps.
///
/// Which tokens a greedy request gets back is not a property of our client: llama-server
/// batches concurrent requests of its two slots together, reuses cached prompts (re-evaluating
/// the last prompt token alone), and a batch of another shape rounds differently; Gemma 3 270M
/// amplifies a last-bit difference into other text, and the CPU family changes the floats again.
/// So the suites that talk to the server are nested in `RealLlamaServer`, which is serialized
/// (one request in flight at a time), and a test that compares two answers sends both pinned:
/// slot 0, no prompt cache (`pinned`). No test compares an answer with a text measured on
/// another machine, slot or server build.
@Suite(.serialized) enum RealLlamaServer {
    static let url: URL? = {
        guard let text = ProcessInfo.processInfo.environment["CONTEXTBUDGET_LLAMA_SERVER_URL"], !text.isEmpty else {
            print("""
                ⚠️  LlamaServerTests NOT RUN: CONTEXTBUDGET_LLAMA_SERVER_URL is not set.
                ⚠️  Start a server with Scripts/llama.cpp/start-llama-server.sh and export the URL it writes.
                """)
            return nil
        }
        return URL(string: text)
    }()

    static var isUp: Bool { url != nil }
    static let notRunning: Comment = "CONTEXTBUDGET_LLAMA_SERVER_URL not set (start a server with Scripts/llama.cpp/start-llama-server.sh)"

    /// llama-server's own fields that make two requests compute alike: always slot 0, and the
    /// prompt evaluated afresh rather than partly taken from the slot's cache.
    static let pinned: [String: JSONValue] = ["id_slot": 0, "cache_prompt": false]

    /// A connected client; `pinned` sends every request to slot 0 without the prompt cache.
    static func model(pinned: Bool = false, parallelToolCalls: Bool? = nil) async throws -> OpenAICompatibleModel {
        var configuration = OpenAICompatibleConfiguration(baseURLs: [try #require(url)], requestTimeoutSeconds: 120)
        configuration.parallelToolCalls = parallelToolCalls
        if pinned { configuration.additionalBodyFields = Self.pinned }
        return try await OpenAICompatibleModel.connect(configuration: configuration)
    }

    /// The decoded JSON of `GET path` on the server.
    static func get(_ path: String) async throws -> JSONValue {
        let (data, _) = try await URLSession.shared.data(from: try #require(url).appendingPathComponent(path))
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// `usage.prompt_tokens` of a one-token completion of `transcript`, sent by hand (not through
    /// our client), so that a count of ours can be checked against the server's.
    static func servedPromptTokens(_ transcript: Transcript) async throws -> Int {
        guard case var .object(body) = transcript.openAIChat() else { return -1 }
        body["max_tokens"] = 1
        body["temperature"] = 0
        var request = URLRequest(url: try #require(url).appendingPathComponent("v1/chat/completions"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(JSONValue.object(body).compactText.utf8)
        let (data, _) = try await URLSession.shared.data(for: request)
        return try #require(try ChatCompletionResponse.decode(data).usage?.promptTokens)
    }

    /// The sampling parameters llama-server holds for `slot` after its last request
    /// (`GET /slots`, `params`): what the server understood of the fields it was sent.
    static func slotParameters(_ slot: Int) async throws -> [String: JSONValue] {
        guard case let .array(slots) = try await get("slots"),
              let entry = slots.first(where: { $0["id"] == .number(Double(slot)) }),
              case let .object(parameters)? = entry["params"] else {
            Issue.record("GET /slots has no params for slot \(slot)")
            return [:]
        }
        return parameters
    }
}
