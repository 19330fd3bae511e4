import ContextBudget
import MCP

/// ContextBudget's operations as MCP tools, for hosts whose model has a small window:
/// `count_tokens`, `plan`, `chunk`, `summarize` and `trim`, each reading files only under the
/// configuration's roots. `ctx mcp` serves them over stdio.
public enum ContextBudgetServer {
    /// The tools, in the order `tools/list` shows them.
    public static func tools(_ configuration: ServerConfiguration) -> [MCPServerTool] {
        let tokenizers = TokenizerInput(configuration: configuration)
        return [
            CountTokensTool.make(configuration, tokenizers: tokenizers),
            PlanTool.make(configuration),
            ChunkTool.make(configuration, tokenizers: tokenizers),
            SummarizeTool.make(configuration),
            TrimTool.make(configuration),
        ]
    }

    /// A server of those tools, named `name` and `version` in its answer to `initialize`.
    /// - Parameter log: where diagnostics go (stderr for `ctx mcp`).
    public static func server(_ configuration: ServerConfiguration, name: String = "contextbudget", version: String,
                              log: @escaping @Sendable (String) -> Void = { _ in }) -> MCPServer {
        let instructions = "Tools that fit long inputs into small context windows. Files are read only under "
            + configuration.roots.paths.joined(separator: ", ") + "; relative paths start at " + configuration.roots.paths[0] + "."
        return MCPServer(info: MCPServer.Info(name: name, version: version, instructions: instructions),
                         tools: tools(configuration), log: log)
    }
}
