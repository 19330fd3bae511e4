import Tokenizers

/// A JSON reader over a model's raw text that also says where each value ended, and where each
/// member of an object sat in the text: tool calls keep their arguments byte for byte as the
/// model wrote them, and a reply may hold several JSON values in a row or text after them.
///
/// `JSONDecoder` cannot do either (it wants exactly one value and forgets the source). Nesting
/// is capped (`maximumDepth`) so hostile text cannot exhaust the stack; errors name the byte offset.
struct JSONSpanScanner {
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var detail: String
        var description: String { "\(detail) at byte \(offset)" }
    }

    /// A member of an object with the byte range of its value's text.
    struct Member {
        var key: String
        var value: JSONValue
        var valueRange: Range<Int>
    }

    static let maximumDepth = 64

    let bytes: [UInt8]
    /// The next byte to read.
    var index: Int

    init(_ text: Substring) {
        bytes = Array(text.utf8)
        index = 0
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The source text of a byte range.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// One value at the current position (after whitespace).
    mutating func value(depth: Int = 0) throws -> JSONValue {
        skipSpace()
        guard depth < Self.maximumDepth else { throw Failure(offset: index, detail: "nested too deeply") }
        guard let byte = current else { throw Failure(offset: index, detail: "the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"):
            return .object(Dictionary(try members(depth: depth).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }))
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
                throw Failure(offset: index, detail: "expected , or ] in a list")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default:
            return try number()
        }
    }

    /// The members of the object at the current position, with their values' source ranges.
    mutating func members(depth: Int = 0) throws -> [Member] {
        skipSpace()
        guard current == UInt8(ascii: "{") else { throw Failure(offset: index, detail: "expected an object") }
        index += 1
        var result: [Member] = []
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return result }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw Failure(offset: index, detail: "expected a quoted key") }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw Failure(offset: index, detail: "expected : after the key \"\(key)\"") }
            index += 1
            skipSpace()
            let start = index
            let member = try value(depth: depth + 1)
            result.append(Member(key: key, value: member, valueRange: start..<index))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; return result }
            throw Failure(offset: index, detail: "expected , or } in an object")
        }
    }

    private mutating func literal(_ word: String, _ result: JSONValue) throws -> JSONValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw Failure(offset: index, detail: "unexpected character")
        }
        index += expected.count
        return result
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        while let byte = current, (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            index += 1
        }
        guard index > start, let number = Double(text(start..<index)), number.isFinite else {
            throw Failure(offset: start, detail: "unexpected character")
        }
        return .number(number)
    }

    private mutating func string() throws -> String {
        let open = index
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                guard let escape = current else { break }
                index += 1
                switch escape {
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    guard let simple = JSONEscape.scalar(after: escape) else {
                        throw Failure(offset: index - 2, detail: "unknown escape in a string")
                    }
                    scalars.append(simple)
                }
                runStart = index
            case 0x00..<0x20:
                throw Failure(offset: index, detail: "a control character inside a string")
            default:
                index += 1
            }
        }
        throw Failure(offset: open, detail: "a string that is never closed")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, let code = UInt32(text(index..<index + 4), radix: 16) else {
            throw Failure(offset: index, detail: "a \\u escape needs four hex digits")
        }
        index += 4
        return code
    }
}
