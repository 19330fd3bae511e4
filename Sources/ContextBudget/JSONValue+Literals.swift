/// Literals for `JSONValue`, so schemas and arguments read like the JSON they are:
/// `["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"]]`.
/// (No nil literal: it would make `dictionary[key] == nil` ambiguous; write `.null`.)
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// - Precondition: keys are unique (the last one would silently win otherwise).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [String: JSONValue] = [:]
        for (key, value) in elements {
            precondition(members[key] == nil, "duplicate key \"\(key)\" in a JSONValue literal")
            members[key] = value
        }
        self = .object(members)
    }
}
