#if !canImport(FoundationModels)
/// Stand-in for `GenerationOptions` (26.0+): sampling, temperature and the response cap.
///
/// Transcribed: `init(sampling:temperature:maximumResponseTokens:)` and the three properties;
/// `SamplingMode.greedy`, `.random(top:seed:)`, `.random(probabilityThreshold:seed:)`.
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
    /// `request.generationOptions.samplingMode == .greedy`). 27.0 adds `let kind: SamplingMode.Kind`
    /// (https://developer.apple.com/documentation/foundationmodels/generationoptions/samplingmode-swift.struct/kind-swift.property),
    /// but the cases of `Kind` were not found in the documentation: the stand-in does not
    /// transcribe `kind`, and code over it can tell greedy from random only.
    public struct SamplingMode: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case greedy
            case top(Int, seed: UInt64?)
            case threshold(Double, seed: UInt64?)
        }
        let kind: Kind

        /// `static var greedy: GenerationOptions.SamplingMode`.
        public static var greedy: SamplingMode { SamplingMode(kind: .greedy) }
        /// `static func random(top k: Int, seed: UInt64? = nil) -> GenerationOptions.SamplingMode`.
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(kind: .top(k, seed: seed)) }
        /// `static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> GenerationOptions.SamplingMode`.
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(kind: .threshold(probabilityThreshold, seed: seed))
        }
    }
}
#endif
