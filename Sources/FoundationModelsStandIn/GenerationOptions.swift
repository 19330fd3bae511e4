#if !canImport(FoundationModels)
/// Stand-in for `GenerationOptions` (26.0+): sampling, temperature and the response cap.
///
/// Transcribed: `init(sampling:temperature:maximumResponseTokens:)` and the three properties;
/// `SamplingMode.greedy`, `.random(top:seed:)`, `.random(probabilityThreshold:seed:)`, and 27's
/// `SamplingMode.kind` with the cases of `SamplingMode.Kind`.
public struct GenerationOptions: Sendable, Equatable {
    /// `var sampling: GenerationOptions.SamplingMode?`.
    public var sampling: SamplingMode?
    /// `var temperature: Double?`.
    public var temperature: Double?
    /// `var maximumResponseTokens: Int?`: "the maximum number of tokens the model is allowed to produce".
    public var maximumResponseTokens: Int?

    /// `var samplingMode: GenerationOptions.SamplingMode?` (declared 26.0, `@backDeployed(before:
    /// iOS 27.0, macOS 27.0, visionOS 27.0)`): "a sampling strategy for how the model picks tokens";
    /// `nil` "lets the system choose a reasonable default"
    /// (https://developer.apple.com/documentation/foundationmodels/generationoptions/samplingmode-swift.property).
    /// The stand-in keeps one value behind both names; whether the real `sampling` is the same
    /// storage is not documented.
    public var samplingMode: SamplingMode? {
        get { sampling }
        set { sampling = newValue }
    }

    /// `init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil)`.
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// `struct SamplingMode` (26.0+), `Equatable` (the executor documentation compares
    /// `request.generationOptions.samplingMode == .greedy`)
    /// (https://developer.apple.com/documentation/foundationmodels/generationoptions/samplingmode-swift.struct).
    public struct SamplingMode: Sendable, Equatable {
        /// `let kind: GenerationOptions.SamplingMode.Kind` (27.0+): "the strategy this sampling mode
        /// uses to choose the next token"
        /// (https://developer.apple.com/documentation/foundationmodels/generationoptions/samplingmode-swift.struct/kind-swift.property).
        public let kind: Kind

        /// `enum Kind` (27.0+; `Equatable`, `Sendable`): the "sampling cases"
        /// (https://developer.apple.com/documentation/foundationmodels/generationoptions/samplingmode-swift.struct/kind-swift.enum).
        /// The cases are the current pages'; an earlier 27 beta named the random ones
        /// `top(k:seed:)` and `nucleus(threshold:seed:)`. Code over the real enum switches with
        /// `@unknown default`, in case it is not frozen.
        public enum Kind: Sendable, Equatable {
            /// `case greedy`: "a strategy that always chooses the most likely token".
            case greedy
            /// `case randomTopK(Int, seed: UInt64?)`: what `random(top:seed:)` makes.
            case randomTopK(Int, seed: UInt64?)
            /// `case randomProbabilityThreshold(Double, seed: UInt64?)`: "a strategy that samples from
            /// the highest-probability tokens whose cumulative probability reaches a threshold",
            /// what `random(probabilityThreshold:seed:)` makes.
            case randomProbabilityThreshold(Double, seed: UInt64?)
        }

        /// `static var greedy: GenerationOptions.SamplingMode`.
        public static var greedy: SamplingMode { SamplingMode(kind: .greedy) }
        /// `static func random(top k: Int, seed: UInt64? = nil) -> GenerationOptions.SamplingMode`:
        /// "also known as top-k"; the seed is "best effort", not a guarantee of determinism
        /// (https://developer.apple.com/documentation/foundationmodels/generationoptions/samplingmode-swift.struct/random(top:seed:)).
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(kind: .randomTopK(k, seed: seed)) }
        /// `static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> GenerationOptions.SamplingMode`:
        /// "also known as top-p or nucleus sampling", a threshold "between 0.0 and 1.0"
        /// (https://developer.apple.com/documentation/foundationmodels/generationoptions/samplingmode-swift.struct/random(probabilitythreshold:seed:)).
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(kind: .randomProbabilityThreshold(probabilityThreshold, seed: seed))
        }
    }
}
#endif
