import ContextBudget
import Foundation
import MCP
import Tokenizers

/// `ctx chat`: an interactive conversation with any model that never overflows its budget,
/// saved after every turn so a killed session resumes where it was.
struct ChatCommand: Command {
    static let about = CommandAbout(
        name: "chat",
        abstract: "Talk with a model in a session trimmed to a budget, saved after every turn.",
        discussion: """
            Reads one prompt per line from standard input (end a line with \\ to continue it on the next) and streams each answer to standard output. Before every call the conversation is trimmed to the budget (oldest turns dropped, or summarized with --policy summarize; when it must trim it trims to 75% of the capacity so the model's prompt cache is reused); what is removed stays readable to the model through the built-in read_reference tool, on models that call tools. With --mcp or --mcp-url the tools of those MCP servers are offered and run (big outputs shortened to a reference the model can page through; a server that dies is started again for the next call; --report shows every call). With --schema FILE every answer is an instance of that JSON Schema. With --transcript FILE the conversation is read from FILE at start (this package's JSON or OpenAI messages) and written back atomically after every turn; removed turns go to FILE.removed/<reference id>.json.
            """,
        examples: [
            "ctx chat --transcript notes.json --budget 4k --report",
            "echo 'What is a context window?' | ctx chat --model gguf:gemma.gguf",
            "ctx chat --model http://127.0.0.1:8080/v1 --policy summarize --transcript chat.json",
            "ctx chat --model http://127.0.0.1:8080/v1 --mcp 'python3 -m mcp_server_git --repository .' --report",
        ])

    let budget = BudgetOptions()
    let model = ModelChoiceOptions()
    let policy = TrimPolicyOptions()
    let servers = MCPServerOptions()

    @Option(.text("instructions", "TEXT", "Instructions for a new conversation (default: none)."))
    var instructions: String?

    @Option(.text("transcript", "FILE", "Read the conversation from FILE and save it there after every turn."))
    var transcriptPath: String?

    @Option(.optionalInteger("max-tokens", atLeast: 1, "Most tokens of each answer (default: the budget's response reserve)."))
    var maximumTokens: Int?

    @Option(.flag("report", "Print each model call, tool run and trim on stderr."))
    var report: Bool

    let responseSchema = ResponseSchemaOptions()

    func validate() throws {
        _ = try budget.resolve()
        try model.validate()
        try servers.validate()
    }

    func run() async throws -> Int32 {
        let budget = try budget.resolve()
        let schema = try responseSchema.schema()  // before the model loads: a bad file fails before any work
        let model = try model.languageModel(budget: budget, basePrompting: .plainDialogue).model
        let policy = self.policy.kind == .summarize ? TrimPolicy.window.summarizing(with: model) : .window
        var saved: Transcript?
        var format = Transcript.FileFormat.contextBudget
        if let transcriptPath, FileManager.default.fileExists(atPath: transcriptPath) {
            (saved, format) = try InputDocument.transcript(transcriptPath)
        }
        let options = GenerationOptions(maximumResponseTokens: maximumTokens ?? budget.responseReserve, responseSchema: schema)
        if let note = ModelOptions.basePromptingNote(for: model, alternatives: "Use --chat-template NAME for a chat format.") {
            Output.note(note)
        }
        // What trimming removes is kept beside the transcript, so nothing said is lost.
        let store: any TranscriptStore = transcriptPath.map {
            DirectoryTranscriptStore(directory: URL(fileURLWithPath: $0 + ".removed"))
        } ?? InMemoryTranscriptStore()
        return try await servers.using { connected in
            let session: ChatSession
            if connected.clients.isEmpty {
                session = ChatSession(
                    model: model, instructions: saved == nil ? instructions : nil, tools: saved?.tools ?? [],
                    budget: budget, policy: policy, store: store, options: options)
            } else {
                // The servers' tools replace the definitions a saved transcript lists: these can run.
                do {
                    session = try ChatSession(
                        model: model, instructions: saved == nil ? instructions : nil, tools: connected.tools,
                        budget: budget, policy: policy, store: store, options: options)
                } catch {
                    throw CLIError.failure("the servers' tools cannot be offered together: \(error)")
                }
            }
            if let saved { await session.restore(saved) }
            if !(await session.transcript.tools.isEmpty), let note = ModelOptions.toolHandOffNote(for: model) {
                Output.note(note)
            }
            if report {
                await session.setEventHandler { event in Self.answerLine.noteBreakingLine("[\(event)]") }
            }
            try await converse(in: session, savingAs: format)
            return ExitCode.success
        }
    }

    /// Where the answer stands on the terminal, so that a `--report` line never lands in the
    /// middle of a streamed answer's line.
    static let answerLine = AnswerLine()

    /// One turn per prompt read, saved after each.
    private func converse(in session: ChatSession, savingAs format: Transcript.FileFormat) async throws {
        let interactive = isatty(STDIN_FILENO) != 0
        while let prompt = Self.readPrompt(showingMarker: interactive) {
            guard !prompt.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            _ = try await session.respond(to: prompt) { piece in
                Self.answerLine.write(piece)
            }
            Self.answerLine.write("\n")
            if let transcriptPath {
                try Self.save(await session.transcript, as: format, to: transcriptPath)
            }
        }
    }

    /// The next prompt: one line, or several joined where a line ends with a backslash; nil at the end of input.
    static func readPrompt(showingMarker: Bool) -> String? {
        var lines: [String] = []
        while true {
            if showingMarker { Output.note(lines.isEmpty ? "> " : "… ", terminator: "") }
            guard let line = Swift.readLine(strippingNewline: true) else { return lines.isEmpty ? nil : lines.joined(separator: "\n") }
            if line.hasSuffix("\\") {
                lines.append(String(line.dropLast()))
                continue
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }
    }

    /// Writes the conversation atomically (a temporary file renamed over the old one).
    static func save(_ transcript: Transcript, as format: Transcript.FileFormat, to path: String) throws {
        do {
            try (transcript.encoded(as: format) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError.failure("\(path): cannot be written (\(error.localizedDescription)); the conversation so far is not saved")
        }
    }
}
