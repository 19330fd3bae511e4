#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
import Tokenizers
@testable import FoundationModelsAdapter

@Suite struct ModelProviderTests {
    static let document = """
        The Oslo city council approved the new tram line on Monday. Construction starts in spring and \
        takes three years. The line connects the central station with the university. Critics worry \
        about the cost, which is estimated at four billion kroner. The council says ticket prices will \
        not rise. Residents along the route will be consulted in March.
        """

    @Test func anExtractiveProviderAnswersAndReportsUsage() async throws {
        let extractive = ExtractiveModel()
        let session = LanguageModelSession(model: ModelProvider(extractive), instructions: "Summarize the document.")
        let prompt = "<document>\n\(Self.document)\n</document>"
        let response = try await session.respond(to: prompt)
        #expect(!response.content.isEmpty)
        #expect(Self.document.contains(response.content.components(separatedBy: ". ").first ?? "∅"))
        let expectedInput = try await extractive.tokenCount(for: .init(instructions: "Summarize the document.", prompt: prompt))
        #expect(response.usage.input.totalTokenCount == expectedInput)
        #expect(response.usage.output.totalTokenCount == extractive.tokenCounter.count(response.content))
        #expect(session.transcript.count == 3)  // instructions, prompt, response
    }

    @Test func theResponseCapIsHonoured() async throws {
        let extractive = ExtractiveModel()
        let session = LanguageModelSession(model: ModelProvider(extractive))
        let response = try await session.respond(to: Self.document, options: .init(maximumResponseTokens: 20))
        #expect(extractive.tokenCounter.count(response.content) <= 20)
        #expect(response.usage.output.totalTokenCount <= 20)
    }

    @Test func anOverflowIsTheFrameworksContextErrorNotATruncation() async throws {
        let small = ExtractiveModel(contextSize: 128)
        let session = LanguageModelSession(model: ModelProvider(small))
        let long = String(repeating: Self.document + " ", count: 4)
        let needed = try await small.tokenCount(for: .init(prompt: long)) + 16
        await #expect {
            try await session.respond(to: long, options: .init(maximumResponseTokens: 16))
        } throws: { error in
            guard case let .contextSizeExceeded(details)? = error as? LanguageModelError else { return false }
            return details.contextSize == 128 && details.tokenCount == needed
        }
        #expect(session.transcript.isEmpty, "a failed request must not be recorded")
    }

    @Test func aScriptedProviderAnswersFromItsScript() async throws {
        let scripted = ScriptedLanguageModel(replies: [.text("First."), .text("Second.")])
        let session = LanguageModelSession(model: ModelProvider(scripted), instructions: "Be brief.")
        #expect(try await session.respond(to: "One?").content == "First.")
        #expect(try await session.respond(to: "Two?").content == "Second.")
        let second = try #require(scripted.requests.last)
        // The second request carries the whole conversation, converted to our entries.
        #expect(second.transcript.entries == [.instructions("Be brief."), .prompt("One?"), .response("First."), .prompt("Two?")])
    }

    @Test func textIsStreamedPieceByPiece() async throws {
        let model = PiecewiseModel(pieces: ["Sunny ", "in ", "Oslo."])
        let session = LanguageModelSession(model: ModelProvider(model))
        var snapshots: [String] = []
        for try await snapshot in session.streamResponse(to: "Weather?") { snapshots.append(snapshot.content) }
        #expect(snapshots.prefix(3) == ["Sunny ", "Sunny in ", "Sunny in Oslo."])
        #expect(snapshots.last == "Sunny in Oslo.")
    }

    @Test func theProviderDeclaresNoCapabilitiesSoToolsAreRefusedByTheFramework() async throws {
        let provider = ModelProvider(ExtractiveModel())
        #expect(!provider.capabilities.contains(.toolCalling))
        #expect(!provider.capabilities.contains(.guidedGeneration))
        let tool = try FrameworkTool(FunctionTool(name: "now", description: "The time.") { _ in "noon" })
        let session = LanguageModelSession(model: provider, tools: [tool])
        await #expect(throws: LanguageModelError.self) { try await session.respond(to: "Time?") }
    }

    @Test func configurationsOfOneProviderAreEqualAndOfTwoAreNot() {
        let one = ModelProvider(ExtractiveModel())
        let two = ModelProvider(ExtractiveModel())
        #expect(one.executorConfiguration == one.executorConfiguration)
        #expect(one.executorConfiguration != two.executorConfiguration)
    }
}
#endif
