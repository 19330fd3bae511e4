/// jinja2's built-in filters that chat templates use, with its argument names and defaults,
/// and `tojson` as Hugging Face redefines it (`json.dumps`, non-ASCII kept, `indent`,
/// `separators`, `sort_keys`). Errors thrown here carry line 0; the caller adds its line.
enum JinjaFilters {
    static func apply(_ name: String, to value: JinjaValue, _ arguments: JinjaArguments, renderer: JinjaRenderer) throws -> JinjaValue {
        let argument = arguments.value
        switch name {
        case "tojson":
            return .string(try tojson(value, arguments))
        case "trim":
            return .string(JinjaMethods.strip(value.text, characters: argument(0, "chars").flatMap(stringArgument), leading: true, trailing: true))
        case "length", "count":
            return .int(try length(value))
        case "default", "d":
            let fallback = argument(0, "default_value") ?? .string("")
            let boolean = argument(1, "boolean")?.isTruthy ?? false
            return value.isUndefined || (boolean && !value.isTruthy) ? fallback : value
        case "string":
            return .string(value.text)
        case "safe":
            return .string(value.text)
        case "upper":
            return .string(value.text.uppercased())
        case "lower":
            return .string(value.text.lowercased())
        case "capitalize":
            return .string(JinjaMethods.capitalize(value.text))
        case "title":
            return .string(JinjaMethods.title(value.text))
        case "replace":
            guard let old = argument(0, "old"), let new = argument(1, "new") else { throw missing("replace", "old and new") }
            return .string(JinjaMethods.replace(value.text, old.text, new.text, count: argument(2, "count")?.integer))
        case "join":
            var items = try renderer.iterate(value, line: 0)
            if let attribute = argument(1, "attribute") { items = try items.map { try renderer.attribute(attribute.text, of: $0, line: 0) } }
            return .string(items.map(\.text).joined(separator: argument(0, "d")?.text ?? ""))
        case "list":
            return .array(try renderer.iterate(value, line: 0))
        case "first":
            return try renderer.iterate(value, line: 0).first ?? .undefined(name: "the sequence has no first item")
        case "last":
            return try renderer.iterate(value, line: 0).last ?? .undefined(name: "the sequence has no last item")
        case "reverse":
            if case let .string(text) = value { return .string(String(String.UnicodeScalarView(text.unicodeScalars.reversed()))) }
            return .iterator(try renderer.iterate(value, line: 0).reversed())
        case "items":
            if value.isUndefined { return .array([]) }
            guard case let .dictionary(dictionary) = value else { throw JinjaError(.runtime, line: 0, "items filter: can only get item pairs from a mapping, not \(value.typeName)") }
            return .iterator(dictionary.pairs.map { .array([$0.key, $0.value]) })
        case "dictsort":
            guard case let .dictionary(dictionary) = value else { throw JinjaError(.runtime, line: 0, "dictsort filter: a mapping is required, not \(value.typeName)") }
            let caseSensitive = argument(0, "case_sensitive")?.isTruthy ?? false
            let byValue = argument(1, "by")?.text == "value"
            let reverse = argument(2, "reverse")?.isTruthy ?? false
            var pairs = dictionary.pairs.map { JinjaValue.array([$0.key, $0.value]) }
            try sort(&pairs, reverse: reverse) { pair in
                guard case let .array(items) = pair else { return pair }
                return foldCase(byValue ? items[1] : items[0], caseSensitive)
            }
            return .array(pairs)
        case "sort":
            var items = try renderer.iterate(value, line: 0)
            let caseSensitive = argument(1, "case_sensitive")?.isTruthy ?? false
            let attribute = argument(2, "attribute")
            try sort(&items, reverse: argument(0, "reverse")?.isTruthy ?? false) { item in
                foldCase(try attribute.map { try renderer.attribute($0.text, of: item, line: 0) } ?? item, caseSensitive)
            }
            return .array(items)
        case "unique":
            var seen: [JinjaValue] = []
            var result: [JinjaValue] = []
            let caseSensitive = argument(0, "case_sensitive")?.isTruthy ?? false
            for item in try renderer.iterate(value, line: 0) {
                let key = foldCase(try argument(1, "attribute").map { try renderer.attribute($0.text, of: item, line: 0) } ?? item, caseSensitive)
                if !seen.contains(key) { seen.append(key); result.append(item) }
            }
            return .iterator(result)
        case "min", "max":
            let items = try renderer.iterate(value, line: 0)
            let caseSensitive = argument(0, "case_sensitive")?.isTruthy ?? false
            var best: JinjaValue?
            for item in items {
                guard let current = best else { best = item; continue }
                let order = try JinjaOperators.compare(foldCase(item, caseSensitive), foldCase(current, caseSensitive), line: 0)
                if name == "min" ? order < 0 : order > 0 { best = item }
            }
            return best ?? .undefined(name: "\(name) of an empty sequence")
        case "selectattr", "rejectattr":
            guard let attribute = arguments.positional.first else { throw missing(name, "an attribute name") }
            let test = arguments.positional.count > 1 ? arguments.positional[1].text : nil
            let testArguments = JinjaArguments(Array(arguments.positional.dropFirst(2)))
            return .iterator(try sequence(value, renderer).filter { item in
                let field = try renderer.attribute(attribute.text, of: item, line: 0)
                let passes = try test.map { try JinjaTestFunctions.apply($0, to: field, testArguments, line: 0) } ?? field.isTruthy
                return passes == (name == "selectattr")
            })
        case "select", "reject":
            let test = arguments.positional.first?.text
            let testArguments = JinjaArguments(Array(arguments.positional.dropFirst(1)))
            return .iterator(try sequence(value, renderer).filter { item in
                let passes = try test.map { try JinjaTestFunctions.apply($0, to: item, testArguments, line: 0) } ?? item.isTruthy
                return passes == (name == "select")
            })
        case "map":
            let items = try sequence(value, renderer)
            if let attribute = arguments.keywords.first(where: { $0.0 == "attribute" })?.1 {
                let fallback = arguments.keywords.first { $0.0 == "default" }?.1
                return .iterator(try items.map { item in
                    let field = try renderer.attribute(attribute.text, of: item, line: 0)
                    return field.isUndefined ? fallback ?? field : field
                })
            }
            guard let filter = arguments.positional.first else { throw missing("map", "a filter name or attribute=") }
            let rest = JinjaArguments(Array(arguments.positional.dropFirst()), keywords: arguments.keywords)
            return .iterator(try items.map { try apply(filter.text, to: $0, rest, renderer: renderer) })
        case "int":
            let fallback = argument(0, "default") ?? .int(0)
            switch value {
            case let .int(number): return .int(number)
            case let .bool(flag): return .int(flag ? 1 : 0)
            // Infinity and NaN are Python's OverflowError / ValueError, which jinja2's filter turns
            // into the default; a finite float too large for 64 bits is a runtime error.
            case let .double(number): return number.isFinite ? .int(try JinjaOperators.integer(truncating: number, line: 0)) : fallback
            case let .string(text):
                let trimmed = JinjaMethods.strip(text, characters: nil, leading: true, trailing: true).replacingOccurrences(of: "_", with: "")
                // A base Python's int() refuses is a ValueError, which jinja2's filter turns into
                // the float reading below, as it does any text that is not an integer.
                let base = argument(1, "base")?.integer ?? 10
                if (2...36).contains(base), let number = Int(trimmed, radix: base) { return .int(number) }
                if let number = Double(trimmed), number.isFinite { return .int(try JinjaOperators.integer(truncating: number, line: 0)) }
                return fallback
            default: return fallback
            }
        case "float":
            if let number = value.number { return .double(number) }
            if case let .string(text) = value, let number = Double(JinjaMethods.strip(text, characters: nil, leading: true, trailing: true)) { return .double(number) }
            return argument(0, "default") ?? .double(0)
        case "abs":
            switch value {
            case let .int(number): return .int(abs(number))
            case let .double(number): return .double(abs(number))
            default: throw JinjaError(.runtime, line: 0, "bad operand type for abs(): '\(value.typeName)'")
            }
        case "indent":
            return .string(indent(value.text, arguments))
        case "wordcount":
            return .int(JinjaMethods.split(value.text, separator: nil, maximum: -1).count)
        case "escape", "e":
            var out = ""
            JinjaEscapes.html.escape(value.text, into: &out)
            return .string(out)
        default:
            throw JinjaError(.unsupported, line: 0, "the filter '\(name)'")
        }
    }

    /// The items `select`, `reject` and `map` go through: none for a falsy value (jinja2 checks
    /// `if value:` before iterating, so `none | selectattr(…)` is empty, not an error).
    private static func sequence(_ value: JinjaValue, _ renderer: JinjaRenderer) throws -> [JinjaValue] {
        value.isTruthy ? try renderer.iterate(value, line: 0) : []
    }

    private static func stringArgument(_ value: JinjaValue) -> String? {
        if case .none = value { return nil }
        return value.text
    }

    private static func missing(_ filter: String, _ what: String) -> JinjaError {
        JinjaError(.runtime, line: 0, "the \(filter) filter needs \(what)")
    }

    static func length(_ value: JinjaValue) throws -> Int {
        switch value {
        case .undefined: return 0
        case let .string(text): return text.unicodeScalars.count
        case let .array(items): return items.count
        case let .dictionary(dictionary): return dictionary.count
        default: throw JinjaError(.runtime, line: 0, "object of type '\(value.typeName)' has no len()")
        }
    }

    private static func foldCase(_ value: JinjaValue, _ caseSensitive: Bool) -> JinjaValue {
        if !caseSensitive, case let .string(text) = value { return .string(text.lowercased()) }
        return value
    }

    /// A stable sort by `key`, as Python's `sorted` is.
    private static func sort(_ items: inout [JinjaValue], reverse: Bool, key: (JinjaValue) throws -> JinjaValue) throws {
        let keyed = try items.enumerated().map { ($0.offset, try key($0.element), $0.element) }
        var failure: Error?
        let sorted = keyed.sorted { a, b in
            do {
                let order = try JinjaOperators.compare(a.1, b.1, line: 0)
                if order != 0 { return reverse ? order > 0 : order < 0 }
            } catch { failure = error }
            return a.0 < b.0
        }
        if let failure { throw failure }
        items = sorted.map(\.2)
    }

    private static func tojson(_ value: JinjaValue, _ arguments: JinjaArguments) throws -> String {
        let ensureASCII = arguments.value(0, "ensure_ascii")?.isTruthy ?? false
        var indent: String?
        switch arguments.value(1, "indent") {
        case let .int(spaces)?: indent = String(repeating: " ", count: max(0, spaces))
        case let .string(text)?: indent = text
        default: indent = nil
        }
        var separators: (String, String)?
        if case let .array(pair)? = arguments.value(2, "separators"), pair.count == 2 { separators = (pair[0].text, pair[1].text) }
        return try JinjaJSON.dumps(value, ensureASCII: ensureASCII, indent: indent, separators: separators,
                                   sortKeys: arguments.value(3, "sort_keys")?.isTruthy ?? false)
    }

    /// jinja2's `indent(width=4, first=False, blank=False)`: lines after the first are indented,
    /// blank ones only with `blank`.
    private static func indent(_ text: String, _ arguments: JinjaArguments) -> String {
        let prefix: String
        switch arguments.value(0, "width") {
        case let .string(custom)?: prefix = custom
        case let width?: prefix = String(repeating: " ", count: width.integer ?? 4)
        case nil: prefix = "    "
        }
        let first = arguments.value(1, "first")?.isTruthy ?? false
        let blank = arguments.value(2, "blank")?.isTruthy ?? false
        var lines = JinjaMethods.splitLines(text + "\n")
        var result: String
        if blank {
            result = lines.joined(separator: "\n" + prefix)
        } else {
            result = lines.isEmpty ? "" : lines.removeFirst()
            if !lines.isEmpty { result += "\n" + lines.map { $0.isEmpty ? $0 : prefix + $0 }.joined(separator: "\n") }
        }
        return first ? prefix + result : result
    }
}
