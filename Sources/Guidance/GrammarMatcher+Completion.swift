extension GrammarMatcher {
    /// The shortest bytes that make the value so far complete (empty when it already is), found
    /// by a breadth-first search over allowed bytes that merges equal matcher states; among
    /// completions of the same length, the one with the lowest bytes first.
    ///
    /// Why: a token cap that falls inside a value would cut it (`structuredResponseIncomplete`);
    /// a decoder that knows how many bytes still close the value can close it while the cap
    /// allows (`SchemaConstraint` does, one byte token per step), so a model that loops inside
    /// a string still ends with a valid value.
    ///
    /// The search tries printable ASCII first: every byte of a string's body then leads to the
    /// same state, so the states per length stay few; bytes outside it (escapes, UTF-8) are
    /// searched only when no ASCII completion exists (a `const` or `enum` with other characters).
    /// - Parameter maximumStates: states each search may visit before it gives up.
    /// - Returns: nil when no completion was found within `maximumStates`.
    /// - Complexity: O(maximumStates · 256) steps.
    public func shortestCompletion(maximumStates: Int = 1024) -> [UInt8]? {
        if isComplete { return [] }
        let printable = Array(UInt8(0x20)...UInt8(0x7E)).filter { $0 != UInt8(ascii: "\\") }
        return shortestCompletion(over: printable, maximumStates: maximumStates)
            ?? shortestCompletion(over: Array(0...255), maximumStates: maximumStates)
    }

    private func shortestCompletion(over alphabet: [UInt8], maximumStates: Int) -> [UInt8]? {
        // Each visited state with the byte and parent it was reached by, to read the path back.
        var states: [MatcherState] = [state]
        var parents: [(parent: Int, byte: UInt8)] = [(-1, 0)]
        var seen: Set<MatcherState> = [state]
        var next = MatcherState()
        var head = 0
        while head < states.count, states.count <= maximumStates {
            let current = states[head]
            for byte in alphabet {
                grammar.step(current, byte, into: &next)
                guard !next.isEmpty, seen.insert(next).inserted else { continue }
                states.append(next)
                parents.append((head, byte))
                if grammar.isComplete(next) {
                    var path: [UInt8] = []
                    var index = states.count - 1
                    while index > 0 {
                        path.append(parents[index].byte)
                        index = parents[index].parent
                    }
                    return path.reversed()
                }
            }
            head += 1
        }
        return nil
    }
}
