import Foundation

/// Chooses the next token from logits: greedy, or drawn from a seeded generator, so a seed
/// reproduces a generation exactly.
///
/// The steps run in llama.cpp's default order, so the native engine and llama-server agree on
/// what each setting means:
/// 1. penalties (`SamplingPenalties`) on the tokens of the recent window, greedy included;
/// 2. top-k: the `topK` largest logits (0: all; more than the vocabulary: all);
/// 3. top-p (nucleus): the smallest prefix of those, most likely first, whose probability reaches `topP` (1: all);
/// 4. min-p: of those, the tokens with `p >= minP * p_max` (0: all);
/// 5. temperature: the survivors' logits divided by `temperature`, softmax, one draw.
/// Top-p and min-p therefore judge the model's own distribution, not the one the temperature
/// flattened (HF transformers applies temperature first; llama.cpp and this sampler do not).
/// The most likely token always survives every filter. Equal logits are ordered by id (lower
/// first), so ties break the same way on every run.
///
/// A logit that is `-infinity` or NaN has probability 0; if every logit is, the result is
/// `argmax` (token 0). A `+infinity` logit wins outright (drawn uniformly among several).
public struct Sampler: Sendable {
    /// How to choose.
    public enum Strategy: Sendable, Equatable {
        /// The largest (penalized) logit; the lowest id on ties.
        case greedy
        /// Draw at `temperature` from the `topK` most likely tokens (0: all) whose cumulative
        /// probability reaches `topP` (1: all) and whose probability is at least `minP` times the
        /// most likely one's (0: all). A temperature <= 0 is greedy.
        case sample(temperature: Float, topK: Int, topP: Float, minP: Float = 0)
    }

    /// The current strategy; may be changed between tokens.
    public var strategy: Strategy
    /// The penalties against repeating the recent window; fixed for the sampler's life.
    public let penalties: SamplingPenalties
    private var history: TokenWindow
    private var random: SplitMix64
    /// Reused between tokens: the penalized logits (vocabulary,) and the candidate list.
    private var penalized: [Float] = []
    private var candidates: [Candidate] = []

    /// - Parameters:
    ///   - penalties: what recent tokens cost; `.none` leaves the logits as the model gave them.
    ///   - seed: the generator's seed; equal seeds (and equal logits) give equal samples.
    public init(strategy: Strategy, penalties: SamplingPenalties = .none, seed: UInt64 = 0) {
        self.strategy = strategy
        self.penalties = penalties
        history = TokenWindow(capacity: penalties.isActive ? penalties.window : 0)
        random = SplitMix64(state: seed)
    }

    /// Records tokens the penalties should see, oldest first: the prompt, before the first `next`
    /// (llama-server does the same). Tokens `next` returns are recorded by `next` itself.
    /// - Complexity: O(tokens.count).
    public mutating func accept(_ tokens: some Sequence<Int>) {
        for token in tokens { history.append(token) }
    }

    /// The chosen token id, which is also recorded in the penalty window.
    /// - Precondition: `logits` is not empty.
    /// - Complexity: O(vocabulary) for greedy, plain sampling and min-p; O(vocabulary · k) worst
    ///   case for top-k (O(vocabulary) when k is small, as it is); top-p without top-k: a few
    ///   O(vocabulary) passes plus sorting the tokens within a few nats of the best (all of them,
    ///   O(vocabulary log vocabulary), only for a nearly flat distribution).
    public mutating func next(_ logits: UnsafeBufferPointer<Float>) -> Int {
        precondition(!logits.isEmpty, "the sampler needs at least one logit")
        let token: Int
        if penalties.isActive && !history.isEmpty {
            // Copy, then penalize only the window's tokens: the model's logits stay untouched.
            if penalized.count == logits.count {
                penalized.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: logits) }
            } else {
                penalized = Array(logits)
            }
            for (id, count) in history.counts where id >= 0 && id < penalized.count {
                penalized[id] = penalties.apply(penalized[id], count: count)
            }
            token = penalized.withUnsafeBufferPointer {
                Self.choose($0, strategy: strategy, candidates: &candidates, random: &random)
            }
        } else {
            token = Self.choose(logits, strategy: strategy, candidates: &candidates, random: &random)
        }
        history.append(token)
        return token
    }

    /// The index of the largest logit (the first on ties; 0 when none is a number above -infinity).
    public func argmax(_ logits: UnsafeBufferPointer<Float>) -> Int { Self.argmax(logits) }

    static func argmax(_ logits: UnsafeBufferPointer<Float>) -> Int {
        var best = 0
        var bestValue = -Float.infinity
        for (i, v) in logits.enumerated() where v > bestValue {
            best = i
            bestValue = v
        }
        return best
    }

    struct Candidate {
        var logit: Float
        var id: Int
        /// exp((logit - maximum)) for top-p, then exp((logit - maximum) / temperature) for the draw.
        var weight = 0.0
    }

    /// Steps 2-5 of the type's documentation on already penalized logits.
    private static func choose(
        _ logits: UnsafeBufferPointer<Float>, strategy: Strategy, candidates: inout [Candidate], random: inout SplitMix64
    ) -> Int {
        guard case let .sample(temperature, topK, topP, minP) = strategy, temperature > 0 else { return argmax(logits) }

        // 2. Top-k, kept sorted (most likely first, lower id first on ties); or every token, unsorted.
        // `logit > -infinity` also rejects NaN: neither can be drawn.
        candidates.removeAll(keepingCapacity: true)
        var sorted = false
        if topK > 0 && topK < logits.count {
            sorted = true
            for (id, logit) in logits.enumerated()
            where logit > -Float.infinity && (candidates.count < topK || logit > candidates[candidates.count - 1].logit) {
                let index = candidates.firstIndex { $0.logit < logit } ?? candidates.count
                candidates.insert(Candidate(logit: logit, id: id), at: index)
                if candidates.count > topK { candidates.removeLast() }
            }
        } else {
            for (id, logit) in logits.enumerated() where logit > -Float.infinity {
                candidates.append(Candidate(logit: logit, id: id))
            }
        }
        guard var maximum = candidates.lazy.map(\.logit).max() else { return argmax(logits) }
        if maximum == .infinity {
            // Infinitely more likely than everything else: only the infinite ones remain, equally likely.
            candidates.removeAll { $0.logit != .infinity }
            for index in candidates.indices { candidates[index].logit = 0 }
            maximum = 0
        }

        // 3. Top-p on the model's own probabilities (before temperature).
        if topP < 1 {
            var total = 0.0
            for index in candidates.indices {
                candidates[index].weight = exp(Double(candidates[index].logit - maximum))
                total += candidates[index].weight
            }
            if !sorted {
                // Sorting all 262,144 of Gemma's tokens per step would cost more than the step. The
                // nucleus is a prefix of the sorted order, so it lies inside any set {logit >= t}
                // whose mass reaches topP: find one (margin doubling from 1 nat), sort only it.
                var margin: Float = 1
                var threshold = maximum - margin
                while margin < 1e4 {
                    var mass = 0.0
                    for candidate in candidates where candidate.logit >= threshold { mass += candidate.weight }
                    if mass >= Double(topP) * total { break }
                    margin *= 2
                    threshold = maximum - margin
                }
                if margin < 1e4 { candidates.removeAll { $0.logit < threshold } }
                candidates.sort { $0.logit > $1.logit || ($0.logit == $1.logit && $0.id < $1.id) }
            }
            var kept = 0, cumulative = 0.0
            for candidate in candidates {
                cumulative += candidate.weight / total
                kept += 1
                if cumulative >= Double(topP) { break }
            }
            candidates.removeLast(candidates.count - kept)
        }

        // 4. Min-p: p_i >= minP * p_max  <=>  logit_i >= maximum + log(minP). The maximum always stays.
        if minP > 0 {
            let threshold = Double(maximum) + log(Double(minP))
            candidates.removeAll { Double($0.logit) < threshold && $0.logit != maximum }
        }

        // 5. Temperature and one draw by inverse CDF over the survivors, in their current order.
        var total = 0.0
        for index in candidates.indices {
            candidates[index].weight = exp(Double(candidates[index].logit - maximum) / Double(temperature))
            total += candidates[index].weight
        }
        var r = Double(random.next() >> 11) / Double(1 << 53) * total
        for candidate in candidates {
            r -= candidate.weight
            if r < 0 { return candidate.id }
        }
        return candidates[candidates.count - 1].id
    }
}

/// SplitMix64: a small, fast, seedable generator (Steele, Lea, Flood 2014).
struct SplitMix64: RandomNumberGenerator, Sendable {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
