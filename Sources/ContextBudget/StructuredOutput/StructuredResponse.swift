/// A structured answer: the decoded value, the JSON text it was decoded from, and what the
/// request cost.
public struct StructuredResponse<Value> {
    /// The answer as a value of the requested type (a `JSONValue` for a schema given as a value).
    public var value: Value
    /// The answer exactly as the backend wrote it: one JSON value, an instance of the schema.
    public var json: String
    /// Tokens the request's prompt cost in the model's count, the schema's text included when it
    /// was written into the prompt: the figure that was checked against the context window.
    public var promptTokens: Int
}

extension StructuredResponse: Sendable where Value: Sendable {}
