/// A backend whose answers are instances of `GenerationOptions.responseSchema` when one is set:
/// the capability `respond(to:generating:)` asks for.
///
/// The native engine masks every token that would leave the schema; OpenAI-compatible servers
/// receive the schema as `response_format` and constrain on their side; Apple's model decodes
/// under the equivalent `GenerationSchema`. A backend that only writes text (the extractive model)
/// does not conform, and asking it for a structured answer is `GenerationError.unsupported`.
/// Conforming is a promise about the backend, not a check: `respond(to:generating:)` still
/// validates every answer, so a server that ignores `response_format` is caught, not trusted.
public protocol SchemaConstrainingLanguageModel: LanguageModel {}
