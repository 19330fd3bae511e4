/// Reads a value one byte at a time and says which bytes may come next.
///
/// A matcher starts before the first byte of a value of its grammar. `advance(_:)` takes a byte
/// only if the bytes so far can still be completed into a valid value, so a caller that only
/// ever feeds allowed bytes can always finish: there is always at least one allowed byte until
/// `isComplete`, and the nesting cap (`GrammarOptions.maximumNestingDepth`) is enforced by
/// offering only what can still close beneath it.
///
/// It is a value: copying one is cheap (copy-on-write arrays) and gives an independent matcher,
/// which is how a caller looks ahead (`var probe = matcher; probe.advance(...)`).
public struct GrammarMatcher: Sendable {
    /// The grammar being matched.
    public let grammar: Grammar
    var state: MatcherState
    /// Scratch for the next state, swapped with `state` so a step does not allocate.
    private var spare = MatcherState()

    /// A matcher before the first byte of a value of `grammar`.
    public init(grammar: Grammar) {
        self.grammar = grammar
        state = grammar.initialState
    }

    /// Takes `byte` if the value can still be completed after it; otherwise leaves the matcher
    /// unchanged and returns false.
    /// - Complexity: O(k · d) for k live readings of depth d (k is 1 unless `anyOf`, a type list,
    ///   an enum or optional properties leave several open).
    @discardableResult
    public mutating func advance(_ byte: UInt8) -> Bool {
        grammar.step(state, byte, into: &spare)
        guard !spare.isEmpty else { return false }
        swap(&state, &spare)
        return true
    }

    /// Takes `bytes` in order; stops at the first rejected one, leaving the matcher after the
    /// bytes it took.
    /// - Returns: how many bytes were taken (`bytes.count` when all were).
    /// - Complexity: O(n) steps.
    @discardableResult
    public mutating func advance<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
        var taken = 0
        for byte in bytes {
            guard advance(byte) else { break }
            taken += 1
        }
        return taken
    }

    /// Whether `byte` would be taken, without taking it.
    public func accepts(_ byte: UInt8) -> Bool {
        var next = MatcherState()
        grammar.step(state, byte, into: &next)
        return !next.isEmpty
    }

    /// Whether the bytes so far are a whole valid value. A number at the top level may be both
    /// complete and continuable (`12` → `123`).
    public var isComplete: Bool { grammar.isComplete(state) }

    /// Whether nothing more may follow: complete, and no byte is allowed.
    public var isFinished: Bool { isComplete && allowedBytes.isEmpty }

    /// The bytes that `advance(_:)` would take now, ascending.
    /// - Complexity: 256 steps.
    public var allowedBytes: [UInt8] {
        var next = MatcherState()
        var bytes: [UInt8] = []
        for byte in 0...255 {
            grammar.step(state, UInt8(byte), into: &next)
            if !next.isEmpty { bytes.append(UInt8(byte)) }
        }
        return bytes
    }

    /// How many readings of the bytes so far are still open (1 for an unambiguous prefix).
    public var configurationCount: Int { state.ends.count }
}
