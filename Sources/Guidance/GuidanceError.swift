/// Why a schema could not be turned into a grammar.
///
/// Every message names where the problem is: a byte offset for JSON that does not parse, a JSON
/// Pointer into the schema (`#/properties/items/items`) for a schema that is wrong or uses a
/// construct the compiler does not support, and each one suggests the fix.
public enum GuidanceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The schema text is not JSON (or not UTF-8).
    case invalidJSON(byteOffset: Int, detail: String)
    /// The schema is JSON but not a valid or satisfiable JSON Schema at `path`.
    case invalidSchema(path: String, detail: String)
    /// The schema at `path` uses a keyword or value the grammar compiler does not implement.
    /// It is never ignored: ignoring a keyword that narrows the language would let through
    /// values the schema forbids.
    case unsupported(path: String, detail: String)

    public var description: String {
        switch self {
        case let .invalidJSON(byteOffset, detail): "schema is not valid JSON at byte \(byteOffset): \(detail)"
        case let .invalidSchema(path, detail): "\(path): \(detail)"
        case let .unsupported(path, detail): "\(path): \(detail)"
        }
    }
}
