import Foundation

/// Chooses the next token from logits: greedy, or sampled with temperature, top-k and top-p
/// (nucleus) from a seeded generator, so a seed reproduces a generation exactly.
public struct Sampler: Sendable {
    /// How to choose.
    public enum Strategy: Sendable, Equatable {
        case greedy
        /// Sample at `temperature` among the `topK` most likely tokens (0: all) whose cumulative
        /// probability reaches `topP` (1: all).
        case sample(temperature: Float, topK: Int, topP: Float)
    }

    /// The current strategy; may be changed between tokens.
    public var strategy: Strategy
    private var random: SplitMix64

    /// - Parameter seed: the generator's seed; equal seeds give equal samples.
    public init(strategy: Strategy, seed: UInt64 = 0) {
        self.strategy = strategy
        random = SplitMix64(state: seed)
    }

    /// The chosen token id.
    /// - Complexity: O(vocabulary) for greedy; O(vocabulary + k log k) when sampling.
    public mutating func next(_ logits: UnsafeBufferPointer<Float>) -> Int {
        guard case let .sample(temperature, topK, topP) = strategy, temperature > 0 else { return argmax(logits) }
        // Candidates: the top-k by logit (all when topK <= 0), kept in a small sorted list.
        let k = topK > 0 ? min(topK, logits.count) : logits.count
        var candidates: [(logit: Float, id: Int)]
        if k == logits.count {
            candidates = logits.enumerated().map { ($0.element, $0.offset) }.sorted { $0.logit > $1.logit }
        } else {
            candidates = []
            candidates.reserveCapacity(k + 1)
            for (id, logit) in logits.enumerated() where candidates.count < k || logit > candidates[candidates.count - 1].logit {
                let index = candidates.firstIndex { $0.logit < logit } ?? candidates.count
                candidates.insert((logit, id), at: index)
                if candidates.count > k { candidates.removeLast() }
            }
        }
        let maximum = candidates[0].logit
        var probabilities = candidates.map { Double(expf(($0.logit - maximum) / temperature)) }
        let total = probabilities.reduce(0, +)
        var kept = 0, cumulative = 0.0
        for p in probabilities {
            cumulative += p / total
            kept += 1
            if cumulative >= Double(topP) { break }
        }
        probabilities = Array(probabilities.prefix(kept))
        let keptTotal = probabilities.reduce(0, +)
        var r = Double(random.next() >> 11) / Double(1 << 53) * keptTotal
        for (index, p) in probabilities.enumerated() {
            r -= p
            if r < 0 { return candidates[index].id }
        }
        return candidates[kept - 1].id
    }

    /// The index of the largest logit (the first on ties).
    public func argmax(_ logits: UnsafeBufferPointer<Float>) -> Int {
        var best = 0
        var bestValue = -Float.infinity
        for (i, v) in logits.enumerated() where v > bestValue {
            best = i
            bestValue = v
        }
        return best
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
