/// The session's built-in tool: reads back, page by page, what trimming removed (a shortened
/// tool output, a dropped turn), by the reference id the shortening marker names.
///
/// Pages are sized to what is left of the budget when the call runs, so reading never makes the
/// next call overflow; a page ends with a line saying where the next one starts. Offsets count
/// characters (grapheme clusters) of the stored text, so pages join back to it exactly. Bad ids
/// and offsets are tool errors the model reads, never crashes.
struct ReferenceReader: Sendable {
    /// The name the model calls it by (also written into shortening markers).
    static let name = "read_reference"

    static let definition = ToolDefinition(
        name: name,
        description: "Read text removed from this conversation to save room. id: from a shortening marker; omit it to list what was removed.",
        parameters: [
            "type": "object",
            "properties": ["id": ["type": "string"], "offset": ["type": "integer", "minimum": 0]],
        ])

    /// What was removed, by reference id, with a few words saying what each is.
    var references: [(id: String, about: String)]
    var store: any TranscriptStore

    /// The start of the line that closes every page.
    static let footerPrefix = "\n[read_reference: "

    /// The page of `id` starting at `offset` that costs at most `pageTokens`, or a listing.
    /// - Parameter measure: tokens a piece of text costs as a tool output.
    func read(
        _ arguments: JSONValue, pageTokens: Int, measure: @escaping (String) async throws -> Int
    ) async throws -> (text: String, failure: String?) {
        guard case let .object(fields) = arguments, case let .string(id)? = fields["id"], !id.isEmpty else {
            return (listing(), nil)
        }
        var offset = 0
        if case let .number(number)? = fields["offset"] {
            guard number.isFinite, number >= 0, number <= Double(Int32.max), number == number.rounded() else {
                return failure("offset must be a whole number of characters, 0 or more (got \(JSONValue.number(number).compactText))")
            }
            offset = Int(number)
        }
        guard let entries = try await store.entries(for: id) else {
            return failure("there is no reference \"\(id)\"; " + (references.isEmpty ? "nothing has been removed yet" : "the references are: \(references.map(\.id).joined(separator: ", "))"))
        }
        let characters = Array(Self.text(of: entries))
        guard offset <= characters.count else {
            return failure("offset \(offset) is past the end of \(id), which has \(characters.count) characters")
        }
        let fitting = TextFitting(measure: measure)
        // The longer footer (with the next call), with the widest offsets this page can have.
        let footerCost = try await measure(Self.footer(id: id, from: offset, to: max(offset, characters.count - 1), of: characters.count))
        let room = max(32, pageTokens - footerCost)  // a page always carries some text, even when room is short
        var length = try await fitting.prefix(of: Array(characters[offset...]), fitting: room)
        if length == 0, offset < characters.count { length = 1 }  // always make progress
        let end = offset + length
        return (String(characters[offset..<end]) + Self.footer(id: id, from: offset, to: end, of: characters.count), nil)
    }

    static func footer(id: String, from start: Int, to end: Int, of total: Int) -> String {
        if end >= total { return footerPrefix + "characters \(start)-\(end) of \(total); end]" }
        return footerPrefix + "characters \(start)-\(end) of \(total); next: {\"id\":\"\(id)\",\"offset\":\(end)}]"
    }

    private func listing() -> String {
        guard !references.isEmpty else { return "Nothing has been removed from this conversation." }
        return "Removed to save room (call with an id to read it):\n"
            + references.map { "\($0.id): \($0.about)" }.joined(separator: "\n")
    }

    private func failure(_ text: String) -> (text: String, failure: String?) {
        ("error: " + text, text)
    }

    /// The stored entries as one text: a tool output's own text, byte for byte; a turn's entries labelled.
    static func text(of entries: [Transcript.Entry]) -> String {
        if entries.count == 1, case let .toolOutput(output) = entries[0] { return output.text }
        return entries.map { entry -> String in
            switch entry {
            case let .instructions(text): "[instructions]\n" + text
            case let .prompt(text): "[user]\n" + text
            case let .response(text): "[assistant]\n" + text
            case let .summary(text): "[summary]\n" + text
            case let .toolCalls(calls):
                "[tool calls]\n" + calls.map { "\($0.id) \($0.name) \($0.arguments)" }.joined(separator: "\n")
            case let .toolOutput(output): "[tool output \(output.callID)]\n" + output.text
            }
        }.joined(separator: "\n\n")
    }
}
