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

    /// `init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil)`.
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// `struct SamplingMode` (26.0+). The real type is opaque; the stand-in keeps what it was made of.
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
