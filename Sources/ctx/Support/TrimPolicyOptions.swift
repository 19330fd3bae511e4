import ContextBudget

/// `--policy window|summarize`, shared by `ctx trim` and `ctx chat`: what happens to the oldest turns.
struct TrimPolicyOptions: OptionGroup {
    enum Kind: Sendable {
        /// Dropped (their text stays in the store).
        case window
        /// Replaced by a rolling summary written by the model.
        case summarize
    }

    @Option(.words(
        "policy", ["window": Kind.window, "summarize": .summarize], default: .window,
        "window drops the oldest turns (default); summarize replaces them with a rolling summary."))
    var kind: Kind
}
