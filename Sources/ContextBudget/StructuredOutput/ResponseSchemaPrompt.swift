/// How a response schema is written into the prompt, so that the model knows what the value it
/// must write means (the constraint alone only says what it may look like).
///
/// Written after the newest prompt, as FoundationModels' `includeSchemaInPrompt` does, in one
/// fixed wording; the schema as compact JSON. Whatever is written here is part of the transcript
/// that is counted and sent, so the budget sees exactly what the model reads.
public enum ResponseSchemaPrompt {
    /// The text appended to the newest prompt for `schema`.
    public static func suffix(for schema: JSONValue) -> String {
        "\n\nAnswer with JSON that is an instance of this JSON Schema: " + schema.compactText
    }

    /// `prompt` with the schema written after it.
    public static func prompt(_ prompt: String, describing schema: JSONValue) -> String {
        prompt + suffix(for: schema)
    }

    /// `entries` with the schema written after the newest prompt entry; unchanged when there is
    /// no prompt entry.
    public static func entries(_ entries: [Transcript.Entry], describing schema: JSONValue) -> [Transcript.Entry] {
        guard let newest = entries.lastIndex(where: { if case .prompt = $0 { true } else { false } }),
              case let .prompt(text) = entries[newest] else { return entries }
        var entries = entries
        entries[newest] = .prompt(prompt(text, describing: schema))
        return entries
    }
}
