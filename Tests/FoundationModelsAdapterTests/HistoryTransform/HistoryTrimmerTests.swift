#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
import Tokenizers
@testable import FoundationModelsAdapter

@Suite struct HistoryTrimmerTests {
    static let budget = TokenBudget.onDevice  // 4,096 tokens, 512 reserved, margin 64

    static func corpusEntries() throws -> [(name: String, entries: [FoundationModelsTranscript.Entry])] {
        try AdapterTestSupport.corpusTranscripts.map { name, transcript in
            var withInstructions = transcript
            withInstructions.entries.insert(.instructions("You operate the user's tools. Answer briefly."), at: 0)
            return (name, try TranscriptConversion.foundationModelsEntries(from: withInstructions))
        }
    }

    static func estimate(_ entries: [FoundationModelsTranscript.Entry]) -> Int {
        AdapterTestSupport.standInCount(entries, scale: 1)
    }

    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"))
    func corpusTranscriptsFitWithToolUnitsIntact() throws {
        for (name, entries) in try Self.corpusEntries() {
            let trimmer = HistoryTrimmer(budget: Self.budget, policy: .window.limitingToolOutputs(to: 400))
            let trimmed = trimmer(entries)
            #expect(Self.estimate(entries) > Self.budget.promptCapacity, "\(name) fits already; the test shows nothing")
            #expect(Self.estimate(trimmed) <= Self.budget.promptCapacity, "\(name)")
            #expect(AdapterTestSupport.toolUnitsIntact(trimmed), "\(name): a tool output lost its call or a call its output")
            #expect(trimmed.first?.id == entries.first?.id, "\(name): the instructions entry must be the original")
            let newestPrompt = entries.last { if case .prompt = $0 { true } else { false } }
            #expect(trimmed.contains { $0 == newestPrompt }, "\(name): the newest prompt was dropped")
            guard case .trimmed(let result)? = trimmer.lastOutcome else { Issue.record("\(name): no outcome"); continue }
            #expect(result.tokenCount <= Self.budget.promptCapacity && !result.events.isEmpty, "\(name)")
        }
    }

    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"))
    func aSuffixOfEntriesOrphansToolOutputsWhereTheTrimmerDoesNot() throws {
        // What a "last n entries" window (foundation-models-utilities' rollingWindow) does to these
        // conversations: some n start the history with outputs whose calls were cut off.
        for (name, entries) in try Self.corpusEntries() {
            let history = Array(entries.dropFirst())
            #expect(AdapterTestSupport.toolUnitsIntact(history), "\(name): the corpus itself must be intact")
            let broken = (1..<history.count).filter { !AdapterTestSupport.toolUnitsIntact(Array(history.suffix($0))) }
            #expect(!broken.isEmpty, "\(name): no suffix breaks a tool unit; the contrast shows nothing")
        }
    }

    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"))
    func keptEntriesAreTheOriginalsAndNewOnesAreMarked() throws {
        for (name, entries) in try Self.corpusEntries() {
            let trimmed = HistoryTrimmer(budget: Self.budget, policy: .window.limitingToolOutputs(to: 200))(entries)
            let originalIDs = Set(entries.map(\.id))
            for entry in trimmed where !originalIDs.contains(entry.id) {
                // Only shortened tool outputs (same call id as an original) or summaries are new.
                switch entry {
                case let .toolOutput(output):
                    #expect(TranscriptConversion.transcript(from: [entry]).transcript.entries.count == 1)
                    #expect(TranscriptConversion.text(of: output.segments).contains("ref"), "\(name): a shortened output names its reference")
                case let .instructions(instructions):
                    #expect(instructions.id.hasPrefix(TranscriptConversion.summaryIDPrefix), "\(name)")
                default:
                    Issue.record("\(name): an entry that is neither kept nor a shortened output nor a summary: \(entry)")
                }
            }
        }
    }

    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"))
    func droppedTurnsAreSummarizedWhenThePolicySaysSo() throws {
        let (name, entries) = try #require(try Self.corpusEntries().last)
        let summarizer = ExtractiveModel()
        // A budget tight enough that whole turns must go, not only tool definitions and outputs.
        let budget = try TokenBudget(contextSize: 2560, responseReserve: 256, safetyMargin: 0)
        let trimmer = HistoryTrimmer(budget: budget, policy: .window.limitingToolOutputs(to: 300).summarizing(with: summarizer, summaryTokenCount: 128))
        let trimmed = trimmer(entries)
        #expect(Self.estimate(trimmed) <= budget.promptCapacity, "\(name)")
        let summaries = trimmed.filter { $0.id.hasPrefix(TranscriptConversion.summaryIDPrefix) }
        guard case .trimmed(let result)? = trimmer.lastOutcome else { Issue.record("\(name): not trimmed: \(String(describing: trimmer.lastOutcome))"); return }
        #expect(result.events.contains { if case .droppedTurns = $0 { true } else { false } }, "\(name): \(result.events)")
        #expect(summaries.count == 1, "\(name): one rolling summary expected; events: \(result.events)")
        #expect(AdapterTestSupport.toolUnitsIntact(trimmed))
    }

    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"))
    func exactCountsComeFromTheSystemModel() throws {
        let (name, entries) = try #require(try Self.corpusEntries().last)
        // A system model whose count is 1.3x the estimate: the result must fit by its count.
        let system = SystemLanguageModel(contextSize: 4096, counter: { AdapterTestSupport.standInCount($0) }) { _, _ in "" }
        let trimmer = try HistoryTrimmer(systemModel: system, responseReserve: 512, policy: .window.limitingToolOutputs(to: 400))
        let trimmed = trimmer(entries)
        let capacity = 4096 - 512
        #expect(AdapterTestSupport.standInCount(trimmed) <= capacity, "\(name)")
        #expect(AdapterTestSupport.standInCount(trimmed) > Self.estimate(trimmed))
        #expect(AdapterTestSupport.toolUnitsIntact(trimmed))
        #expect(trimmer.calibration == 1)
    }

    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"))
    func reportedUsageCalibratesTheEstimate() throws {
        let (_, entries) = try #require(try Self.corpusEntries().first)
        let trimmer = HistoryTrimmer(budget: Self.budget, policy: .window.limitingToolOutputs(to: 400))
        let first = trimmer(entries)
        let estimated = Self.estimate(first)
        // The model says the history cost 1.5x our estimate: the next history must be smaller.
        trimmer.record(usage: .init(input: .init(totalTokenCount: estimated * 3 / 2, cachedTokenCount: 0), output: .init(totalTokenCount: 10, reasoningTokenCount: 0)))
        #expect(abs(trimmer.calibration - 1.5) < 0.01)
        let second = trimmer(entries)
        #expect(Self.estimate(second) < estimated)
        #expect(Double(Self.estimate(second)) * 1.5 <= Double(Self.budget.promptCapacity) + 1)
        #expect(AdapterTestSupport.toolUnitsIntact(second))
    }

    @Test func whatCannotFitIsReturnedUnchangedWithTheReason() throws {
        let huge = String(repeating: "Every word of these instructions must be kept. ", count: 600)
        let entries = try TranscriptConversion.foundationModelsEntries(from: .init(instructions: huge, prompt: "Hi"))
        let trimmer = HistoryTrimmer(budget: Self.budget)
        #expect(trimmer(entries) == entries)
        guard case let .failed(reason)? = trimmer.lastOutcome else { Issue.record("no failure recorded"); return }
        #expect(reason.contains("instructions"))
    }

    /// A conversation as the framework hands it to the transform: the whole history each turn,
    /// the newest prompt last. Turns are long enough that 40 of them overflow the budget many times.
    static func conversation(turns: Int) throws -> [[FoundationModelsTranscript.Entry]] {
        // Entries are converted once and kept, as a session keeps them (ids included).
        func converted(_ entry: ContextBudget.Transcript.Entry) throws -> [FoundationModelsTranscript.Entry] {
            try TranscriptConversion.foundationModelsEntries(from: ContextBudget.Transcript(entries: [entry]))
        }
        var history = try converted(.instructions("You answer questions about the log. Answer briefly."))
        var histories: [[FoundationModelsTranscript.Entry]] = []
        for turn in 0..<turns {
            history += try converted(.prompt("Question \(turn): what happened in hour \(turn) of the log? " + String(repeating: "Give the counts and the hosts that failed. ", count: 6)))
            histories.append(history)
            history += try converted(.response("Hour \(turn): " + String(repeating: "three hosts failed their health checks and recovered. ", count: 8)))
        }
        return histories
    }

    @Test func consecutiveTurnsAppendToAnUnchangedPrefixUntilTheNextCut() throws {
        let budget = try TokenBudget(contextSize: 2048, responseReserve: 256, safetyMargin: 0)
        let histories = try Self.conversation(turns: 40)
        #expect(Self.estimate(histories.last!) > 3 * budget.promptCapacity, "the conversation must overflow several times")

        func run(lowWaterFraction: Double) -> (cuts: Int, kept: Int) {
            let trimmer = HistoryTrimmer(budget: budget, lowWaterFraction: lowWaterFraction)
            var previous: [FoundationModelsTranscript.Entry]?
            var cuts = 0, kept = 0
            for (turn, history) in histories.enumerated() {
                let output = trimmer(history)
                #expect(Self.estimate(output) <= budget.promptCapacity, "turn \(turn)")
                #expect(output.last == history.last, "turn \(turn): the newest prompt must be last")
                guard case .trimmed(let result)? = trimmer.lastOutcome else { Issue.record("turn \(turn): \(String(describing: trimmer.lastOutcome))"); continue }
                if let previous, output.count >= previous.count, Array(output.prefix(previous.count)) == previous {
                    // Byte-identical: the same entries, so the same rendering, ids included.
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = .sortedKeys
                    #expect(try! encoder.encode(TranscriptConversion.transcript(from: Array(output.prefix(previous.count))).transcript)
                            == encoder.encode(TranscriptConversion.transcript(from: previous).transcript))
                    #expect(result.events.isEmpty, "turn \(turn): the prefix was kept, so nothing was cut")
                    kept += 1
                } else if previous != nil {
                    #expect(!result.events.isEmpty, "turn \(turn): the prefix changed without a cut")
                    if lowWaterFraction < 1 {
                        #expect(result.tokenCount <= Int(Double(budget.promptCapacity) * lowWaterFraction), "turn \(turn): a cut goes down to the low-water mark")
                    }
                    cuts += 1
                }
                previous = output
            }
            return (cuts, kept)
        }
        let lowWater = run(lowWaterFraction: 0.6)
        let atCapacity = run(lowWaterFraction: 1)
        // At the capacity every turn past the first overflow cuts; at the mark a cut buys turns.
        #expect(lowWater.cuts * 3 <= atCapacity.cuts, "cuts: \(lowWater.cuts) at the low-water mark, \(atCapacity.cuts) at the capacity")
        #expect(lowWater.kept >= 2 * lowWater.cuts, "turns that kept the prefix: \(lowWater.kept), cuts: \(lowWater.cuts)")
    }

    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"), .timeLimit(.minutes(15)))
    func theSynchronousTransformDoesNotNeedTheCooperativePool() async throws {
        // 16 callers block cooperative threads at once (there are as many as cores); if the
        // trimming work needed one of those threads, this would never finish.
        let (_, entries) = try #require(try Self.corpusEntries().first)
        let trimmer = HistoryTrimmer(budget: Self.budget, policy: .window.limitingToolOutputs(to: 400))
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<16 { group.addTask { Self.estimate(trimmer(entries)) } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts.count == 16 && counts.allSatisfy { $0 <= Self.budget.promptCapacity })
        #expect(Set(counts).count == 1, "the same input must give the same output")
    }

    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"))
    func aSessionWithTheProfileSendsTheTrimmedHistory() async throws {
        let (name, entries) = try #require(try Self.corpusEntries().last)
        let scripted = ScriptedLanguageModel(replies: [.text("Done.")])
        let trimmer = HistoryTrimmer(budget: Self.budget, policy: .window.limitingToolOutputs(to: 400))
        let profile = LanguageModelSession.Profile(instructions: "You operate the user's tools. Answer briefly.")
            .model(ModelProvider(scripted))
            .trimmingHistory(with: trimmer)
        let session = LanguageModelSession(profile: profile, history: entries.dropFirst())
        let response = try await session.respond(to: "Anything else I should know?")
        #expect(response.content == "Done.")
        let request = try #require(scripted.requests.first)
        #expect(request.promptTokens <= Self.budget.promptCapacity, "\(name)")
        #expect(request.transcript.latestPrompt == "Anything else I should know?")
        // The session's own transcript is not trimmed: the transform only shapes the request.
        #expect(session.transcript.count == entries.count + 2)
        trimmer.record(usage: response.usage)
        #expect(response.usage.input.totalTokenCount == request.promptTokens)
    }
}
#endif
