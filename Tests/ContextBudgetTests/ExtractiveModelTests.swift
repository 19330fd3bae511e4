import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

struct ExtractiveModelTests {
    static let jonah: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpora/en/kjv-jonah.txt")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func isDeterministic() async throws {
        let model = ExtractiveModel()
        let transcript = Transcript(instructions: "Summarize.", prompt: "<document>\(Self.jonah)</document>")
        let first = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 200))
        let second = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 200))
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test(arguments: [20, 100, 400])
    func staysWithinMaximumResponseTokens(limit: Int) async throws {
        let model = ExtractiveModel()
        let transcript = Transcript(prompt: "<document>\(Self.jonah)</document>")
        let answer = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: limit))
        #expect(!answer.isEmpty)
        #expect(model.tokenCounter.count(answer) <= limit)
    }

    @Test func answersWithSourceSentencesInSourceOrder() async throws {
        let model = ExtractiveModel()
        let document = """
            Alpha centauri is a star system. Bananas are yellow fruit. The star system alpha centauri is near the sun.
            Stars in the alpha centauri system orbit each other. Nobody eats bananas on stars.
            """
        let answer = try await model.generate(
            Transcript(prompt: "Summarize this.\n<document>\(document)</document>"),
            options: GenerationOptions(maximumResponseTokens: 30))
        let sentences = answer.components(separatedBy: ". ").map { $0.hasSuffix(".") ? $0 : $0 + "." }
        var lastPosition = document.startIndex
        for sentence in sentences {
            let range = try #require(document.range(of: sentence), "'\(sentence)' is not from the source")
            #expect(range.lowerBound >= lastPosition)
            lastPosition = range.lowerBound
        }
        // The instructions outside <document> are never quoted.
        #expect(!answer.contains("Summarize this"))
        // The central sentences (about alpha centauri) beat the off-topic ones.
        #expect(answer.contains("alpha centauri"))
    }

    @Test func throwsWhenThePromptExceedsTheContext() async throws {
        let model = ExtractiveModel(contextSize: 512)
        let transcript = Transcript(prompt: Self.jonah)
        let needed = try await model.tokenCount(for: transcript)
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: needed, available: 512)) {
            try await model.generate(transcript, options: GenerationOptions())
        }
    }

    @Test func throwsWhenTheRequestedResponseCannotFit() async throws {
        let model = ExtractiveModel(contextSize: 4096)
        let transcript = Transcript(prompt: "<document>\(String(Self.jonah.prefix(3000)))</document>")
        let promptTokens = try await model.tokenCount(for: transcript)
        let tooMuch = 4096 - promptTokens + 1
        await #expect(throws: GenerationError.exceededContextWindowSize(needed: 4097, available: 4096)) {
            try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: tooMuch))
        }
        let answer = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: tooMuch - 1))
        #expect(!answer.isEmpty)
    }

    @Test func honoursStopSequencesAndCancellation() async throws {
        let model = ExtractiveModel()
        let transcript = Transcript(prompt: "First point here. Second point there. Third point everywhere.")
        let answer = try await model.generate(transcript, options: GenerationOptions(stopSequences: ["Second"]))
        #expect(!answer.contains("Second"))
        let task = Task { try await model.generate(transcript, options: GenerationOptions()) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func streamingDefaultYieldsTheWholeAnswer() async throws {
        let model = ExtractiveModel()
        let transcript = Transcript(prompt: Self.jonah.prefix(2000).description)
        let options = GenerationOptions(maximumResponseTokens: 100)
        var streamed = ""
        for try await piece in model.streamResponse(to: transcript, options: options) { streamed += piece }
        #expect(streamed == (try await model.generate(transcript, options: options)))
    }
}

/// The near-duplicate filter and the joining of chosen sentences.
@Suite struct ExtractiveRedundancyTests {
    @Test func nearIdenticalSentencesAreTakenOnce() {
        let model = ExtractiveModel()
        let boilerplate = "Use this icon to insert the set operator with two placeholders."
        let material = [
            boilerplate, "The belongs-to operator tests membership.", boilerplate.uppercased(),
            "use this icon to insert the set operator, with two placeholders!", "Unions merge two sets into one.",
            "Use this icon to insert the set operator not with two placeholders.",
        ].joined(separator: " ")
        let answer = model.summarize(material, maximumTokens: 500)
        let sentences = SentenceSplitter.sentences(in: answer)
        #expect(sentences.filter { $0.lowercased().hasPrefix("use this icon") }.count == 1, "\(sentences)")
        #expect(answer.contains("Unions merge two sets into one."))
        #expect(NearDuplicateFilter.repeats(in: sentences).isEmpty)
    }

    @Test func jaccardAtTheThresholdIsADuplicateAndBelowIsNot() {
        func signature(_ terms: [String]) -> NearDuplicateFilter.Signature { .init(terms: Set(terms), sentence: terms.joined(separator: " ")) }
        let ten = (0..<10).map { "term\($0)" }
        // 8 shared of 10 ∪ ... : {0…9} vs {0…7, x, y}: 8 / 12 = 0.67, not one sentence.
        #expect(!NearDuplicateFilter.similar(signature(ten), signature(Array(ten[..<8]) + ["x", "y"]), threshold: 0.8))
        // {0…9} vs {0…8}: 9 / 10 = 0.9.
        #expect(NearDuplicateFilter.similar(signature(ten), signature(Array(ten[..<9])), threshold: 0.8))
        // {0…7} vs {0…9}: 8 / 10 = 0.8 exactly.
        #expect(NearDuplicateFilter.similar(signature(Array(ten[..<8])), signature(ten), threshold: 0.8))
        // Without terms, sentences are compared by their letters and digits.
        #expect(NearDuplicateFilter.similar(.init("1:2."), .init("1 2"), threshold: 0.8))
        #expect(!NearDuplicateFilter.similar(.init("1:2."), .init("1:3."), threshold: 0.8))
    }

    @Test func aSentenceWithoutTerminatorIsFollowedByABlankLine() {
        #expect(ExtractiveModel.join(["The MIT License (Expat)", "Copyright Node.js contributors.", "He said \"no.\"", "Next."])
                == "The MIT License (Expat)\n\nCopyright Node.js contributors. He said \"no.\" Next.")
        let rejoined = ExtractiveModel.join(["# Functions", "Inserts a sine.", "Inserts a cosine"])
        #expect(SentenceSplitter.sentences(in: rejoined) == ["# Functions", "Inserts a sine.", "Inserts a cosine"])
    }
}
