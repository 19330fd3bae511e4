import ContextBudget

/// The id that pairs a JSON-RPC response with its request: an integer or a string.
///
/// JSON-RPC also allows fractional numbers, which MCP forbids; a number that is not an integer
/// is refused when a message is decoded rather than rounded, so two requests never share an id.
public enum JSONRPCID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    /// The id as it appears in a message.
    public var json: JSONValue {
        switch self {
        case let .number(value): .number(Double(value))
        case let .string(value): .string(value)
        }
    }

    /// Reads an id from a message's `id` member; nil for anything but an integer or a string.
    init?(_ value: JSONValue) {
        switch value {
        case let .string(text): self = .string(text)
        case let .number(number):
            // Within ±2^53 a Double holds every integer exactly; past that two ids could collide.
            guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992 else { return nil }
            self = .number(Int(number))
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case let .number(value): String(value)
        case let .string(value): JSONValue.string(value).compactText
        }
    }
}
