import Foundation
import Testing
@testable import ContextBudget

/// The guard on real answers of Gemma 3 270M (`Tests/Fixtures/ResponseGuard/`, made by its
/// `capture.sh`) and on synthetic cases of each defect; the extractive model's answers over
/// every Corpora document are checked in `ExtractiveCorporaSummaryTests`.
@Suite struct ResponseGuardTests {
    static let fixtures = ChunkerTestSupport.repositoryRoot.appendingPathComponent("Tests/Fixtures/ResponseGuard")
    let prompts = SummaryPrompts.standard()
    let responseGuard = ResponseGuard.standard

    func scaffolding(_ stage: SummaryNode.Stage) -> String {
        prompts.instructions + "\n" + prompts.template(for: stage).replacingOccurrences(of: "{document}", with: "\n")
    }

    struct Report: Decodable {
        struct Tree: Decodable { var nodes: [Node] }
        struct Node: Decodable {
            var stage: SummaryNode.Stage
            var sourceByteRanges: [[Int]]
            var childIDs: [Int]
            var text: String
        }
        var path: String
        var tree: Tree
    }

    /// Every call of Gemma's map-reduce summary of the EHP article, each with the material it was given.
    func summarizeFixture() throws -> [(stage: SummaryNode.Stage, answer: String, material: String)] {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("gemma-3-270m.ehp-pbde47-thyroid.summarize.json"))
        let report = try JSONDecoder().decode(Report.self, from: data)
        let source = Array(try String(contentsOf: ChunkerTestSupport.repositoryRoot.appendingPathComponent(report.path), encoding: .utf8).utf8)
        return report.tree.nodes.map { node in
            let material = node.childIDs.isEmpty
                ? node.sourceByteRanges.map { String(decoding: source[$0[0]..<$0[1]], as: UTF8.self) }.joined()
                : node.childIDs.map { report.tree.nodes[$0].text }.joined(separator: "\n\n")
            return (node.stage, node.text, material)
        }
    }

    @Test func everyCallOfGemmasSummaryIsRejected() throws {
        let calls = try summarizeFixture()
        #expect(calls.count == 4)
        for (index, call) in calls.enumerated() {
            let defect = responseGuard.defect(in: call.answer, for: .init(scaffolding: scaffolding(call.stage), material: call.material, compressionAsked: true))
            #expect(defect?.kind == .echo, "call \(index) (\(call.stage)): \(defect.map(String.init(describing:)) ?? "accepted")")
        }
    }

    @Test func withoutItsInstructionsEachAnswerIsStillCaughtAsALoopOrACopy() throws {
        // The echo is the first check; each answer has a second defect that a prompt without
        // instructions or tags would still reveal.
        let kinds = try summarizeFixture().map { call in
            responseGuard.defect(in: call.answer, for: .init(scaffolding: "", material: call.material, compressionAsked: true))?.kind
        }
        // Map 1 copies its chunk and starts it over again; map 2 copies two sentences, then loops
        // on pheromones; map 3 copies its chunk; the reduce writes `<document>` to its cap.
        #expect(kinds == [.loop, .loop, .copy, .loop])
    }

    @Test(arguments: [
        // The instructions, then the licence with its second clause twice.
        ("gemma-3-270m.mit-nodejs.greedy.txt", "LICENSES/MIT-nodejs.txt", ResponseDefect.Kind?.some(.loop)),
        // The instructions, then the abstract read out from its start.
        ("gemma-3-270m.ehp-abstract.greedy.txt", "en/ehp-pbde47-thyroid.abstract.txt", .copy),
        // Sampled as the guard's retry samples: the instructions, then the abstract's start again.
        ("gemma-3-270m.ehp-abstract.t0.8-seed24301.txt", "en/ehp-pbde47-thyroid.abstract.txt", .copy),
    ])
    func singleCompletionsThatEchoThePromptAreRejected(fixture: String, document: String, withoutEcho: ResponseDefect.Kind?) throws {
        let answer = try String(contentsOf: Self.fixtures.appendingPathComponent(fixture), encoding: .utf8)
        let material = try TestCorpus.text(document)
        let defect = responseGuard.defect(in: answer, for: .init(scaffolding: scaffolding(.whole), material: material, compressionAsked: true))
        #expect(defect?.kind == .echo, "\(fixture): \(defect.map(String.init(describing:)) ?? "accepted")")
        // The answer without its echoed instructions and tags, judged against the material alone.
        let body = answer.replacingOccurrences(of: prompts.instructions, with: "").replacingOccurrences(of: "<document>", with: "")
        let second = responseGuard.defect(in: body, for: .init(scaffolding: "", material: material, compressionAsked: true))
        #expect(second?.kind == withoutEcho, "\(fixture) without its echo: \(second.map(String.init(describing:)) ?? "accepted")")
    }

    @Test func gemmasRepeatedLicenceClauseIsALoopEvenWithoutTheEcho() throws {
        let answer = try String(contentsOf: Self.fixtures.appendingPathComponent("gemma-3-270m.mit-nodejs.greedy.txt"), encoding: .utf8)
        let material = try TestCorpus.text("LICENSES/MIT-nodejs.txt")
        let defect = responseGuard.defect(in: answer, for: .init(scaffolding: "", material: material, compressionAsked: true))
        #expect(defect?.kind == .loop, "\(defect.map(String.init(describing:)) ?? "accepted")")
    }

    @Test(arguments: [
        // With the instruction after the material and no tags, Gemma copies the abstract...
        ("gemma-3-270m.ehp-abstract.instruction-after.greedy.txt", "en/ehp-pbde47-thyroid.abstract.txt", ResponseDefect.Kind.copy),
        // ...and copies the licence, its second clause twice, then "The License (Expat)" in a loop.
        ("gemma-3-270m.mit-nodejs.instruction-after.greedy.txt", "LICENSES/MIT-nodejs.txt", .loop),
    ])
    func gemmasAnswersToAPromptWithoutTagsAreCopiesOrLoops(fixture: String, document: String, expected: ResponseDefect.Kind) throws {
        let answer = try String(contentsOf: Self.fixtures.appendingPathComponent(fixture), encoding: .utf8)
        let material = try TestCorpus.text(document)
        let request = "Summarize the text above in " + (document.contains("MIT") ? "two" : "three") + " sentences."
        let defect = responseGuard.defect(in: answer, for: .init(scaffolding: request, material: material, compressionAsked: true))
        #expect(defect?.kind == expected, "\(fixture): \(defect.map(String.init(describing:)) ?? "accepted")")
    }

    // MARK: - Synthetic cases, one per defect

    let material = """
        The committee met on Tuesday to review the budget. It approved the new library by a vote of seven to two. \
        Construction starts in March and should take eighteen months. The mayor said the library would open in 2027. \
        Critics argued that the money should go to road repairs instead. The committee will meet again in May, \
        when it expects the first estimates from the builders and a report on the parking plan.
        """

    func call(compressionAsked: Bool = true) -> ResponseGuard.Call {
        .init(scaffolding: scaffolding(.map), material: material, compressionAsked: compressionAsked)
    }

    @Test func aFaithfulShortSummaryIsAccepted() {
        let answer = "The committee approved the new library, 7 to 2; it should open in 2027, though critics preferred road repairs."
        #expect(responseGuard.defect(in: answer, for: call()) == nil)
    }

    @Test(arguments: ["", "   \n ", "…", "<>"])
    func answersWithoutWordsAreEmpty(answer: String) {
        #expect(responseGuard.defect(in: answer, for: call())?.kind == .empty)
    }

    @Test func aDelimiterOfThePromptIsAnEchoUnlessTheMaterialHasItToo() {
        #expect(responseGuard.defect(in: "</document> The committee approved the library.", for: call())?.kind == .echo)
        let quoting = ResponseGuard.Call(scaffolding: scaffolding(.map), material: "Wrap text in <document> tags.", compressionAsked: true)
        #expect(responseGuard.defect(in: "Text goes in <document> tags.", for: quoting) == nil)
    }

    @Test func sixWordsOfTheInstructionsAreAnEcho() {
        let defect = responseGuard.defect(in: "Summarize the main points of this part: the committee approved the library.", for: call())
        #expect(defect?.kind == .echo)
        #expect(defect?.detail.contains("summarize the main points of this") == true, "\(String(describing: defect))")
    }

    @Test func aParagraphSaidTwiceIsALoop() {
        let paragraph = "The committee approved the new library by a vote of seven to two and construction starts in March."
        let defect = responseGuard.defect(in: paragraph + " " + paragraph, for: call(compressionAsked: false))
        #expect(defect?.kind == .loop)
    }

    @Test func aGoodStartThatEndsInALoopIsALoop() {
        let answer = "The committee approved the new library by a vote of seven to two. Construction starts in March and takes eighteen months. "
            + String(repeating: "The library opens in 2027 and ", count: 8)
        #expect(responseGuard.defect(in: answer, for: call(compressionAsked: false))?.kind == .loop)
    }

    @Test func oneSentenceWrittenTwiceIsALoop() {
        let answer = "The committee approved the new library. Critics wanted road repairs. The committee approved the new library!"
        let defect = responseGuard.defect(in: answer, for: call(compressionAsked: false))
        #expect(defect?.kind == .loop)
        #expect(defect?.detail.contains("twice") == true)
    }

    @Test func copyingTheInputIsACopyOnlyWhenASummaryWasAsked() {
        // The whole material (73 words, over a quarter of the input) as the answer.
        #expect(responseGuard.defect(in: material, for: call(compressionAsked: true))?.kind == .copy)
        #expect(responseGuard.defect(in: material, for: call(compressionAsked: false)) == nil, "the input fits the cap: nothing to compress")
    }

    @Test func onlyAnInputReadOutFromItsStartIsACopy() {
        var short = ResponseGuard.standard
        short.minimumWordsForCopyCheck = 10
        short.minimumCopiedWords = 10
        // Sentences from different places: several spans.
        let scattered = "The committee met on Tuesday to review the budget. The mayor said the library would open in 2027. The committee will meet again in May."
        #expect(short.defect(in: scattered, for: call()) == nil)
        // Two neighbours from the middle: one span, but not read out from the start.
        let middle = "Construction starts in March and should take eighteen months. The mayor said the library would open in 2027."
        #expect(short.defect(in: middle, for: call()) == nil)
        // The first two sentences: a transcription.
        let start = "The committee met on Tuesday to review the budget. It approved the new library by a vote of seven to two."
        #expect(short.defect(in: start, for: call())?.kind == .copy)
        // The first sentence alone is one sentence: what an extractive answer is when it is the best.
        let first = "The committee met on Tuesday to review the budget."
        #expect(short.defect(in: first, for: call()) == nil)
    }

    @Test func thresholdsAreParameters() {
        let paragraph = "The committee approved the new library by a vote of seven to two and construction starts in March."
        var lenient = ResponseGuard.standard
        lenient.minimumDistinctGramRatio = 0.1
        lenient.maximumRepeatedSpanFraction = 1.01
        lenient.repeatedSentenceSimilarity = 1.0
        lenient.minimumTermsForRepeatedSentence = 1000
        #expect(lenient.defect(in: paragraph + " " + paragraph, for: call(compressionAsked: false)) == nil)
    }

    @Test func theRetrySamplesWithASeedAndKeepsTheCapAndStops() {
        let base = GenerationOptions(maximumResponseTokens: 200, stopSequences: ["###"])
        let retry = responseGuard.retryOptions(from: base)
        #expect(retry.maximumResponseTokens == 200)
        #expect(retry.stopSequences == ["###"])
        #expect(retry.temperature == responseGuard.retryTemperature)
        #expect(retry.sampling == .topK(responseGuard.retryTopK, seed: responseGuard.retrySeed))
    }

    @Test func tagsAreReadFromTheScaffolding() {
        #expect(ResponseGuard.tags(in: "a <document> b </document> c <start_of_turn> x < y > z <>") == ["<document>", "</document>", "<start_of_turn>"])
    }
}
