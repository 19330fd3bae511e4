import ContextBudget

extension NativeLanguageModel: PromptCachingLanguageModel {
    /// The common prefix of `transcript`'s prompt ids with the ids the KV cache holds, as the
    /// next request would reuse it: at most all but the prompt's last token (which is run again
    /// for its logits), and none when rewinding that far would lose a sliding-window layer's keys.
    /// Waits for a request in flight to finish, since that request changes the cache.
    /// - Complexity: O(prompt length) through the tokenizer.
    public func reusablePromptTokenCount(for transcript: Transcript) async throws -> Int {
        let prompt = promptTokens(for: transcript)
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.reusablePrefixLength(of: prompt)) }
        }
    }

    /// The prefix of `prompt` the cache can serve; call on `queue`. `run` reuses exactly this.
    func reusablePrefixLength(of prompt: [Int]) -> Int {
        var common = 0
        while common < min(cachedTokens.count, prompt.count - 1), cachedTokens[common] == prompt[common] { common += 1 }
        return transformer.canRewind(to: common) ? common : 0
    }
}
