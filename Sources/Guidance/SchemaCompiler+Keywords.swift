/// The schema walk: one JSON Schema object in, one grammar node out (nil for a schema that
/// admits no value, such as `false`).
extension GrammarBuilder {
    mutating func compile(_ schema: SchemaJSON, path: String) throws -> Int32? {
        let members: [(key: String, value: SchemaJSON)]
        switch schema {
        case .bool(true): return anyValue()
        case .bool(false): return nil
        case let .object(object): members = object
        default: throw GuidanceError.invalidSchema(path: path, detail: "a schema must be an object or a boolean, got \(kindName(schema))")
        }
        for (key, _) in members {
            if SchemaKeywords.descriptive.contains(key) || SchemaKeywords.supported.contains(key) || key.hasPrefix("x-") { continue }
            if let advice = SchemaKeywords.unsupportedAdvice[key] {
                throw GuidanceError.unsupported(path: path, detail: "\"\(key)\" is not supported; \(advice)")
            }
            throw GuidanceError.unsupported(path: path, detail: "unknown keyword \"\(key)\"; remove it, or move the text into \"description\"")
        }
        let constraints = members.filter { !SchemaKeywords.descriptive.contains($0.key) && !$0.key.hasPrefix("x-") }.map(\.key)

        if let reference = schema["$ref"] {
            try onlyKeywords(["$ref"], of: constraints, path: path, reason: "\"$ref\" with sibling constraints is not supported; move them into the referenced schema")
            guard case let .string(target) = reference else { throw GuidanceError.invalidSchema(path: pointer(path, "$ref"), detail: "must be a string") }
            return try compileReference(target, path: pointer(path, "$ref"))
        }
        if let allOf = schema["allOf"] {
            guard case let .array(parts) = allOf, parts.count == 1 else {
                throw GuidanceError.unsupported(path: pointer(path, "allOf"), detail: "only a one-element \"allOf\" is supported; merge the schemas into one")
            }
            try onlyKeywords(["allOf"], of: constraints, path: path, reason: "\"allOf\" with sibling constraints is not supported; merge them into the one schema")
            return try compile(parts[0], path: pointer(pointer(path, "allOf"), "0"))
        }
        for keyword in ["anyOf", "oneOf"] {
            guard let value = schema[keyword] else { continue }
            guard case let .array(parts) = value, !parts.isEmpty else {
                throw GuidanceError.invalidSchema(path: pointer(path, keyword), detail: "must be a non-empty array of schemas")
            }
            try onlyKeywords([keyword], of: constraints, path: path, reason: "\"\(keyword)\" with sibling constraints is not supported; repeat them inside each alternative")
            if keyword == "oneOf" { try checkExclusive(parts, path: pointer(path, keyword)) }
            var options: [Int32] = []
            for (index, part) in parts.enumerated() {
                if let node = try compile(part, path: pointer(pointer(path, keyword), String(index))) { options.append(node) }
            }
            return choice(options, path: path)
        }

        let types = try typeNames(schema, constraints: constraints, path: path)
        if let value = schema["const"] {
            try onlyKeywords(["const", "type"], of: constraints, path: path, reason: "\"const\" with other constraints is not supported; keep only \"type\"")
            return types.contains(jsonType(value)) || (types.contains("number") && jsonType(value) == "integer") ? literal(value.compactBytes, path: path) : nil
        }
        if let value = schema["enum"] {
            try onlyKeywords(["enum", "type"], of: constraints, path: path, reason: "\"enum\" with other constraints is not supported; keep only \"type\"")
            guard case let .array(values) = value, !values.isEmpty else {
                throw GuidanceError.invalidSchema(path: pointer(path, "enum"), detail: "must be a non-empty array")
            }
            let admitted = values.filter { types.contains(jsonType($0)) || (types.contains("number") && jsonType($0) == "integer") }
            return choice(admitted.map { literal($0.compactBytes, path: path) }, path: path)
        }
        if types == Self.allTypes { return anyValue() }
        var options: [Int32] = []
        for type in types {
            switch type {
            case "object": if let node = try compileObject(schema, path: path) { options.append(node) }
            case "array": if let node = try compileArray(schema, path: path) { options.append(node) }
            case "string": if let node = try compileString(schema, path: path) { options.append(node) }
            case "integer": if let node = try compileInteger(schema, path: path) { options.append(node) }
            case "number":
                for bound in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] where schema[bound] != nil {
                    throw GuidanceError.unsupported(path: pointer(path, bound), detail: "bounds are supported on \"integer\" only; use type \"integer\" or remove the bound")
                }
                options.append(add(.number, path: path))
            case "boolean": options += [literal(Array("true".utf8), path: path), literal(Array("false".utf8), path: path)]
            default: options.append(literal(Array("null".utf8), path: path))
            }
        }
        return choice(options, path: path)
    }

    static let allTypes: [String] = ["object", "array", "string", "integer", "number", "boolean", "null"]

    /// The schema's types in a fixed order, aliases resolved; implied by keywords when `type`
    /// is absent, every type when nothing implies one.
    func typeNames(_ schema: SchemaJSON, constraints: [String], path: String) throws -> [String] {
        var named: Set<String> = []
        switch schema["type"] {
        case nil:
            for keyword in constraints { if let type = SchemaKeywords.impliedType[keyword] { named.insert(type) } }
            if named.isEmpty { return Self.allTypes }
        case let .string(name)?:
            guard let type = SchemaKeywords.typeAliases[name] else { throw unknownType(name, path: pointer(path, "type")) }
            if type == "any" { return Self.allTypes }
            named.insert(type)
        case let .array(names)?:
            guard !names.isEmpty else { throw GuidanceError.invalidSchema(path: pointer(path, "type"), detail: "must not be an empty list") }
            for (index, entry) in names.enumerated() {
                guard case let .string(name) = entry, let type = SchemaKeywords.typeAliases[name] else {
                    throw unknownType("\(entry)", path: pointer(pointer(path, "type"), String(index)))
                }
                if type == "any" { return Self.allTypes }
                named.insert(type)
            }
        case let other?:
            throw GuidanceError.invalidSchema(path: pointer(path, "type"), detail: "must be a type name or a list of them, got \(kindName(other))")
        }
        return Self.allTypes.filter(named.contains)
    }

    func unknownType(_ name: String, path: String) -> GuidanceError {
        .invalidSchema(path: path, detail: "unknown type \"\(name)\"; use object, array, string, number, integer, boolean or null")
    }

    func onlyKeywords(_ allowed: Set<String>, of constraints: [String], path: String, reason: String) throws {
        if let extra = constraints.first(where: { !allowed.contains($0) }) {
            throw GuidanceError.unsupported(path: pointer(path, extra), detail: reason)
        }
    }

    /// The JSON Schema type of a value (`integer` for numbers without fraction or exponent).
    func jsonType(_ value: SchemaJSON) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case let .number(text): text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? "number" : "integer"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    func kindName(_ value: SchemaJSON) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    // MARK: References

    /// The schema a `#`-pointer names in this document.
    /// - Throws: `GuidanceError.invalidSchema` naming `path` when the pointer names nothing.
    func schema(at target: String, path: String) throws -> SchemaJSON {
        var value = document
        for rawToken in target.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) where target != "#" {
            let token = String(rawToken).replacingPointerEscapes()
            switch value {
            case let .object(members):
                guard let next = members.first(where: { $0.key == token })?.value else {
                    throw GuidanceError.invalidSchema(path: path, detail: "\"\(target)\" names nothing in this schema (no \"\(token)\")")
                }
                value = next
            case let .array(items):
                guard let index = Int(token), items.indices.contains(index) else {
                    throw GuidanceError.invalidSchema(path: path, detail: "\"\(target)\" names nothing in this schema (no item \(token))")
                }
                value = items[index]
            default:
                throw GuidanceError.invalidSchema(path: path, detail: "\"\(target)\" names nothing in this schema")
            }
        }
        return value
    }

    /// Resolves a `#`-pointer (`#`, `#/$defs/node`, `#/definitions/x`, any JSON Pointer into
    /// this document) to a node, compiling the target once so recursion closes a cycle.
    mutating func compileReference(_ target: String, path: String) throws -> Int32? {
        guard target == "#" || target.hasPrefix("#/") else {
            throw GuidanceError.unsupported(path: path, detail: "only references into this schema (\"#/$defs/name\") are supported, got \"\(target)\"")
        }
        if let node = referenced[target] { return node }
        let value = try schema(at: target, path: path)
        guard !compiling.contains(target) else {
            // Reached the target again before its node exists: a cycle of references with no
            // value in between (`{"$ref": "#"}` at the root), which describes nothing.
            throw GuidanceError.invalidSchema(path: path, detail: "\"\(target)\" refers to itself without any value in between")
        }
        // Reserve the node first so that references inside the target find it.
        let placeholder = add(.number, path: target)
        referenced[target] = placeholder
        compiling.insert(target)
        let compiled = try compile(value, path: target)
        compiling.remove(target)
        guard let body = compiled else {
            referenced[target] = nil
            nodes[Int(placeholder)] = .choice(0..<0)
            return nil
        }
        guard body != placeholder else {
            throw GuidanceError.invalidSchema(path: path, detail: "\"\(target)\" refers to itself without any value in between")
        }
        nodes[Int(placeholder)] = nodes[Int(body)]
        return placeholder
    }

    // MARK: Types

    mutating func compileObject(_ schema: SchemaJSON, path: String) throws -> Int32? {
        var declared: [(name: String, schema: SchemaJSON)] = []
        switch schema["properties"] {
        case nil: break
        case let .object(members)?: declared = members.map { ($0.key, $0.value) }
        case let other?: throw GuidanceError.invalidSchema(path: pointer(path, "properties"), detail: "must be an object, got \(kindName(other))")
        }
        var required: Set<String> = []
        if let value = schema["required"] {
            guard case let .array(names) = value else { throw GuidanceError.invalidSchema(path: pointer(path, "required"), detail: "must be an array of names") }
            for (index, entry) in names.enumerated() {
                guard case let .string(name) = entry else {
                    throw GuidanceError.invalidSchema(path: pointer(pointer(path, "required"), String(index)), detail: "must be a property name (a string)")
                }
                guard declared.contains(where: { $0.name == name }) else {
                    throw GuidanceError.invalidSchema(path: pointer(pointer(path, "required"), String(index)),
                                                      detail: "required property \"\(name)\" is not in \"properties\"; declare it there")
                }
                required.insert(name)
            }
        }
        var properties: [(name: String, value: Int32, isRequired: Bool)] = []
        let propertiesPath = pointer(path, "properties")
        for (name, propertySchema) in declared {
            let isRequired = required.contains(name)
            guard let node = try compile(propertySchema, path: pointer(propertiesPath, name)) else {
                if isRequired { return nil }  // a required property no value satisfies: no object does
                continue  // an optional property no value satisfies is one that is left out
            }
            properties.append((name, node, isRequired))
        }
        var additional: Int32?
        switch schema["additionalProperties"] {
        case nil: additional = options.additionalPropertiesByDefault ? anyValue() : nil
        case let value?: additional = try compile(value, path: pointer(path, "additionalProperties"))
        }
        return addObject(properties: properties, additionalValue: additional, path: path)
    }

    mutating func compileArray(_ schema: SchemaJSON, path: String) throws -> Int32? {
        if let unique = schema["uniqueItems"], unique != .bool(false) {
            throw GuidanceError.unsupported(path: pointer(path, "uniqueItems"), detail: "\"uniqueItems\": true is not supported; remove it or list the values with \"enum\"")
        }
        let minimum = try count(schema, "minItems", path: path) ?? 0
        let maximum = try count(schema, "maxItems", path: path) ?? Int32.max
        let items: Int32
        switch schema["items"] {
        case nil, .bool(true)?: items = anyValue()
        case let itemSchema?:
            if case .array = itemSchema {
                throw GuidanceError.unsupported(path: pointer(path, "items"), detail: "a list of item schemas (a tuple) is not supported; give all elements one schema")
            }
            guard let node = try compile(itemSchema, path: pointer(path, "items")) else {
                // No element is valid: only the empty array is.
                return minimum > 0 ? nil : addArray(ArrayRule(items: anyValue(), minimumCount: 0, maximumCount: 0), path: path)
            }
            items = node
        }
        guard minimum <= maximum else {
            throw GuidanceError.invalidSchema(path: pointer(path, "minItems"), detail: "minItems \(minimum) exceeds maxItems \(maximum); no array satisfies both")
        }
        return addArray(ArrayRule(items: items, minimumCount: minimum, maximumCount: maximum), path: path)
    }

    mutating func compileString(_ schema: SchemaJSON, path: String) throws -> Int32? {
        let minimum = try count(schema, "minLength", path: path) ?? 0
        let maximum = try count(schema, "maxLength", path: path) ?? Int32.max
        guard minimum <= maximum else {
            throw GuidanceError.invalidSchema(path: pointer(path, "minLength"), detail: "minLength \(minimum) exceeds maxLength \(maximum); no string satisfies both")
        }
        return addString(StringRule(minimumLength: minimum, maximumLength: maximum), path: path)
    }

    mutating func compileInteger(_ schema: SchemaJSON, path: String) throws -> Int32? {
        var rule = IntegerRule(minimum: nil, maximum: nil)
        for (keyword, isLower, isExclusive) in [("minimum", true, false), ("exclusiveMinimum", true, true), ("maximum", false, false), ("exclusiveMaximum", false, true)] {
            guard let value = schema[keyword] else { continue }
            guard case let .number(text) = value, let bound = Double(text) else {
                throw GuidanceError.invalidSchema(path: pointer(path, keyword), detail: "must be a number (Draft 2020-12), got \(kindName(value))")
            }
            // The nearest admitted integer, within 64 bits. A bound beyond them on the far side
            // (a maximum above every Int64, a minimum below) is clamped to the 64-bit range, so
            // that side stays bounded and every integer written is an instance; the integers
            // past ±2^63 it also admits are not written. A bound beyond them on the near side
            // admits only integers past 64 bits, which the grammar cannot write: refused.
            let limit: Int64
            if let exact = Int64(text) {
                let (moved, overflow) = isLower ? exact.addingReportingOverflow(isExclusive ? 1 : 0) : exact.subtractingReportingOverflow(isExclusive ? 1 : 0)
                if overflow { throw Self.beyond64Bits(keyword, text, path: pointer(path, keyword)) }
                limit = moved
            } else {
                var integer = isLower ? bound.rounded(.up) : bound.rounded(.down)
                if isExclusive && integer == bound { integer += isLower ? 1 : -1 }
                let aboveAll = integer >= 0x1p63, belowAll = integer < -0x1p63
                if (isLower && aboveAll) || (!isLower && belowAll) { throw Self.beyond64Bits(keyword, text, path: pointer(path, keyword)) }
                limit = aboveAll ? .max : belowAll ? .min : Int64(integer)
            }
            if isLower { rule.minimum = max(rule.minimum ?? .min, limit) } else { rule.maximum = min(rule.maximum ?? .max, limit) }
        }
        if let low = rule.minimum, let high = rule.maximum, low > high {
            throw GuidanceError.invalidSchema(path: path, detail: "no integer lies between the minimum \(low) and the maximum \(high)")
        }
        integers.append(rule)
        return add(.integer(Int32(integers.count - 1)), path: path)
    }

    /// The error for an integer bound that admits only integers past 64 bits.
    static func beyond64Bits(_ keyword: String, _ text: String, path: String) -> GuidanceError {
        .unsupported(path: path, detail: "\(keyword) \(text) admits only integers beyond 64 bits, which constrained decoding cannot write; use a bound within ±9223372036854775807")
    }

    /// A non-negative count keyword (`minItems`, `maxLength`, …), nil when absent.
    func count(_ schema: SchemaJSON, _ keyword: String, path: String) throws -> Int32? {
        guard let value = schema[keyword] else { return nil }
        guard case let .number(text) = value, let number = Double(text), number >= 0, number == number.rounded() else {
            throw GuidanceError.invalidSchema(path: pointer(path, keyword), detail: "must be a non-negative integer")
        }
        return Int32(min(number, Double(Int32.max)))
    }
}

extension String {
    /// A JSON Pointer token unescaped (`~1` → `/`, `~0` → `~`).
    func replacingPointerEscapes() -> String {
        var result = ""
        var iterator = makeIterator()
        while let character = iterator.next() {
            guard character == "~" else { result.append(character); continue }
            switch iterator.next() {
            case "1": result.append("/")
            case "0": result.append("~")
            case let other?: result += "~" + String(other)
            case nil: result.append("~")
            }
        }
        return result
    }
}
