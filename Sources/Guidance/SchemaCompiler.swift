extension Grammar {
    /// Compiles a JSON Schema (Draft 2020-12 subset) given as JSON text.
    ///
    /// Supported: `type` (a name or a list; `object`, `array`, `string`, `number`, `integer`,
    /// `boolean`, `null`, and the aliases `dict`, `list`, `tuple`, `str`, `float`, `int`,
    /// `bool`, `any`), `properties`, `required`, `additionalProperties` (boolean or schema;
    /// absent means `options.additionalPropertiesByDefault`), `enum`, `const`, `anyOf`, `oneOf`,
    /// a one-element `allOf`, `$ref` to `#`-pointers (`$defs`, `definitions`, recursive),
    /// `items`, `minItems`, `maxItems`, `uniqueItems: false`, `minLength`, `maxLength` (Unicode
    /// scalars), and `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` on integers.
    /// Boolean schemas (`true`, `false`) are accepted. Descriptive keywords (`description`,
    /// `title`, `default`, `examples`, `$schema`, `$id`, `$comment`, `format`, …) are accepted
    /// and unused. Any other keyword is an error naming its path.
    ///
    /// The language produced is a subset of the schema's, chosen so that each value has one
    /// spelling and the tokens go to content:
    /// - compact JSON: no whitespace outside strings;
    /// - object properties in schema order, each optional one may be left out, additional
    ///   properties (when allowed) after the declared ones, with names written without escapes;
    /// - integers without fraction or exponent (`1`, never `1.0`); numbers as JSON writes them,
    ///   with at most 20 digits before the point and 2 in the exponent (always a finite Double);
    /// - `const` and `enum` values exactly as the schema spells them (compact, keys in the
    ///   schema's order);
    /// - strings may use any escape and any Unicode scalar; raw bytes must be valid UTF-8 and a
    ///   `\u` escape of a surrogate must be a pair;
    /// - a schema without `type` takes the type its keywords imply (`properties` → object,
    ///   `items` → array, `maxLength` → string, `minimum` → integer), any value when none do;
    /// - `oneOf` is compiled as `anyOf` only when its alternatives provably share no value
    ///   (types that cannot meet, different `const`/`enum` values, a property both require that
    ///   is itself exclusive, or one requiring a property the other does not allow); otherwise it
    ///   is refused, naming the two alternatives, since a grammar cannot rule out a double match.
    ///
    /// - Parameters:
    ///   - jsonSchema: the schema as JSON text.
    ///   - options: strictness and the nesting cap.
    /// - Throws: `GuidanceError` naming the byte offset (bad JSON) or the schema path
    ///   (unsupported or unsatisfiable schema).
    /// - Complexity: O(n) in the size of the schema, plus O(nodes²) worst case for the depth
    ///   fixed point on recursive schemas.
    public init(jsonSchema: String, options: GrammarOptions = GrammarOptions()) throws {
        try self.init(jsonSchema: Array(jsonSchema.utf8), options: options)
    }

    /// Compiles a JSON Schema given as UTF-8 JSON bytes; see `init(jsonSchema:options:)`.
    /// - Throws: `GuidanceError`.
    public init(jsonSchema bytes: [UInt8], options: GrammarOptions = GrammarOptions()) throws {
        let document = try SchemaJSONParser.parse(bytes)
        var builder = GrammarBuilder(document: document, options: options)
        self = try builder.build()
    }
}

/// Mutable tables while a schema is compiled; `build()` freezes them into a `Grammar`.
struct GrammarBuilder {
    let document: SchemaJSON
    let options: GrammarOptions
    var nodes: [GrammarNode] = []
    var paths: [String] = []
    var literalBytes: [UInt8] = []
    var literalRanges: [Range<Int32>] = []
    var literalNodes: [[UInt8]: Int32] = [:]
    var alternatives: [Int32] = []
    var strings: [StringRule] = []
    var integers: [IntegerRule] = []
    var arrays: [ArrayRule] = []
    var objects: [ObjectRule] = []
    var nameTrieChildren: [Int32: Int32] = [:]
    var nameTrieTerminal: [Bool] = []
    /// Nodes of `$ref` targets by pointer, so a recursive reference closes a cycle.
    var referenced: [String: Int32] = [:]
    /// Targets whose compilation is under way (a reference to one is recursion).
    var compiling: Set<String> = []
    var anyValueNode: Int32?

    init(document: SchemaJSON, options: GrammarOptions) {
        self.document = document
        self.options = options
    }

    mutating func build() throws -> Grammar {
        guard let root = try compile(document, path: "#") else {
            throw GuidanceError.invalidSchema(path: "#", detail: "the schema accepts no value; remove the \"false\" schemas or contradictory bounds")
        }
        let depths = minimumDepths()
        if depths[Int(root)] > Int32(options.maximumNestingDepth) {
            let detail = depths[Int(root)] >= Self.unreachable
                ? "the schema has no finite instance (every path recurses); make a recursive property optional or add a non-recursive alternative"
                : "the smallest instance nests \(depths[Int(root)]) levels, deeper than maximumNestingDepth \(options.maximumNestingDepth); raise the option"
            throw GuidanceError.invalidSchema(path: "#", detail: detail)
        }
        return Grammar(
            nodes: nodes, root: root, literalBytes: literalBytes, literalRanges: literalRanges, alternatives: alternatives,
            strings: strings, integers: integers, arrays: arrays, objects: objects, minimumDepths: depths,
            maximumDepth: Int32(options.maximumNestingDepth), nameTrieChildren: nameTrieChildren, nameTrieTerminal: nameTrieTerminal)
    }

    // MARK: Nodes

    mutating func add(_ node: GrammarNode, path: String) -> Int32 {
        nodes.append(node)
        paths.append(path)
        return Int32(nodes.count - 1)
    }

    /// A `.literal` node for `bytes`, shared between identical literals.
    mutating func literal(_ bytes: [UInt8], path: String) -> Int32 {
        if let node = literalNodes[bytes] { return node }
        let start = Int32(literalBytes.count)
        literalBytes += bytes
        literalRanges.append(start..<Int32(literalBytes.count))
        let node = add(.literal(Int32(literalRanges.count - 1)), path: path)
        literalNodes[bytes] = node
        return node
    }

    /// One node for the alternatives: itself when there is one, a `.choice` otherwise, nil for none.
    mutating func choice(_ options: [Int32], path: String) -> Int32? {
        var unique: [Int32] = []
        for option in options where !unique.contains(option) { unique.append(option) }
        if unique.count <= 1 { return unique.first }
        let start = Int32(alternatives.count)
        alternatives += unique
        return add(.choice(start..<Int32(alternatives.count)), path: path)
    }

    /// Any JSON value, built once: objects with any members, arrays of anything, and scalars.
    mutating func anyValue() -> Int32 {
        if let node = anyValueNode { return node }
        let path = "#(any)"
        let node = add(.number, path: path)  // placeholder, replaced below so the value can nest in itself
        anyValueNode = node
        let object = addObject(properties: [], additionalValue: node, path: path)
        let array = addArray(ArrayRule(items: node, minimumCount: 0, maximumCount: Int32.max), path: path)
        let string = addString(StringRule(minimumLength: 0, maximumLength: Int32.max), path: path)
        let number = add(.number, path: path)
        let scalars = ["true", "false", "null"].map { literal(Array($0.utf8), path: path) }
        let start = Int32(alternatives.count)
        alternatives += [object, array, string, number] + scalars
        nodes[Int(node)] = .choice(start..<Int32(alternatives.count))
        return node
    }

    mutating func addString(_ rule: StringRule, path: String) -> Int32 {
        strings.append(rule)
        return add(.string(Int32(strings.count - 1)), path: path)
    }

    mutating func addArray(_ rule: ArrayRule, path: String) -> Int32 {
        arrays.append(rule)
        return add(.array(Int32(arrays.count - 1)), path: path)
    }

    /// An object node; `properties` in schema order as (name, value node, required).
    mutating func addObject(properties: [(name: String, value: Int32, isRequired: Bool)], additionalValue: Int32?, path: String) -> Int32 {
        let trieRoot = newTrieNode()
        var declared: [ObjectRule.Property] = []
        for property in properties {
            var key: [UInt8] = []
            SchemaJSON.writeString(property.name, into: &key)
            key.append(UInt8(ascii: ":"))
            declared.append(.init(keyNode: literal(key, path: pointer(path, property.name)), valueNode: property.value, isRequired: property.isRequired))
            var trieNode = trieRoot
            for byte in property.name.utf8 {
                let edge = trieNode << 8 | Int32(byte)
                if let child = nameTrieChildren[edge] { trieNode = child } else {
                    let child = newTrieNode()
                    nameTrieChildren[edge] = child
                    trieNode = child
                }
            }
            nameTrieTerminal[Int(trieNode)] = true
        }
        var firstRequired = [Int32](repeating: Int32(declared.count), count: declared.count + 1)
        for index in stride(from: declared.count - 1, through: 0, by: -1) {
            firstRequired[index] = declared[index].isRequired ? Int32(index) : firstRequired[index + 1]
        }
        let objectIndex = Int32(objects.count)
        var additionalKey: Int32?
        if additionalValue != nil { additionalKey = add(.propertyName(objectIndex), path: path) }
        objects.append(ObjectRule(properties: declared, additionalValue: additionalValue, additionalKey: additionalKey,
                                  nameTrieRoot: trieRoot, firstRequired: firstRequired))
        return add(.object(objectIndex), path: path)
    }

    mutating func newTrieNode() -> Int32 {
        nameTrieTerminal.append(false)
        precondition(nameTrieTerminal.count < 1 << 23, "too many property names for the name trie")
        return Int32(nameTrieTerminal.count - 1)
    }

    // MARK: Depth

    static let unreachable: Int32 = Int32.max / 4

    /// The fewest nesting levels an instance of each node needs, by fixed point (recursion makes
    /// the graph cyclic); `unreachable` for nodes with no finite instance.
    func minimumDepths() -> [Int32] {
        var depths = [Int32](repeating: Self.unreachable, count: nodes.count)
        var changed = true
        while changed {
            changed = false
            for (index, node) in nodes.enumerated() {
                let depth: Int32
                switch node {
                case .literal, .string, .integer, .number, .propertyName: depth = 1
                case let .choice(range): depth = alternatives[Int(range.lowerBound)..<Int(range.upperBound)].map { depths[Int($0)] }.min() ?? Self.unreachable
                case let .array(rule):
                    let array = arrays[Int(rule)]
                    depth = array.minimumCount == 0 ? 1 : min(Self.unreachable, 1 + depths[Int(array.items)])
                case let .object(rule):
                    let required = objects[Int(rule)].properties.filter(\.isRequired).map { depths[Int($0.valueNode)] }
                    depth = min(Self.unreachable, 1 + (required.max() ?? 0))
                }
                if depth < depths[index] {
                    depths[index] = depth
                    changed = true
                }
            }
        }
        return depths
    }
}
