#if canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModels

/// FoundationModels' errors in our terms: 26's `LanguageModelSession.GenerationError` and 27's
/// `LanguageModelError` (compiled with the Swift 6.4 toolchain of the 27 SDKs and later).
@available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
enum FoundationModelsErrorMapping {
    /// - Parameters:
    ///   - neededTokens: our count of the transcript, for 26's overflow error which carries none.
    ///   - contextSize: the model's context size.
    static func map(_ error: any Error, neededTokens: Int?, contextSize: Int) -> any Error {
        if error is CancellationError || error is GenerationError { return error }
        #if compiler(>=6.4)
        if #available(macOS 27.0, iOS 27.0, visionOS 27.0, *), let modern = error as? LanguageModelError {
            return map27(modern, contextSize: contextSize)
        }
        #endif
        if let legacy = error as? LanguageModelSession.GenerationError {
            return map26(legacy, neededTokens: neededTokens, contextSize: contextSize)
        }
        return GenerationError.backend(message: String(describing: error), isTransient: false)
    }

    private static func map26(_ error: LanguageModelSession.GenerationError, neededTokens: Int?, contextSize: Int) -> GenerationError {
        switch error {
        case .exceededContextWindowSize:
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
            return .invalidResponse("the model's output could not be decoded: \(error.localizedDescription)")
        @unknown default:
            return .backend(message: error.localizedDescription, isTransient: false)
        }
    }

    #if compiler(>=6.4)
    @available(macOS 27.0, iOS 27.0, visionOS 27.0, *)
    private static func map27(_ error: LanguageModelError, contextSize: Int) -> GenerationError {
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
            return .unavailable(reason: "the system model does not support this language or locale")
        default:
            return .backend(message: error.localizedDescription, isTransient: false)
        }
    }
    #endif
}
#endif
