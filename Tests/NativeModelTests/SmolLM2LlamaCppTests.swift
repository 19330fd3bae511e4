import ContextBudget
import Foundation
import Testing
import GGUF
import Tokenizers
@testable import NativeModel

/// The real SmolLM2-135M-Instruct (Q4_1 weights, a Q8_0 embedding that is also the output layer,
/// the `smollm` pre-tokenizer, ChatML with a default system message) against llama.cpp
/// (Scripts/fixtures/make-smollm2-fixtures.py): the file's identity and template, llama.cpp's token ids,
/// and llama.cpp's greedy tokens fed back one by one with our top 5 compared at every step.
///
/// The bars are GemmaLlamaCppTests' and NativeLanguageModelTests': a greedy choice must agree
/// wherever llama.cpp's own first choice is at least 0.5 nats above its second (far more than
/// another build's rounding moves a logit), and the log-probabilities must stay within llama.cpp's
/// own spread across its configurations (the `variants` of the fixture: the same prompts with one
/// thread and tiny batches, one token at a time, and llama.cpp built for plain AVX2), widened by
/// that spread's width, as one more configuration would be.
struct SmolLM2LlamaCppTests {
    struct Fixture: Decodable {
        struct Case: Decodable {
            let name: String
            let chat: Bool
            let text: String
            let prompt: [Int]
            let generated: [Int]
            let top5: [[Int]]
            let top5_logprobs: [[Float]]
        }
        struct Tokenization: Decodable {
            let text: String
            let ids: [Int]
        }
        struct Variant: Decodable {
            let name: String
            let cases: [Case]
        }
        let cases: [Case]
        let tokenizations: [Tokenization]
        let variants: [Variant]
    }

    static let fixtureURL = GemmaLlamaCppTests.folder.appendingPathComponent("smollm2-llamacpp.json")
    static var fixturePresent: Bool { FileManager.default.fileExists(atPath: fixtureURL.path) }
    static let noFixture: Comment = "Tests/Fixtures/NativeModel/smollm2-llamacpp.json missing (Scripts/fixtures/make-smollm2-fixtures.py)"
    static let eos = 2

    func fixture() throws -> Fixture { try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: Self.fixtureURL)) }

    /// The file says it is an instruct model with a ChatML template, and the engine renders that
    /// template (SmolLM2's default system message included) as llama.cpp's Jinja does.
    @Test(.enabled(if: SmolLM2File.isPresent, SmolLM2File.notFetched), .enabled(if: Self.fixturePresent, Self.noFixture))
    func identityTemplateAndTokensAreLlamaCpps() throws {
        let url = try SmolLM2File.require()
        let file = try GGUFFile(contentsOf: url)
        let identity = ModelIdentity(metadata: file.metadata)
        #expect(identity.kind == .instruct && identity.hasChatTemplate, "\(identity.evidence)")
        let model = try NativeLanguageModel(url: url, contextSize: 2048)
        #expect(model.identity.kind == .instruct)
        // The file's own template, run by the Jinja interpreter; its family format is what a caller
        // can ask for instead, and both give llama.cpp's prompt ids below.
        let template = try #require(model.chatTemplate as? FileChatTemplate, "\(model.chatTemplate.name): \(model.templateReason)")
        let family = try #require(template.family as? QwenChatTemplate)
        #expect(family.defaultSystemPrompt == "You are a helpful AI assistant named SmolLM, trained by Hugging Face")
        let handWritten = try NativeLanguageModel(url: url, contextSize: 2048, chatTemplate: family)
        print("SmolLM2: \(identity.evidence); template \(model.chatTemplate.name): \(model.templateReason)")
        let fixture = try fixture()
        for c in fixture.cases {
            let ids = c.chat ? model.promptTokens(for: Transcript(entries: [.prompt(c.text)])) : model.tokenizer.encode(c.text)
            #expect(ids == c.prompt, "\(c.name): \(ids.count) ids vs llama.cpp's \(c.prompt.count)")
            if c.chat { #expect(handWritten.promptTokens(for: Transcript(entries: [.prompt(c.text)])) == c.prompt, "\(c.name), family format") }
        }
        for t in fixture.tokenizations {
            let ids = model.tokenizer.encode(t.text)
            let first = zip(ids, t.ids).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ids.count, t.ids.count)
            #expect(ids == t.ids, "\(t.text.prefix(30).debugDescription): first difference at id \(first) of \(t.ids.count)")
        }
    }

    /// Every teacher-forced step of `cases` through our engine: per case the steps whose greedy
    /// choice differs where llama.cpp's margin is at least 0.5 nats, and the agreement measures.
    func ourAgreement(_ cases: [Fixture.Case], promptActivations: PromptActivations) throws
        -> (agreement: GemmaLlamaCppTests.Agreement, clearMisses: [String], clearSteps: Int) {
        let helper = GemmaLlamaCppTests()
        let model = try Transformer(file: GGUFFile(contentsOf: SmolLM2File.require()), contextSize: 2048, promptActivations: promptActivations)
        var ours = GemmaLlamaCppTests.Agreement(), misses: [String] = [], clear = 0
        for c in cases {
            model.reset()
            var logits = try model.forward(c.prompt)
            var continuationMatches = true
            for step in c.top5.indices {
                let top5 = helper.topK(logits, 5)
                let lse = helper.logSumExp(logits)
                let logprobs = Dictionary(uniqueKeysWithValues: top5.map { ($0, logits[$0] - lse) })
                ours.add(top5: top5, logprobs: logprobs, reference: c.top5[step], referenceLogprobs: c.top5_logprobs[step])
                if top5[0] != c.generated[step] { continuationMatches = false }
                if c.top5_logprobs[step][0] - c.top5_logprobs[step][1] >= 0.5 {
                    clear += 1
                    if top5[0] != c.generated[step] { misses.append("\(c.name) step \(step): ours \(top5[0]), llama.cpp \(c.generated[step])") }
                }
                if step + 1 < c.top5.count { logits = try model.forward([c.generated[step]]) }
            }
            if continuationMatches { ours.continuations += 1 }
        }
        return (ours, misses, clear)
    }

    /// llama.cpp's configurations against its reference, over the steps where their continuations
    /// have not yet parted (the variants were run free, not teacher-forced).
    func llamaCppSpread(_ fixture: Fixture) -> [GemmaLlamaCppTests.Agreement] {
        fixture.variants.map { variant in
            var agreement = GemmaLlamaCppTests.Agreement()
            for (c, v) in zip(fixture.cases, variant.cases) {
                var sameSoFar = true
                for step in c.top5.indices where step < v.top5.count {
                    guard sameSoFar else { break }
                    let logprobs = Dictionary(zip(v.top5[step], v.top5_logprobs[step]), uniquingKeysWith: { a, _ in a })
                    agreement.add(top5: v.top5[step], logprobs: logprobs, reference: c.top5[step], referenceLogprobs: c.top5_logprobs[step])
                    sameSoFar = v.generated[step] == c.generated[step]
                }
                if v.generated == c.generated { agreement.continuations += 1 }
            }
            print("SmolLM2 llama.cpp \(variant.name) vs llama.cpp reference: \(agreement)")
            return agreement
        }
    }

    /// With llama.cpp's activation precision: every clear greedy choice is llama.cpp's, and the
    /// greedy steps, continuations, top-5 sets and mean log-prob difference are within the spread
    /// of llama.cpp's own configurations.
    @Test(.enabled(if: SmolLM2File.isPresent, SmolLM2File.notFetched), .enabled(if: Self.fixturePresent, Self.noFixture))
    func agreesWithLlamaCppAsWellAsLlamaCppAgreesWithItself() throws {
        let fixture = try fixture()
        #expect(fixture.cases.contains { $0.prompt.count > 512 }, "one prompt must exceed a 512-token batch")
        let (ours, misses, clear) = try ourAgreement(fixture.cases, promptActivations: .llamaCpp)
        print("SmolLM2 (ours, llamaCpp prompt activations) vs llama.cpp reference: \(ours); clear steps \(clear)")
        #expect(misses.isEmpty, "greedy choices differing where llama.cpp's margin is ≥ 0.5 nats: \(misses)")
        let configurations = llamaCppSpread(fixture)
        try #require(!configurations.isEmpty, "the fixture has no llama.cpp variants")
        let means = configurations.map(\.meanDifference)
        #expect(ours.continuations >= GemmaLlamaCppTests().lowestPlausible(configurations, \.continuations), "continuations: ours \(ours.continuations)")
        // The variants ran free, so they compare fewer steps than ours: the counts as shares of the
        // steps compared, held to GemmaLlamaCppTests' bar (the worst share minus the shares' range).
        func share(_ a: GemmaLlamaCppTests.Agreement, _ measure: (GemmaLlamaCppTests.Agreement) -> Int) -> Double { Double(measure(a)) / Double(max(1, a.steps)) }
        for (label, measure) in [("greedy steps", \GemmaLlamaCppTests.Agreement.greedy), ("identical top-5", \.identicalTop5),
                                 ("same top-5 set", \.sameSet), ("top-5 sharing 4+", \.fourShared)] as [(String, KeyPath<GemmaLlamaCppTests.Agreement, Int>)] {
            let shares = configurations.map { share($0) { $0[keyPath: measure] } }
            let lowest = shares.min()! - (shares.max()! - shares.min()!)
            #expect(share(ours) { $0[keyPath: measure] } >= lowest, "\(label): ours \(ours[keyPath: measure]) of \(ours.steps), llama.cpp's shares \(shares)")
        }
        #expect(ours.meanDifference <= 2 * means.max()! - means.min()!, "mean log-prob difference: ours \(ours.meanDifference), llama.cpp's \(means)")
    }

    /// With the default (wider) prompt pass: every clear greedy choice is still llama.cpp's.
    @Test(.enabled(if: SmolLM2File.isPresent, SmolLM2File.notFetched), .enabled(if: Self.fixturePresent, Self.noFixture))
    func defaultPromptPassKeepsLlamaCppsClearChoices() throws {
        let fixture = try fixture()
        let (ours, misses, clear) = try ourAgreement(fixture.cases, promptActivations: .wide)
        print("SmolLM2 (ours, wide prompt activations) vs llama.cpp reference: \(ours); clear steps \(clear)")
        #expect(misses.isEmpty, "greedy choices differing where llama.cpp's margin is ≥ 0.5 nats: \(misses)")
    }

    /// Through `LanguageModel`: the greedy answer to each chat prompt is llama.cpp's continuation
    /// for as many tokens as llama.cpp's choices are clear (≥ 0.5 nats) from the first.
    @Test(.enabled(if: SmolLM2File.isPresent, SmolLM2File.notFetched), .enabled(if: Self.fixturePresent, Self.noFixture))
    func greedyGenerationIsLlamaCppsContinuation() async throws {
        let model = try NativeLanguageModel(url: SmolLM2File.require(), contextSize: 2048)
        var compared = 0
        for c in try fixture().cases where c.chat {
            let clear = c.top5_logprobs.prefix { $0[0] - $0[1] >= 0.5 }.count
            guard clear > 0 else { continue }
            let transcript = Transcript(entries: [.prompt(c.text)])
            let text = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: clear))
            let expected = try model.tokenizer.decode(Array(c.generated.prefix(clear)).filter { $0 != Self.eos })
            #expect(text == expected, "\(c.name): \(clear) clear tokens")
            compared += 1
        }
        #expect(compared >= 3, "too few prompts with a clear first choice to compare")
    }
}
