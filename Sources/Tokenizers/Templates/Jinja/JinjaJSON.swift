/// JSON in and out of template values: parsing keeps object keys in order (templates write
/// tool schemas back with `tojson`, and the order is what the model saw in training), and
/// `dumps` writes what Python's `json.dumps` writes, which is how Hugging Face's `tojson` is
/// defined.
public enum JinjaJSON {
    /// The value of a JSON text: objects become dictionaries in key order, integers `int`,
    /// other numbers `float`, `null` `none`.
    /// - Throws: `JinjaError.syntax` (line 0) naming the offset of the first byte that is not JSON.
    /// - Complexity: O(n) in the length of the text.
    public static func parse(_ text: String) throws -> JinjaValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.failure("the end of the JSON text") }
        return value
    }

    /// `json.dumps(value, ensure_ascii=…, indent=…, separators=…, sort_keys=…)`.
    /// - Throws: `JinjaError.runtime` for values JSON cannot hold (undefined, functions).
    /// - Complexity: O(n) in the size of the value.
    static func dumps(
        _ value: JinjaValue, ensureASCII: Bool = false, indent: String? = nil, separators: (item: String, key: String)? = nil,
        sortKeys: Bool = false
    ) throws -> String {
        let separators = separators ?? (indent == nil ? (", ", ": ") : (",", ": "))
        var out = ""
        func write(_ value: JinjaValue, level: Int) throws {
            func newline(_ depth: Int) {
                guard let indent else { return }
                out += "\n" + String(repeating: indent, count: depth)
            }
            switch value {
            case .none: out += "null"
            case let .bool(flag): out += flag ? "true" : "false"
            case let .int(number): out += String(number)
            case let .double(number):
                if number.isNaN { out += "NaN" } else if number.isInfinite { out += number < 0 ? "-Infinity" : "Infinity" } else { out += JinjaValue.pythonFloat(number) }
            case let .string(text): out += quote(text, ensureASCII: ensureASCII)
            case let .array(items):
                guard !items.isEmpty else { out += "[]"; return }
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += separators.item }
                    newline(level + 1)
                    try write(item, level: level + 1)
                }
                newline(level)
                out += "]"
            case let .dictionary(dictionary):
                guard !dictionary.isEmpty else { out += "{}"; return }
                var pairs = dictionary.pairs
                // json.dumps writes an integer key as its digits.
                if sortKeys { pairs.sort { $0.key.text.unicodeScalars.map(\.value).lexicographicallyPrecedes($1.key.text.unicodeScalars.map(\.value)) } }
                out += "{"
                for (index, pair) in pairs.enumerated() {
                    if index > 0 { out += separators.item }
                    newline(level + 1)
                    out += quote(pair.key.text, ensureASCII: ensureASCII) + separators.key
                    try write(pair.value, level: level + 1)
                }
                newline(level)
                out += "}"
            case .undefined, .namespace, .function, .iterator:
                throw JinjaError(.runtime, line: 0, "Object of type \(value.typeName) is not JSON serializable")
            }
        }
        try write(value, level: 0)
        return out
    }

    /// A JSON string literal as Python writes it: `\"`, `\\`, `\n`-style escapes, other
    /// controls as `\u00XX`; with `ensureASCII`, every non-ASCII scalar as `\uXXXX` (UTF-16).
    static func quote(_ text: String, ensureASCII: Bool) -> String {
        var out = "\""
        JinjaEscapes.json.escape(text, into: &out) { scalar in
            guard scalar.value < 0x20 || (ensureASCII && scalar.value > 0x7E) else { return nil }
            return String(scalar).utf16.map { "\\u" + JinjaValue.hex(UInt32($0), digits: 4) }.joined()
        }
        return out + "\""
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func failure(_ expected: String) -> JinjaError {
            JinjaError(.syntax, line: 0, "JSON: expected \(expected) at byte \(index)")
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func literal(_ word: String, _ value: JinjaValue) throws -> JinjaValue {
            let utf8 = Array(word.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { throw failure(word) }
            index += utf8.count
            return value
        }

        mutating func value() throws -> JinjaValue {
            skipSpace()
            guard index < bytes.count else { throw failure("a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var dictionary = JinjaDictionary()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(dictionary) }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("a key string") }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("':'") }
                    index += 1
                    dictionary[key] = try value()
                    skipSpace()
                    guard index < bytes.count else { throw failure("',' or '}'") }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(dictionary) }
                    guard bytes[index] == UInt8(ascii: ",") else { throw failure("',' or '}'") }
                    index += 1
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [JinjaValue] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                while true {
                    items.append(try value())
                    skipSpace()
                    guard index < bytes.count else { throw failure("',' or ']'") }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                    guard bytes[index] == UInt8(ascii: ",") else { throw failure("',' or ']'") }
                    index += 1
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .none)
            default: return try number()
            }
        }

        mutating func number() throws -> JinjaValue {
            let start = index
            var isInteger = true
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) {
                if "eE.".utf8.contains(bytes[index]) { isInteger = false }
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isInteger, let integer = Int(text) { return .int(integer) }
            guard !text.isEmpty, let double = Double(text) else { index = start; throw failure("a value") }
            return .double(double)
        }

        mutating func string() throws -> String {
            index += 1
            var out: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count else { throw failure("an escape") }
                    if let simple = JSONEscape.scalar(after: bytes[index]) {
                        out.append(UInt8(simple.value))  // every one-character escape stands for an ASCII scalar
                    } else if bytes[index] == UInt8(ascii: "u") {
                        var code = try hex4()
                        if (0xD800..<0xDC00).contains(code), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"), bytes[index + 2] == UInt8(ascii: "u") {
                            index += 2
                            let low = try hex4()
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        out += Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
                    } else {
                        out.append(bytes[index])  // lenient: an unknown escape stands for its byte
                    }
                    index += 1
                } else {
                    out.append(bytes[index])
                    index += 1
                }
            }
            guard index < bytes.count else { throw failure("a closing quote") }
            index += 1
            return String(decoding: out, as: UTF8.self)
        }

        /// Four hex digits after `\u`, leaving `index` on the last one.
        mutating func hex4() throws -> UInt32 {
            guard index + 4 < bytes.count, let code = UInt32(String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self), radix: 16) else {
                throw failure("four hex digits")
            }
            index += 4
            return code
        }
    }
}
