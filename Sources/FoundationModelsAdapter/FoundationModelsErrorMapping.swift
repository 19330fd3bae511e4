import ContextBudget
import Foundation
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// FoundationModels' errors in our terms and ours in FoundationModels': 26's
/// `LanguageModelSession.GenerationError` and 27's `LanguageModelError`.
///
/// On Apple platforms the 27 half needs the 27 SDKs, which this package assumes come with the
/// Swift 6.4 compiler (`#if compiler(>=6.4)`); on Linux it is always compiled, against the stand-in.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public enum FoundationModelsErrorMapping {
    /// `error` as a `GenerationError` (or `CancellationError`, passed through).
    /// - Parameters:
    ///   - neededTokens: our count of the transcript, for 26's overflow error, which carries none.
    ///   - contextSize: the model's context size.
    public static func map(_ error: any Error, neededTokens: Int?, contextSize: Int) -> any Error {
        if error is CancellationError || error is GenerationError { return error }
        #if !canImport(FoundationModels) || compiler(>=6.4)
        if #available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *), let modern = error as? LanguageModelError {
            return map27(modern)
        }
        #endif
        if let legacy = error as? LanguageModelSession.GenerationError {
            return map26(legacy, neededTokens: neededTokens, contextSize: contextSize)
        }
        return GenerationError.backend(message: String(describing: error), isTransient: false)
    }

    static func map26(_ error: LanguageModelSession.GenerationError, neededTokens: Int?, contextSize: Int) -> GenerationError {
        switch error {
        case .exceededContextWindowSize:
            // 26 says only that the window was exceeded: report at least one token over.
            return .exceededContextWindowSize(needed: max(neededTokens ?? 0, contextSize + 1), available: contextSize)
        case .assetsUnavailable:
            return .unavailable(reason: "the model's assets are unavailable (still downloading, or Apple Intelligence was turned off)")
        case .unsupportedLanguageOrLocale:
            return .unavailable(reason: "the system model does not support this language or locale")
        case .rateLimited:
            return .rateLimited(retryAfterSeconds: nil)
        case .concurrentRequests:
            return .backend(message: "the session is already answering another request", isTransient: true)
        case .guardrailViolation:
            return .invalidResponse("the system's safety guardrails blocked the prompt or the answer")
        case .refusal:
            return .invalidResponse("the model refused to answer")
        case .decodingFailure, .unsupportedGuide:
            return .invalidResponse("the model's output could not be decoded: \(error)")
        @unknown default:
            return .backend(message: String(describing: error), isTransient: false)
        }
    }

    #if !canImport(FoundationModels) || compiler(>=6.4)
    @available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
    static func map27(_ error: LanguageModelError) -> GenerationError {
        switch error {
        case let .contextSizeExceeded(details):
            return .exceededContextWindowSize(needed: details.tokenCount, available: details.contextSize)
        case .rateLimited:
            return .rateLimited(retryAfterSeconds: nil)
        case .refusal:
            return .invalidResponse("the model refused to answer")
        case .guardrailViolation:
            return .invalidResponse("the system's safety guardrails blocked the prompt or the answer")
        case .unsupportedLanguageOrLocale:
            return .unavailable(reason: "the model does not support this language or locale")
        case .unsupportedCapability:
            return .invalidResponse("the model does not support what was asked (tool calling, guided generation or reasoning): \(error)")
        @unknown default:
            return .backend(message: String(describing: error), isTransient: false)
        }
    }

    /// Our error as the framework's, for model providers: an overflow becomes 27's
    /// `LanguageModelError.contextSizeExceeded` with our counts; anything else passes through.
    @available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
    public static func frameworkError(for error: any Error) -> any Error {
        if case let GenerationError.exceededContextWindowSize(needed, available)? = error as? GenerationError {
            return LanguageModelError.contextSizeExceeded(.init(
                contextSize: available, tokenCount: needed,
                debugDescription: "the transcript and the response need \(needed) tokens but the model's context size is \(available); trim the history (see HistoryTrimmer) or lower maximumResponseTokens"))
        }
        return error
    }
    #endif
}
