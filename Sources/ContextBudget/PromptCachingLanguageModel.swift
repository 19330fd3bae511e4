/// A backend that keeps the KV cache of what it last computed and, for the next request,
/// computes only the part of the prompt after the longest prefix that cache still holds (as
/// llama.cpp's server and the native engine do).
///
/// Callers that report usage (the FoundationModels provider's `cachedTokenCount`, a session's
/// statistics) ask it how much of a transcript would be reused; nothing is computed.
public protocol PromptCachingLanguageModel: LanguageModel {
    /// Tokens at the start of `transcript`'s prompt that the cache holds now: what a request for
    /// it, sent next, would not compute again. Exact when no other request runs in between.
    /// - Throws: what rendering the prompt throws.
    func reusablePromptTokenCount(for transcript: Transcript) async throws -> Int
}
