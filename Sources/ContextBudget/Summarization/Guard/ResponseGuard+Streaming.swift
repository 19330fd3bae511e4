/// Stopping a streamed answer early, as soon as it is clearly an echo or a loop.
///
/// Why: a model that loops writes to its cap (512 tokens at the 4K preset), and the guard then
/// rejects the whole answer; Gemma 3 270M echoes its instructions in the first dozen words.
/// Decoding the rest is most of the time a rejected call costs. The summarizer reads the answer
/// of a `TokenStreamingLanguageModel` as it comes and checks it every
/// `streamCheckIntervalBytes`; when the text so far is an echo or a loop it stops reading (which
/// stops the decoding) and takes that text as the answer, which the guard then rejects for the
/// same defect, so the retry and fallback are exactly as without the early stop.
///
/// Only echoes and loops stop a stream: an answer that starts by quoting its input may still
/// become a summary, and an empty start says nothing. Whether a prefix that is a loop could
/// have become an accepted answer was checked where it matters: no prefix of any extractive
/// answer over Corpora at 4K is stopped (`ResponseGuardStreamingTests`), and every echoing or
/// looping Gemma fixture is stopped within its first 512 bytes or so.
extension ResponseGuard {
    /// The defect that stops a stream: an echo or a loop in `partial`, the answer so far.
    /// - Complexity: as `defect(in:for:)`, O(n) in the words of the answer, material and scaffolding.
    public func streamingDefect(in partial: String, for call: Call) -> ResponseDefect? {
        guard let defect = defect(in: partial, for: call), defect.kind == .echo || defect.kind == .loop else { return nil }
        return defect
    }
}

/// A model whose `streamResponse` yields tokens as they are decoded and stops decoding when its
/// reader stops reading, so that a consumer can cut a bad answer short (`ResponseGuard`'s early
/// stop). `NativeLanguageModel` is one; HTTP backends answer summaries unstreamed.
public protocol TokenStreamingLanguageModel: LanguageModel {}
