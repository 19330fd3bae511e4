import Tokenizers

/// Computes, for a matcher's state, the mask of tokens whose bytes it would take whole.
///
/// Build one per vocabulary and reuse it for every step of every generation with that
/// vocabulary: the tries and the string masks below are the per-tokenizer precomputation, the
/// per-depth matcher states are scratch reused across calls. It is not thread-safe (the scratch
/// is mutable); use one per decoding thread.
///
/// Three routes, all exact:
/// - **Trie walk**: step the matcher through the token trie in preorder, skipping a subtree at
///   the first rejected byte. Costs one step per visited trie node; cheap wherever the grammar
///   allows few bytes (structure, numbers, keys, enum values).
/// - **Inside a string**: nearly every token is allowed there, so a walk would visit most of the
///   trie. Tokens made only of plain string characters (no `"`, `\`, control byte; whole UTF-8
///   characters) are always taken in a string body that has room for them, so their mask is
///   precomputed per scalar count; only the remaining tokens (those with quotes, escapes, or
///   partial characters) are walked, in a trie of their own. That walk's answer depends on the
///   string's progress only through its length bounds, so it is cached per state (with the
///   scalar count left out where the bounds cannot matter any more): the steps after the first
///   in a long string copy the plain mask and add the cached tokens.
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
    /// The non-plain tokens a string-body state takes, by state (see `cacheKey`), for the
    /// grammar `cachedGrammar`; emptied when another grammar is masked or it holds
    /// `cacheLimit` states.
    private var stringCache: [MatcherState: [Int32]] = [:]
    private var cachedGrammar: Grammar.Identity?
    static let cacheLimit = 1_024
    /// Scratch for the tokens a walk takes, for one reading of a state, and for a cache key.
    private var taken: [Int32] = []
    private var single = MatcherState()
    private var key = MatcherState()

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
    /// - Complexity: one matcher step per visited trie node; in a string body, O(tokens / 64)
    ///   to copy the precomputed mask plus the walk over the non-plain tokens.
    public func mask(for matcher: GrammarMatcher) -> TokenMask {
        var mask = TokenMask(tokenCount: vocabulary.tokenCount)
        fill(&mask, for: matcher)
        return mask
    }

    /// Overwrites `mask` with the tokens `matcher` would take whole now (see `mask(for:)`), so a
    /// decoding loop can reuse one mask's storage.
    /// - Precondition: `mask.tokenCount` is the vocabulary's token count.
    public func fill(_ mask: inout TokenMask, for matcher: GrammarMatcher) {
        precondition(mask.tokenCount == vocabulary.tokenCount, "mask for \(mask.tokenCount) tokens, vocabulary of \(vocabulary.tokenCount)")
        let grammar = matcher.grammar
        let state = matcher.state
        if cachedGrammar !== grammar.identity {
            stringCache.removeAll(keepingCapacity: true)
            cachedGrammar = grammar.identity
        }
        if state.ends.count > 1, (0..<state.ends.count).contains(where: { stringRoom(grammar, state, reading: $0) != nil }) {
            mask.removeAll()
            for reading in 0..<state.ends.count {
                single.removeAll()
                single.frames.append(contentsOf: state.frames[state.range(of: reading)])
                single.ends.append(Int32(single.frames.count))
                let one = single
                add(grammar, one, into: &mask, replacing: false)
            }
        } else {
            add(grammar, state, into: &mask, replacing: true)
        }
        if grammar.isComplete(state) {
            for id in vocabulary.endTokenIDs { mask.insert(id) }
        }
    }

    /// Adds the tokens `state` takes to `mask` (after clearing it when `replacing`).
    private func add(_ grammar: Grammar, _ state: MatcherState, into mask: inout TokenMask, replacing: Bool) {
        guard let room = state.ends.count == 1 ? stringRoom(grammar, state, reading: 0) : nil else {
            if replacing { mask.removeAll() }
            walk(trie, grammar, state)
            mask.insert(taken)
            return
        }
        mask.overwrite(with: plainMasks[min(room, Self.plainScalarLimit)], union: !replacing)
        // The scratch key as a local: each access to a stored property checks exclusivity.
        var key = MatcherState()
        swap(&key, &self.key)
        defer { swap(&key, &self.key) }
        Self.setCacheKey(&key, grammar, state)
        if let ids = stringCache[key] {
            mask.insert(ids)
            return
        }
        walk(nonPlainTrie, grammar, state)
        mask.insert(taken)
        if stringCache.count >= Self.cacheLimit { stringCache.removeAll(keepingCapacity: true) }
        stringCache[key] = taken
    }

    /// Sets `key` to the string-body `state` with its scalar count left out (-1) when the count
    /// can no longer change what a token does: the string has no maximum and has reached its
    /// minimum. Non-plain tokens hold at most a few dozen scalars, so the count matters otherwise
    /// and stays. `key` is scratch, so a cache hit allocates nothing.
    private static func setCacheKey(_ key: inout MatcherState, _ grammar: Grammar, _ state: MatcherState) {
        key.removeAll()
        key.frames.append(contentsOf: state.frames)
        key.ends.append(contentsOf: state.ends)
        let top = key.frames.count - 1
        let frame = key.frames[top]
        let bounds: StringRule
        switch grammar.nodes[Int(frame.node)] {
        case let .string(index): bounds = grammar.strings[Int(index)]
        default: bounds = StringRule(minimumLength: 0, maximumLength: .max)
        }
        if bounds.maximumLength == .max && frame.b >= bounds.minimumLength { key.frames[top].b = -1 }
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
