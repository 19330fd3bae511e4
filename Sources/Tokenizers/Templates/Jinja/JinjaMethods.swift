/// The methods templates call on values, as Python's `str` and `dict` define them
/// (`content.strip()`, `message.get('tool_calls')`, `'{}'.format(x)`). Methods that change a
/// list or dict are refused, as Hugging Face's immutable sandbox refuses them.
enum JinjaMethods {
    private static let mutating: Set<String> = [
        "append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse", "update", "setdefault", "popitem",
    ]

    /// The bound method `name` of `value`, or nil when it has none (the caller then looks the
    /// name up as an item).
    static func method(_ name: String, of value: JinjaValue, line: Int) throws -> JinjaValue? {
        let body: ((JinjaArguments) throws -> JinjaValue)?
        switch value {
        case let .string(text): body = stringMethod(name, text)
        case let .dictionary(dictionary):
            if mutating.contains(name) { body = refused(name, value) } else { body = dictionaryMethod(name, dictionary) }
        case let .array(items):
            if mutating.contains(name) { body = refused(name, value) } else { body = listMethod(name, items) }
        default: body = nil
        }
        return body.map { .function(JinjaFunction(name, $0)) }
    }

    private static func refused(_ name: String, _ value: JinjaValue) -> (JinjaArguments) throws -> JinjaValue {
        { _ in throw JinjaError(.runtime, line: 0, "access to attribute '\(name)' of '\(value.typeName)' object is unsafe (the sandbox forbids changing a value)") }
    }

    private static func dictionaryMethod(_ name: String, _ dictionary: JinjaDictionary) -> ((JinjaArguments) throws -> JinjaValue)? {
        switch name {
        case "get":
            return { arguments in
                guard let key = arguments.value(0, "key") else { throw JinjaError(.runtime, line: 0, "get expected at least 1 argument, got 0") }
                if let value = dictionary[value: key] { return value }
                return arguments.value(1, "default") ?? .none
            }
        case "items": return { _ in .array(dictionary.pairs.map { .array([$0.key, $0.value]) }) }
        case "keys": return { _ in .array(dictionary.keys) }
        case "values": return { _ in .array(dictionary.pairs.map(\.value)) }
        case "copy": return { _ in .dictionary(dictionary) }
        default: return nil
        }
    }

    private static func listMethod(_ name: String, _ items: [JinjaValue]) -> ((JinjaArguments) throws -> JinjaValue)? {
        switch name {
        case "index":
            return { arguments in
                let needle = arguments.positional.first ?? .none
                guard let index = items.firstIndex(of: needle) else { throw JinjaError(.runtime, line: 0, "\(needle.repr) is not in list") }
                return .int(index)
            }
        case "count": return { arguments in .int(items.filter { $0 == (arguments.positional.first ?? .none) }.count) }
        case "copy": return { _ in .array(items) }
        default: return nil
        }
    }

    private static func stringMethod(_ name: String, _ text: String) -> ((JinjaArguments) throws -> JinjaValue)? {
        func characters(_ arguments: JinjaArguments) -> String? {
            guard let value = arguments.value(0, "chars"), !(value == .none) else { return nil }
            return value.text
        }
        switch name {
        case "strip": return { .string(strip(text, characters: characters($0), leading: true, trailing: true)) }
        case "lstrip": return { .string(strip(text, characters: characters($0), leading: true, trailing: false)) }
        case "rstrip": return { .string(strip(text, characters: characters($0), leading: false, trailing: true)) }
        case "upper": return { _ in .string(text.uppercased()) }
        case "lower": return { _ in .string(text.lowercased()) }
        case "title": return { _ in .string(title(text)) }
        case "capitalize": return { _ in .string(capitalize(text)) }
        case "startswith", "endswith":
            return { arguments in
                let candidates: [JinjaValue]
                switch arguments.value(0, "prefix") {
                case let .array(items)?: candidates = items
                case let value?: candidates = [value]
                case nil: throw JinjaError(.runtime, line: 0, "\(name) takes at least 1 argument")
                }
                let scalars = Array(text.unicodeScalars)
                return .bool(try candidates.contains { candidate in
                    guard case let .string(affix) = candidate else { throw JinjaError(.runtime, line: 0, "\(name) first arg must be str or a tuple of str, not \(candidate.typeName)") }
                    let part = Array(affix.unicodeScalars)
                    return name == "startswith" ? scalars.starts(with: part) : scalars.reversed().starts(with: part.reversed())
                })
            }
        case "split", "rsplit":
            return { arguments in
                let separator = arguments.value(0, "sep").flatMap { $0 == .none ? nil : $0.text }
                let maximum = arguments.value(1, "maxsplit")?.integer ?? -1
                if separator == "" { throw JinjaError(.runtime, line: 0, "empty separator") }
                if name == "rsplit", maximum >= 0 {
                    let reversed = String(String.UnicodeScalarView(text.unicodeScalars.reversed()))
                    let parts = split(reversed, separator: separator.map { String(String.UnicodeScalarView($0.unicodeScalars.reversed())) }, maximum: maximum)
                    return .array(parts.reversed().map { .string(String(String.UnicodeScalarView($0.unicodeScalars.reversed()))) })
                }
                return .array(split(text, separator: separator, maximum: maximum).map(JinjaValue.string))
            }
        case "splitlines": return { _ in .array(splitLines(text).map(JinjaValue.string)) }
        case "replace":
            return { arguments in
                guard let old = arguments.value(0, "old"), let new = arguments.value(1, "new") else {
                    throw JinjaError(.runtime, line: 0, "replace expected at least 2 arguments")
                }
                return .string(replace(text, old.text, new.text, count: arguments.value(2, "count")?.integer))
            }
        case "find", "rfind", "count":
            return { arguments in
                let needle = Array((arguments.positional.first ?? .string("")).text.unicodeScalars)
                let scalars = Array(text.unicodeScalars)
                var positions: [Int] = []
                var index = 0
                while index + needle.count <= scalars.count {
                    if Array(scalars[index..<index + needle.count]) == needle {
                        positions.append(index)
                        index += max(needle.count, 1)
                    } else {
                        index += 1
                    }
                }
                if name == "count" { return .int(positions.count) }
                return .int((name == "find" ? positions.first : positions.last) ?? -1)
            }
        case "join":
            return { arguments in
                guard case let .array(items)? = arguments.positional.first else { throw JinjaError(.runtime, line: 0, "join needs a list") }
                return .string(items.map(\.text).joined(separator: text))
            }
        case "isdigit": return { _ in .bool(!text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }) }
        case "isspace": return { _ in .bool(!text.isEmpty && text.unicodeScalars.allSatisfy(JinjaLexer.isSpace)) }
        case "format": return { arguments in .string(try format(text, arguments)) }
        default: return nil
        }
    }

    /// `str.strip(chars)`: whitespace when `characters` is nil.
    static func strip(_ text: String, characters: String?, leading: Bool, trailing: Bool) -> String {
        let set = characters.map { Set($0.unicodeScalars) }
        let strips: (Unicode.Scalar) -> Bool = { set?.contains($0) ?? JinjaLexer.isSpace($0) }
        var scalars = Array(text.unicodeScalars)[...]
        if leading { while let first = scalars.first, strips(first) { scalars.removeFirst() } }
        if trailing { while let last = scalars.last, strips(last) { scalars.removeLast() } }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `str.split(sep, maxsplit)`: with no separator, runs of whitespace split and empty parts go.
    static func split(_ text: String, separator: String?, maximum: Int) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var parts: [String] = []
        var splits = 0
        guard let separator else {
            var index = 0
            while index < scalars.count {
                while index < scalars.count, JinjaLexer.isSpace(scalars[index]) { index += 1 }
                guard index < scalars.count else { break }
                if maximum >= 0, splits == maximum {
                    parts.append(strip(String(String.UnicodeScalarView(scalars[index...])), characters: nil, leading: false, trailing: true))
                    break
                }
                let start = index
                while index < scalars.count, !JinjaLexer.isSpace(scalars[index]) { index += 1 }
                parts.append(String(String.UnicodeScalarView(scalars[start..<index])))
                splits += 1
            }
            return parts
        }
        let needle = Array(separator.unicodeScalars)
        var start = 0
        var index = 0
        while index + needle.count <= scalars.count, maximum < 0 || splits < maximum {
            if Array(scalars[index..<index + needle.count]) == needle {
                parts.append(String(String.UnicodeScalarView(scalars[start..<index])))
                index += needle.count
                start = index
                splits += 1
            } else {
                index += 1
            }
        }
        parts.append(String(String.UnicodeScalarView(scalars[start...])))
        return parts
    }

    /// `str.splitlines()`: `\n`, `\r\n`, `\r` and Unicode's other line breaks end a line.
    static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if ["\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1D}", "\u{1E}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(String(current)) }
        return lines
    }

    static func replace(_ text: String, _ old: String, _ new: String, count: Int?) -> String {
        guard let count, count >= 0 else {
            if old.isEmpty { return new + text.unicodeScalars.map { String($0) + new }.joined() }
            return split(text, separator: old, maximum: -1).joined(separator: new)
        }
        if old.isEmpty { return text }
        return split(text, separator: old, maximum: count).joined(separator: new)
    }

    /// `str.title()`: a letter after a non-letter is upper-cased, the others lower-cased.
    static func title(_ text: String) -> String {
        var out = ""
        var previousIsCased = false
        for scalar in text.unicodeScalars {
            let piece = String(scalar)
            out += previousIsCased ? piece.lowercased() : piece.uppercased()
            previousIsCased = scalar.properties.isCased
        }
        return out
    }

    static func capitalize(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(String.UnicodeScalarView(text.unicodeScalars.dropFirst())).lowercased()
    }

    /// `str.format` with `{}`, `{0}`, `{name}` fields and `{{`/`}}`; format specs are refused.
    private static func format(_ template: String, _ arguments: JinjaArguments) throws -> String {
        var out = ""
        var automatic = 0
        var scalars = Array(template.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "}" {
                if scalars.first == "}" { scalars.removeFirst() }
                out += "}"
                continue
            }
            guard scalar == "{" else { out.unicodeScalars.append(scalar); continue }
            if scalars.first == "{" { scalars.removeFirst(); out += "{"; continue }
            var field = ""
            while let next = scalars.popFirst(), next != "}" { field.unicodeScalars.append(next) }
            if field.contains(":") || field.contains("!") { throw JinjaError(.unsupported, line: 0, "the str.format field {\(field)}") }
            let value: JinjaValue?
            if field.isEmpty {
                value = automatic < arguments.positional.count ? arguments.positional[automatic] : nil
                automatic += 1
            } else if let index = Int(field) {
                value = index < arguments.positional.count ? arguments.positional[index] : nil
            } else {
                value = arguments.keywords.first { $0.0 == field }?.1
            }
            guard let value else { throw JinjaError(.runtime, line: 0, "str.format has no argument for {\(field)}") }
            out += value.text
        }
        return out
    }
}
