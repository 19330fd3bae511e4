/// Penalties against repeating what was just said: the cure small models need for loops.
///
/// Semantics are llama.cpp's (`llama_sampler_penalties`), so the native engine and a
/// llama-server behind `OpenAICompatibleModel` penalize the same way. For every token that occurs
/// `count > 0` times among the last `window` tokens (prompt and answer alike, as llama-server
/// feeds the prompt to its sampler):
/// 1. repetition (CTRL, Keskar et al. 2019, with llama.cpp's fix for negative logits): a positive
///    logit is divided by `repetition`, a negative one multiplied by it, so a penalty > 1 always
///    makes the token less likely;
/// 2. frequency and presence (OpenAI): `logit -= frequency * count + presence`.
/// Tokens outside the window are untouched, so cost is O(window), not O(vocabulary).
public struct SamplingPenalties: Sendable, Equatable {
    /// Divides positive / multiplies negative logits of recent tokens; 1 is off. llama.cpp: `repeat_penalty`.
    public var repetition: Float
    /// Subtracted once per occurrence in the window; 0 is off. OpenAI: `frequency_penalty`.
    public var frequency: Float
    /// Subtracted once from every token present in the window; 0 is off. OpenAI: `presence_penalty`.
    public var presence: Float
    /// How many of the most recent tokens count; 0 turns every penalty off. llama.cpp: `repeat_last_n`.
    public var window: Int

    /// llama.cpp's default window (`penalty_last_n = 64`).
    public static let defaultWindow = 64

    /// No penalty at all: sampling is unchanged.
    public static let none = SamplingPenalties()

    /// - Precondition: `repetition > 0`, `window >= 0` (options from users are validated before they get here).
    public init(repetition: Float = 1, frequency: Float = 0, presence: Float = 0, window: Int = defaultWindow) {
        precondition(repetition > 0 && repetition.isFinite, "the repetition penalty must be a positive number")
        precondition(frequency.isFinite && presence.isFinite, "frequency and presence penalties must be finite")
        precondition(window >= 0, "the penalty window must not be negative")
        self.repetition = repetition
        self.frequency = frequency
        self.presence = presence
        self.window = window
    }

    /// Whether any penalty changes a logit.
    public var isActive: Bool { window > 0 && (repetition != 1 || frequency != 0 || presence != 0) }

    /// `logit` of a token seen `count` (> 0) times in the window, penalized.
    @inline(__always)
    func apply(_ logit: Float, count: Int) -> Float {
        let repeated = logit <= 0 ? logit * repetition : logit / repetition
        return repeated - Float(count) * frequency - presence
    }
}

/// The last `capacity` tokens in order, and how often each occurs among them.
struct TokenWindow: Sendable {
    let capacity: Int
    /// Ring buffer of the tokens (oldest at `head` once full).
    private var ring: [Int] = []
    private var head = 0
    /// Occurrences of each token in the ring; tokens that left the window are removed.
    private(set) var counts: [Int: Int] = [:]

    init(capacity: Int) {
        self.capacity = capacity
        ring.reserveCapacity(capacity)
    }

    var isEmpty: Bool { ring.isEmpty }

    /// Adds `token`, dropping the oldest when full.
    /// - Complexity: O(1) amortized.
    mutating func append(_ token: Int) {
        guard capacity > 0 else { return }
        if ring.count < capacity {
            ring.append(token)
        } else {
            let old = ring[head]
            if let count = counts[old], count > 1 { counts[old] = count - 1 } else { counts[old] = nil }
            ring[head] = token
            head = (head + 1) % capacity
        }
        counts[token, default: 0] += 1
    }
}
