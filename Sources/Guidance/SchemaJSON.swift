/// A JSON value as the schema compiler reads it.
///
/// The module parses JSON itself rather than through Foundation's `JSONSerialization` because
/// the grammar depends on the order of `properties` (values are written in schema order), which
/// a dictionary loses. Numbers keep their source text so a `const` or `enum` value is written
/// back exactly as the schema spells it.
indirect enum SchemaJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number as written, e.g. `-12`, `1.5e3`.
    case number(String)
    case string(String)
    case array([SchemaJSON])
    /// Members in document order.
    case object([(key: String, value: SchemaJSON)])

    static func == (lhs: SchemaJSON, rhs: SchemaJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member named `key` of an object, nil for a missing member or a non-object.
    subscript(key: String) -> SchemaJSON? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The compact serialization (no whitespace; strings escaped as Python's
    /// `json.dumps(ensure_ascii=False)` does): the exact bytes a `const` or `enum` value admits.
    /// - Complexity: O(n) in the size of the value.
    var compactBytes: [UInt8] {
        var out: [UInt8] = []
        write(into: &out)
        return out
    }

    private func write(into out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case let .bool(value): out += Array((value ? "true" : "false").utf8)
        case let .number(text): out += Array(text.utf8)
        case let .string(text): Self.writeString(text, into: &out)
        case let .array(items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Writes `text` as a JSON string: `"` and `\` escaped, control characters as `\n`-style or
    /// `\u00XX` escapes, everything else as raw UTF-8.
    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
