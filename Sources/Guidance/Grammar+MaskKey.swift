/// The part of a matcher state that decides its token mask: what `TokenMasker` memoises masks by.
///
/// Most of a state's fields decide what comes next and must stay in the key. Inside a string
/// body, between characters or right after a backslash, a few do not: the string's scalar count matters only through how
/// many scalars it still needs before it may close and how many it may still take, and only up
/// to the longest token (a token cannot read more scalars than it has bytes); the fields of a
/// character or escape already read are dead. So a long string without a `maxLength` has one
/// key from its `minLength` on, step after step, and its later steps are memo hits.
extension Grammar {
    /// Sets `key` to `state` with, in each reading whose innermost value is a string body
    /// between characters or after a backslash (phases 1 and 3), the scalar count replaced by its (need, room) pair clamped at
    /// `horizon`, and the dead fields zeroed. Two states with equal keys have equal masks over
    /// any vocabulary whose tokens have fewer than `horizon` bytes.
    ///
    /// `key` is scratch: its storage is reused, so a step whose key is already known allocates
    /// nothing.
    /// - Complexity: O(frames).
    func setMaskKey(_ key: inout MatcherState, for state: MatcherState, horizon: Int32) {
        key.removeAll()
        key.frames.append(contentsOf: state.frames)
        key.ends.append(contentsOf: state.ends)
        var start = 0
        for reading in 0..<key.ends.count {
            let end = Int(key.ends[reading])
            defer { start = end }
            guard end > start else { continue }  // a finished reading: nothing to canonicalise
            var frame = key.frames[end - 1]
            // After a backslash the escape's scalar is counted already and its letter reads no
            // field: the same holds as between characters.
            guard frame.phase == 1 || frame.phase == 3 else { continue }
            let bounds: StringRule
            switch nodes[Int(frame.node)] {
            case let .string(index):
                bounds = strings[Int(index)]
                frame.value = 0  // the last `\u` code unit read
            case .propertyName:
                // No length bounds; `value` is the name-trie node, which decides the closing quote.
                bounds = StringRule(minimumLength: 0, maximumLength: .max)
            default:
                continue
            }
            let need = min(max(bounds.minimumLength - frame.b, 0), horizon)
            let room = min(max(bounds.maximumLength - frame.b, 0), horizon)
            frame.a = 0  // continuation bytes or hex digits of the last character
            frame.c = 0  // the range of the last character's next byte
            // Negative, so never a real scalar count; one value per (need, room) pair.
            frame.b = -1 - (need * (horizon + 1) + room)
            key.frames[end - 1] = frame
        }
    }
}
