#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
@testable import FoundationModelsAdapter

@Suite struct ErrorMappingTests {
    typealias Legacy = LanguageModelSession.GenerationError
    static let context = Legacy.Context(debugDescription: "test")

    @Test func overflowIn26CarriesOurCountAndTheContextSize() {
        let mapped = FoundationModelsErrorMapping.map(Legacy.exceededContextWindowSize(Self.context), neededTokens: 5000, contextSize: 4096)
        #expect(mapped as? GenerationError == .exceededContextWindowSize(needed: 5000, available: 4096))
    }

    @Test func overflowIn26WithoutACountIsStillOver() {
        // 26's error carries no counts; an under-count of ours must not make it look like a fit.
        let mapped = FoundationModelsErrorMapping.map(Legacy.exceededContextWindowSize(Self.context), neededTokens: 100, contextSize: 4096)
        #expect(mapped as? GenerationError == .exceededContextWindowSize(needed: 4097, available: 4096))
    }

    @Test func theOther26ErrorsMapToOurKinds() {
        func kind(_ error: Legacy) -> GenerationError? {
            FoundationModelsErrorMapping.map(error, neededTokens: nil, contextSize: 4096) as? GenerationError
        }
        #expect(kind(.rateLimited(Self.context)) == .rateLimited(retryAfterSeconds: nil))
        #expect(kind(.concurrentRequests(Self.context))?.isTransient == true)
        guard case .unavailable? = kind(.assetsUnavailable(Self.context)) else { Issue.record("assetsUnavailable"); return }
        guard case .unavailable? = kind(.unsupportedLanguageOrLocale(Self.context)) else { Issue.record("locale"); return }
        guard case .invalidResponse? = kind(.refusal(.init(), Self.context)) else { Issue.record("refusal"); return }
        guard case .invalidResponse? = kind(.guardrailViolation(Self.context)) else { Issue.record("guardrail"); return }
        guard case .invalidResponse? = kind(.decodingFailure(Self.context)) else { Issue.record("decoding"); return }
    }

    @Test func overflowIn27CarriesTheFrameworksCounts() {
        let error = LanguageModelError.contextSizeExceeded(.init(contextSize: 4096, tokenCount: 4321, debugDescription: "over"))
        let mapped = FoundationModelsErrorMapping.map(error, neededTokens: 10, contextSize: 8192)
        #expect(mapped as? GenerationError == .exceededContextWindowSize(needed: 4321, available: 4096))
    }

    @Test func other27ErrorsMapToOurKinds() {
        let rate = FoundationModelsErrorMapping.map(LanguageModelError.rateLimited(.init(debugDescription: "")), neededTokens: nil, contextSize: 1)
        #expect(rate as? GenerationError == .rateLimited(retryAfterSeconds: nil))
        let capability = FoundationModelsErrorMapping.map(LanguageModelError.unsupportedCapability(.init(capability: .toolCalling, debugDescription: "")), neededTokens: nil, contextSize: 1)
        guard case .invalidResponse? = capability as? GenerationError else { Issue.record("unsupportedCapability"); return }
    }

    @Test func cancellationAndOurErrorsPassThrough() {
        #expect(FoundationModelsErrorMapping.map(CancellationError(), neededTokens: nil, contextSize: 1) is CancellationError)
        let ours = GenerationError.invalidResponse("x")
        #expect(FoundationModelsErrorMapping.map(ours, neededTokens: nil, contextSize: 1) as? GenerationError == ours)
        guard case .backend? = FoundationModelsErrorMapping.map(CocoaError(.fileNoSuchFile), neededTokens: nil, contextSize: 1) as? GenerationError else {
            Issue.record("an unknown error is not a backend error"); return
        }
    }

    @Test func ourOverflowBecomesThe27ContextError() {
        let framework = FoundationModelsErrorMapping.frameworkError(for: GenerationError.exceededContextWindowSize(needed: 5000, available: 4096))
        guard case let .contextSizeExceeded(details)? = framework as? LanguageModelError else {
            Issue.record("not LanguageModelError.contextSizeExceeded: \(framework)"); return
        }
        #expect(details.contextSize == 4096 && details.tokenCount == 5000)
        #expect(details.debugDescription.contains("HistoryTrimmer"))
        #expect(FoundationModelsErrorMapping.frameworkError(for: GenerationError.invalidResponse("x")) as? GenerationError == .invalidResponse("x"))
    }
}
#endif
