#if !canImport(FoundationModels)
/// Stand-in for `enum LanguageModelError` (27.0+): "a failure that may occur while generating a
/// response when using any language model". Replaces 26's `LanguageModelSession.GenerationError`.
///
/// Transcribed: `contextSizeExceeded` with `ContextSizeExceeded` and `unsupportedCapability` with
/// `UnsupportedCapability`, in full. The other cases' payload types (`RateLimited`, `Refusal`,
/// `GuardrailViolation`, `UnsupportedLanguageOrLocale`) exist in the documentation, but their
/// members were not read; the stand-in gives each a `debugDescription` only. Cases the adapter
/// does not map are left out.
public enum LanguageModelError: Error, Sendable {
    /// `case contextSizeExceeded(LanguageModelError.ContextSizeExceeded)`: "the session's
    /// transcript exceeded the model's context size".
    case contextSizeExceeded(ContextSizeExceeded)
    /// `case rateLimited(LanguageModelError.RateLimited)`.
    case rateLimited(RateLimited)
    /// `case refusal(LanguageModelError.Refusal)`.
    case refusal(Refusal)
    /// `case guardrailViolation(LanguageModelError.GuardrailViolation)`.
    case guardrailViolation(GuardrailViolation)
    /// `case unsupportedLanguageOrLocale(LanguageModelError.UnsupportedLanguageOrLocale)`.
    case unsupportedLanguageOrLocale(UnsupportedLanguageOrLocale)
    /// `case unsupportedCapability(LanguageModelError.UnsupportedCapability)`: "the model being
    /// used doesn't support a particular feature".
    case unsupportedCapability(UnsupportedCapability)

    /// `struct ContextSizeExceeded` (27.0+): "information about exceeding the context window size".
    public struct ContextSizeExceeded: Sendable {
        /// "The model's maximum context size, in tokens."
        public var contextSize: Int
        /// "The number of tokens in the transcript that exceeded the model's context size."
        public var tokenCount: Int
        /// "A developer-facing description of the failure."
        public var debugDescription: String
        /// "Additional information about the failure, keyed by name."
        public var metadata: [String: any Sendable]

        /// `init(contextSize: Int, tokenCount: Int, debugDescription: String, metadata: [String : any Sendable] = [:])`.
        public init(contextSize: Int, tokenCount: Int, debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.contextSize = contextSize
            self.tokenCount = tokenCount
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }

    /// Payload of `rateLimited`; members not transcribed (see the type's comment).
    public struct RateLimited: Sendable { public var debugDescription: String; public init(debugDescription: String) { self.debugDescription = debugDescription } }
    /// Payload of `refusal`; members not transcribed.
    public struct Refusal: Sendable { public var debugDescription: String; public init(debugDescription: String) { self.debugDescription = debugDescription } }
    /// Payload of `guardrailViolation`; members not transcribed.
    public struct GuardrailViolation: Sendable { public var debugDescription: String; public init(debugDescription: String) { self.debugDescription = debugDescription } }
    /// Payload of `unsupportedLanguageOrLocale`; members not transcribed.
    public struct UnsupportedLanguageOrLocale: Sendable { public var debugDescription: String; public init(debugDescription: String) { self.debugDescription = debugDescription } }
    /// `struct UnsupportedCapability` (27.0+): "information about an unsupported capability"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelerror/unsupportedcapability).
    public struct UnsupportedCapability: Sendable {
        /// "The capability that the model doesn't support."
        public var capability: LanguageModelCapabilities.Capability
        /// A developer-facing description of the failure.
        public var debugDescription: String
        /// "Additional information about the failure, keyed by name."
        public var metadata: [String: any Sendable]

        /// `init(capability: LanguageModelCapabilities.Capability, debugDescription: String, metadata: [String : any Sendable] = [:])`.
        public init(capability: LanguageModelCapabilities.Capability, debugDescription: String, metadata: [String: any Sendable] = [:]) {
            self.capability = capability
            self.debugDescription = debugDescription
            self.metadata = metadata
        }
    }
}
#endif
