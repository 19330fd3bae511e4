import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

@Suite struct SummaryPlannerTests {
    static let budgets: [TokenBudget] = [
        try! TokenBudget(contextSize: 1024, responseReserve: 128, safetyMargin: 16), .onDevice, .privateCloudCompute,
        try! TokenBudget(contextSize: 2048, responseReserve: 900, safetyMargin: 0),  // a reserve that forces a tighter cap
    ]

    @Test(arguments: ["en/kjv-genesis.txt", "md/nodejs-errors.md", "ja/rust-by-example.ja.md"], [0, 1, 2, 3])
    func everyLevelFitsTheNext(path: String, budgetIndex: Int) async throws {
        let budget = Self.budgets[budgetIndex]
        let document = try TestCorpus.text(path)
        let model = ExtractiveModel(contextSize: budget.contextSize)
        let plan = try await SummaryPlanner(model: model, budget: budget, counter: TokenEstimator()).plan(document)
        if plan.fitsInOneCall { return }
        #expect(plan.materialCapacity + plan.fixedPromptTokens <= budget.promptCapacity)
        #expect(plan.fanIn >= 2)
        #expect(plan.levels.first?.calls == plan.chunkCount)
        #expect(plan.levels.last?.stage == .reduce)
        for (index, level) in plan.levels.enumerated() {
            #expect(level.outputTokenCap <= budget.responseReserve)
            #expect(level.outputTokenCap >= 1)
            guard index + 1 < plan.levels.count else { continue }
            let next = plan.levels[index + 1]
            // fan-in × (cap + separator) fits the material capacity of the next level.
            #expect(next.maximumInputsPerCall * (level.outputTokenCap + plan.separatorTokens) <= plan.materialCapacity)
            // Each level shrinks the partial summaries by the fan-in: the job ends.
            #expect(next.calls == (level.calls + plan.fanIn - 1) / plan.fanIn || next.stage == .reduce)
            #expect(next.calls * 2 <= level.calls + 1)
        }
        #expect(plan.collapseDepth == plan.levels.count - 2)
        #expect(plan.minimumCalls <= plan.totalCalls)
        #expect(plan.minimumCalls >= (plan.documentTokens + plan.materialCapacity - 1) / plan.materialCapacity)
    }

    @Test func documentThatFitsIsOneWholeCall() async throws {
        let plan = try await SummaryPlanner(model: ExtractiveModel(), budget: .onDevice, counter: TokenEstimator())
            .plan(try TestCorpus.text("en/kjv-jonah.txt"))
        #expect(plan.fitsInOneCall)
        #expect(plan.levels.map(\.stage) == [.whole])
        #expect(plan.totalCalls == 1)
        #expect(plan.headroom == plan.promptCapacity - plan.singleCallTokens)
    }

    @Test func instructionsThatFillTheBudgetAreRejectedWithTheNumbers() async throws {
        let budget = try TokenBudget(contextSize: 256, responseReserve: 64, safetyMargin: 0)
        let prompts = SummaryPrompts(instructions: String(repeating: "Be brief. ", count: 100), map: "{document}", reduce: "{document}")
        let planner = SummaryPlanner(model: ExtractiveModel(contextSize: 256), budget: budget, prompts: prompts, counter: TokenEstimator())
        await #expect {
            _ = try await planner.plan("text")
        } throws: { error in
            guard case let .budgetTooSmall(needed, available, _) = error as? ContextBudgetError else { return false }
            return needed > available && available == budget.promptCapacity
        }
    }

    @Test func refineLeavesRoomForTheCarriedSummary() async throws {
        let budget = TokenBudget.onDevice
        let model = ExtractiveModel()
        let mapReduce = try await SummaryPlanner(model: model, budget: budget, counter: TokenEstimator()).materialCapacity()
        let refine = try await SummaryPlanner(model: model, budget: budget, counter: TokenEstimator(), strategy: .refine).materialCapacity()
        #expect(refine <= mapReduce - budget.responseReserve)
    }

    @Test func targetLengthCapsOnlyTheFinalCall() async throws {
        let planner = SummaryPlanner(model: ExtractiveModel(), budget: .onDevice, counter: TokenEstimator(), targetTokenCount: 100)
        let plan = try await planner.plan(try TestCorpus.text("en/kjv-genesis.txt"))
        #expect(plan.levels.last?.outputTokenCap == 100)
        #expect(plan.levels.dropLast().allSatisfy { $0.outputTokenCap == TokenBudget.onDevice.responseReserve })
    }

    @Test(arguments: [
        // (document tokens, reserve, default target): a fifth, the floor, half of a tiny input, the reserve.
        (340, 512, 68), (548, 512, 109), (200, 512, 64), (100, 512, 50), (1, 512, 1), (0, 512, 1), (9_577, 512, 512), (2_560, 512, 512), (2_000, 256, 256),
    ])
    func defaultTargetIsAFifthOfTheDocumentBetweenAFloorAndTheReserve(documentTokens: Int, reserve: Int, expected: Int) {
        #expect(SummaryPlanner.defaultTargetTokenCount(documentTokens: documentTokens, reserve: reserve) == expected)
    }

    @Test func aShortDocumentsSummaryAimsAtAFifthOfItUnlessATargetIsGiven() async throws {
        let licence = try TestCorpus.text("LICENSES/MIT-nodejs.txt")
        let counter = TokenEstimator()
        let tokens = counter.count(licence)
        let plan = try await SummaryPlanner(model: ExtractiveModel(), budget: .onDevice, counter: counter).plan(licence)
        #expect(plan.summaryTokenCap == tokens / 5)
        #expect(plan.levels.map(\.outputTokenCap) == [tokens / 5])
        let summary = try await Summarizer(model: ExtractiveModel(), budget: .onDevice, counter: counter).summarize(licence)
        #expect(counter.count(summary.text) <= tokens / 5)
        #expect(counter.count(summary.text) > 0)
        let targeted = try await SummaryPlanner(model: ExtractiveModel(), budget: .onDevice, counter: counter, targetTokenCount: 300).plan(licence)
        #expect(targeted.summaryTokenCap == 300, "--target-tokens overrides the proportional default")
    }

    @Test func refineHonoursTheTargetInItsLastStep() async throws {
        let document = try TestCorpus.text("en/kjv-genesis.txt")
        let summarizer = try Summarizer(model: ExtractiveModel(), budget: .onDevice, counter: TokenEstimator(), strategy: .refine, targetTokenCount: 100)
        let summary = try await summarizer.summarize(document)
        #expect(TokenEstimator().count(summary.text) <= 100)
    }

    @Test func transcriptsArePlannedAsRoleParagraphs() async throws {
        let transcript = Transcript(entries: [.instructions("Be kind."), .prompt("Hello?"), .response("Hi.")])
        let text = SummaryPlanner.document(from: transcript)
        #expect(text.contains("user: Hello?"))
        #expect(text.contains("assistant: Hi."))
        let plan = try await SummaryPlanner(model: ExtractiveModel(), budget: .onDevice, counter: TokenEstimator()).plan(transcript)
        #expect(plan.fitsInOneCall)
    }

    @Test func balancedGroupsDifferByAtMostOne() {
        for count in 1...40 {
            for groups in 1...count {
                let ranges = SummaryPlanner.balancedGroups(count: count, groups: groups)
                #expect(ranges.count == groups)
                #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == count)
                let sizes = ranges.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
    }
}
