/// Which JSON Schema keywords the compiler understands, which it accepts as documentation, and
/// what to say about the rest.
enum SchemaKeywords {
    /// Annotations: they never change which instances are valid (in Draft 2020-12 `format` is
    /// an annotation unless a validator opts in to asserting it), so they are accepted and unused.
    static let descriptive: Set<String> = [
        "description", "title", "default", "examples", "$schema", "$id", "$comment", "format",
        "deprecated", "readOnly", "writeOnly", "contentMediaType", "contentEncoding", "$defs", "definitions",
    ]

    /// Keywords the grammar implements.
    static let supported: Set<String> = [
        "type", "properties", "required", "additionalProperties", "enum", "const", "anyOf", "oneOf",
        "allOf", "$ref", "items", "minItems", "maxItems", "uniqueItems", "minLength", "maxLength",
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    ]

    /// The fix to suggest for keywords that narrow the language in ways the grammar cannot follow.
    static let unsupportedAdvice: [String: String] = [
        "patternProperties": "remove it or describe the shape with \"properties\"",
        "propertyNames": "remove it or list the names in \"properties\"",
        "pattern": "remove it or list the values with \"enum\"",
        "minProperties": "remove it or make the properties \"required\"",
        "maxProperties": "remove it or set \"additionalProperties\": false",
        "dependentRequired": "remove it or make the properties \"required\"",
        "dependentSchemas": "remove it or split the shapes with \"anyOf\"",
        "dependencies": "remove it or split the shapes with \"anyOf\"",
        "if": "remove \"if\"/\"then\"/\"else\" or split the shapes with \"anyOf\"",
        "then": "remove \"if\"/\"then\"/\"else\" or split the shapes with \"anyOf\"",
        "else": "remove \"if\"/\"then\"/\"else\" or split the shapes with \"anyOf\"",
        "not": "remove it or list the allowed values with \"enum\"",
        "contains": "remove it or constrain every element with \"items\"",
        "minContains": "remove it or constrain every element with \"items\"",
        "maxContains": "remove it or constrain every element with \"items\"",
        "prefixItems": "remove it or give all elements one schema with \"items\"",
        "unevaluatedProperties": "use \"additionalProperties\" instead",
        "unevaluatedItems": "use \"items\" instead",
        "multipleOf": "remove it or list the values with \"enum\"",
        "$dynamicRef": "use \"$ref\" to a \"$defs\" entry instead",
        "$recursiveRef": "use \"$ref\" to a \"$defs\" entry instead",
        "$anchor": "refer to the schema by its JSON Pointer (\"#/$defs/name\") instead",
        "$dynamicAnchor": "refer to the schema by its JSON Pointer (\"#/$defs/name\") instead",
    ]

    /// Type names and the aliases function-calling datasets use (BFCL writes Python's names),
    /// the same table the tool-schema checker in ContextBudget accepts.
    static let typeAliases: [String: String] = [
        "object": "object", "dict": "object", "array": "array", "list": "array", "tuple": "array",
        "string": "string", "str": "string", "number": "number", "float": "number", "integer": "integer",
        "int": "integer", "boolean": "boolean", "bool": "boolean", "null": "null", "any": "any",
    ]

    /// Keywords that only apply to one type: a schema without `type` takes the types its
    /// keywords imply (e.g. `properties` implies an object), and any JSON value when none do.
    static let impliedType: [String: String] = [
        "properties": "object", "required": "object", "additionalProperties": "object",
        "items": "array", "minItems": "array", "maxItems": "array", "uniqueItems": "array",
        "minLength": "string", "maxLength": "string",
        "minimum": "integer", "maximum": "integer", "exclusiveMinimum": "integer", "exclusiveMaximum": "integer",
    ]
}

/// `base` extended by one JSON Pointer token (RFC 6901: `~` → `~0`, `/` → `~1`).
func pointer(_ base: String, _ token: String) -> String {
    var path = base + "/"
    for character in token {
        switch character {
        case "~": path += "~0"
        case "/": path += "~1"
        default: path.append(character)
        }
    }
    return path
}
