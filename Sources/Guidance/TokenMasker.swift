import Tokenizers

/// Computes, for a matcher's state, the mask of tokens whose bytes it would take whole.
///
/// Build one per vocabulary and reuse it for every step of every generation with that
/// vocabulary: the tries and the string masks below are the per-tokenizer precomputation, the
/// per-depth matcher states are scratch reused across calls. It is not thread-safe (the scratch
/// is mutable); use one per decoding thread.
///
/// Masks are memoised by matcher state (`setMaskKey`: the state with what cannot change its
/// mask left out), so a state that recurs costs one key and one lookup, and the mask comes back
/// shared, not copied: inside a string without a length bound every step after the first is
/// such a hit, and so are the states an array of records goes through once per item.
///
/// A state met for the first time takes one of three routes, all exact:
/// - **Trie walk**: step the matcher through the token trie in preorder, skipping a subtree at
///   the first rejected byte. Costs one step per visited trie node; cheap wherever the grammar
///   allows few bytes (structure, numbers, keys, enum values).
/// - **Inside a string**: nearly every token is allowed there, so a walk would visit most of the
///   trie. Tokens made only of plain string characters (no `"`, `\`, control byte; whole UTF-8
///   characters) are always taken in a string body that has room for them, so their mask is
///   precomputed per scalar count; only the remaining tokens (those with quotes, escapes, or
///   partial characters) are walked, in a trie of their own.
/// - **Several readings**: the allowed set of a state is the union of each reading's, so when
///   one reading is in a string body (an additional property's name beside a declared one,
///   `anyOf` branches that are strings) each reading is masked alone, on its own best route,
///   rather than walking the whole trie with all of them.
public final class TokenMasker {
    /// The vocabulary the masks are over.
    public let vocabulary: TokenVocabulary
    let trie: TokenTrie
    /// Tokens that are not plain string text (or too long to precompute), for the string route.
    let nonPlainTrie: TokenTrie
    /// `plainMasks[k]`: plain tokens of at most `k` Unicode scalars, k in 0…`plainScalarLimit`.
    let plainMasks: [[UInt64]]
    /// Plain tokens longer than this many scalars go to `nonPlainTrie` instead.
    static let plainScalarLimit = 48
    /// Matcher states by trie depth (index 0 is the state the mask is for).
    private var levels: [MatcherState]
    /// Masks by state key (`Grammar.setMaskKey`), for the grammar `memoGrammar`; emptied when
    /// another grammar is masked or it holds `memoCapacity` masks.
    private var memo: [MatcherState: TokenMask] = [:]
    private var memoGrammar: Grammar.Identity?
    /// At most this many masks are kept (each is tokens / 8 bytes: 32 KiB for Gemma).
    static let memoCapacity = 256
    /// The last step's key and mask: a string's next step is most often the same key, and
    /// comparing two keys is cheaper than hashing one.
    private var lastKey = MatcherState()
    private var lastMask: TokenMask?
    /// Scratch for this step's key.
    private var key = MatcherState()
    /// Scalar counts are clamped here in keys: one more than the longest token's bytes.
    let keyHorizon: Int32
    /// Scratch for the tokens a walk takes, and for one reading of a state.
    private var taken: [Int32] = []
    private var single = MatcherState()

    /// Precomputes the tries and string masks of `vocabulary`.
    /// - Complexity: O(n log n) in the number of tokens, plus O(total bytes).
    public init(vocabulary: TokenVocabulary) {
        self.vocabulary = vocabulary
        var all: [(id: Int32, bytes: ArraySlice<UInt8>)] = []
        var nonPlain: [(id: Int32, bytes: ArraySlice<UInt8>)] = []
        var plainMasks = [[UInt64]](repeating: [UInt64](repeating: 0, count: (vocabulary.tokenCount + 63) / 64), count: Self.plainScalarLimit + 1)
        for id in 0..<vocabulary.tokenCount {
            guard let bytes = vocabulary.bytes(of: id) else { continue }
            all.append((Int32(id), bytes))
            if let scalars = Self.plainScalarCount(bytes), scalars <= Self.plainScalarLimit {
                for limit in scalars...Self.plainScalarLimit { plainMasks[limit][id >> 6] |= 1 << UInt64(id & 63) }
            } else {
                nonPlain.append((Int32(id), bytes))
            }
        }
        trie = TokenTrie(tokens: all)
        nonPlainTrie = TokenTrie(tokens: nonPlain)
        self.plainMasks = plainMasks
        levels = [MatcherState](repeating: MatcherState(), count: trie.maximumDepth + 1)
        keyHorizon = Int32(trie.maximumDepth + 1)
    }

    /// The number of Unicode scalars of `bytes` if it is plain string text: only whole UTF-8
    /// characters, none of them `"`, `\` or a control character below U+0020; else nil.
    static func plainScalarCount(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let text = String.validatingUTF8Bytes(bytes) else { return nil }
        var count = 0
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" { return nil }
            count += 1
        }
        return count
    }

    /// The tokens `matcher` would take whole now; end tokens only when its value is complete.
    ///
    /// The mask may share its storage with the memo (copy-on-write keeps the memo intact if
    /// the caller changes it), so a recurring state costs no copy of the vocabulary's bits.
    /// - Complexity: for a state met before, O(frames) to build and compare its key; else one
    ///   matcher step per visited trie node, or in a string body O(tokens / 64) to copy the
    ///   precomputed mask plus the walk over the non-plain tokens.
    public func mask(for matcher: GrammarMatcher) -> TokenMask {
        let grammar = matcher.grammar
        let state = matcher.state
        if memoGrammar !== grammar.identity {
            memo.removeAll(keepingCapacity: true)
            memoGrammar = grammar.identity
            lastMask = nil
        }
        // The scratch keys as locals: each access to a stored property checks exclusivity.
        var key = MatcherState(), lastKey = MatcherState()
        swap(&key, &self.key)
        swap(&lastKey, &self.lastKey)
        defer {
            // This step's key becomes the last one; the last one's storage is the next scratch.
            swap(&lastKey, &self.key)
            swap(&key, &self.lastKey)
        }
        grammar.setMaskKey(&key, for: state, horizon: keyHorizon)
        if let lastMask, key == lastKey { return lastMask }
        let mask: TokenMask
        if let known = memo[key] {
            mask = known
        } else {
            mask = computeMask(grammar, state)
            if memo.count >= Self.memoCapacity { memo.removeAll(keepingCapacity: true) }
            memo[key] = mask
        }
        lastMask = mask
        return mask
    }

    /// The mask of `state`, computed on its routes (see the type's comment), not memoised.
    func computeMask(_ grammar: Grammar, _ state: MatcherState) -> TokenMask {
        var mask: TokenMask
        if state.ends.count > 1, (0..<state.ends.count).contains(where: { stringRoom(grammar, state, reading: $0) != nil }) {
            mask = TokenMask(tokenCount: vocabulary.tokenCount)
            for reading in 0..<state.ends.count {
                single.removeAll()
                single.frames.append(contentsOf: state.frames[state.range(of: reading)])
                single.ends.append(Int32(single.frames.count))
                let one = single
                add(grammar, one, into: &mask)
            }
        } else if let room = state.ends.count == 1 ? stringRoom(grammar, state, reading: 0) : nil {
            mask = TokenMask(words: plainMasks[min(room, Self.plainScalarLimit)], tokenCount: vocabulary.tokenCount)
            walk(nonPlainTrie, grammar, state)
            mask.insert(taken)
        } else {
            mask = TokenMask(tokenCount: vocabulary.tokenCount)
            walk(trie, grammar, state)
            mask.insert(taken)
        }
        if grammar.isComplete(state) {
            for id in vocabulary.endTokenIDs { mask.insert(id) }
        }
        return mask
    }

    /// Adds the tokens of the one-reading `state` to `mask`.
    private func add(_ grammar: Grammar, _ state: MatcherState, into mask: inout TokenMask) {
        if let room = stringRoom(grammar, state, reading: 0) {
            mask.formUnion(plainMasks[min(room, Self.plainScalarLimit)])
            walk(nonPlainTrie, grammar, state)
        } else {
            walk(trie, grammar, state)
        }
        mask.insert(taken)
    }

    /// How many more scalars the string being read may take, when reading `reading` of the
    /// matcher's state is in a string body between characters; nil otherwise.
    func stringRoom(_ grammar: Grammar, _ state: MatcherState, reading: Int) -> Int? {
        let range = state.range(of: reading)
        guard !range.isEmpty else { return nil }
        let frame = state.frames[range.upperBound - 1]
        guard frame.phase == 1 else { return nil }
        switch grammar.nodes[Int(frame.node)] {
        case let .string(index): return Int(grammar.strings[Int(index)].maximumLength - frame.b)
        case .propertyName: return Int.max
        default: return nil
        }
    }

    /// Sets `taken` to every token of `trie` that `state` takes whole.
    private func walk(_ trie: TokenTrie, _ grammar: Grammar, _ state: MatcherState) {
        levels[0] = state
        // A local for the walk: appending to the stored property would check exclusive access
        // at every token.
        var found: [Int32] = []
        swap(&found, &taken)
        found.removeAll(keepingCapacity: true)
        let count = trie.nodeCount
        trie.nodeBytes.withUnsafeBufferPointer { nodeBytes in
        trie.nodeDepths.withUnsafeBufferPointer { nodeDepths in
        trie.subtreeEnds.withUnsafeBufferPointer { subtreeEnds in
        trie.tokenStarts.withUnsafeBufferPointer { tokenStarts in
        trie.tokenIDs.withUnsafeBufferPointer { tokenIDs in
        levels.withUnsafeMutableBufferPointer { levels in
            var node = 0
            while node < count {
                let depth = Int(nodeDepths[node])
                grammar.step(reading: &levels[depth - 1], nodeBytes[node], into: &levels[depth])
                if levels[depth].isEmpty {
                    node = Int(subtreeEnds[node])
                    continue
                }
                for index in Int(tokenStarts[node])..<Int(tokenStarts[node + 1]) {
                    found.append(tokenIDs[index])
                }
                node += 1
            }
        }}}}}}
        swap(&found, &taken)
        levels[0] = MatcherState()
    }
}
