import Foundation
import ContextBudget

/// Every subcommand, in the order `ctx --help` lists them.
let commands: [CommandEntry] = [
    CommandEntry(ChatCommand.self),
    CommandEntry(CountCommand.self),
    CommandEntry(ChunkCommand.self),
    CommandEntry(GenerateCommand.self),
    CommandEntry(McpCommand.self),
    CommandEntry(PlanCommand.self),
    CommandEntry(SummarizeCommand.self),
    CommandEntry(TokenizeCommand.self),
    CommandEntry(ToolsCommand.self),
    CommandEntry(TrimCommand.self),
]

exit(await CLI.run(Array(CommandLine.arguments.dropFirst()), commands: commands))
