import ContextBudget
import Guidance

/// The engine's half of guided generation: `Guidance` says which tokens keep the answer a valid
/// prefix of an instance of the schema; this only applies that mask to the logits, before the
/// sampler's penalties, temperature and top-p, and follows the chosen tokens.
///
/// The vocabulary's bytes and trie are built once per model (`NativeLanguageModel.guidance`);
/// a constraint is one answer's matcher. End tokens are allowed only when the value is complete.
final class SchemaConstraint {
    private let masker: TokenMasker
    private(set) var matcher: GrammarMatcher
    private var mask: TokenMask
    private let masked: UnsafeMutableBufferPointer<Float>   // (vocab,) the logits with the mask applied

    init(grammar: Grammar, masker: TokenMasker, logitCount: Int) {
        self.masker = masker
        matcher = GrammarMatcher(grammar: grammar)
        mask = TokenMask(tokenCount: masker.vocabulary.tokenCount)
        masked = .allocate(capacity: logitCount)
    }

    deinit { masked.deallocate() }

    /// `logits` with every token the grammar refuses at -infinity; valid until the next call.
    /// - Throws: `GenerationError.invalidResponse` when no token of the vocabulary continues the
    ///   value (a vocabulary without the characters the schema needs).
    /// - Complexity: the mask walk (see `TokenMasker`), then O(vocabulary size).
    func constrain(_ logits: UnsafeBufferPointer<Float>) throws -> UnsafeBufferPointer<Float> {
        masker.fill(&mask, for: matcher)
        var allowed = 0
        for id in 0..<logits.count {
            if id < mask.tokenCount, mask.contains(id) {
                masked[id] = logits[id]
                allowed += 1
            } else {
                masked[id] = -.infinity
            }
        }
        guard allowed > 0 else {
            throw GenerationError.invalidResponse("no token of the model's vocabulary can continue the structured response here")
        }
        return UnsafeBufferPointer(masked)
    }

    /// Follows `token`, one the last mask allowed (an end token leaves the matcher as it is).
    func accept(_ token: Int) {
        if let bytes = masker.vocabulary.bytes(of: token) { matcher.advance(bytes) }
    }

    /// Whether the answer so far is a whole instance of the schema.
    var isComplete: Bool { matcher.isComplete }
}
