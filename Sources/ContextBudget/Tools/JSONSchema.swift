import Foundation

/// The part of JSON Schema that tool parameters use, checked two ways: a schema when a tool is
/// registered (so a typo fails at startup, naming the path), and arguments against it before a
/// call (so the model is told exactly what to fix).
///
/// Understood: `type` (a name or a list; `object`, `array`, `string`, `number`, `integer`,
/// `boolean`, `null`, plus the Python-style aliases that function-calling datasets such as BFCL
/// use: `dict`, `float`, `int`, `tuple`, `list`, `bool`, `str`, `any`), `properties`, `required`,
/// `additionalProperties: false`, `items`, `enum`, `minimum`/`maximum`, `minLength`/`maxLength`,
/// `minItems`/`maxItems`, `anyOf` (at least one alternative must match) and `oneOf` (exactly one),
/// `allOf`, `const`, `exclusiveMinimum`/`exclusiveMaximum`, and `$ref` to a place in the same
/// document (`#`, `#/$defs/…`, `#/definitions/…`: what structured-output schemas use for shared and
/// recursive parts). Lengths count Unicode scalars, as JSON Schema does. Everything else
/// (`description`, `default`, `format`, `examples`…) is documentation and is not checked.
public enum JSONSchema {
    static let typeAliases: [String: String] = [
        "object": "object", "dict": "object", "array": "array", "list": "array", "tuple": "array",
        "string": "string", "str": "string", "number": "number", "float": "number", "integer": "integer",
        "int": "integer", "boolean": "boolean", "bool": "boolean", "null": "null", "any": "any",
    ]

    /// Problems with `schema` as a tool's parameters, each naming its path; empty when it is usable.
    /// - Complexity: O(n) in the size of the schema.
    public static func problems(inParameters schema: JSONValue) -> [String] {
        guard case let .object(members) = schema else { return ["parameters: must be a JSON object schema, got \(kindName(schema))"] }
        var problems: [String] = []
        if let type = members["type"], case let .string(name) = type, typeAliases[name] != "object" {
            problems.append("parameters.type: must be \"object\", got \"\(name)\"")
        }
        check(schema, path: "parameters", into: &problems)
        return problems
    }

    private static func check(_ schema: JSONValue, path: String, into problems: inout [String]) {
        guard case let .object(members) = schema else {
            if case .bool = schema { return }  // `true` / `false` are valid schemas
            problems.append("\(path): a schema must be an object, got \(kindName(schema))")
            return
        }
        switch members["type"] {
        case nil: break
        case let .string(name)?:
            if typeAliases[name] == nil { problems.append("\(path).type: unknown type \"\(name)\"") }
        case let .array(names)?:
            for case let (index, name) in names.enumerated() {
                guard case let .string(text) = name, typeAliases[text] != nil else {
                    problems.append("\(path).type[\(index)]: unknown type \(name.compactText)")
                    continue
                }
            }
        case let other?:
            problems.append("\(path).type: must be a type name or a list of them, got \(kindName(other))")
        }
        var propertyNames: Set<String> = []
        if let properties = members["properties"] {
            if case let .object(byName) = properties {
                propertyNames = Set(byName.keys)
                for name in byName.keys.sorted() {
                    check(byName[name]!, path: "\(path).properties.\(name)", into: &problems)
                }
            } else {
                problems.append("\(path).properties: must be an object of schemas, got \(kindName(properties))")
            }
        }
        if let required = members["required"] {
            if case let .array(names) = required {
                for name in names {
                    guard case let .string(text) = name else {
                        problems.append("\(path).required: must list property names, got \(name.compactText)")
                        continue
                    }
                    if members["properties"] != nil, !propertyNames.contains(text) {
                        problems.append("\(path).required: \"\(text)\" is not one of the properties (\(propertyNames.sorted().joined(separator: ", ")))")
                    }
                }
            } else {
                problems.append("\(path).required: must be a list of property names, got \(kindName(required))")
            }
        }
        if let items = members["items"] {
            if case let .array(list) = items {
                for (index, item) in list.enumerated() { check(item, path: "\(path).items[\(index)]", into: &problems) }
            } else {
                check(items, path: "\(path).items", into: &problems)
            }
        }
        if let values = members["enum"] {
            if case let .array(list) = values, !list.isEmpty {} else {
                problems.append("\(path).enum: must be a non-empty list, got \(values.compactText)")
            }
        }
        for keyword in ["anyOf", "oneOf", "allOf"] {
            guard let alternatives = members[keyword] else { continue }
            guard case let .array(list) = alternatives, !list.isEmpty else {
                problems.append("\(path).\(keyword): must be a non-empty list of schemas")
                continue
            }
            for (index, alternative) in list.enumerated() { check(alternative, path: "\(path).\(keyword)[\(index)]", into: &problems) }
        }
        for keyword in ["minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"] {
            if let bound = members[keyword], case .number = bound {} else if members[keyword] != nil {
                problems.append("\(path).\(keyword): must be a number")
            }
        }
    }

    /// Where `value` breaks `schema`, each problem naming its path (`arguments.user.age: expected
    /// integer, got "ten"`); empty when it conforms.
    /// - Complexity: O(n) in the size of the value, times the alternatives of `anyOf`/`oneOf`.
    public static func violations(of value: JSONValue, against schema: JSONValue, path: String = "arguments") -> [String] {
        var problems: [String] = []
        validate(value, against: schema, root: schema, path: path, depth: 0, into: &problems)
        return problems
    }

    /// How many `$ref`s one value may follow without descending into a member or element before
    /// the schema counts as circular (`{"$ref": "#"}`); the count starts again at each member, so
    /// a deep value under a recursive schema never reaches it.
    private static let maximumReferenceDepth = 64

    private static func validate(
        _ value: JSONValue, against schema: JSONValue, root: JSONValue, path: String, depth: Int, into problems: inout [String]
    ) {
        guard case let .object(members) = schema else {
            if case .bool(false) = schema { problems.append("\(path): no value is allowed here") }
            return
        }
        if case let .string(reference)? = members["$ref"] {
            guard depth < maximumReferenceDepth, let target = resolve(reference, in: root) else {
                problems.append("\(path): the schema's $ref \(reference.debugDescription) does not lead to a schema in this document")
                return
            }
            validate(value, against: target, root: root, path: path, depth: depth + 1, into: &problems)
        }
        if let constant = members["const"], constant != value {
            problems.append("\(path): \(describe(value)) is not the constant \(describe(constant))")
        }
        if let types = typeNames(members["type"]), !types.contains("any") {
            guard types.contains(where: { matches(value, type: $0) }) else {
                problems.append("\(path): expected \(types.joined(separator: " or ")), got \(describe(value))")
                return
            }
        }
        if case let .array(allowed)? = members["enum"], !allowed.contains(where: { equal($0, value) }) {
            let listed = allowed.prefix(12).map(\.compactText).joined(separator: ", ")
            problems.append("\(path): \(describe(value)) is not one of \(listed)\(allowed.count > 12 ? ", …" : "")")
        }
        for keyword in ["anyOf", "oneOf"] {
            guard case let .array(alternatives)? = members[keyword] else { continue }
            let fitting = alternatives.indices.filter { index in
                var trial: [String] = []
                validate(value, against: alternatives[index], root: root, path: path, depth: depth, into: &trial)
                return trial.isEmpty
            }
            if fitting.isEmpty { problems.append("\(path): \(describe(value)) matches none of the \(keyword) alternatives") }
            if keyword == "oneOf", fitting.count > 1 {
                problems.append("\(path): \(describe(value)) matches oneOf alternatives \(fitting.map(String.init).joined(separator: " and ")); exactly one must match")
            }
        }
        if case let .array(all)? = members["allOf"] {
            for alternative in all { validate(value, against: alternative, root: root, path: path, depth: depth, into: &problems) }
        }
        switch value {
        case let .object(fields):
            let properties: [String: JSONValue]
            if case let .object(byName)? = members["properties"] { properties = byName } else { properties = [:] }
            if case let .array(required)? = members["required"] {
                for case let .string(name) in required where fields[name] == nil {
                    problems.append("\(path): missing required \"\(name)\"")
                }
            }
            for name in fields.keys.sorted() {
                if let property = properties[name] {
                    validate(fields[name]!, against: property, root: root, path: "\(path).\(name)", depth: 0, into: &problems)
                } else if case .bool(false)? = members["additionalProperties"] {
                    problems.append("\(path): unknown property \"\(name)\" (allowed: \(properties.keys.sorted().joined(separator: ", ")))")
                } else if case let extra? = members["additionalProperties"], case .object = extra {
                    validate(fields[name]!, against: extra, root: root, path: "\(path).\(name)", depth: 0, into: &problems)
                }
            }
        case let .array(elements):
            if case let .number(low)? = members["minItems"], Double(elements.count) < low {
                problems.append("\(path): has \(elements.count) items, fewer than \(Int(low))")
            }
            if case let .number(high)? = members["maxItems"], Double(elements.count) > high {
                problems.append("\(path): has \(elements.count) items, more than \(Int(high))")
            }
            switch members["items"] {
            case let .array(positional)?:
                for (index, element) in elements.enumerated() where index < positional.count {
                    validate(element, against: positional[index], root: root, path: "\(path)[\(index)]", depth: 0, into: &problems)
                }
            case let item?:
                for (index, element) in elements.enumerated() {
                    validate(element, against: item, root: root, path: "\(path)[\(index)]", depth: 0, into: &problems)
                }
            case nil: break
            }
        case let .string(text):
            let length = text.unicodeScalars.count
            if case let .number(low)? = members["minLength"], Double(length) < low {
                problems.append("\(path): is \(length) characters, shorter than \(Int(low))")
            }
            if case let .number(high)? = members["maxLength"], Double(length) > high {
                problems.append("\(path): is \(length) characters, longer than \(Int(high))")
            }
        case let .number(number):
            if case let .number(low)? = members["minimum"], number < low {
                problems.append("\(path): \(describe(value)) is below the minimum \(JSONValue.number(low).compactText)")
            }
            if case let .number(high)? = members["maximum"], number > high {
                problems.append("\(path): \(describe(value)) is above the maximum \(JSONValue.number(high).compactText)")
            }
            if case let .number(low)? = members["exclusiveMinimum"], number <= low {
                problems.append("\(path): \(describe(value)) is not above the exclusive minimum \(JSONValue.number(low).compactText)")
            }
            if case let .number(high)? = members["exclusiveMaximum"], number >= high {
                problems.append("\(path): \(describe(value)) is not below the exclusive maximum \(JSONValue.number(high).compactText)")
            }
        case .null, .bool: break
        }
    }

    /// The schema a same-document reference points at: `#` (the root) or a JSON pointer below it
    /// (`#/$defs/node`, with `~1` for `/` and `~0` for `~`); nil for anything else.
    private static func resolve(_ reference: String, in root: JSONValue) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        let pointer = reference.dropFirst()
        guard !pointer.isEmpty else { return root }
        guard pointer.hasPrefix("/") else { return nil }
        var node = root
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = (raw.removingPercentEncoding ?? String(raw)).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch node {
            case let .object(members):
                guard let next = members[token] else { return nil }
                node = next
            case let .array(elements):
                guard let index = Int(token), elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }

    private static func typeNames(_ type: JSONValue?) -> [String]? {
        switch type {
        case let .string(name)?: return [typeAliases[name] ?? name]
        case let .array(names)?:
            let list = names.compactMap { name -> String? in
                if case let .string(text) = name { return typeAliases[text] ?? text }
                return nil
            }
            return list.isEmpty ? nil : list
        default: return nil
        }
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null): true
        case ("number", .number): true
        case let ("integer", .number(number)): number.isFinite && number == number.rounded()
        default: false
        }
    }

    private static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool { a == b }

    static func kindName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        let text = value.compactText
        return text.count <= 40 ? text : String(text.prefix(37)) + "…"
    }
}
