extension ChatSession {
    /// Sends `prompt` and returns the answer as a value of `type`, as `respond(to:)` does for
    /// text: the conversation is trimmed to the budget, tools run on the way where the backend
    /// calls them, and the answer stays in the transcript as its JSON text.
    ///
    /// With `includeSchemaInPrompt` the schema is written after the prompt (`ResponseSchemaPrompt`)
    /// and stays in the transcript's prompt entry, so the trimmer counts it as it is sent, this
    /// turn and later ones. The session's `options` are used with `responseSchema` set for this
    /// answer only.
    /// - Throws: as `respond(to:)`, plus `GenerationError.unsupported` for a backend that cannot
    ///   constrain its answers and `GenerationError.invalidResponse` for an answer that is not an
    ///   instance of the schema or does not decode.
    public func respond<Value: StructuredOutput>(
        to prompt: String, generating type: Value.Type, includeSchemaInPrompt: Bool = true
    ) async throws -> StructuredResponse<Value> {
        try await structuredResponse(to: prompt, schema: Value.schema, as: Value.self, includeSchemaInPrompt: includeSchemaInPrompt)
    }

    /// As `respond(to:generating:includeSchemaInPrompt:)`, for a schema given as a value.
    public func respond(to prompt: String, schema: JSONValue, includeSchemaInPrompt: Bool = true) async throws -> StructuredResponse<JSONValue> {
        try await structuredResponse(to: prompt, schema: schema, as: JSONValue.self, includeSchemaInPrompt: includeSchemaInPrompt)
    }

    private func structuredResponse<Value: Decodable>(
        to prompt: String, schema: JSONValue, as type: Value.Type, includeSchemaInPrompt: Bool
    ) async throws -> StructuredResponse<Value> {
        try model.requireStructuredOutput()
        let saved = options
        options.responseSchema = schema
        defer { options = saved }
        let text = try await respond(appending: [.prompt(includeSchemaInPrompt ? ResponseSchemaPrompt.prompt(prompt, describing: schema) : prompt)])
        let value = try StructuredAnswer.read(text, as: Value.self, schema: schema, backend: model.identifier)
        return StructuredResponse(value: value, json: text, promptTokens: lastPromptTokens)
    }
}
