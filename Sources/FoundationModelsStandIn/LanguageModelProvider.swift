#if !canImport(FoundationModels)
import Foundation

/// Stand-in for `protocol LanguageModel: Sendable` (27.0+): "a protocol that you use to interface
/// with a model"; a custom model provider adopts it and `LanguageModelSession(model:)` runs it.
///
/// Transcribed: `associatedtype Executor: LanguageModelExecutor where Self == Self.Executor.Model`,
/// `capabilities` and `executorConfiguration`. `SystemLanguageModel` conforms in 27.0; the stand-in
/// does not make it conform (the adapter does not need it to).
public protocol LanguageModel: Sendable {
    /// `associatedtype Executor: LanguageModelExecutor where Self == Self.Executor.Model`.
    associatedtype Executor: LanguageModelExecutor where Executor.Model == Self
    /// `var capabilities: LanguageModelCapabilities { get }`: what the model can do; "the system
    /// will automatically throw an error instead of invoking" the executor for the rest.
    var capabilities: LanguageModelCapabilities { get }
    /// `var executorConfiguration: Self.Executor.Configuration { get }`.
    var executorConfiguration: Executor.Configuration { get }
}

/// Stand-in for `protocol LanguageModelExecutor: Sendable` (27.0+): "the bridge between the
/// framework types and the system that actually generates the tokens".
public protocol LanguageModelExecutor: Sendable {
    /// `associatedtype Model: LanguageModel`.
    associatedtype Model: LanguageModel
    /// `associatedtype Configuration: Hashable, Sendable`.
    associatedtype Configuration: Hashable & Sendable

    /// `init(configuration: Self.Configuration) throws`.
    init(configuration: Configuration) throws
    /// `func prewarm(model: Self.Model, transcript: Transcript)`; the default is a no-op.
    func prewarm(model: Model, transcript: Transcript)
    /// `nonisolated(nonsending) func respond(to request: LanguageModelExecutorGenerationRequest,
    /// model: Self.Model, streamingInto channel: LanguageModelExecutorGenerationChannel) async throws`
    /// (`nonisolated(nonsending)` only where the compiler has it, Swift 6.2+).
    #if compiler(>=6.2)
    nonisolated(nonsending) func respond(to request: LanguageModelExecutorGenerationRequest, model: Model,
                                         streamingInto channel: LanguageModelExecutorGenerationChannel) async throws
    #else
    func respond(to request: LanguageModelExecutorGenerationRequest, model: Model,
                 streamingInto channel: LanguageModelExecutorGenerationChannel) async throws
    #endif
}

extension LanguageModelExecutor {
    /// The documented default: nothing to prewarm.
    public func prewarm(model: Model, transcript: Transcript) {}
}

/// Stand-in for `struct LanguageModelCapabilities` (27.0+): "a set of capabilities that a language
/// model provides". Transcribed from the documentation's example: `init(_:)` from a list,
/// `contains(_:)`, and `Capability.toolCalling`, `.guidedGeneration`, `.reasoning`.
public struct LanguageModelCapabilities: Sendable, Equatable {
    var members: Set<Capability>

    /// Capabilities from a list (the documented example writes `LanguageModelCapabilities([.toolCalling, …])`).
    public init(_ capabilities: [Capability]) {
        members = Set(capabilities)
    }

    /// True when the model declares `capability`.
    public func contains(_ capability: Capability) -> Bool { members.contains(capability) }

    /// `struct Capability`: "a capability that a given language model may or may not have".
    public struct Capability: Sendable, Hashable {
        let name: String
        /// "The capability to call tools to gather information or trigger side effects."
        public static var toolCalling: Capability { Capability(name: "toolCalling") }
        /// "The capability to ensure model output conforms to a given generation schema."
        public static var guidedGeneration: Capability { Capability(name: "guidedGeneration") }
        /// "The capability to reason, structurally separately from producing a response."
        public static var reasoning: Capability { Capability(name: "reasoning") }
    }
}

/// Stand-in for `struct ContextOptions` (27.0+): "options that configure details that should
/// appear in the prompt", "the prompting behavior and thinking effort" of a request.
/// Transcribed: `init(includeSchemaInPrompt:reasoningLevel:)`, both properties and the four
/// cases of `ReasoningLevel`
/// (https://developer.apple.com/documentation/foundationmodels/contextoptions).
public struct ContextOptions: Sendable, Equatable {
    /// `var includeSchemaInPrompt: Bool?`: "inject the schema into the prompt to bias the model";
    /// it "has no effect if there's no schema provided"
    /// (https://developer.apple.com/documentation/foundationmodels/contextoptions/includeschemainprompt).
    public var includeSchemaInPrompt: Bool?
    /// `var reasoningLevel: ContextOptions.ReasoningLevel?`: "controls the amount of reasoning that
    /// the model is allowed to output before producing a response".
    public var reasoningLevel: ReasoningLevel?

    /// `init(includeSchemaInPrompt: Bool? = nil, reasoningLevel: ContextOptions.ReasoningLevel? = nil)`.
    public init(includeSchemaInPrompt: Bool? = nil, reasoningLevel: ReasoningLevel? = nil) {
        self.includeSchemaInPrompt = includeSchemaInPrompt
        self.reasoningLevel = reasoningLevel
    }

    /// `enum ReasoningLevel` (`Equatable`, `Sendable`)
    /// (https://developer.apple.com/documentation/foundationmodels/contextoptions/reasoninglevel-swift.enum).
    public enum ReasoningLevel: Sendable, Equatable {
        /// "Light reasoning that's good for quick responses."
        case light
        /// "A moderate amount of reasoning."
        case moderate
        /// "Deep reasoning that's good for more analysis over a request."
        case deep
        /// `case custom(String)`: "a level not supported by the other cases".
        case custom(String)
    }
}

/// Stand-in for `struct LanguageModelExecutorGenerationRequest` (27.0+): "the input payload that
/// `respond(to:model:streamingInto:)` handles"
/// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationrequest).
/// Transcribed: `init(id:transcript:enabledTools:schema:generationOptions:contextOptions:metadata:)`
/// and its properties; the initializer's `enabledTools` is the property `enabledToolDefinitions`.
public struct LanguageModelExecutorGenerationRequest: Sendable {
    /// "The request identifier."
    public var id: UUID
    /// "A transcript to generate the next entry for."
    public var transcript: Transcript
    /// `var enabledToolDefinitions: [Transcript.ToolDefinition]`: "the subset of tool definitions
    /// that the model is allowed to call"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationrequest/enabledtooldefinitions).
    public var enabledToolDefinitions: [Transcript.ToolDefinition]
    /// `var schema: GenerationSchema?`: "an optional schema dictating the required output format"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationrequest/schema).
    public var schema: GenerationSchema?
    /// "Generation options that control sampling behavior."
    public var generationOptions: GenerationOptions
    /// "Settings that configure how the model is prompted."
    public var contextOptions: ContextOptions
    /// Caller metadata; `[String : any ConvertibleToGeneratedContent]` in the documentation,
    /// `[String: String]` in the stand-in (the adapter does not read it).
    public var metadata: [String: String]

    public init(id: UUID, transcript: Transcript, enabledTools: [Transcript.ToolDefinition], schema: GenerationSchema? = nil,
                generationOptions: GenerationOptions, contextOptions: ContextOptions, metadata: [String: String]) {
        self.id = id
        self.transcript = transcript
        enabledToolDefinitions = enabledTools
        self.schema = schema
        self.generationOptions = generationOptions
        self.contextOptions = contextOptions
        self.metadata = metadata
    }
}
#endif
