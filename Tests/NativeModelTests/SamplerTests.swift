import Foundation
import Testing
@testable import NativeModel

/// The sampler on synthetic logits, no model file needed: every strategy's distribution against
/// its formula (5-sigma bounds per token, tight enough that a wrong temperature, a filter applied
/// in the wrong order or an off-by-one cut fails), exact replay per seed, the penalties' arithmetic
/// and the edge cases (infinities, NaN, ties, k beyond the vocabulary, p = 1).
struct SamplerTests {
    static let draws = 20_000

    /// How often each token was drawn in `draws` calls.
    static func histogram(_ sampler: inout Sampler, _ logits: [Float], draws: Int = draws) -> [Int] {
        var counts = [Int](repeating: 0, count: logits.count)
        logits.withUnsafeBufferPointer { buffer in
            for _ in 0..<draws { counts[sampler.next(buffer)] += 1 }
        }
        return counts
    }

    /// softmax(logits / temperature) over `kept` (others 0).
    static func softmax(_ logits: [Float], temperature: Double = 1, kept: Set<Int>? = nil) -> [Double] {
        let keep = kept ?? Set(logits.indices)
        let maximum = keep.map { Double(logits[$0]) }.max() ?? 0
        let weights = logits.indices.map { keep.contains($0) ? exp((Double(logits[$0]) - maximum) / temperature) : 0 }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// Each count within 5 binomial standard deviations of `draws * p`; a token with p = 0 never drawn.
    static func expectDistribution(_ counts: [Int], _ expected: [Double], _ label: String,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        let n = Double(counts.reduce(0, +))
        for (token, p) in expected.enumerated() {
            if p == 0 {
                #expect(counts[token] == 0, "\(label): token \(token) has p = 0 but was drawn \(counts[token]) times",
                        sourceLocation: sourceLocation)
                continue
            }
            let mean = n * p, sd = (n * p * (1 - p)).squareRoot()
            #expect(abs(Double(counts[token]) - mean) <= 5 * sd + 1,
                    "\(label): token \(token) drawn \(counts[token]) times, expected \(Int(mean)) ± \(Int(5 * sd))",
                    sourceLocation: sourceLocation)
        }
    }

    /// Probabilities 0.5, 0.3, 0.15, 0.05 at temperature 1.
    static let graded: [Float] = [0.5, 0.3, 0.15, 0.05].map { Float(log($0)) }

    // MARK: Greedy and temperature

    @Test func greedyIsTheArgmaxAndTheLowestIdOnTies() {
        for seed: UInt64 in [0, 1, 99] {
            var sampler = Sampler(strategy: .greedy, seed: seed)
            #expect(Self.histogram(&sampler, [0.1, 3, -2, 2.9], draws: 50) == [0, 50, 0, 0])
            #expect(Self.histogram(&sampler, [1, 5, 5, 5], draws: 10) == [0, 10, 0, 0])
        }
        // A temperature of 0 inside a sampling strategy is greedy too, whatever the filters.
        var cold = Sampler(strategy: .sample(temperature: 0, topK: 3, topP: 0.5, minP: 0.1), seed: 4)
        #expect(Self.histogram(&cold, Self.graded, draws: 100) == [100, 0, 0, 0])
    }

    @Test(arguments: [0.5, 1.0, 2.0])
    func temperatureScalesTheLogits(temperature: Double) {
        let logits: [Float] = [2, 1, 0, -1, 0.5]
        var sampler = Sampler(strategy: .sample(temperature: Float(temperature), topK: 0, topP: 1), seed: 11)
        Self.expectDistribution(Self.histogram(&sampler, logits), Self.softmax(logits, temperature: temperature),
                                "temperature \(temperature)")
    }

    // MARK: Filters

    @Test func topKKeepsTheKMostLikelyAndRenormalizes() {
        let logits: [Float] = [0.2, 2, -1, 1.5, 1]
        var sampler = Sampler(strategy: .sample(temperature: 1, topK: 2, topP: 1), seed: 5)
        Self.expectDistribution(Self.histogram(&sampler, logits), Self.softmax(logits, kept: [1, 3]), "top-2")
        var three = Sampler(strategy: .sample(temperature: 0.7, topK: 3, topP: 1), seed: 6)
        Self.expectDistribution(Self.histogram(&three, logits), Self.softmax(logits, temperature: 0.7, kept: [1, 3, 4]), "top-3 at 0.7")
    }

    /// k at or beyond the vocabulary is no filter: the same draws as k = 0, seed for seed.
    @Test func topKBeyondTheVocabularyIsEveryToken() {
        let logits: [Float] = [0.2, 2, -1, 1.5, 1]
        var all = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: 1), seed: 8)
        var huge = Sampler(strategy: .sample(temperature: 1, topK: 1_000_000, topP: 1), seed: 8)
        var exact = Sampler(strategy: .sample(temperature: 1, topK: logits.count, topP: 1), seed: 8)
        let reference = Self.histogram(&all, logits)
        #expect(Self.histogram(&huge, logits) == reference)
        #expect(Self.histogram(&exact, logits) == reference)
        Self.expectDistribution(reference, Self.softmax(logits), "k beyond the vocabulary")
    }

    @Test func topPKeepsTheSmallestPrefixReachingP() {
        // Cumulative 0.5, 0.8, 0.95, 1.0.
        for (p, kept) in [(Float(0.4), Set([0])), (0.75, [0, 1]), (0.9, [0, 1, 2]), (0.97, [0, 1, 2, 3])] {
            var sampler = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: p), seed: 21)
            Self.expectDistribution(Self.histogram(&sampler, Self.graded), Self.softmax(Self.graded, kept: kept), "top-p \(p)")
        }
    }

    /// p = 1 keeps every token, the 5% one included.
    @Test func topPOfOneIsEveryToken() {
        var sampler = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: 1), seed: 22)
        let counts = Self.histogram(&sampler, Self.graded)
        Self.expectDistribution(counts, Self.softmax(Self.graded), "top-p 1")
        #expect(counts[3] > 0)
    }

    /// Top-p judges the model's distribution, before temperature (llama.cpp's order): a hot
    /// temperature flattens what survives but does not let more tokens through.
    @Test func topPRunsBeforeTemperature() {
        var sampler = Sampler(strategy: .sample(temperature: 5, topK: 0, topP: 0.75), seed: 23)
        Self.expectDistribution(Self.histogram(&sampler, Self.graded), Self.softmax(Self.graded, temperature: 5, kept: [0, 1]),
                                "top-p 0.75 at temperature 5")
    }

    @Test func minPKeepsTokensAtLeastMinPTimesTheMostLikely() {
        // p_max = 0.5: thresholds 0.05 (all), 0.125 (three), 0.25 (two), 0.5 (one).
        for (minP, kept) in [(Float(0.09), Set([0, 1, 2, 3])), (0.25, [0, 1, 2]), (0.5, [0, 1]), (1, [0])] {
            var sampler = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: 1, minP: minP), seed: 31)
            Self.expectDistribution(Self.histogram(&sampler, Self.graded), Self.softmax(Self.graded, kept: kept), "min-p \(minP)")
        }
        // Also on the model's distribution, not the tempered one.
        var hot = Sampler(strategy: .sample(temperature: 4, topK: 0, topP: 1, minP: 0.5), seed: 32)
        Self.expectDistribution(Self.histogram(&hot, Self.graded), Self.softmax(Self.graded, temperature: 4, kept: [0, 1]), "min-p at 4")
    }

    /// top-k, then top-p over the top-k's renormalized probabilities, then min-p.
    @Test func filtersComposeInLlamaCppsOrder() {
        let logits: [Float] = [0.3, 0.25, 0.2, 0.15, 0.1].map { Float(log($0)) }
        // top-3: 0.3/0.75 = 0.4, 0.333, 0.267; top-p 0.7 keeps two (0.4, 0.733); min-p 0.9 of 0.4 keeps one.
        var two = Sampler(strategy: .sample(temperature: 1, topK: 3, topP: 0.7), seed: 41)
        Self.expectDistribution(Self.histogram(&two, logits), Self.softmax(logits, kept: [0, 1]), "top-3, top-p 0.7")
        var one = Sampler(strategy: .sample(temperature: 1, topK: 3, topP: 0.7, minP: 0.9), seed: 42)
        #expect(Self.histogram(&one, logits, draws: 500) == [500, 0, 0, 0, 0])
    }

    // MARK: Reproducibility

    @Test(arguments: [Sampler.Strategy.sample(temperature: 1, topK: 0, topP: 1),
                      .sample(temperature: 0.8, topK: 40, topP: 0.95), .sample(temperature: 1.3, topK: 0, topP: 0.9, minP: 0.02)])
    func aSeedReplaysExactly(strategy: Sampler.Strategy) {
        var generator = SplitMix64(state: 2024)
        let logits = (0..<1000).map { _ in Float.random(in: -4...4, using: &generator) }
        func run(_ seed: UInt64) -> [Int] {
            var sampler = Sampler(strategy: strategy, penalties: SamplingPenalties(repetition: 1.1, presence: 0.2), seed: seed)
            return logits.withUnsafeBufferPointer { buffer in (0..<300).map { _ in sampler.next(buffer) } }
        }
        #expect(run(7) == run(7))
        #expect(run(7) != run(8))
        #expect(Set(run(7)).count > 50, "300 draws over 1000 flat-ish logits should spread")
    }

    /// The documented steps written as plainly as possible: sort everything, cut by k, p and
    /// min-p, temper, one inverse-CDF draw from the same generator (arithmetic in the same
    /// precision as the sampler, so equal inputs give equal draws).
    static func sortedForReference(_ logits: [Float]) -> [(id: Int, logit: Float)] {
        logits.enumerated().filter { $0.element > -.infinity }.map { (id: $0.offset, logit: $0.element) }
            .sorted { $0.logit > $1.logit || ($0.logit == $1.logit && $0.id < $1.id) }
    }

    static func referenceDraw(_ sorted: [(id: Int, logit: Float)], temperature: Float, topK: Int, topP: Float, minP: Float,
                              random: inout SplitMix64) -> Int {
        var candidates = sorted
        if topK > 0 { candidates = Array(candidates.prefix(topK)) }
        let maximum = candidates[0].logit
        if topP < 1 {
            let total = candidates.reduce(0.0) { $0 + exp(Double($1.logit - maximum)) }
            var kept: [(id: Int, logit: Float)] = [], cumulative = 0.0
            for candidate in candidates {
                kept.append(candidate)
                cumulative += exp(Double(candidate.logit - maximum)) / total
                if cumulative >= Double(topP) { break }
            }
            candidates = kept
        }
        if minP > 0 {
            candidates = candidates.filter { Double($0.logit) >= Double(maximum) + log(Double(minP)) || $0.logit == maximum }
        }
        let weights = candidates.map { exp(Double($0.logit - maximum) / Double(temperature)) }
        var r = Double(random.next() >> 11) / Double(1 << 53) * weights.reduce(0, +)
        for (candidate, weight) in zip(candidates, weights) {
            r -= weight
            if r < 0 { return candidate.id }
        }
        return candidates[candidates.count - 1].id
    }

    /// Token for token the same choices as the plain reference on an 8,192-token vocabulary, for
    /// peaked and nearly flat logits: the sampler's shortcut for top-p (sorting only the tokens
    /// near the top) changes nothing.
    @Test(arguments: [(Float(0.8), 0, Float(0.9), Float(0)), (1.2, 0, 0.5, 0.05), (0.7, 50, 0.95, 0), (1, 0, 0.999, 0),
                      (1, 0, 1, 0.2)])
    func sameChoicesAsThePlainReference(temperature: Float, topK: Int, topP: Float, minP: Float) {
        for (label, spread) in [("peaked", Float(3)), ("flat", 0.01)] {
            var generator = SplitMix64(state: 77)
            let logits = (0..<8_192).map { _ in
                spread * (Float.random(in: 0..<1, using: &generator) + Float.random(in: 0..<1, using: &generator)) * 2
            }
            var sampler = Sampler(strategy: .sample(temperature: temperature, topK: topK, topP: topP, minP: minP), seed: 5)
            var reference = SplitMix64(state: 5)
            let ours = logits.withUnsafeBufferPointer { buffer in (0..<40).map { _ in sampler.next(buffer) } }
            let sorted = Self.sortedForReference(logits)
            let expected = (0..<40).map { _ in
                Self.referenceDraw(sorted, temperature: temperature, topK: topK, topP: topP, minP: minP, random: &reference)
            }
            if topK > 0 || topP < 1 {
                #expect(ours == expected, "\(label): first difference at draw \(ours.indices.first { ours[$0] != expected[$0] } ?? -1)")
            } else {
                // Without k or p the sampler walks the survivors by id, the reference by logit: same set.
                let best = sorted[0].logit
                #expect(Set(ours).isSubset(of: Set(logits.indices.filter { logits[$0] >= best + log(minP) })))
            }
        }
    }

    // MARK: Edge cases

    @Test func onlyFiniteLogitAlwaysWins() {
        var logits = [Float](repeating: -.infinity, count: 50)
        logits[37] = -3
        for strategy in [Sampler.Strategy.greedy, .sample(temperature: 1, topK: 0, topP: 1), .sample(temperature: 2, topK: 5, topP: 0.5),
                         .sample(temperature: 0.1, topK: 0, topP: 1, minP: 0.9)] {
            var sampler = Sampler(strategy: strategy, seed: 3)
            #expect(Self.histogram(&sampler, logits, draws: 200)[37] == 200, "\(strategy)")
        }
        // NaN has probability 0 as well.
        var sampler = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: 1), seed: 3)
        #expect(Self.histogram(&sampler, [.nan, 0, .nan, -.infinity], draws: 200) == [0, 200, 0, 0])
        // Nothing drawable: token 0, not a trap.
        #expect(Self.histogram(&sampler, [-.infinity, .nan, -.infinity], draws: 3) == [3, 0, 0])
    }

    @Test func infiniteLogitsWinOutrightAndShareEvenly() {
        var sampler = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: 0.9), seed: 9)
        let counts = Self.histogram(&sampler, [5, .infinity, 7, .infinity])
        Self.expectDistribution(counts, [0, 0.5, 0, 0.5], "two +infinity logits")
    }

    /// Tied logits: top-k keeps the lowest ids; an all-tied distribution is uniform.
    @Test func tiesAreBrokenByIdAndOtherwiseUniform() {
        let tied = [Float](repeating: 1, count: 6)
        var topTwo = Sampler(strategy: .sample(temperature: 1, topK: 2, topP: 1), seed: 12)
        Self.expectDistribution(Self.histogram(&topTwo, tied), [0.5, 0.5, 0, 0, 0, 0], "top-2 of six ties")
        // Top-p over ties: cumulative 1/6, 2/6, 3/6: p = 0.45 keeps the three lowest ids.
        var nucleus = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: 0.45), seed: 13)
        Self.expectDistribution(Self.histogram(&nucleus, tied), [1 / 3.0, 1 / 3.0, 1 / 3.0, 0, 0, 0], "top-p 0.45 of six ties")
        var all = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: 1, minP: 1), seed: 14)
        Self.expectDistribution(Self.histogram(&all, tied), [Double](repeating: 1 / 6.0, count: 6), "min-p 1 keeps every tie")
    }

    // MARK: Penalties

    /// llama.cpp's arithmetic: divide positive, multiply non-positive, then subtract
    /// frequency × count + presence.
    @Test func penaltyArithmetic() {
        let p = SamplingPenalties(repetition: 2, frequency: 0.5, presence: 0.25)
        #expect(p.apply(3, count: 1) == 3 / 2 - 0.5 - 0.25)
        #expect(p.apply(-3, count: 2) == -6 - 1 - 0.25)
        #expect(p.apply(0, count: 4) == -2 - 0.25)
        #expect(!SamplingPenalties.none.isActive && !SamplingPenalties(repetition: 1.5, window: 0).isActive)
    }

    @Test func repetitionPenaltyDividesPositiveAndMultipliesNegativeLogits() {
        var sampler = Sampler(strategy: .greedy, penalties: SamplingPenalties(repetition: 1.1))
        sampler.accept([0])
        // 3 / 1.1 = 2.73 < 2.9.
        #expect([Float](arrayLiteral: 3, 2.9, -1).withUnsafeBufferPointer { sampler.next($0) } == 1)
        var negative = Sampler(strategy: .greedy, penalties: SamplingPenalties(repetition: 2))
        negative.accept([0])
        // -1 × 2 = -2 < -1.5: a penalty never makes a negative logit more likely (dividing would).
        #expect([Float](arrayLiteral: -1, -3, -1.5).withUnsafeBufferPointer { negative.next($0) } == 2)
    }

    @Test func frequencyPenaltyCountsOccurrencesPresencePenaltyDoesNot() {
        let logits: [Float] = [5, 4.5, 0]
        func choice(_ penalties: SamplingPenalties, history: [Int]) -> Int {
            var sampler = Sampler(strategy: .greedy, penalties: penalties)
            sampler.accept(history)
            return logits.withUnsafeBufferPointer { sampler.next($0) }
        }
        #expect(choice(SamplingPenalties(frequency: 0.2), history: [0]) == 0)  // 4.8
        #expect(choice(SamplingPenalties(frequency: 0.2), history: [0, 2, 0, 0]) == 1)  // 4.4
        #expect(choice(SamplingPenalties(presence: 0.4), history: [0, 0, 0, 0, 0]) == 0)  // 4.6
        #expect(choice(SamplingPenalties(presence: 0.6), history: [0]) == 1)  // 4.4
        #expect(choice(SamplingPenalties(frequency: -1), history: [1]) == 1)  // 5.5: a negative penalty encourages
    }

    /// Only the last `window` tokens count, and the sampler records what it returns.
    @Test func penaltiesSeeOnlyTheWindowAndTheSamplersOwnChoices() {
        var window = TokenWindow(capacity: 3)
        for token in [7, 7, 8, 9, 7] { window.append(token) }
        #expect(window.counts == [8: 1, 9: 1, 7: 1])
        let logits: [Float] = [5, 4.5, 0]
        var old = Sampler(strategy: .greedy, penalties: SamplingPenalties(presence: 1, window: 4))
        old.accept([0, 2, 2, 2, 2])  // token 0 has left the window
        #expect(logits.withUnsafeBufferPointer { old.next($0) } == 0)
        // A strong penalty over the last token alternates greedy decoding between two close tokens.
        var alternating = Sampler(strategy: .greedy, penalties: SamplingPenalties(repetition: 2, window: 1))
        let sequence = [Float](arrayLiteral: 1, 0.9, 0.1).withUnsafeBufferPointer { buffer in (0..<6).map { _ in alternating.next(buffer) } }
        #expect(sequence == [0, 1, 0, 1, 0, 1])
    }

    /// Penalties change the distribution a sampler draws from, by the formula, and leave the
    /// caller's logits alone; history ids outside the vocabulary are ignored. One fresh sampler
    /// per draw (seeds 0, 1, 2, ...), so every draw sees the same history.
    @Test func penalizedSamplingFollowsThePenalizedSoftmax() {
        let logits: [Float] = [2, 1.5, 1, 0.5]
        let penalties = SamplingPenalties(repetition: 1.5, frequency: 0.1, presence: 0.2, window: 8)
        var counts = [0, 0, 0, 0]
        logits.withUnsafeBufferPointer { buffer in
            for seed in 0..<UInt64(Self.draws) {
                var sampler = Sampler(strategy: .sample(temperature: 1, topK: 0, topP: 1), penalties: penalties, seed: seed)
                sampler.accept([0, 0, 1, 999_999, -5])
                counts[sampler.next(buffer)] += 1
            }
        }
        let penalized: [Float] = [2 / 1.5 - 0.2 - 0.2, 1.5 / 1.5 - 0.1 - 0.2, 1, 0.5]
        Self.expectDistribution(counts, Self.softmax(penalized), "penalized softmax")
        #expect(logits == [2, 1.5, 1, 0.5])
    }
}
