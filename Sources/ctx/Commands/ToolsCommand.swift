import ContextBudget
import Foundation
import MCP
import Tokenizers

/// `ctx tools list`: what each tool definition costs in the prompt, and the whole list against
/// the budget; `ctx tools call NAME JSON`: one call, its output printed.
struct ToolsCommand: Command {
    static let about = CommandAbout(
        name: "tools",
        abstract: "List tools with what each costs in the prompt, or call one.",
        discussion: """
            list prints every tool of the source with its tokens in the model's own count (chat template included; --tokenizer for exact counts), the template's header for a tool list, and the whole list against the budget's prompt capacity: whether the definitions alone fit, and what share of the window they take. call runs one tool of an MCP server with the arguments given and prints its output (exit 1 when the tool reports an error). The source is MCP servers (--mcp, --mcp-url; a tool another server already named, or with a schema sessions cannot use, is left out with a note) or a transcript's tool definitions (--transcript FILE, list only).
            """,
        examples: [
            "ctx tools list --mcp 'python3 -m mcp_server_git --repository .' --tokenizer gemma",
            "ctx tools call git_log '{\"repo_path\": \".\", \"max_count\": 3}' --mcp 'python3 -m mcp_server_git --repository .'",
            "ctx tools list --transcript Corpora/transcripts/bfcl-multi-turn-base-0.json --budget 2048 --json",
        ])

    @Argument("ACTION", "list (each tool and its cost) or call (run one tool).")
    var action: String

    @Argument(optional: "NAME", "With call: the tool to run.")
    var toolName: String?

    @Argument(optional: "JSON", "With call: the arguments, a JSON object (default {}).")
    var argumentsText: String?

    let budget = BudgetOptions()
    let model = ModelChoiceOptions()

    let servers = MCPServerOptions()

    @Option(.text("transcript", "FILE", "Take the tool definitions of this transcript JSON file (our format or OpenAI messages) instead."))
    var transcriptPath: String?

    @Option(.flag("json", "Print JSON: each tool's tokens, the header, the total and the capacity."))
    var json: Bool

    func validate() throws {
        _ = try budget.resolve()
        try model.validate()
        switch action {
        case "list":
            if toolName != nil { throw CLIError.usage("tools list takes no tool name (did you mean tools call \(toolName ?? "")?)") }
        case "call":
            guard toolName != nil else { throw CLIError.usage("tools call needs the tool's NAME (and its arguments as JSON)") }
            _ = try arguments()
        default:
            throw CLIError.usage("unknown action '\(action)': use list or call")
        }
        try servers.validate()
        switch (servers.isEmpty, transcriptPath) {
        case (true, nil): throw CLIError.usage("give the tools' source: --mcp 'COMMAND ARGS', --mcp-url URL or --transcript FILE")
        case (false, _?): throw CLIError.usage("--transcript and --mcp/--mcp-url are two sources: give one")
        case (true, _?) where action == "call": throw CLIError.usage("a transcript holds tool definitions only, which nothing can run: call needs --mcp or --mcp-url")
        default: break
        }
    }

    /// The call's arguments: the JSON object given, `{}` when absent.
    /// - Throws: `CLIError.usage` for text that is not a JSON object.
    func arguments() throws -> JSONValue {
        guard let argumentsText else { return .object([:]) }
        guard case let .object(fields)? = try? JSONDecoder().decode(JSONValue.self, from: Data(argumentsText.utf8)) else {
            throw CLIError.usage("the arguments must be a JSON object, such as '{\"path\": \".\"}' (got \(argumentsText))")
        }
        return .object(fields)
    }

    /// What `--json` prints.
    struct Report: Encodable {
        var counter: String
        var tools: [ToolDefinitionCosts.Cost]
        var headerTokens: Int
        var totalTokens: Int
        var promptCapacity: Int
        var contextSize: Int
    }

    func run() async throws -> Int32 {
        let budget = try budget.resolve()
        let model = try model.languageModel(budget: budget).model
        guard !servers.isEmpty else { return try await list(try transcriptTools(), budget: budget, model: model) }
        return try await servers.using { connected in
            action == "list" ? try await list(connected.definitions, budget: budget, model: model) : try await call(in: connected)
        }
    }

    /// Runs `NAME` with the arguments and prints its output.
    private func call(in servers: MCPServers) async throws -> Int32 {
        let name = toolName ?? ""
        guard let tool = servers.tools.first(where: { $0.name == name }) else {
            let known = servers.tools.map(\.name)
            throw CLIError.failure("no tool \(name) on the servers given (they offer: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
        }
        do {
            let output = try await tool.call(arguments: try arguments())
            Output.standard(output.hasSuffix("\n") ? output : output + "\n")
            return ExitCode.success
        } catch let failure as MCPToolFailure {
            Output.error("\(name) reported an error: \(failure)")
            return ExitCode.failure
        } catch let error as MCPError {
            throw CLIError.failure("\(name): \(error)")
        }
    }

    /// Prints each definition's cost and the list against the budget.
    private func list(_ definitions: [ToolDefinition], budget: TokenBudget, model: any LanguageModel) async throws -> Int32 {
        let costs = try await ToolDefinitionCosts(tools: definitions, model: model)
        if json {
            Output.standard(try JSONOutput.render(Report(
                counter: model.identifier, tools: costs.tools,
                headerTokens: costs.headerTokens, totalTokens: costs.totalTokens,
                promptCapacity: budget.promptCapacity, contextSize: budget.contextSize)))
            return ExitCode.success
        }
        Output.standard(Self.listing(costs, budget: budget, model: model.identifier))
        return ExitCode.success
    }

    /// The tools of `--transcript`.
    func transcriptTools() throws -> [ToolDefinition] {
        try InputDocument.transcript(transcriptPath ?? "").0.tools
    }

    /// The table, then one line on the whole list against the budget.
    static func listing(_ costs: ToolDefinitionCosts, budget: TokenBudget, model: String) -> String {
        var table = TextTable(header: ["tool", "tokens", "of the prompt"])
        table.rows = costs.tools.map { [$0.name, $0.tokens.grouped, percent($0.tokens, of: budget.promptCapacity)] }
        let fits = costs.totalTokens <= budget.promptCapacity
        let verdict = fits
            ? "\(percent(costs.totalTokens, of: budget.promptCapacity)) of the prompt capacity, \((budget.promptCapacity - costs.totalTokens).grouped) left for the conversation"
            : "\((costs.totalTokens - budget.promptCapacity).grouped) over the prompt capacity: trimming must compact or leave out tools (ctx trim --tools relevant)"
        return table.rendered()
            + "\(costs.tools.count) tools: \(costs.totalTokens.grouped) tokens with the list's header of \(costs.headerTokens.grouped) (\(model)); "
            + "budget \(budget.contextSize.grouped), prompt capacity \(budget.promptCapacity.grouped): \(verdict)\n"
    }

    private static func percent(_ part: Int, of whole: Int) -> String {
        String(format: "%.1f%%", 100 * Double(part) / Double(max(1, whole)))
    }
}
