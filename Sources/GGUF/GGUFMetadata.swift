/// The key/value metadata of a GGUF file, in file order, with lookups by key.
///
/// The throwing accessors (`int(_:)`, `string(_:)`, …) exist so that model loaders can say in
/// one line which key was missing or mistyped, with the file's path in the message.
public struct GGUFMetadata: Sendable, Equatable {
    /// The file the metadata came from, for error messages.
    public let path: String
    /// Keys in the order the file stores them.
    public let keys: [String]
    private let values: [String: GGUFValue]

    init(path: String, keys: [String], values: [String: GGUFValue]) {
        self.path = path
        self.keys = keys
        self.values = values
    }

    /// The value stored under `key`, or `nil` when absent.
    public subscript(key: String) -> GGUFValue? { values[key] }

    /// The number of key/value pairs.
    public var count: Int { keys.count }

    /// The value under `key` converted by `accessor`.
    /// - Throws: `GGUFError.missingKey` or `GGUFError.typeMismatch` naming the key.
    public func require<T>(_ key: String, _ expected: String, _ accessor: (GGUFValue) -> T?) throws -> T {
        guard let value = values[key] else { throw GGUFError.missingKey(path: path, key: key) }
        guard let converted = accessor(value) else {
            throw GGUFError.typeMismatch(path: path, key: key, expected: expected, actual: Self.describe(value))
        }
        return converted
    }

    /// The integer under `key`. - Throws: `GGUFError` if absent or not an integer.
    public func int(_ key: String) throws -> Int { try require(key, "an integer") { $0.int } }
    /// The number under `key` as `Float`. - Throws: `GGUFError` if absent or not a number.
    public func float(_ key: String) throws -> Float { try require(key, "a number") { $0.float } }
    /// The boolean under `key`. - Throws: `GGUFError` if absent or not a boolean.
    public func bool(_ key: String) throws -> Bool { try require(key, "a boolean") { $0.bool } }
    /// The string under `key`. - Throws: `GGUFError` if absent or not a string.
    public func string(_ key: String) throws -> String { try require(key, "a string") { $0.string } }
    /// The string array under `key`. - Throws: `GGUFError` if absent or not a string array.
    public func stringArray(_ key: String) throws -> [String] { try require(key, "an array of strings") { $0.stringArray } }
    /// The numeric array under `key` as `[Float]`. - Throws: `GGUFError` if absent or not numeric.
    /// - Complexity: O(n) when a conversion is needed.
    public func floatArray(_ key: String) throws -> [Float] { try require(key, "an array of numbers") { $0.floatArray } }
    /// The integer array under `key` as `[Int32]`. - Throws: `GGUFError` if absent, not integers, or out of range.
    /// - Complexity: O(n) when a conversion is needed.
    public func int32Array(_ key: String) throws -> [Int32] { try require(key, "an array of 32-bit integers") { $0.int32Array } }

    static func describe(_ value: GGUFValue) -> String {
        switch value {
        case let .array(array): "an array of \(array.count) \(array.elementType)"
        case let .string(s): "the string \"\(s.prefix(40))\""
        default: "\(value.type) \(value)"
        }
    }
}
