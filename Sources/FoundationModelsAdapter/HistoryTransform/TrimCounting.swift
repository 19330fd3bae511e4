import ContextBudget
import Foundation
import Tokenizers
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// How a `HistoryTrimmer` counts tokens.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public enum TrimCounting: Sendable {
    /// Exact counts from the system model's `tokenCount(for:)` (26.4+); on 26.0-26.3, the
    /// estimator, calibrated from reported usage.
    case systemModel(SystemLanguageModel)
    /// A counter of your own (the backend's tokenizer, say) with a chat template, calibrated
    /// from reported usage when it is not exact.
    case counter(any TokenCounter, template: any ChatTemplate = EstimatedChatTemplate())
    /// The package's estimator (conservative) with a generic template, calibrated from usage.
    public static var estimated: TrimCounting { .counter(TokenEstimator()) }
}

/// The model a `HistoryTrimmer` hands to `TranscriptTrimmer`: it only counts. Text counts are
/// multiplied by `scale` (from reported usage; 1 for exact counts), rounding up.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
struct TrimCountingModel: ContextBudget.LanguageModel {
    let contextSize: Int
    let counting: TrimCounting
    let scale: Double

    var identifier: String {
        switch counting {
        case .systemModel: "history-trimmer/system-model×\(scale)"
        case let .counter(counter, _): "history-trimmer/\(counter.name)×\(scale)"
        }
    }

    /// True when the counts come from the model itself.
    var isExact: Bool {
        if case .systemModel = counting, #available(macOS 26.4, iOS 26.4, tvOS 26.4, visionOS 26.4, watchOS 27.0, *) { return true }
        if case let .counter(counter, _) = counting { return counter.isExact }
        return false
    }

    func tokenCount(for transcript: ContextBudget.Transcript) async throws -> Int {
        switch counting {
        case let .systemModel(model):
            #if !canImport(FoundationModels) || compiler(>=6.3)
            if #available(macOS 26.4, iOS 26.4, tvOS 26.4, visionOS 26.4, watchOS 27.0, *) {
                do {
                    return try await model.tokenCount(for: try TranscriptConversion.foundationModelsEntries(from: transcript))
                } catch let error as ContextBudgetError {
                    throw error
                } catch {
                    throw FoundationModelsErrorMapping.map(error, neededTokens: nil, contextSize: contextSize)
                }
            }
            #endif
            return scaled(transcript.tokenCount(in: EstimatedChatTemplate(), counter: TokenEstimator()))
        case let .counter(counter, template):
            return scaled(transcript.tokenCount(in: template, counter: counter))
        }
    }

    func generate(_ transcript: ContextBudget.Transcript, options: ContextBudget.GenerationOptions) async throws -> String {
        throw GenerationError.unavailable(reason: "a history trimmer's counting model does not generate; give TrimPolicy.summarizing(with:) a real model")
    }

    private func scaled(_ count: Int) -> Int {
        scale == 1 ? count : Int((Double(count) * scale).rounded(.up))
    }
}
