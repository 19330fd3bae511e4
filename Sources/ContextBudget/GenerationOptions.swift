/// How a model should produce its response.
///
/// The anti-repetition settings (`repetitionPenalty`, `frequencyPenalty`, `presencePenalty`,
/// `penaltyWindow`) and `minP` are optional: `nil` is off, and an option left `nil` is not
/// encoded, so JSON written before they existed decodes unchanged and `SummaryCache` keys of
/// options that do not use them stay what they were. Their meaning is llama.cpp's (the native
/// sampler's documentation lists the order the steps run in); HTTP backends receive them as
/// `repeat_penalty`, `frequency_penalty`, `presence_penalty`, `repeat_last_n` and `min_p`.
public struct GenerationOptions: Sendable, Hashable, Codable {
    /// The most tokens the response may have; `nil` lets the backend decide.
    public var maximumResponseTokens: Int?
    /// Softmax temperature; `nil` or 0 with `.greedy` gives deterministic output.
    public var temperature: Double?
    /// How the next token is chosen.
    public var sampling: Sampling
    /// Generation stops before any of these strings would be emitted.
    public var stopSequences: [String]
    /// Recent tokens' positive logits are divided by it, negative ones multiplied (llama.cpp's
    /// `repeat_penalty`); 1 or `nil` is off, 1.1-1.3 is the usual cure for loops. Applies to greedy decoding too.
    public var repetitionPenalty: Double?
    /// Subtracted from a recent token's logit once per occurrence (OpenAI's `frequency_penalty`); 0 or `nil` is off.
    public var frequencyPenalty: Double?
    /// Subtracted once from the logit of every token that occurs recently (OpenAI's `presence_penalty`); 0 or `nil` is off.
    public var presencePenalty: Double?
    /// How many of the most recent tokens (prompt included) the three penalties look at
    /// (llama.cpp's `repeat_last_n`); `nil` is the backend's default (64 natively, as llama.cpp).
    public var penaltyWindow: Int?
    /// When sampling, drop tokens less likely than `minP` times the most likely one (llama.cpp's
    /// `min_p`); 0 or `nil` is off. Ignored by greedy decoding.
    public var minP: Double?
    /// A JSON Schema the response must be an instance of, or `nil` for free text. The native
    /// engine constrains decoding to it (compact JSON, every token keeps the text a valid prefix;
    /// a cap that cuts the value throws `GenerationError.structuredResponseIncomplete`);
    /// OpenAI-compatible servers receive it as `response_format` `json_schema`.
    public var responseSchema: JSONValue?

    /// - Precondition: `maximumResponseTokens > 0`, `repetitionPenalty > 0`, `penaltyWindow >= 0`,
    ///   `minP` in 0...1 (user input is validated where it is parsed).
    public init(
        maximumResponseTokens: Int? = nil, temperature: Double? = nil,
        sampling: Sampling = .greedy, stopSequences: [String] = [],
        repetitionPenalty: Double? = nil, frequencyPenalty: Double? = nil, presencePenalty: Double? = nil,
        penaltyWindow: Int? = nil, minP: Double? = nil, responseSchema: JSONValue? = nil
    ) {
        precondition(maximumResponseTokens.map { $0 > 0 } ?? true, "maximumResponseTokens must be positive")
        precondition(repetitionPenalty.map { $0 > 0 } ?? true, "repetitionPenalty must be positive")
        precondition(penaltyWindow.map { $0 >= 0 } ?? true, "penaltyWindow must not be negative")
        precondition(minP.map { (0...1).contains($0) } ?? true, "minP must be within 0...1")
        self.maximumResponseTokens = maximumResponseTokens
        self.temperature = temperature
        self.sampling = sampling
        self.stopSequences = stopSequences
        self.repetitionPenalty = repetitionPenalty
        self.frequencyPenalty = frequencyPenalty
        self.presencePenalty = presencePenalty
        self.penaltyWindow = penaltyWindow
        self.minP = minP
        self.responseSchema = responseSchema
    }

    /// Token selection strategies. A seed makes sampled output reproducible.
    public enum Sampling: Sendable, Hashable, Codable {
        /// Always the most probable token.
        case greedy
        /// Sample among the `k` most probable tokens.
        case topK(Int, seed: UInt64? = nil)
        /// Sample among the smallest set of tokens whose probabilities sum to `p` (nucleus sampling).
        case topP(Double, seed: UInt64? = nil)

        /// The usual choice for a temperature: greedy at 0 (the temperature then has no effect),
        /// nucleus sampling over 95% of the probability above it, reproducible with `seed`.
        public static func standard(temperature: Double, seed: UInt64 = 0) -> Sampling {
            temperature > 0 ? .topP(0.95, seed: seed) : .greedy
        }
    }
}

extension GenerationOptions {
    /// Checks the values `init` demands of its caller, for options that arrived another way
    /// (decoded from JSON, set field by field), so a backend can refuse them instead of trapping.
    /// - Throws: `ContextBudgetError.invalidConfiguration` naming the field, the value and what is allowed.
    public func validate() throws {
        func fail(_ message: String) -> ContextBudgetError { .invalidConfiguration(message) }
        if let n = maximumResponseTokens, n <= 0 { throw fail("maximumResponseTokens must be positive (got \(n))") }
        if let t = temperature, !(t >= 0 && t.isFinite) { throw fail("temperature must be a number >= 0 (got \(t)); 0 is greedy") }
        if let r = repetitionPenalty, !(r > 0 && r.isFinite) {
            throw fail("repetitionPenalty must be a number > 0 (got \(r)); 1 is off, 1.1-1.3 discourages repeats")
        }
        if let f = frequencyPenalty, !f.isFinite { throw fail("frequencyPenalty must be a finite number (got \(f)); 0 is off") }
        if let p = presencePenalty, !p.isFinite { throw fail("presencePenalty must be a finite number (got \(p)); 0 is off") }
        if let w = penaltyWindow, w < 0 { throw fail("penaltyWindow must be >= 0 tokens (got \(w)); 0 turns the penalties off") }
        if let m = minP, !(0...1).contains(m) { throw fail("minP must be within 0...1 (got \(m)); 0 is off, 0.05 is llama.cpp's usual value") }
    }
}
