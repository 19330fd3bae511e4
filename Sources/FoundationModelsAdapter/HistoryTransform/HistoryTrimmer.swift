import ContextBudget
import Foundation
import Tokenizers
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// Our `TranscriptTrimmer` as a FoundationModels history transform: it makes a session's history
/// fit the model's context size with our policies (instructions and the newest prompt kept, a
/// tool call never separated from its output, big outputs shortened to a reference, dropped turns
/// summarized if the policy says so), instead of keeping the last n entries.
///
///     let trimmer = HistoryTrimmer(systemModel: .default, policy: .window.limitingToolOutputs(to: 400))
///     let session = LanguageModelSession(profile: Profile { … }.trimmingHistory(with: trimmer))
///     let answer = try await session.respond(to: question); trimmer.record(usage: answer.usage)
///
/// Entries the trimmer keeps are returned as they came (ids, metadata and all); only shortened
/// outputs and summaries are new entries. Counts are exact with `.systemModel` on 26.4+, and
/// otherwise the estimator's, scaled by what the session last reported (`record(usage:)`), so
/// the estimate converges on the model's own count. If the history cannot fit (the instructions
/// and the newest prompt alone are too big), the entries are returned unchanged and the
/// framework reports the overflow; `lastOutcome` says why.
///
/// Trimming keeps the prefix the model has cached, as `ChatSession` does: when the history must be
/// cut, it is cut to a low-water mark (`lowWaterFraction` of the capacity), and later calls whose
/// history only grew return the last result with the new entries appended, the same entries in
/// the same order, until that no longer fits and the next cut is made. Trimming to the capacity
/// every turn would drop a turn from the front each time, and Apple warns that a changed prefix
/// invalidates the cache.
///
/// The transform is synchronous, as the framework requires, and waits for the async trimmer
/// (see `BlockingBridge` for why that cannot starve the cooperative pool, and the one way it can
/// deadlock: a summarizing model isolated to the actor the session runs on).
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public final class HistoryTrimmer: @unchecked Sendable {
    /// The budget the history must fit (context size less the response reserve and margin).
    public let budget: TokenBudget
    /// How room is made.
    public let policy: TrimPolicy
    /// How tokens are counted.
    public let counting: TrimCounting
    /// Where removed entries and the full text of shortened outputs go.
    public let store: any TranscriptStore
    /// The fraction of the capacity a cut trims down to (1 trims to the capacity itself).
    public let lowWaterFraction: Double

    /// What the last call did.
    public enum Outcome: Sendable {
        /// The history fit, or was trimmed to fit: the result, in our terms, with its events.
        case trimmed(TrimResult)
        /// The history could not be trimmed (the error says why) and was returned unchanged.
        case failed(String)
    }

    private let lock = NSLock()
    private var cache = EntryTokenCache()
    private var scale = 1.0
    private var lastUnscaledCount: Int?
    private var outcome: Outcome?
    /// The ids of the entries the last call was given, and what it returned.
    private var previous: (inputIDs: [String], output: [FoundationModelsTranscript.Entry])?
    private let bridge = BlockingBridge(label: "ContextBudget.HistoryTrimmer")

    /// A trimmer for a budget.
    /// - Parameters:
    ///   - budget: the context size, the tokens kept for the response and a safety margin.
    ///   - policy: how room is made (`TrimPolicy.window`, `.limitingToolOutputs(to:)`, `.summarizing(with:)`…).
    ///   - counting: how tokens are counted; `.estimated` unless you have the model's own count.
    ///   - store: where removed text goes (in memory unless given).
    ///   - lowWaterFraction: what a cut trims down to, as a fraction of the capacity, so that the
    ///     next turns append to an unchanged prefix (`ChatSession`'s default, 0.75).
    /// - Precondition: `lowWaterFraction` in 0.1...1.
    public init(budget: TokenBudget, policy: TrimPolicy = .window, counting: TrimCounting = .estimated,
                store: any TranscriptStore = InMemoryTranscriptStore(), lowWaterFraction: Double = 0.75) {
        precondition(lowWaterFraction >= 0.1 && lowWaterFraction <= 1, "lowWaterFraction must be between 0.1 and 1")
        self.budget = budget
        self.policy = policy
        self.counting = counting
        self.store = store
        self.lowWaterFraction = lowWaterFraction
    }

    /// A trimmer for the system model: its context size, its exact counts on 26.4+.
    /// - Parameter responseReserve: tokens kept free for the answer (512 by default).
    /// - Throws: `ContextBudgetError.invalidBudget` when the reserve leaves no room.
    public convenience init(systemModel: SystemLanguageModel = .default, responseReserve: Int = 512,
                            policy: TrimPolicy = .window, store: any TranscriptStore = InMemoryTranscriptStore(),
                            lowWaterFraction: Double = 0.75) throws {
        self.init(budget: try TokenBudget(contextSize: systemModel.contextSize, responseReserve: responseReserve, safetyMargin: 0),
                  policy: policy, counting: .systemModel(systemModel), store: store, lowWaterFraction: lowWaterFraction)
    }

    /// What the last call did, or nil before the first.
    public var lastOutcome: Outcome? { lock.withLock { outcome } }

    /// The factor estimated counts are multiplied by (1 until usage is recorded, and for exact counts).
    public var calibration: Double { lock.withLock { scale } }

    /// The history transform: `entries` trimmed to the budget, or unchanged if that is impossible.
    public func callAsFunction(_ entries: [FoundationModelsTranscript.Entry]) -> [FoundationModelsTranscript.Entry] {
        let result = bridge.run { [self] in try await self.trim(entries) }
        switch result {
        case let .success(trimmed): return trimmed
        case let .failure(error):
            lock.withLock { outcome = .failed(String(describing: error)) }
            return entries
        }
    }

    /// `entries` trimmed to the budget: the last result with the entries appended since, if the
    /// history only grew and that fits; else trimmed afresh, to the low-water mark if it must cut.
    /// - Throws: `ContextBudgetError.transcriptCannotFit` when what is always kept is too big;
    ///   conversion errors (tool arguments that are not JSON); the summarizing model's errors.
    public func trim(_ entries: [FoundationModelsTranscript.Entry]) async throws -> [FoundationModelsTranscript.Entry] {
        let (model, localCache, last) = lock.withLock {
            (TrimCountingModel(contextSize: budget.contextSize, counting: counting, scale: scale), cache, previous)
        }
        var working = localCache
        let trimmer = TranscriptTrimmer(model: model, budget: budget, policy: policy, store: store)
        var output: [FoundationModelsTranscript.Entry]?
        var result: TrimResult?
        if let last, last.inputIDs.count <= entries.count, zip(last.inputIDs, entries).allSatisfy({ $0 == $1.id }) {
            let extended = last.output + entries[last.inputIDs.count...]
            let converted = TranscriptConversion.transcript(from: extended).transcript
            // Counted first, so that a history that no longer fits is not trimmed twice.
            if try await model.tokenCount(for: converted) <= budget.promptCapacity {
                let measured = try await trimmer.trim(converted, cache: &working)
                if measured.events.isEmpty { (output, result) = (extended, measured) }
            }
        }
        if output == nil {
            let (transcript, sources) = TranscriptConversion.transcript(from: entries)
            let trimmed = try await trimToLowWater(transcript, with: trimmer, cache: &working)
            output = try Self.entries(for: trimmed.transcript, original: entries, converted: transcript, sources: sources)
            result = trimmed
        }
        guard let output, let result else { preconditionFailure("one of the two branches above sets both") }
        let unscaled = model.isExact ? nil : try await TrimCountingModel(contextSize: budget.contextSize, counting: counting, scale: 1)
            .tokenCount(for: result.transcript)
        lock.withLock {
            cache = working
            outcome = .trimmed(result)
            lastUnscaledCount = unscaled
            previous = (entries.map(\.id), output)
        }
        return output
    }

    /// `transcript` trimmed to the capacity if it fits or only the capacity can hold what must be
    /// kept; else to the low-water mark, so that the next turns have room to append.
    private func trimToLowWater(_ transcript: ContextBudget.Transcript, with trimmer: TranscriptTrimmer,
                                cache: inout EntryTokenCache) async throws -> TrimResult {
        let exact = try await trimmer.trim(transcript, cache: &cache)
        let capacity = budget.promptCapacity
        let lowWater = max(1, Int(Double(capacity) * lowWaterFraction))
        guard exact.originalTokenCount > exact.capacity, lowWater < capacity else { return exact }
        do {
            let lower = try TokenBudget(contextSize: budget.contextSize, responseReserve: budget.responseReserve,
                                        safetyMargin: budget.safetyMargin + capacity - lowWater)
            return try await TranscriptTrimmer(model: trimmer.model, budget: lower, policy: policy, store: store)
                .trim(transcript, cache: &cache)
        } catch ContextBudgetError.transcriptCannotFit, ContextBudgetError.budgetTooSmall, ContextBudgetError.invalidBudget {
            return exact  // what must be kept does not fit under the mark: the capacity will do
        }
    }

    /// Calibrates estimated counts from the input tokens the model reported for the history this
    /// trimmer returned last: later estimates are scaled by reported ÷ estimated (within 0.5-4).
    /// Does nothing for exact counts.
    public func record(inputTokenCount: Int) {
        lock.withLock {
            guard let estimated = lastUnscaledCount, estimated > 0, inputTokenCount > 0 else { return }
            scale = min(4, max(0.5, Double(inputTokenCount) / Double(estimated)))
        }
    }

    #if !canImport(FoundationModels) || compiler(>=6.4)
    /// Calibrates from a response's or session's usage (27.0+); see `record(inputTokenCount:)`.
    @available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
    public func record(usage: LanguageModelSession.Usage) {
        record(inputTokenCount: usage.input.totalTokenCount)
    }
    #endif

    /// The definitions the trimmer kept: the original where it is unchanged, converted where the
    /// trimmer compacted it.
    static func toolDefinitions(
        _ kept: [ToolDefinition], original: [FoundationModelsTranscript.ToolDefinition]
    ) throws -> [FoundationModelsTranscript.ToolDefinition] {
        let byName = Dictionary(original.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return try kept.map { tool in
            if let source = byName[tool.name], TranscriptConversion.toolDefinition(source) == tool { return source }
            return try TranscriptConversion.toolDefinition(tool)
        }
    }

    /// The trimmed transcript as FoundationModels entries: kept entries are the originals, in
    /// order; new ones (summaries, shortened outputs) are converted. The leading instructions
    /// entry is always the original, with the tool definitions the trimmer kept (compacted ones
    /// as the trimmer compacted them).
    static func entries(
        for trimmed: ContextBudget.Transcript, original: [FoundationModelsTranscript.Entry],
        converted: ContextBudget.Transcript, sources: [Int]
    ) throws -> [FoundationModelsTranscript.Entry] {
        var output: [FoundationModelsTranscript.Entry] = []
        var next = 0
        var leadingHandled = false
        if case let .instructions(first)? = original.first {
            var instructions = first
            if trimmed.tools != converted.tools {
                instructions.toolDefinitions = try toolDefinitions(trimmed.tools, original: first.toolDefinitions)
            }
            output.append(.instructions(instructions))
            leadingHandled = true
            if sources.first == 0 { next = 1 }
        }
        for (index, entry) in trimmed.entries.enumerated() {
            if leadingHandled, index == 0, next == 1, entry == converted.entries.first { continue }
            if let match = converted.entries[next...].firstIndex(of: entry) {
                output.append(original[sources[match]])
                next = match + 1
            } else {
                output += try TranscriptConversion.foundationModelsEntries(from: ContextBudget.Transcript(entries: [entry]))
            }
        }
        return output
    }
}
