/// How a model should produce its response.
public struct GenerationOptions: Sendable, Hashable, Codable {
    /// The most tokens the response may have; `nil` lets the backend decide.
    public var maximumResponseTokens: Int?
    /// Softmax temperature; `nil` or 0 with `.greedy` gives deterministic output.
    public var temperature: Double?
    /// How the next token is chosen.
    public var sampling: Sampling
    /// Generation stops before any of these strings would be emitted.
    public var stopSequences: [String]

    public init(
        maximumResponseTokens: Int? = nil, temperature: Double? = nil,
        sampling: Sampling = .greedy, stopSequences: [String] = []
    ) {
        precondition(maximumResponseTokens.map { $0 > 0 } ?? true, "maximumResponseTokens must be positive")
        self.maximumResponseTokens = maximumResponseTokens
        self.temperature = temperature
        self.sampling = sampling
        self.stopSequences = stopSequences
    }

    /// Token selection strategies. A seed makes sampled output reproducible.
    public enum Sampling: Sendable, Hashable, Codable {
        /// Always the most probable token.
        case greedy
        /// Sample among the `k` most probable tokens.
        case topK(Int, seed: UInt64? = nil)
        /// Sample among the smallest set of tokens whose probabilities sum to `p` (nucleus sampling).
        case topP(Double, seed: UInt64? = nil)
    }
}
