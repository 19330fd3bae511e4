/// One byte through the grammar: the pushdown automaton that `GrammarMatcher` and the token
/// trie walk share.
///
/// Every step keeps the invariant that makes masks safe: a configuration survives a byte only
/// if some continuation of it completes the value. Each rule checks what it can still reach
/// (an integer prefix that can still land in range, a string that may still close at its
/// length bounds), and a nested value is started only when its smallest instance fits under the
/// nesting cap (`minimumDepths`), so the matcher never strands in a state with no allowed byte.
extension Grammar {
    /// What a rule does with one byte.
    enum StepResult {
        /// The byte was consumed; the rule goes on.
        case consumed
        /// The byte was consumed and finished the rule.
        case finished
        /// The rule had already finished (a number ends at the first non-digit); the byte belongs
        /// to the rule below it.
        case finishedBefore
        /// The byte starts a nested value: push this frame and give it the byte.
        case push(Frame)
        case rejected
    }

    /// The initial state: one configuration about to read the root value.
    var initialState: MatcherState {
        MatcherState(frames: [Frame(node: root)], ends: [1])
    }

    /// `next` becomes every configuration of `state` advanced by `byte` (empty when no
    /// configuration accepts it).
    /// - Complexity: O(k · d) for k configurations of depth d, plus the forks the byte starts.
    @inline(__always)
    func step(_ state: MatcherState, _ byte: UInt8, into next: inout MatcherState) {
        var state = state
        step(reading: &state, byte, into: &next)
    }

    /// `step(_:_:into:)` for a state that stays where it is: `state` is inout only so that the
    /// trie walk can hand over its per-depth states by address (a by-value argument read out of
    /// the walk's buffer costs a retain and a release of both arrays at every trie node). It is
    /// not changed.
    @inline(__always)
    func step(reading state: inout MatcherState, _ byte: UInt8, into next: inout MatcherState) {
        next.removeAll()
        var start = 0
        // Indices, not `for end in state.ends`: an iterator would hold (retain) the array.
        for configuration in 0..<state.ends.count {
            let end = Int(state.ends[configuration])
            let base = next.frames.count
            for index in start..<end { next.frames.append(state.frames[index]) }
            feed(&next, from: base, byte)
            start = end
        }
        if next.ends.count > 1 { next.deduplicate() }
    }

    /// Whether some configuration has finished the value: an empty stack, or only a top-level
    /// number that may end here.
    func isComplete(_ state: MatcherState) -> Bool {
        for index in 0..<state.ends.count {
            let range = state.range(of: index)
            if range.isEmpty { return true }
            if range.count == 1 && canEnd(state.frames[range.lowerBound]) { return true }
        }
        return false
    }

    /// Feeds `byte` to the configuration occupying `next.frames[base...]` (the last one), leaving
    /// there the configurations it becomes and recording their ends.
    func feed(_ next: inout MatcherState, from base: Int, _ byte: UInt8) {
        while true {
            let top = next.frames.count - 1
            guard top >= base else { break }  // the value had finished: nothing may follow
            var frame = next.frames[top]
            // Frames on this stack including `frame`: the depth a child of it would add to.
            let depth = Int32(top - base + 1)
            let result: StepResult
            switch nodes[Int(frame.node)] {
            case let .literal(index): result = stepLiteral(&frame, index, byte)
            case let .choice(range):
                fork(&next, from: base, byte) { alternative in
                    for index in range where depth - 1 + minimumDepths[Int(alternatives[Int(index)])] <= maximumDepth {
                        alternative(Frame(node: alternatives[Int(index)]), nil)
                    }
                }
                return
            case let .string(index): result = stepString(&frame, strings[Int(index)], byte, isName: false)
            case .propertyName: result = stepString(&frame, StringRule(minimumLength: 0, maximumLength: .max), byte, isName: true)
            case let .integer(index): result = stepInteger(&frame, integers[Int(index)], byte)
            case .number: result = stepNumber(&frame, byte)
            case let .array(index): result = stepArray(&frame, arrays[Int(index)], byte, depth: depth)
            case let .object(index):
                let object = objects[Int(index)]
                if byte == UInt8(ascii: "\"") && (frame.phase == 1 || frame.phase == 3) {
                    // A property starts: one configuration per property that may come next.
                    fork(&next, from: base, byte) { alternative in
                        let first = Int(frame.a)
                        let last = min(Int(object.firstRequired[first]), object.properties.count - 1)
                        if first <= last {
                            for index in first...last where depth + minimumDepths[Int(object.properties[index].valueNode)] <= maximumDepth {
                                alternative(Frame(node: object.properties[index].keyNode),
                                            Frame(node: frame.node, phase: 4, a: Int32(index + 1), b: Int32(index)))
                            }
                        }
                        if let key = object.additionalKey, let value = object.additionalValue,
                           Int(object.firstRequired[first]) == object.properties.count, depth + minimumDepths[Int(value)] <= maximumDepth {
                            alternative(Frame(node: key, phase: 0, value: Int64(object.nameTrieRoot)),
                                        Frame(node: frame.node, phase: 5, a: Int32(object.properties.count)))
                        }
                    }
                    return
                }
                result = stepObject(&frame, object, byte, depth: depth)
            }
            switch result {
            case .consumed:
                next.frames[top] = frame
                next.ends.append(Int32(next.frames.count))
                return
            case .finished:
                next.frames.removeLast()
                next.ends.append(Int32(next.frames.count))
                return
            case .finishedBefore:
                next.frames.removeLast()
            case let .push(child):
                next.frames[top] = frame
                next.frames.append(child)
            case .rejected:
                break
            }
            if case .rejected = result { break }
        }
        next.frames.removeLast(next.frames.count - base)
    }

    /// Replaces the configuration at `next.frames[base...]` by one copy per alternative the
    /// body offers (`alternative(newTop, replacedTop)`: the frame to push, and what the current
    /// top becomes, nil to replace the top by the new frame), each fed `byte`.
    @inline(__always)
    func fork(_ next: inout MatcherState, from base: Int, _ byte: UInt8,
              _ body: (_ alternative: (Frame, Frame?) -> Void) -> Void) {
        let end = next.frames.count
        let mark = next.ends.count
        body { pushed, replaced in
            let copy = next.frames.count
            for index in base..<end { next.frames.append(next.frames[index]) }
            if let replaced {
                next.frames[next.frames.count - 1] = replaced
                next.frames.append(pushed)
            } else {
                next.frames[next.frames.count - 1] = pushed
            }
            feed(&next, from: copy, byte)
        }
        // Drop the original; the survivors after it move down.
        next.frames.removeSubrange(base..<end)
        let removed = Int32(end - base)
        for index in mark..<next.ends.count { next.ends[index] -= removed }
    }

    // MARK: Rules

    @inline(__always)
    func stepLiteral(_ frame: inout Frame, _ index: Int32, _ byte: UInt8) -> StepResult {
        let range = literalRanges[Int(index)]
        guard literalBytes[Int(range.lowerBound + frame.a)] == byte else { return .rejected }
        frame.a += 1
        return frame.a == Int32(range.count) ? .finished : .consumed
    }

    /// Phase 0 of a string, array or object: only its opening byte (`"`, `[`, `{`) is accepted,
    /// and phase 1 follows.
    @inline(__always)
    func stepOpening(_ frame: inout Frame, _ byte: UInt8, _ opening: Unicode.Scalar) -> StepResult {
        guard byte == UInt8(ascii: opening) else { return .rejected }
        frame.phase = 1
        return .consumed
    }

    /// Array phases: 0 before `[`, 1 after `[`, 2 after an item, 3 after `,`. `a` counts items.
    func stepArray(_ frame: inout Frame, _ rule: ArrayRule, _ byte: UInt8, depth: Int32) -> StepResult {
        let itemFits = depth + minimumDepths[Int(rule.items)] <= maximumDepth
        switch frame.phase {
        case 0:
            return stepOpening(&frame, byte, "[")
        case 1:
            if byte == UInt8(ascii: "]") { return rule.minimumCount == 0 ? .finished : .rejected }
            guard rule.maximumCount > 0, itemFits else { return .rejected }
            frame.phase = 2
            frame.a = 1
            return .push(Frame(node: rule.items))
        case 2:
            if byte == UInt8(ascii: "]") { return frame.a >= rule.minimumCount ? .finished : .rejected }
            guard byte == UInt8(ascii: ","), frame.a < rule.maximumCount, itemFits else { return .rejected }
            frame.phase = 3
            return .consumed
        default:
            frame.phase = 2
            frame.a += 1
            return .push(Frame(node: rule.items))
        }
    }

    /// Object phases: 0 before `{`, 1 after `{`, 2 after a value, 3 after `,`, 4 after a
    /// declared key (property `b` next), 5 after an additional key, 6 after its `:`. `a` is the
    /// index of the first declared property that may still come. Keys themselves are forked
    /// in `feed`.
    func stepObject(_ frame: inout Frame, _ object: ObjectRule, _ byte: UInt8, depth: Int32) -> StepResult {
        let noneRequired = Int(object.firstRequired[Int(frame.a)]) == object.properties.count
        switch frame.phase {
        case 0:
            return stepOpening(&frame, byte, "{")
        case 1:
            return byte == UInt8(ascii: "}") && noneRequired ? .finished : .rejected
        case 2:
            if byte == UInt8(ascii: "}") { return noneRequired ? .finished : .rejected }
            guard byte == UInt8(ascii: ","), canStartProperty(object, after: Int(frame.a), depth: depth) else { return .rejected }
            frame.phase = 3
            return .consumed
        case 3:
            return .rejected  // only `"` starts a key, handled by the fork
        case 4:
            frame.phase = 2
            return .push(Frame(node: object.properties[Int(frame.b)].valueNode))
        case 5:
            guard byte == UInt8(ascii: ":") else { return .rejected }
            frame.phase = 6
            return .consumed
        default:
            frame.phase = 2
            return .push(Frame(node: object.additionalValue!))
        }
    }

    /// Whether a key may follow a `,`: some property from `first` on that skips no required
    /// one and fits under the nesting cap, or an allowed additional property.
    func canStartProperty(_ object: ObjectRule, after first: Int, depth: Int32) -> Bool {
        let last = min(Int(object.firstRequired[first]), object.properties.count - 1)
        if first <= last {
            for index in first...last where depth + minimumDepths[Int(object.properties[index].valueNode)] <= maximumDepth { return true }
        }
        if let value = object.additionalValue, Int(object.firstRequired[first]) == object.properties.count {
            return depth + minimumDepths[Int(value)] <= maximumDepth
        }
        return false
    }

    /// Whether a frame of a number may end here (it has read a whole number, in range).
    func canEnd(_ frame: Frame) -> Bool {
        switch nodes[Int(frame.node)] {
        case .number: return frame.phase == 2 || frame.phase == 3 || frame.phase == 5 || frame.phase == 8
        case let .integer(index):
            guard frame.phase == 2 || frame.phase == 3 else { return false }
            let rule = integers[Int(index)]
            if rule.minimum == nil && rule.maximum == nil { return true }
            let magnitude = frame.phase == 2 ? 0 : UInt64(bitPattern: frame.value)
            return IntegerReach.contains(rule, negative: frame.a == 1, magnitude)
        default: return false
        }
    }
}
