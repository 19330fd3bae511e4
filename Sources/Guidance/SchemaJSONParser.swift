import Tokenizers

/// A small strict JSON parser (RFC 8259) for schema text: no comments, no trailing commas, no
/// duplicate object keys (a duplicate would make "which `type` wins" ambiguous).
struct SchemaJSONParser {
    private let bytes: [UInt8]
    private var position = 0
    /// Nesting deeper than this is refused, so a hostile schema cannot overflow the stack.
    static let maximumNestingDepth = 512

    /// Parses `bytes` as exactly one JSON value (surrounding whitespace allowed).
    /// - Throws: `GuidanceError.invalidJSON` naming the byte offset.
    /// - Complexity: O(n) in the length of `bytes`.
    static func parse(_ bytes: [UInt8]) throws -> SchemaJSON {
        var parser = SchemaJSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ detail: String) -> GuidanceError { .invalidJSON(byteOffset: position, detail: detail) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        for byte in literal.utf8 {
            guard current == byte else { throw failure("expected \"\(literal)\"") }
            position += 1
        }
    }

    private mutating func parseValue(depth: Int) throws -> SchemaJSON {
        guard depth < Self.maximumNestingDepth else { throw failure("nested deeper than \(Self.maximumNestingDepth) levels") }
        switch current {
        case UInt8(ascii: "{")?: return try parseObject(depth: depth)
        case UInt8(ascii: "[")?: return try parseArray(depth: depth)
        case UInt8(ascii: "\"")?: return .string(try parseString())
        case UInt8(ascii: "t")?: try expect("true"); return .bool(true)
        case UInt8(ascii: "f")?: try expect("false"); return .bool(false)
        case UInt8(ascii: "n")?: try expect("null"); return .null
        case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39): return .number(try parseNumber())
        case nil: throw failure("unexpected end of text")
        default: throw failure("unexpected character")
        }
    }

    private mutating func parseObject(depth: Int) throws -> SchemaJSON {
        position += 1
        var members: [(key: String, value: SchemaJSON)] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
            let keyOffset = position
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw GuidanceError.invalidJSON(byteOffset: keyOffset, detail: "duplicate member \"\(key)\"")
            }
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect("}")
            return .object(members)
        }
    }

    private mutating func parseArray(depth: Int) throws -> SchemaJSON {
        position += 1
        var items: [SchemaJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect("]")
            return .array(items)
        }
    }

    private mutating func parseNumber() throws -> String {
        let start = position
        func digits() -> Int {
            let begin = position
            while let byte = current, byte >= 0x30, byte <= 0x39 { position += 1 }
            return position - begin
        }
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") { position += 1 } else if digits() == 0 { throw failure("expected a digit") }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("expected a digit after \".\"") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func parseString() throws -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() throws {
            guard !raw.isEmpty else { return }
            guard let text = String.validatingUTF8Bytes(raw) else { throw failure("string is not valid UTF-8") }
            scalars.append(contentsOf: text.unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                guard let escape = current else { throw failure("unterminated escape") }
                position += 1
                switch escape {
                case UInt8(ascii: "u"):
                    var value = try hex4()
                    if value >= 0xD800 && value < 0xDC00 {
                        try expect("\\u")
                        let low = try hex4()
                        guard low >= 0xDC00 && low < 0xE000 else { throw failure("high surrogate not followed by a low surrogate") }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw failure("lone surrogate \\u\(String(value, radix: 16))") }
                    scalars.append(scalar)
                default:
                    guard let simple = JSONEscape.scalar(after: escape) else { throw failure("unknown escape") }
                    scalars.append(simple)
                }
            case 0..<0x20: throw failure("control character in a string")
            default: raw.append(byte)
            }
        }
    }

    private mutating func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else { throw failure("expected four hex digits") }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}

/// The value of an ASCII hex digit, nil for any other byte.
@inline(__always)
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
}
