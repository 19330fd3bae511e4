import ContextBudget
import Foundation
import MCP

/// `--mcp 'COMMAND ARGS…'` and `--mcp-url URL` (both repeatable): the MCP servers whose tools a
/// command uses.
struct MCPServerOptions: OptionGroup {
    @Option(.repeated(
        "mcp", "COMMAND",
        "An MCP server to start over stdio: its command line as one argument, quoted as a shell would ('python3 -m mcp_server_git --repository .')."))
    var commands: [String]

    @Option(.repeated("mcp-url", "URL", "An MCP server over Streamable HTTP (http://HOST:PORT/mcp)."))
    var urls: [String]

    @Option(.number(
        "mcp-timeout", "S", default: 60, in: 0.001...86_400, requirement: "a number of seconds above 0",
        "Seconds a server's call may take before it is cancelled (default 60)."))
    var timeoutSeconds: Double

    var isEmpty: Bool { commands.isEmpty && urls.isEmpty }

    /// Each command splits into words and each URL is http(s).
    /// - Throws: `CLIError.usage` naming the option and what is wrong.
    func validate() throws {
        for command in commands {
            do { _ = try CommandLineWords.split(command) } catch { throw CLIError.usage("--mcp '\(command)': \(error)") }
        }
        _ = try endpoints()
    }

    /// The `--mcp-url`s as URLs.
    /// - Throws: `CLIError.usage` for one that is not an http:// or https:// URL with a host.
    private func endpoints() throws -> [URL] {
        try urls.map { url in
            guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host != nil else {
                throw CLIError.usage("--mcp-url must be an http:// or https:// URL such as http://127.0.0.1:8000/mcp (got '\(url)')")
            }
            return parsed
        }
    }

    /// Connects to every server in the order given and registers their tools; a tool whose name
    /// an earlier server's tool (or `read_reference`) has is set aside, like one with a bad schema.
    /// - Throws: `CLIError.usage` for a command or URL `validate` would refuse, `CLIError.failure`
    ///   naming the server that could not be started or reached.
    func connect() async throws -> MCPServers {
        var servers = MCPServers()
        var taken: Set<String> = ["read_reference"]  // ChatSession's own tool
        var transports: [(String, @Sendable () throws -> any MCPTransport)] = []
        for command in commands {
            transports.append(("--mcp '\(command)'", { try StdioTransport(commandLine: command) }))
        }
        for (text, url) in zip(urls, try endpoints()) {
            transports.append(("--mcp-url \(text)", { StreamableHTTPTransport(url: url) }))
        }
        for (label, makeTransport) in transports {
            let client = MCPReconnectingClient(makeTransport: makeTransport)
            servers.clients.append(client)
            do {
                let registration = try await MCPToolRegistration.load(from: client, reservedNames: taken, timeoutSeconds: timeoutSeconds)
                servers.tools += registration.tools
                servers.skipped += registration.skipped.map { (label, $0.name, $0.problem) }
                taken.formUnion(registration.tools.map(\.name))
            } catch {
                await servers.shutdown()
                throw CLIError.failure("\(label): \(error)")
            }
        }
        return servers
    }

    /// Runs `body` with the connected servers (none without `--mcp`/`--mcp-url`) and shuts them
    /// down after it, whether it returns or throws.
    func using<Result>(_ body: (MCPServers) async throws -> Result) async throws -> Result {
        let servers = isEmpty ? MCPServers() : try await connect()
        servers.noteSkipped()
        do {
            let result = try await body(servers)
            await servers.shutdown()
            return result
        } catch {
            await servers.shutdown()
            throw error
        }
    }
}

/// The connected servers of `MCPServerOptions`, their usable tools, and the ones set aside.
struct MCPServers {
    var clients: [MCPReconnectingClient] = []
    var tools: [MCPTool] = []
    var skipped: [(server: String, name: String, problem: String)] = []

    /// The tools as definitions, for counting and trimming.
    var definitions: [ToolDefinition] { tools.map { ToolDefinition(name: $0.name, description: $0.description, parameters: $0.parameters) } }

    /// One stderr line per tool set aside.
    func noteSkipped() {
        for (server, name, problem) in skipped { Output.note("note: \(server): tool \(name) left out: \(problem)") }
    }

    /// Ends every connection (stdio servers get their input closed, then signals).
    func shutdown() async {
        for client in clients { await client.shutdown() }
    }
}
