import ContextBudget
import Guidance

/// The engine's half of guided generation: `Guidance` says which tokens keep the answer a valid
/// prefix of an instance of the schema; this only applies that mask to the logits, before the
/// sampler's penalties, temperature and top-p, and follows the chosen tokens.
///
/// The vocabulary's bytes and trie are built once per model (`NativeLanguageModel.guidance`);
/// a constraint is one answer's matcher. End tokens are allowed only when the value is complete.
///
/// With a `ToolCallTrigger` (tool calls under `.auto`) the grammar is one call's, and it applies
/// only inside calls: the logits of free text are left as they are, a call is masked from its
/// first token to its last, and the next call starts a fresh matcher.
final class SchemaConstraint {
    private let masker: TokenMasker
    private let grammar: Grammar
    private(set) var matcher: GrammarMatcher
    private var mask: TokenMask
    private let masked: UnsafeMutableBufferPointer<Float>   // (vocab,) the logits with the mask applied
    private let trigger: ToolCallTrigger?
    private(set) var phase: ToolCallPhase
    /// Text since the reply's start or the last call, what the trigger reads.
    private var textSinceCall: [UInt8] = []
    /// Whether the one whitespace token allowed after a required call's marker was taken.
    private var tookWhitespace = false
    /// Tokens made only of whitespace; and tokens that do not start a JSON object (first
    /// non-whitespace byte not `{`, control tokens included): text where a call may begin.
    private let whitespaceTokens: TokenMask?
    private let textTokens: TokenMask?
    /// Tokens that put whitespace before a `{` that starts a valid call (` {"`), with the bytes
    /// from the brace on: where a call may begin they begin it, the whitespace being text.
    private let spacedCallStarts: [Int: [UInt8]]
    /// What a masked step allows besides the grammar's tokens: text or a spaced call start
    /// where a call may begin; one whitespace token or a spaced call start after a required marker.
    private let textOrSpacedStart: TokenMask?
    private let whitespaceOrSpacedStart: TokenMask?
    /// The last search for the closing: how many tokens remained then, and how long it was.
    private var lastClosing: (remaining: Int, length: Int)?
    /// When the last search found no closing within its limit: how many tokens remained.
    private var lastFailedSearch: Int?

    init(grammar: Grammar, masker: TokenMasker, logitCount: Int, trigger: ToolCallTrigger? = nil) {
        self.masker = masker
        self.grammar = grammar
        self.trigger = trigger
        matcher = GrammarMatcher(grammar: grammar)
        mask = TokenMask(tokenCount: masker.vocabulary.tokenCount)
        masked = .allocate(capacity: logitCount)
        if let trigger {
            let vocabulary = masker.vocabulary
            var whitespace: [Int] = [], text: [Int] = [], spaced: [Int: [UInt8]] = [:]
            let start = GrammarMatcher(grammar: grammar)
            for id in 0..<vocabulary.tokenCount {
                guard let bytes = vocabulary.bytes(of: id) else { text.append(id); continue }
                let brace = bytes.firstIndex { !ToolCallTrigger.isWhitespace($0) }
                if brace == nil { whitespace.append(id) }
                guard let brace, bytes[brace] == UInt8(ascii: "{") else { text.append(id); continue }
                if brace > bytes.startIndex {
                    var probe = start
                    let call = Array(bytes[brace...])
                    if probe.advance(call) == call.count { spaced[id] = call }
                }
            }
            let count = vocabulary.tokenCount
            whitespaceTokens = TokenMask(tokenCount: count, allowing: whitespace)
            textTokens = TokenMask(tokenCount: count, allowing: text)
            spacedCallStarts = spaced
            textOrSpacedStart = TokenMask(tokenCount: count, allowing: text + spaced.keys)
            whitespaceOrSpacedStart = TokenMask(tokenCount: count, allowing: whitespace + spaced.keys)
            phase = trigger.arming(after: [])
        } else {
            whitespaceTokens = nil
            textTokens = nil
            spacedCallStarts = [:]
            textOrSpacedStart = nil
            whitespaceOrSpacedStart = nil
            phase = .inCall
        }
    }

    deinit { masked.deallocate() }

    /// Tokens before the cap at which a value that would still be open starts closing, so that
    /// the closing bytes fit with room to spare.
    static let closingSlack = 8
    /// How near the cap the closing is looked for (a search per step, so not on every step).
    static let closingHorizon = 128

    /// `logits` with every token the grammar refuses at -infinity; valid until the next call.
    /// Free text (under a trigger, outside a call) is returned as it is.
    ///
    /// Near the cap (`remaining` tokens may still be chosen, this one included), once the
    /// shortest completion of the value (`GrammarMatcher.shortestCompletion`) plus
    /// `closingSlack` no longer fits, only its next byte is allowed, as a one-byte token, and
    /// then only the end: a model that loops inside a string closes its value instead of being
    /// cut. An answer that finishes earlier is never touched.
    /// - Throws: `GenerationError.invalidResponse` when no token of the vocabulary continues the
    ///   value (a vocabulary without the characters the schema needs).
    /// - Complexity: the mask walk (see `TokenMasker`), then O(vocabulary size).
    func constrain(_ logits: UnsafeBufferPointer<Float>, remaining: Int = .max) throws -> UnsafeBufferPointer<Float> {
        if phase == .free { return logits }
        if phase == .inCall, let forced = closingTokens(remaining: remaining) {
            mask = TokenMask(tokenCount: masker.vocabulary.tokenCount, allowing: forced)
        } else {
            mask = masker.mask(for: matcher)
        }
        let extra: TokenMask?
        switch phase {
        case .optional: extra = textOrSpacedStart
        case .required: extra = tookWhitespace ? nil : whitespaceOrSpacedStart
        default: extra = nil
        }
        let allowed = Self.apply(mask, extra, to: logits, into: masked)
        guard allowed > 0 else {
            throw GenerationError.invalidResponse("no token of the model's vocabulary can continue the structured response here")
        }
        return UnsafeBufferPointer(masked)
    }

    /// Writes `logits` into `out` with every id outside `mask` (and outside `extra`, when given)
    /// at -infinity, 64 ids a word: a word of all ones is one copy, a word of zeros one fill.
    /// Ids past the mask's token count are refused.
    /// - Returns: how many ids were allowed.
    /// - Complexity: O(logits.count).
    static func apply(_ mask: TokenMask, _ extra: TokenMask?, to logits: UnsafeBufferPointer<Float>,
                      into out: UnsafeMutableBufferPointer<Float>) -> Int {
        var allowed = 0
        let count = min(logits.count, mask.tokenCount)
        mask.words.withUnsafeBufferPointer { words in
            for index in 0..<(count + 63) / 64 {
                var word = words[index]
                if let extra { word |= extra.words[index] }
                let base = index * 64
                let width = min(64, count - base)
                if width < 64 { word &= (1 << UInt64(width)) - 1 }
                if word == 0 {
                    (out.baseAddress! + base).update(repeating: -.infinity, count: width)
                } else if word == ~0 {
                    (out.baseAddress! + base).update(from: logits.baseAddress! + base, count: 64)
                } else {
                    for bit in 0..<width {
                        out[base + bit] = word & (1 << UInt64(bit)) != 0 ? logits[base + bit] : -.infinity
                    }
                }
                allowed += word.nonzeroBitCount
            }
        }
        if logits.count > count { (out.baseAddress! + count).update(repeating: -.infinity, count: logits.count - count) }
        return allowed
    }

    /// The tokens allowed when the value must close now: a one-byte token of the shortest
    /// completion's next byte, or the end tokens once the value is complete; nil while there is
    /// room, or when no completion is found or spelled.
    private func closingTokens(remaining: Int) -> [Int]? {
        guard remaining <= Self.closingHorizon else { return nil }
        // The search costs more than a mask: skip it while even a closing that grew by four
        // bytes a token since the last search would still leave room.
        if let last = lastClosing, last.length + 4 * (last.remaining - remaining) + Self.closingSlack < remaining { return nil }
        if let failed = lastFailedSearch, failed - remaining < Self.closingSlack { return nil }
        guard let closing = matcher.shortestCompletion() else {
            lastFailedSearch = remaining  // too far to find: try again a few tokens on, not every step
            return nil
        }
        lastFailedSearch = nil
        lastClosing = (remaining, closing.count)
        // Closing pays only when it fits; a cap shorter than any completion cuts the value anyway.
        guard closing.count + Self.closingSlack >= remaining, closing.count <= remaining else { return nil }
        if closing.isEmpty { return masker.vocabulary.endTokenIDs.isEmpty ? nil : masker.vocabulary.endTokenIDs }
        return masker.vocabulary.token(forByte: closing[0]).map { [$0] }
    }

    /// Follows `token`, one the last mask allowed (an end token leaves the matcher as it is).
    func accept(_ token: Int) {
        let bytes = masker.vocabulary.bytes(of: token)
        guard let trigger else {
            if let bytes { matcher.advance(bytes) }
            return
        }
        switch phase {
        case .inCall:
            if let bytes { matcher.advance(bytes) }
            if matcher.isFinished { endCall(trigger) }
        case .required where whitespaceTokens!.contains(token) && !tookWhitespace:
            tookWhitespace = true
        case .required, .optional:
            if let call = spacedCallStarts[token], !(phase == .required && tookWhitespace) {
                // The whitespace before the brace is text; the call starts at the brace.
                matcher.advance(call)
                phase = .inCall
                if matcher.isFinished { endCall(trigger) }
                return
            }
            if let bytes, bytes.first == UInt8(ascii: "{"), !textTokens!.contains(token) {
                matcher.advance(bytes)
                phase = .inCall
                if matcher.isFinished { endCall(trigger) }
                return
            }
            fallthrough
        case .free:
            textSinceCall += bytes.map(Array.init) ?? trigger.markerTokens[token] ?? []
            phase = trigger.arming(after: textSinceCall)
            tookWhitespace = false
            if phase == .required { textSinceCall.removeAll() }
        }
    }

    /// A call's value is complete: the text after it is free, and the next call starts afresh.
    private func endCall(_ trigger: ToolCallTrigger) {
        matcher = GrammarMatcher(grammar: grammar)
        textSinceCall.removeAll()
        tookWhitespace = false
        phase = trigger.arming(after: [])
    }

    /// Whether the answer so far is a whole instance of the schema; under a trigger, whether it
    /// is not inside a call (nor right after a marker that requires one).
    var isComplete: Bool {
        guard trigger != nil else { return matcher.isComplete }
        return phase == .free || phase == .optional
    }
}
