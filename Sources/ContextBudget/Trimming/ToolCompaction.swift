/// Shorter forms of a tool definition, for when the definitions do not fit their share of the
/// budget: the model still sees every parameter's name, type, requiredness and allowed values.
///
/// - Level 1: examples, defaults and titles go; parameter descriptions keep their first sentence.
/// - Level 2: parameter descriptions go; the tool's description loses the sentences it shares
///   with other tools of the set (class boilerplate such as "This tool belongs to the TwitterAPI…")
///   and keeps at most 160 characters.
/// - Level 3: only `type`, `properties`, `required`, `enum` and `items` remain in the schema, and
///   the description keeps at most 60 characters.
/// - Level 4: as level 3 without the description: the name and the typed parameter list say how
///   to call the tool (`cd(folder)`, `mv(source, destination)`); at 2K this is what lets a set of
///   30 tools stay whole in name instead of losing two thirds of them.
public enum ToolCompaction {
    /// The most compact level.
    public static let deepestLevel = 4

    /// `tool` at `level` (0 is the tool as given, `deepestLevel` the most compact); `sharedSentences`
    /// are description sentences found in more than one tool of the set (`sharedSentences(in:)`).
    /// - Complexity: O(n) in the size of the definition.
    public static func compact(_ tool: ToolDefinition, level: Int, sharedSentences: Set<String>) -> ToolDefinition {
        guard level > 0 else { return tool }
        var result = tool
        result.parameters = compactSchema(tool.parameters, level: level)
        if level >= 2 {
            let sentences = Self.sentences(of: tool.description)
            let own = sentences.filter { !sharedSentences.contains($0) }
            let text = (own.isEmpty ? sentences : own).joined(separator: " ")
            result.description = level >= 4 ? "" : clip(text, to: level >= 3 ? 60 : 160)
        }
        return result
    }

    /// Sentences that appear in the descriptions of two or more of `tools`.
    /// - Complexity: O(n) in the length of the descriptions.
    public static func sharedSentences(in tools: [ToolDefinition]) -> Set<String> {
        sharedSentences(in: tools.map { sentences(of: $0.description) })
    }

    /// Sentences found in two or more of the descriptions split into `sentences`.
    static func sharedSentences(in sentences: [[String]]) -> Set<String> {
        var seen: [String: Int] = [:]
        for own in sentences {
            for sentence in Set(own) { seen[sentence, default: 0] += 1 }
        }
        return Set(seen.filter { $0.value > 1 }.keys)
    }

    private static func compactSchema(_ schema: JSONValue, level: Int) -> JSONValue {
        switch schema {
        case let .object(members):
            var kept: [String: JSONValue] = [:]
            for (key, value) in members {
                switch key {
                case "examples", "example", "default", "title", "$comment":
                    continue
                case "description":
                    guard level == 1, case let .string(text) = value else { continue }
                    kept[key] = .string(clip(sentences(of: text).first ?? text, to: 120))
                case "properties":
                    guard case let .object(properties) = value else { kept[key] = value; continue }
                    kept[key] = .object(properties.mapValues { compactSchema($0, level: level) })
                case "items", "additionalProperties":
                    kept[key] = compactSchema(value, level: level)
                case "anyOf", "oneOf", "allOf":
                    guard level < 3, case let .array(list) = value else { continue }
                    kept[key] = .array(list.map { compactSchema($0, level: level) })
                case "type", "required", "enum":
                    kept[key] = value
                default:
                    if level < 3 { kept[key] = value }
                }
            }
            return .object(kept)
        case let .array(list):
            return .array(list.map { compactSchema($0, level: level) })
        default:
            return schema
        }
    }

    /// Sentences of a description, split after `.`, `!` or `?` followed by a space.
    /// - Complexity: O(n) over the UTF-8 bytes (`.`, `!`, `?` and space are ASCII, so a byte
    ///   scan cuts where a scan of characters would).
    static func sentences(of text: String) -> [String] {
        var sentences: [String] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var previous = UInt8(ascii: " ")
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: " "), previous == UInt8(ascii: ".") || previous == UInt8(ascii: "!") || previous == UInt8(ascii: "?"),
               index != start {
                sentences.append(String(text[start..<index]).trimmingCharacters(in: .whitespaces))
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        let last = String(text[start...]).trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { sentences.append(last) }
        return sentences
    }

    /// At most `limit` characters, cut at a word boundary with an ellipsis.
    static func clip(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let prefix = text.prefix(limit - 1)
        let cut = prefix.lastIndex(of: " ").map { prefix[..<$0] } ?? prefix
        return cut.trimmingCharacters(in: .whitespaces) + "…"
    }
}
