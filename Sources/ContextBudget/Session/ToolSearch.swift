/// The session's built-in `search_tools`: when selection leaves tools out of a call (the
/// catalogue is larger than the window allows), the model can look the others up by what it
/// wants to do, and the tools it finds are defined in its next call, as the hosted APIs'
/// deferred tool loading does.
///
/// The search is the lexical relevance that ranks tools for selection (`ToolRelevance`, BM25
/// over names, parameter names and descriptions), with the query as the newest prompt: a tool
/// matches when it shares a term with the query. Answers list names and the first sentence of
/// each description, so a search costs a few tokens per tool, not a schema.
public struct ToolSearch: Sendable {
    /// The name the model calls it by.
    public static let name = "search_tools"

    /// The most tools one search returns.
    public static let maximumResults = 10

    /// Its definition, as the model sees it.
    public static let definition = ToolDefinition(
        name: name,
        description: "Find tools that are not shown here: describe in a few words what you want to do. Returns matching tool names with one-line descriptions; the tools found can be called from the next step.",
        parameters: [
            "type": "object",
            "properties": [
                "query": ["type": "string", "description": "What the tool should do, in a few words."],
                "limit": ["type": "integer", "minimum": 1, "maximum": .number(Double(maximumResults))],
            ],
            "required": ["query"],
        ])

    /// One tool a search found.
    public struct Match: Sendable, Hashable {
        public var name: String
        /// The first sentence of its description.
        public var summary: String
        /// Its relevance to the query (positive).
        public var score: Double
    }

    /// Every tool the session has, shown or not.
    public let catalogue: [ToolDefinition]
    private let relevance: ToolRelevance

    /// - Complexity: O(total text of the catalogue), to index it once.
    public init(catalogue: [ToolDefinition]) {
        self.catalogue = catalogue
        relevance = ToolRelevance(tools: catalogue)
    }

    /// The tools that match `query`, most relevant first (ties in catalogue order), at most `limit`.
    /// - Complexity: O(tools · query terms + tools log tools).
    public func search(_ query: String, limit: Int = 5) -> [Match] {
        let scores = relevance.scores(newestPrompt: query, recentText: "")
        let order = catalogue.indices.filter { scores[$0] > 0 }
            .sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }
        return order.prefix(max(0, limit)).map { Match(name: catalogue[$0].name, summary: Self.summary(of: catalogue[$0].description), score: scores[$0]) }
    }

    /// Answers one call: the text the model reads, the definitions found, and the failure
    /// message when the arguments are unusable.
    func answer(_ arguments: JSONValue, excluding shown: Set<String>) -> (text: String, found: [ToolDefinition], failure: String?) {
        guard case let .object(fields) = arguments, case let .string(query)? = fields["query"],
              !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            let message = "search_tools needs 'query': a few words saying what the tool should do"
            return (message, [], message)
        }
        var limit = 5
        if case let .number(number)? = fields["limit"], number.isFinite, number == number.rounded() {
            limit = Int(min(Double(Self.maximumResults), max(1, number)))  // clamped before converting: the model chose it
        }
        let matches = search(query, limit: limit)
        guard !matches.isEmpty else {
            return ("no tool matches \"\(query)\"; try other words (the tools' names and descriptions are searched)", [], nil)
        }
        let byName = Dictionary(catalogue.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let lines = matches.map { "- \($0.name): \($0.summary)" + (shown.contains($0.name) ? " (already available)" : "") }
        let found = matches.compactMap { shown.contains($0.name) ? nil : byName[$0.name] }
        return ("tools matching \"\(query)\" (callable from the next step):\n" + lines.joined(separator: "\n"), found, nil)
    }

    /// The first sentence of a description, at most 160 characters.
    static func summary(of description: String) -> String {
        let flat = description.split(whereSeparator: \.isNewline).joined(separator: " ")
        var end = flat.endIndex
        if let stop = flat.range(of: ". ") { end = flat.index(after: stop.lowerBound) }
        let sentence = String(flat[..<end]).trimmingCharacters(in: .whitespaces)
        return sentence.count <= 160 ? sentence : String(sentence.prefix(159)) + "…"
    }
}
