/// Why a chat template could not be parsed or rendered, and where: the 1-based line of the
/// template source.
public struct JinjaError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The text is not Jinja (an unclosed tag, an unexpected token).
        case syntax
        /// Valid Jinja this interpreter does not implement (an `include`, an unknown filter).
        case unsupported
        /// The template called `raise_exception`: it refuses these messages.
        case raised
        /// An operation jinja2 would also refuse (an attribute of an undefined value, a type
        /// mismatch, a method the sandbox forbids).
        case runtime
    }

    public var kind: Kind
    /// The 1-based line of the template where it happened.
    public var line: Int
    public var message: String

    public init(_ kind: Kind, line: Int, _ message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }

    public var description: String {
        switch kind {
        case .syntax: "chat template line \(line): \(message)"
        case .unsupported: "chat template line \(line): \(message) is not supported by ContextBudget's Jinja interpreter; pass a known template by name instead"
        case .raised: "chat template line \(line) refuses these messages: \(message)"
        case .runtime: "chat template line \(line): \(message)"
        }
    }
}
