/// `oneOf` asks that exactly one alternative match. A grammar can only say "one of these shapes",
/// which is `anyOf`, so a `oneOf` is compiled only when its alternatives provably share no value;
/// otherwise a value could match two of them, pass our grammar and fail a validator. Proof is
/// conservative: a pair is exclusive when their types cannot meet, their `const` / `enum` values
/// differ, or (objects) a property both require is itself exclusive between them, or one requires
/// a property the other does not allow.
extension GrammarBuilder {
    /// - Throws: `GuidanceError.unsupported` naming `path` and the two alternatives that may overlap.
    func checkExclusive(_ alternatives: [SchemaJSON], path: String) throws {
        for first in alternatives.indices {
            for second in alternatives.indices
            where second > first && !exclusive(alternatives[first], alternatives[second], depth: 0) {
                throw GuidanceError.unsupported(
                    path: path,
                    detail: "alternatives \(first) and \(second) may both match one value, which \"oneOf\" forbids and a grammar cannot rule out; use \"anyOf\" if either may match, or make them exclusive (types that differ, or a property both require with a different \"const\" in each)")
            }
        }
    }

    /// True when no value matches both schemas (false when it cannot tell).
    func exclusive(_ a: SchemaJSON, _ b: SchemaJSON, depth: Int) -> Bool {
        guard depth < 16, let a = followingReferences(a), let b = followingReferences(b) else { return false }
        if case .bool(false) = a { return true }
        if case .bool(false) = b { return true }
        if let valuesA = fixedValues(a) {
            if let valuesB = fixedValues(b) { return !valuesA.contains { valuesB.contains($0) } }
            return valuesA.allSatisfy { !admitsType(of: $0, b) }
        }
        if let valuesB = fixedValues(b) { return valuesB.allSatisfy { !admitsType(of: $0, a) } }
        let typesA = types(a), typesB = types(b)
        if typesA.isDisjoint(with: typesB) { return true }
        guard typesA == ["object"], typesB == ["object"] else { return false }
        let requiredA = requiredNames(a), requiredB = requiredNames(b)
        for name in requiredA where requiredB.contains(name) {
            if exclusive(property(name, of: a), property(name, of: b), depth: depth + 1) { return true }
        }
        return requiredA.contains { !allowsProperty($0, b) } || requiredB.contains { !allowsProperty($0, a) }
    }

    /// The schema with `$ref`s followed; nil for a reference that names nothing or a long chain.
    private func followingReferences(_ schema: SchemaJSON) -> SchemaJSON? {
        var schema = schema
        for _ in 0..<16 {
            guard case let .string(target)? = schema["$ref"] else { return schema }
            guard let next = try? self.schema(at: target, path: target) else { return nil }
            schema = next
        }
        return nil
    }

    /// The values a `const` or `enum` allows (those of its type), nil for any other schema.
    private func fixedValues(_ schema: SchemaJSON) -> [SchemaJSON]? {
        if let value = schema["const"] { return [value].filter { admitsType(of: $0, schema) } }
        if case let .array(values)? = schema["enum"] { return values.filter { admitsType(of: $0, schema) } }
        return nil
    }

    /// The JSON types a schema may take (integer values count as numbers too); every type when
    /// it has alternatives of its own or its type cannot be read.
    private func types(_ schema: SchemaJSON) -> Set<String> {
        guard case let .object(members) = schema, schema["anyOf"] == nil, schema["oneOf"] == nil, schema["allOf"] == nil else {
            return Set(Self.allTypes)
        }
        let constraints = members.map(\.key).filter { !SchemaKeywords.descriptive.contains($0) }
        var names = Set((try? typeNames(schema, constraints: constraints, path: "")) ?? Self.allTypes)
        if names.contains("number") { names.insert("integer") }
        return names
    }

    private func admitsType(of value: SchemaJSON, _ schema: SchemaJSON) -> Bool {
        types(schema).contains(jsonType(value))
    }

    private func requiredNames(_ schema: SchemaJSON) -> [String] {
        guard case let .array(names)? = schema["required"] else { return [] }
        return names.compactMap { if case let .string(name) = $0 { name } else { nil } }
    }

    /// The schema of property `name` (`true` when only `additionalProperties` or nothing says).
    private func property(_ name: String, of schema: SchemaJSON) -> SchemaJSON {
        if let declared = schema["properties"]?[name] { return declared }
        return schema["additionalProperties"] ?? .bool(true)
    }

    /// False when the schema admits no property `name`: not declared, and no other properties allowed.
    private func allowsProperty(_ name: String, _ schema: SchemaJSON) -> Bool {
        if schema["properties"]?[name] != nil { return true }
        switch schema["additionalProperties"] {
        case nil: return options.additionalPropertiesByDefault
        case .bool(false)?: return false
        default: return true
        }
    }
}
