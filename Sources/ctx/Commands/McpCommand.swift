import ContextBudget
import ContextBudgetMCPServer
import Foundation
import MCP
import Tokenizers

/// `ctx mcp`: ContextBudget's operations served to an MCP host over stdio; the behaviour is
/// `ContextBudgetServer`'s, this only reads the options and starts it.
struct McpCommand: Command {
    static let about = CommandAbout(
        name: "mcp",
        abstract: "Serve count, plan, chunk, summarize and trim to an MCP host over stdio.",
        discussion: """
            Speaks the Model Context Protocol on stdin and stdout (one JSON-RPC message per line; diagnostics go to stderr) until its input ends. Tools: count_tokens, plan, chunk, summarize, trim. Files are read only under the --root folders (default: the working directory): every path is resolved with its symlinks and refused when it lands outside them, and only regular files up to --max-input-bytes are read. --tokenizer is the default counter of count_tokens and chunk; --model is the model that summarize and trim count and summarize with.
            """,
        examples: [
            "ctx mcp --root ~/Documents",
            "ctx mcp --root . --root /data/corpora --tokenizer gemma --model gguf:model.gguf",
        ])

    @Option(.repeated("root", "DIR", "A folder the tools may read files under (default: the working directory); relative paths in calls start at the first."))
    var roots: [String]

    let tokenizer = TokenizerOptions()
    let model = ModelOptions()

    @Option(.integer("max-input-bytes", default: ServerLimits().maximumInputBytes, atLeast: 1, "Most bytes one call may read, file or inline text (default 16 MiB)."))
    var maximumInputBytes: Int

    @Option(.integer("max-chunks", default: ServerLimits().maximumChunksPerCall, atLeast: 1, "Most chunks one chunk call returns; the rest are paged (default 100)."))
    var maximumChunks: Int

    func validate() throws {
        try model.checkCombination()
        _ = try fileRoots()
    }

    /// The roots, resolved.
    /// - Throws: `CLIError.usage` for a root that is missing or not a folder.
    func fileRoots() throws -> FileRoots {
        do { return try FileRoots(roots.isEmpty ? [FileManager.default.currentDirectoryPath] : roots) } catch {
            throw CLIError.usage("--root: \(error)")
        }
    }

    func run() async throws -> Int32 {
        // A host that closes its end while an answer is written must not kill the server with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let counter = try tokenizer.counter()
        let models = ModelMaker(options: model)
        let configuration = ServerConfiguration(
            roots: try fileRoots(), counter: counter, counterWasNamed: tokenizer.choice != nil,
            limits: ServerLimits(maximumInputBytes: maximumInputBytes, maximumChunksPerCall: maximumChunks),
            makeModel: { budget, counter in try models.model(budget: budget, counter: counter) })
        let server = ContextBudgetServer.server(configuration, version: CLI.version) { Output.note("ctx mcp: \($0)") }
        Output.note("ctx mcp: serving \(server.tools.map(\.name).joined(separator: ", ")) on stdio; roots: \(configuration.roots.paths.joined(separator: ", "))")
        await server.serve(StandardStreamsConnection())
        return ExitCode.success
    }
}

/// The `--model` options made into a model per context size, each made once: a GGUF file is
/// loaded once per budget a host asks for, not once per call.
private final class ModelMaker: @unchecked Sendable {
    private let options: ModelOptions  // read-only once parsed
    private let lock = NSLock()
    private var made: [Int: any LanguageModel] = [:]

    init(options: ModelOptions) {
        self.options = options
    }

    func model(budget: TokenBudget, counter: any TokenCounter) throws -> any LanguageModel {
        lock.lock()
        defer { lock.unlock() }
        if let model = made[budget.contextSize] { return model }
        let model = try options.languageModel(budget: budget, counter: counter)
        made[budget.contextSize] = model
        return model
    }
}
