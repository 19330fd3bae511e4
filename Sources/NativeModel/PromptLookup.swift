/// Prompt-lookup drafting for speculative greedy decoding: when the last few tokens of the
/// prompt-and-answer-so-far occurred before, the tokens that followed them then are a good guess
/// at what follows now. Small models summarizing or extracting copy long runs of their input,
/// so the guess is often right.
///
/// The engine verifies a draft in one pass (`Transformer.forwardEach`), keeps the longest prefix
/// the model agrees with plus the model's own next token, and rewinds the cache past it. The
/// answer is identical, token for token, to plain greedy decoding: every verified row is
/// computed exactly as decode computes one token, so drafting changes the speed, never the text.
/// Only greedy decoding drafts (with penalties or without); sampling at a temperature decodes one
/// token per pass.
public struct PromptLookup: Sendable, Hashable {
    /// The longest run of trailing tokens looked up (tried first: a longer match predicts better).
    public var longestMatch: Int
    /// The shortest run looked up; 1 drafts after any repeated token.
    public var shortestMatch: Int
    /// Tokens drafted per pass at most (capped at `Transformer.maximumVerificationTokens` − 1).
    public var draftLength: Int

    /// - Parameters: see the properties; values below 1 are raised to 1, and `shortestMatch` to at most `longestMatch`.
    public init(longestMatch: Int = 3, shortestMatch: Int = 1, draftLength: Int = 6) {
        self.longestMatch = max(1, longestMatch)
        self.shortestMatch = min(self.longestMatch, max(1, shortestMatch))
        self.draftLength = max(1, draftLength)
    }

    /// Match the last 3, 2 or 1 tokens, draft up to 6 (a pass of 7 rows, one group of the
    /// multi-token decode kernels): the fastest of the settings `PromptLookupBenchmark --sweep`
    /// times on the summarizer's map prompts (the sweep and its figures: docs/engine.md, "Prompt lookup").
    public static let standard = PromptLookup()

    /// Up to `limit` tokens that followed the most recent earlier occurrence of the longest
    /// trailing run of `history` (between `longestMatch` and `shortestMatch` tokens) that
    /// occurred before; empty when none did.
    /// - Complexity: O(history.count × longestMatch) comparisons per match length tried.
    public func draft(after history: [Int], limit: Int) -> [Int] {
        let count = history.count, limit = min(limit, draftLength)
        guard limit > 0 else { return [] }
        return history.withUnsafeBufferPointer { h in
            for n in stride(from: min(longestMatch, count - 1), through: shortestMatch, by: -1) {
                let tail = count - n
                // Most recent first: an answer that is copying (or looping) continues where it left off.
                var start = tail - 1
                while start >= 0 {
                    var k = 0
                    while k < n, h[start + k] == h[tail + k] { k += 1 }
                    if k == n {
                        let from = start + n
                        return Array(h[from..<min(from + limit, count)])
                    }
                    start -= 1
                }
            }
            return []
        }
    }
}
