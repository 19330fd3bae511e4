/// JSON text laid out the way Python's `json.dumps` writes it, which is what Hugging Face chat
/// templates' `tojson` filter produces: the layout a model saw its tool definitions in during
/// training.
///
/// - `indent: nil` (`tojson`): one line, `", "` between items and `": "` after keys.
/// - `indent: n` (`tojson(indent=n)`): one item per line indented `n` spaces a level, `","`
///   ending lines, `": "` after keys, empty containers as `{}` and `[]`.
///
/// It re-spaces text that is already JSON (strings are copied byte for byte, escapes and all),
/// so it needs no JSON value type; text that is not JSON is re-spaced as far as it goes.
enum JSONLayout {
    /// - Complexity: O(n) in the length of `json`.
    static func python(_ json: String, indent: Int? = nil) -> String {
        let bytes = Array(json.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 4)
        var level = 0
        func newline() {
            guard let indent else { return }
            out.append(UInt8(ascii: "\n"))
            out += repeatElement(UInt8(ascii: " "), count: indent * level)
        }
        func nextSignificant(after index: Int) -> UInt8? {
            var next = index + 1
            while next < bytes.count, isSpace(bytes[next]) { next += 1 }
            return next < bytes.count ? bytes[next] : nil
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                // Copy the string through its closing quote, skipping escaped characters.
                out.append(byte)
                index += 1
                while index < bytes.count {
                    let inner = bytes[index]
                    out.append(inner)
                    if inner == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        out.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    index += 1
                    if inner == UInt8(ascii: "\"") { break }
                }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                let closer = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if nextSignificant(after: index) == closer {
                    // Empty container: `{}` / `[]` on one line, as Python writes it.
                    while bytes[index] != closer { index += 1 }
                    out.append(closer)
                } else {
                    level += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                level = max(0, level - 1)
                newline()
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                if indent == nil { out.append(UInt8(ascii: " ")) } else { newline() }
            case UInt8(ascii: ":"):
                out += [UInt8(ascii: ":"), UInt8(ascii: " ")]
            case _ where isSpace(byte):
                break
            default:
                out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

extension ChatTool {
    /// `{"type": "function", "function": {"name": …, "description": …, "parameters": …}}` in
    /// Python's layout: the OpenAI-style definition Qwen's and Llama 3.1's templates receive, with
    /// its keys in the order Hugging Face writes them.
    func functionJSON(indent: Int? = nil) -> String {
        JSONLayout.python(
            "{\"type\":\"function\",\"function\":" + plainJSON + "}", indent: indent)
    }

    /// `{"name": …, "description": …, "parameters": …}` in compact JSON, keys in that order.
    var plainJSON: String {
        "{\"name\":" + name.jsonStringLiteral + ",\"description\":" + description.jsonStringLiteral
            + ",\"parameters\":" + (parameters.isEmpty ? "{}" : parameters) + "}"
    }
}
