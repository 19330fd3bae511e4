// The one place the adapter chooses between Apple's framework and the stand-in, and names the
// framework's types that share a name with ours (`Transcript`, `Tool`, `LanguageModel`,
// `GenerationOptions`), so that the rest of the adapter reads the same on both.
#if canImport(FoundationModels)
import FoundationModels

/// FoundationModels' `Transcript` (ours is `ContextBudget.Transcript`).
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public typealias FoundationModelsTranscript = FoundationModels.Transcript
/// FoundationModels' `Tool` protocol (ours is `ContextBudget.Tool`).
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public typealias FoundationModelsTool = FoundationModels.Tool
/// FoundationModels' `GenerationOptions` (ours is `ContextBudget.GenerationOptions`).
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public typealias FoundationModelsGenerationOptions = FoundationModels.GenerationOptions
#if compiler(>=6.4)
/// FoundationModels' model-provider protocol, 27.0+ (ours is `ContextBudget.LanguageModel`).
@available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
public typealias FoundationModelsLanguageModel = FoundationModels.LanguageModel
#endif
#else
import FoundationModelsStandIn

/// The stand-in's `Transcript` (Apple's `FoundationModels.Transcript` on Apple platforms).
public typealias FoundationModelsTranscript = FoundationModelsStandIn.Transcript
/// The stand-in's `Tool` protocol.
public typealias FoundationModelsTool = FoundationModelsStandIn.Tool
/// The stand-in's `GenerationOptions`.
public typealias FoundationModelsGenerationOptions = FoundationModelsStandIn.GenerationOptions
/// The stand-in's model-provider protocol.
public typealias FoundationModelsLanguageModel = FoundationModelsStandIn.LanguageModel
#endif
