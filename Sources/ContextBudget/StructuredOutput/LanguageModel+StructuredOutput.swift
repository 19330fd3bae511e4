extension LanguageModel {
    /// One answer to `transcript` as a value of `type`: decoded under `type.schema` by a backend
    /// that constrains its answers (`SchemaConstrainingLanguageModel`), then checked against the
    /// schema and decoded.
    ///
    /// - Parameters:
    ///   - includeSchemaInPrompt: write the schema after the newest prompt (`ResponseSchemaPrompt`),
    ///     so the model reads what the fields mean; it is counted as part of the prompt. The
    ///     constraint applies either way.
    /// - Throws: `GenerationError.unsupported` from a backend that cannot constrain its answers
    ///   (the extractive model); `GenerationError.exceededContextWindowSize` when the prompt,
    ///   schema included, plus `options.maximumResponseTokens` do not fit; the backend's errors
    ///   (`structuredResponseIncomplete` when the cap cuts the value, `ContextBudgetError` for a
    ///   schema outside the supported subset); `GenerationError.invalidResponse` when the answer
    ///   is not an instance or does not decode.
    public func respond<Value: StructuredOutput>(
        to transcript: Transcript, generating type: Value.Type, options: GenerationOptions = GenerationOptions(),
        includeSchemaInPrompt: Bool = true
    ) async throws -> StructuredResponse<Value> {
        try await structuredResponse(to: transcript, schema: Value.schema, as: Value.self, options: options, includeSchemaInPrompt: includeSchemaInPrompt)
    }

    /// One answer to `transcript` that is an instance of `schema`, as a `JSONValue`: the form for
    /// a schema known only at run time (a file, a tool's parameters).
    /// - Throws: as `respond(to:generating:options:includeSchemaInPrompt:)`.
    public func respond(
        to transcript: Transcript, schema: JSONValue, options: GenerationOptions = GenerationOptions(),
        includeSchemaInPrompt: Bool = true
    ) async throws -> StructuredResponse<JSONValue> {
        try await structuredResponse(to: transcript, schema: schema, as: JSONValue.self, options: options, includeSchemaInPrompt: includeSchemaInPrompt)
    }

    private func structuredResponse<Value: Decodable>(
        to transcript: Transcript, schema: JSONValue, as type: Value.Type, options: GenerationOptions, includeSchemaInPrompt: Bool
    ) async throws -> StructuredResponse<Value> {
        try requireStructuredOutput()
        var sent = transcript
        if includeSchemaInPrompt { sent.entries = ResponseSchemaPrompt.entries(sent.entries, describing: schema) }
        let promptTokens = try await tokenCount(for: sent)
        let requested = options.maximumResponseTokens ?? 0
        guard promptTokens + requested <= contextSize, promptTokens < contextSize else {
            throw GenerationError.exceededContextWindowSize(needed: promptTokens + requested, available: contextSize)
        }
        var constrained = options
        constrained.responseSchema = schema
        let text = try await generate(sent, options: constrained)
        let value = try StructuredAnswer.read(text, as: Value.self, schema: schema, backend: identifier)
        return StructuredResponse(value: value, json: text, promptTokens: promptTokens)
    }

    /// Refuses, with what to do instead, a backend that cannot constrain its answers to a schema.
    /// - Throws: `GenerationError.unsupported`.
    func requireStructuredOutput() throws {
        guard self is any SchemaConstrainingLanguageModel else {
            throw GenerationError.unsupported(
                "\(identifier) cannot write structured answers: it does not constrain its output to a schema; "
                    + "use a backend that does (a GGUF model, an OpenAI-compatible server, Apple's model)")
        }
    }
}
