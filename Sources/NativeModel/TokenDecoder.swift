/// The decoding loop below the text layer: chooses tokens from the transformer's logits with the
/// sampler and feeds them back, one per forward pass or, with a `PromptLookup` under greedy
/// decoding, several per pass (speculative decoding: draft, verify in one `forwardEach`, keep
/// the agreeing prefix plus the model's own next token, rewind the rest).
///
/// Both ways give the same tokens and leave the cache in the same state: every token the caller
/// accepted has been fed, the one it refused has not (what the one-token loop does).
struct TokenDecoder {
    let transformer: Transformer
    var sampler: Sampler
    /// Drafts up to `limit` tokens after `history` (`PromptLookup.draft`); nil, or a sampling
    /// strategy, decodes one token per pass.
    var drafter: ((_ history: [Int], _ limit: Int) -> [Int])?
    /// Prompt and answer so far: what the lookup searches.
    private(set) var history: [Int]
    /// Passes, drafted and accepted tokens so far.
    private(set) var statistics = DecodingStatistics()
    /// A schema's mask on every step's logits, nil for free text; decodes one token per pass
    /// (a draft's tokens would each need the mask of the state before them).
    var constraint: SchemaConstraint?

    init(transformer: Transformer, sampler: Sampler, lookup: PromptLookup?, prompt: [Int]) {
        self.init(transformer: transformer, sampler: sampler, drafter: lookup.map { lookup in { lookup.draft(after: $0, limit: $1) } }, prompt: prompt)
    }

    init(transformer: Transformer, sampler: Sampler, drafter: ((_ history: [Int], _ limit: Int) -> [Int])?, prompt: [Int]) {
        self.transformer = transformer
        self.sampler = sampler
        self.drafter = drafter
        history = prompt
    }

    /// Decodes after `logits` (the transformer's output after the prompt), calling `accept` with
    /// each token in order until it returns false (that token is then not fed) or `isCancelled`
    /// says so (checked between passes).
    ///
    /// - Parameter remaining: most tokens `accept` may still be offered; only caps the drafts
    ///   (so no pass computes tokens past the answer's end).
    /// - Throws: the transformer's errors (context full).
    mutating func run(after logits: UnsafeBufferPointer<Float>, remaining: Int, isCancelled: () -> Bool,
                      accept: (Int) throws -> Bool) throws {
        let drafter = sampler.strategy == .greedy && constraint == nil ? self.drafter : nil
        var next = sampler.next(try constraint?.constrain(logits, remaining: remaining) ?? logits)
        var offered = 0
        while !isCancelled() {
            offered += 1
            statistics.tokens += 1
            // The constraint follows every token the answer keeps, the last one too: a value that
            // closes on the token the cap ends with is complete, not cut. (An end or stop token
            // leaves it as it is.)
            constraint?.accept(next)
            guard try accept(next) else { return }
            history.append(next)
            // Room for drafts: the context, the answer's remaining tokens, the verification rows.
            let room = min(transformer.contextSize - transformer.position - 1, remaining - offered - 1,
                           transformer.maximumVerificationTokens - 1)
            let draft: [Int] = room > 0 ? Array(drafter?(history, room).prefix(room) ?? []) : []
            statistics.passes += 1
            if draft.isEmpty {
                let logits = try transformer.forward([next], prompt: false)
                next = sampler.next(try constraint?.constrain(logits, remaining: remaining - offered) ?? logits)
                continue
            }
            statistics.drafted += draft.count
            let start = transformer.position, vocabulary = transformer.config.vocabularySize
            let rows = try transformer.forwardEach([next] + draft)
            // Row i holds the logits after draft[..<i]: the model's choice for draft[i].
            var kept = 0
            while true {
                let row = UnsafeBufferPointer(rebasing: rows[(kept * vocabulary)..<((kept + 1) * vocabulary)])
                next = sampler.next(row)
                guard kept < draft.count, next == draft[kept] else { break }
                kept += 1
                statistics.accepted += 1
                statistics.tokens += 1
                offered += 1
                guard try accept(next) else {
                    transformer.rewind(to: start + kept)  // fed through draft[kept - 2]: as plain decoding
                    return
                }
                history.append(next)
            }
            // Fed: the token before the draft and the accepted drafts; the rest is dropped.
            transformer.rewind(to: start + 1 + kept)
        }
    }
}

/// What decoding did: tokens chosen, forward passes, tokens drafted by prompt lookup, drafts accepted.
public struct DecodingStatistics: Sendable, Equatable {
    /// Tokens the model chose (a final end-of-turn token included), the same with or without drafts.
    public var tokens = 0
    /// Forward passes over generated tokens (one token, or one token and its draft).
    public var passes = 0
    /// Tokens drafted and verified.
    public var drafted = 0
    /// Drafted tokens the model agreed with.
    public var accepted = 0

    /// Counts, zero by default.
    public init(tokens: Int = 0, passes: Int = 0, drafted: Int = 0, accepted: Int = 0) {
        self.tokens = tokens
        self.passes = passes
        self.drafted = drafted
        self.accepted = accepted
    }

    /// Adds another run's counts.
    public static func + (a: Self, b: Self) -> Self {
        Self(tokens: a.tokens + b.tokens, passes: a.passes + b.passes, drafted: a.drafted + b.drafted, accepted: a.accepted + b.accepted)
    }

    /// The counts of what happened between two snapshots.
    public static func - (a: Self, b: Self) -> Self {
        Self(tokens: a.tokens - b.tokens, passes: a.passes - b.passes, drafted: a.drafted - b.drafted, accepted: a.accepted - b.accepted)
    }
}
