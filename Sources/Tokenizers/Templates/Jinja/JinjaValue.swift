import Foundation

/// A value a Jinja template computes with: the Python values jinja2 passes around, as a closed
/// set of cases so every operation says what it does with each kind.
///
/// Strings are sequences of Unicode scalars, as Python's `str` is (`len`, slicing and indexing
/// count scalars, not grapheme clusters). `undefined` is jinja2's default `Undefined`: it renders
/// as nothing, is falsy and iterates as empty, but reading an attribute of it is an error.
public enum JinjaValue: Sendable {
    /// A name or attribute that does not exist; `name` says which, for error messages.
    case undefined(name: String)
    case none
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A Python list (or tuple: templates cannot tell them apart except by `repr`).
    case array([JinjaValue])
    case dictionary(JinjaDictionary)
    /// What jinja2's `map`, `select`, `selectattr`, `reject`, `rejectattr`, `unique`, `reverse`
    /// and `items` return: a generator, always truthy, with no length and no JSON form, that
    /// loops, `join`, `first` and `list` read like a list.
    case iterator([JinjaValue])
    /// `namespace()`: the one mutable object templates have (`{% set ns.found = true %}`).
    case namespace(JinjaNamespace)
    /// A global function, a bound method, a macro, `loop.cycle`.
    case function(JinjaFunction)

    /// A JSON-like literal from Swift values, for render contexts built in code.
    public static func from(_ dictionary: [(String, JinjaValue)]) -> JinjaValue {
        .dictionary(JinjaDictionary(dictionary))
    }

    /// Python truthiness: empty strings, containers, zero, None and undefined are false.
    var isTruthy: Bool {
        switch self {
        case .undefined, .none: false
        case let .bool(value): value
        case let .int(value): value != 0
        case let .double(value): value != 0
        case let .string(value): !value.isEmpty
        case let .array(values): !values.isEmpty
        case let .dictionary(dictionary): !dictionary.isEmpty
        case .namespace, .function, .iterator: true
        }
    }

    var isUndefined: Bool {
        if case .undefined = self { return true }
        return false
    }

    /// The Python type name, as jinja2's error messages spell it.
    var typeName: String {
        switch self {
        case .undefined: "Undefined"
        case .none: "NoneType"
        case .bool: "bool"
        case .int: "int"
        case .double: "float"
        case .string: "str"
        case .array: "list"
        case .dictionary: "dict"
        case .namespace: "Namespace"
        case .function: "function"
        case .iterator: "generator"
        }
    }

    /// A number as a Double, for mixed arithmetic and comparisons (`bool` is an `int` in Python).
    var number: Double? {
        switch self {
        case let .int(value): Double(value)
        case let .double(value): value
        case let .bool(value): value ? 1 : 0
        default: nil
        }
    }

    /// An integer, for indices and integer arithmetic (`True` is 1).
    var integer: Int? {
        switch self {
        case let .int(value): value
        case let .bool(value): value ? 1 : 0
        default: nil
        }
    }

    /// `str(value)`: what `{{ value }}` writes.
    var text: String {
        switch self {
        case .undefined: ""
        case let .string(value): value
        default: repr
        }
    }

    /// `repr(value)`, which Python uses inside containers (`['a', 'b']`).
    var repr: String {
        switch self {
        case .undefined: ""
        case .none: "None"
        case let .bool(value): value ? "True" : "False"
        case let .int(value): String(value)
        case let .double(value): Self.pythonFloat(value)
        case let .string(value): Self.pythonRepr(value)
        case let .array(values): "[" + values.map(\.repr).joined(separator: ", ") + "]"
        case let .dictionary(dictionary):
            "{" + dictionary.pairs.map { $0.key.repr + ": " + $0.value.repr }.joined(separator: ", ") + "}"
        case let .namespace(namespace): "<Namespace " + JinjaValue.dictionary(namespace.attributes).repr + ">"
        case let .function(function): "<function \(function.name)>"
        case .iterator: "<generator object>"
        }
    }

    /// Python's `repr(float)`: the shortest round-tripping digits, `.0` on integral values,
    /// exponent form below 1e-4 and from 1e16.
    static func pythonFloat(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let magnitude = abs(value)
        if magnitude != 0, magnitude < 1e-4 || magnitude >= 1e16 {
            // Swift writes "1e-05" and "1e+16" as Python does.
            return "\(value)"
        }
        var text = "\(value)"
        if text.contains("e") {
            // Swift switches to exponent form earlier than Python; write the digits out.
            text = String(format: "%.1f", value)
        }
        return text
    }

    /// Python's `repr(str)`: single quotes unless the text has one and no double quote.
    static func pythonRepr(_ string: String) -> String {
        let quote: Character = string.contains("'") && !string.contains("\"") ? "\"" : "'"
        var out = String(quote)
        JinjaEscapes.python.escape(string, into: &out) { scalar in
            if Character(scalar) == quote { return "\\" + String(quote) }
            if scalar.value < 0x20 || scalar.value == 0x7F { return "\\x" + hex(scalar.value, digits: 2) }
            return nil
        }
        out.append(quote)
        return out
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension JinjaValue: Equatable {
    /// Python's `==`: numbers compare by value across int, float and bool; undefined equals
    /// only undefined.
    public static func == (lhs: JinjaValue, rhs: JinjaValue) -> Bool {
        switch (lhs, rhs) {
        case (.undefined, .undefined), (.none, .none): return true
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.dictionary(a), .dictionary(b)):
            return a.count == b.count && a.pairs.allSatisfy { b[value: $0.key] == $0.value }
        case let (.namespace(a), .namespace(b)): return a === b
        case let (.function(a), .function(b)): return a === b
        default:
            if let a = lhs.number, let b = rhs.number { return a == b }
            return false
        }
    }
}

/// A Python dict with string or integer keys, in insertion order (which `tojson`, `items` and
/// loops keep).
public struct JinjaDictionary: Sendable {
    /// The kinds of key templates use (`{0: 0, 512: 128}` as well as JSON's strings).
    enum Key: Hashable, Sendable {
        case string(String), int(Int)

        init?(_ value: JinjaValue) {
            switch value {
            case let .string(text): self = .string(text)
            case let .int(number): self = .int(number)
            case let .bool(flag): self = .int(flag ? 1 : 0)
            default: return nil
            }
        }

        var value: JinjaValue {
            switch self {
            case let .string(text): .string(text)
            case let .int(number): .int(number)
            }
        }
    }

    private var order: [Key] = []
    private var values: [Key: JinjaValue] = [:]

    public init(_ pairs: [(String, JinjaValue)] = []) {
        for (key, value) in pairs { self[key] = value }
    }

    var count: Int { order.count }
    var isEmpty: Bool { order.isEmpty }
    /// The keys in order, as values.
    var keys: [JinjaValue] { order.map(\.value) }
    var pairs: [(key: JinjaValue, value: JinjaValue)] { order.map { ($0.value, values[$0]!) } }

    subscript(key: String) -> JinjaValue? {
        get { values[.string(key)] }
        set { self[Key.string(key)] = newValue }
    }

    /// The item at a key of any kind; nil for a key kind a dict here cannot hold.
    subscript(value key: JinjaValue) -> JinjaValue? {
        Key(key).flatMap { values[$0] }
    }

    subscript(key: Key) -> JinjaValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { order.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                order.removeAll { $0 == key }
            }
        }
    }
}

/// The object `namespace()` makes: attributes a loop body can set and the code after it read.
public final class JinjaNamespace: @unchecked Sendable {
    // Mutated only by the renderer that created it, on one thread.
    var attributes: JinjaDictionary

    init(_ attributes: JinjaDictionary) { self.attributes = attributes }
}

/// A callable value: its name (for errors) and a body taking positional and keyword arguments.
public final class JinjaFunction: @unchecked Sendable {
    // Functions exist only while one render runs on one thread (globals, bound methods, macros
    // closing over that render's scopes); parsed templates never hold one.
    let name: String
    let body: (JinjaArguments) throws -> JinjaValue

    init(_ name: String, _ body: @escaping (JinjaArguments) throws -> JinjaValue) {
        self.name = name
        self.body = body
    }
}

/// The arguments of a call, as Python passes them.
struct JinjaArguments {
    var positional: [JinjaValue]
    var keywords: [(String, JinjaValue)]

    init(_ positional: [JinjaValue] = [], keywords: [(String, JinjaValue)] = []) {
        self.positional = positional
        self.keywords = keywords
    }

    /// The argument at `index` or named `name`, as Python binds a parameter; nil when absent.
    func value(_ index: Int, _ name: String) -> JinjaValue? {
        if index < positional.count { return positional[index] }
        return keywords.first { $0.0 == name }?.1
    }
}
