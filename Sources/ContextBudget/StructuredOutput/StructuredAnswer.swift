import Foundation

/// Reads a backend's answer as a structured value. Every backend's answer is checked, even one
/// that constrained its decoding: a server can ignore `response_format`, and a schema the backend
/// saw in another dialect can admit what ours does not.
enum StructuredAnswer {
    /// `text` as one JSON value that is an instance of `schema`, decoded as `Value`.
    /// - Throws: `GenerationError.invalidResponse` naming what is wrong: not JSON, where it breaks
    ///   the schema, or (the schema and the type disagreeing) why it does not decode.
    static func read<Value: Decodable>(_ text: String, as type: Value.Type, schema: JSONValue, backend: String) throws -> Value {
        let data = Data(text.utf8)
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw GenerationError.invalidResponse("\(backend) answered \(excerpt(text)), which is not one JSON value")
        }
        let violations = JSONSchema.violations(of: json, against: schema, path: "response")
        guard violations.isEmpty else {
            throw GenerationError.invalidResponse(
                "\(backend) answered JSON that is not an instance of the schema: " + violations.prefix(3).joined(separator: "; "))
        }
        if let value = json as? Value { return value }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw GenerationError.invalidResponse(
                "\(backend) answered an instance of the schema that does not decode as \(Value.self) (\(error)): "
                    + "make \(Value.self).schema describe exactly the fields its Decodable conformance reads")
        }
    }

    private static func excerpt(_ text: String) -> String {
        text.count <= 80 ? text.debugDescription : String(text.prefix(77)).debugDescription + "…"
    }
}
