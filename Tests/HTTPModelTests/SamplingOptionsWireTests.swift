@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

/// The anti-repetition options and min-p reach the server under llama-server's and OpenAI's
/// names, and only when set.
struct SamplingOptionsWireTests {
    @Test func penaltiesAndMinPAreSentUnderTheServersNames() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok"))])
        let model = try TestModels.make([server.url])
        let options = GenerationOptions(
            maximumResponseTokens: 16, temperature: 0.7, sampling: .topP(0.9, seed: 5),
            repetitionPenalty: 1.15, frequencyPenalty: 0.25, presencePenalty: 0.5, penaltyWindow: 128, minP: 0.05)
        _ = try await model.generate(TestModels.question, options: options)
        let json = try #require(server.receivedRequests.first?.json)
        #expect(json["repeat_penalty"] as? Double == 1.15)
        #expect(json["repeat_last_n"] as? Int == 128)
        #expect(json["frequency_penalty"] as? Double == 0.25)
        #expect(json["presence_penalty"] as? Double == 0.5)
        #expect(json["min_p"] as? Double == 0.05)
        #expect(json["top_p"] as? Double == 0.9 && json["seed"] as? Int == 5 && json["temperature"] as? Double == 0.7)
    }

    /// Greedy decoding still gets its penalties (llama.cpp applies them before the argmax).
    @Test func greedyRequestsCarryPenaltiesToo() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok"))])
        let model = try TestModels.make([server.url])
        _ = try await model.generate(TestModels.question, options: GenerationOptions(repetitionPenalty: 1.3))
        let json = try #require(server.receivedRequests.first?.json)
        #expect(json["temperature"] as? Double == 0)
        #expect(json["repeat_penalty"] as? Double == 1.3)
        for absent in ["repeat_last_n", "frequency_penalty", "presence_penalty", "min_p"] {
            #expect(json[absent] == nil, "\(absent) was sent without being set")
        }
    }

    @Test func unsetOptionsSendNoneOfTheFields() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok"))])
        let model = try TestModels.make([server.url])
        _ = try await model.generate(TestModels.question, options: GenerationOptions(maximumResponseTokens: 8))
        let json = try #require(server.receivedRequests.first?.json)
        for absent in ["repeat_penalty", "repeat_last_n", "frequency_penalty", "presence_penalty", "min_p"] {
            #expect(json[absent] == nil, "\(absent) was sent without being set")
        }
    }

    /// A server's own fields reach it as given, on the plain and the streamed path, and a field of
    /// ours of the same name is replaced (the caller's choice wins).
    @Test func additionalBodyFieldsAreSentAndWin() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("ok")), .json(200, Canned.completion("ok"))])
        var configuration = try TestModels.make([server.url]).client.configuration
        configuration.additionalBodyFields = ["id_slot": 0, "cache_prompt": false, "temperature": 0.25]
        let model = try OpenAICompatibleModel(configuration: configuration)
        _ = try await model.generate(TestModels.question, options: GenerationOptions(maximumResponseTokens: 8))
        let json = try #require(server.receivedRequests.first?.json)
        #expect(json["id_slot"] as? Int == 0)
        #expect(json["cache_prompt"] as? Bool == false)
        #expect(json["temperature"] as? Double == 0.25, "greedy writes 0; the caller's field replaces it")
        #expect(json["max_tokens"] as? Int == 8, "our other fields stay")
    }

    /// A response schema goes out as OpenAI's `response_format` with type `json_schema`.
    @Test func responseSchemaIsSentAsResponseFormat() async throws {
        let server = try TestHTTPServer(script: [.json(200, Canned.completion("{}"))])
        let model = try TestModels.make([server.url])
        let schema: JSONValue = ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]]
        _ = try await model.generate(TestModels.question, options: GenerationOptions(maximumResponseTokens: 8, responseSchema: schema))
        let json = try #require(server.receivedRequests.first?.json)
        let format = try #require(json["response_format"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        let inner = try #require(format["json_schema"] as? [String: Any])
        #expect(inner["strict"] as? Bool == true && inner["name"] as? String == "response")
        #expect((inner["schema"] as? [String: Any])?["required"] as? [String] == ["city"])
    }
}
