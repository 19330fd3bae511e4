/// A type that states its own JSON Schema, so that an answer can be asked to be a value of it:
/// our counterpart of FoundationModels' `Generable`, which derives its schema with a macro (a
/// macro would need a package dependency; here each type writes its schema once, beside its
/// fields).
///
///     struct Forecast: StructuredOutput {
///         var city: String
///         var celsius: Int
///         static let schema: JSONValue = [
///             "type": "object",
///             "properties": ["city": ["type": "string"], "celsius": ["type": "integer"]],
///             "required": ["city", "celsius"],
///         ]
///     }
///     let answer = try await model.respond(to: transcript, generating: Forecast.self)
///
/// The schema and the `Decodable` conformance must agree: every instance of the schema must
/// decode. A `JSONValue` object has no member order, so the native engine writes the fields in
/// sorted key order (`JSONValue.compactText`); name them so that what the model should decide
/// first sorts first where the order matters.
public protocol StructuredOutput: Decodable {
    /// The JSON Schema every answer of this type is an instance of (the subset
    /// `GenerationOptions.responseSchema` documents).
    static var schema: JSONValue { get }
}
