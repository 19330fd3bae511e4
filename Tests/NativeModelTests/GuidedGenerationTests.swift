import ContextBudget
import Foundation
import Guidance
import Testing
import Tokenizers
@testable import NativeModel

/// Guided generation on the native engine: with `responseSchema` every answer is an instance of
/// the schema (checked by parsing it and by a fresh `Guidance` matcher), a cap that cuts the value
/// is a typed error carrying the valid prefix, and schemas or vocabularies that cannot work say so.
struct GuidedGenerationTests {
    static func schema(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// The answer as the schema's matcher reads it: every byte taken, and complete.
    static func isInstance(_ answer: String, of schema: String) throws -> Bool {
        var matcher = GrammarMatcher(grammar: try Grammar(jsonSchema: schema))
        return matcher.advance(Array(answer.utf8)) == answer.utf8.count && matcher.isComplete
    }

    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched))
    func gemmaAnswersAreInstancesOfTheSchema() async throws {
        let model = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512)
        let cases: [(prompt: String, schema: String)] = [
            ("What is the capital of France? Answer in JSON.",
             #"{"type":"object","properties":{"capital":{"type":"string","enum":["Paris","Lyon","Marseille"]}},"required":["capital"]}"#),
            ("What is 2 + 2? Answer in JSON.",
             #"{"type":"object","properties":{"answer":{"type":"integer","minimum":0,"maximum":9}},"required":["answer"]}"#),
            ("Name two colors.",
             #"{"type":"array","items":{"type":"string","enum":["red","green","blue"]},"minItems":2,"maxItems":2}"#),
            ("Is the sky blue?", #"{"type":"boolean"}"#),
        ]
        for (prompt, schema) in cases {
            let options = GenerationOptions(maximumResponseTokens: 48, responseSchema: try Self.schema(schema))
            let transcript = Transcript(entries: [.prompt(prompt)])
            let answer = try await model.generate(transcript, options: options)
            print("guided \(prompt.debugDescription): \(answer)")
            #expect(try Self.isInstance(answer, of: schema), "\(answer.debugDescription) for \(schema)")
            #expect((try? JSONDecoder().decode(JSONValue.self, from: Data(answer.utf8))) != nil, "parses as JSON: \(answer)")
            var streamed = ""
            for try await piece in model.streamResponse(to: transcript, options: options) { streamed += piece }
            #expect(streamed == answer, "the stream is the same constrained answer")
        }
    }

    /// A value that closes on the very token the cap ends with is complete, not cut: the grammar
    /// follows the last token too. Across caps, every answer is an instance, or the error's
    /// partial is not one (the closing near the cap ends on its last token at some of them).
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched))
    func aValueClosedOnTheCapsLastTokenIsAnAnswer() async throws {
        let model = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512)
        let schema = ##"{"type":"object","properties":{"name":{"type":"string","maxLength":4},"next":{"$ref":"#"}},"required":["name"]}"##
        var answered = 0
        for cap in stride(from: 24, through: 72, by: 8) {
            let options = GenerationOptions(maximumResponseTokens: cap, responseSchema: try Self.schema(schema))
            do {
                let answer = try await model.generate(Transcript(entries: [.prompt("Write one JSON value for 'recursive-root'.")]), options: options)
                #expect(try Self.isInstance(answer, of: schema), "cap \(cap): \(answer.debugDescription)")
                answered += 1
            } catch let GenerationError.structuredResponseIncomplete(partial, _) {
                #expect(!(try Self.isInstance(partial, of: schema)), "cap \(cap): a complete value reported as cut: \(partial)")
            }
        }
        #expect(answered > 0)
    }

    /// A cap shorter than any instance throws, with what was written: a valid prefix.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched))
    func aCapThatCutsTheValueIsATypedError() async throws {
        let model = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512)
        let schema = #"{"type":"object","properties":{"story":{"type":"string","minLength":400}},"required":["story"]}"#
        do {
            let answer = try await model.generate(
                Transcript(entries: [.prompt("Tell me a story.")]),
                options: GenerationOptions(maximumResponseTokens: 6, responseSchema: try Self.schema(schema)))
            Issue.record("expected structuredResponseIncomplete, got \(answer.debugDescription)")
        } catch let GenerationError.structuredResponseIncomplete(partial, tokenCount) {
            #expect(tokenCount == 6)
            #expect(partial.hasPrefix("{"), "\(partial.debugDescription)")
            var matcher = GrammarMatcher(grammar: try Grammar(jsonSchema: schema))
            #expect(matcher.advance(Array(partial.utf8)) == partial.utf8.count && !matcher.isComplete, "a valid, unfinished prefix")
        }
    }

    /// A schema `Guidance` refuses is the caller's error, naming the keyword; a vocabulary with
    /// no token for `{` (the tiny test model's `t0`…`t95`) cannot answer at all, and says so.
    @Test func unusableSchemasAndVocabulariesAreClearErrors() async throws {
        let tiny = try NativeLanguageModel(url: TinyModelTests.folder.appendingPathComponent("tiny-llama.gguf"), contextSize: 64)
        let prompt = Transcript(entries: [.prompt("Hi")])
        do {
            _ = try await tiny.generate(prompt, options: GenerationOptions(
                maximumResponseTokens: 4, responseSchema: try Self.schema(#"{"type":"string","pattern":"a+"}"#)))
            Issue.record("a pattern schema was accepted")
        } catch let ContextBudgetError.invalidConfiguration(detail) {
            #expect(detail.contains("pattern"), "\(detail)")
        }
        do {
            _ = try await tiny.generate(prompt, options: GenerationOptions(
                maximumResponseTokens: 4, responseSchema: try Self.schema(#"{"type":"object"}"#)))
            Issue.record("a vocabulary without JSON punctuation produced JSON")
        } catch let GenerationError.invalidResponse(detail) {
            #expect(detail.contains("no token"), "\(detail)")
        }
    }
}
