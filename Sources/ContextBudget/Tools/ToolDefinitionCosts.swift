/// What tool definitions cost in a model's prompt, in its own count (chat template included):
/// the question anyone with a tool server asks before a small window runs out.
///
/// Each tool is measured the way `TranscriptTrimmer` measures it when it selects tools: the
/// prompt with the tool minus the prompt without tools, less the header the template writes once
/// for any tool list (found from two tools alone and together), so the costs add up to about the
/// whole list's.
public struct ToolDefinitionCosts: Sendable, Hashable {
    /// One tool's share of the prompt.
    public struct Cost: Sendable, Hashable, Encodable {
        public var name: String
        public var tokens: Int
    }

    /// Each tool's tokens, in the order given.
    public var tools: [Cost]
    /// The tokens of the whole list in the prompt, header included.
    public var totalTokens: Int
    /// The template's tokens for having a tool list at all.
    public var headerTokens: Int

    /// Measures `tools` with `model`'s count, in an otherwise empty conversation.
    /// - Throws: what the model's `tokenCount(for:)` throws.
    public init(tools: [ToolDefinition], model: any LanguageModel) async throws {
        let without = try await model.tokenCount(for: Transcript())
        func cost(_ list: [ToolDefinition]) async throws -> Int {
            try await model.tokenCount(for: Transcript(tools: list)) - without
        }
        let header = try await Self.listHeaderTokens(of: tools, cost: cost)
        var costs: [Cost] = []
        for tool in tools { costs.append(Cost(name: tool.name, tokens: max(1, try await cost([tool]) - header))) }
        self.tools = costs
        headerTokens = header
        totalTokens = tools.isEmpty ? 0 : try await cost(tools)
    }

    /// The template's tokens for having a tool list at all: what two tools cost apart beyond what
    /// they cost together; 0 for fewer than two tools (nothing to tell the header from a tool).
    /// - Parameter cost: the tokens a list adds to the prompt.
    static func listHeaderTokens(
        of tools: [ToolDefinition], cost: ([ToolDefinition]) async throws -> Int
    ) async rethrows -> Int {
        guard tools.count >= 2 else { return 0 }
        let one = try await cost([tools[0]]), other = try await cost([tools[1]]), both = try await cost([tools[0], tools[1]])
        return max(0, one + other - both)
    }
}
