import ContextBudget
import Foundation
import Tokenizers

/// `ctx trim TRANSCRIPT.json`: make a conversation fit a budget without separating tool calls
/// from their outputs; what is removed goes to a store directory.
struct TrimCommand: Command {
    static let spec = CommandSpec(
        name: "trim",
        abstract: "Trim a conversation transcript to fit a budget, keeping tool calls with their outputs.",
        discussion: """
            Reads a transcript (this package's JSON or OpenAI chat messages), keeps the instructions, tool definitions and newest prompt, drops the oldest whole turns (or summarizes them with --policy summarize), and shortens tool outputs to head + tail when they are too big. The result is measured with the model's own count, chat template included, and is guaranteed to fit; if the parts that are always kept do not fit, the error says which and by how much. Removed turns and full tool outputs are written to the store directory as transcript JSON files named by the reference ids that the report and the shortened outputs mention.
            """,
        arguments: [ArgumentSpec(name: "TRANSCRIPT", help: "Transcript JSON file (our format or OpenAI messages).")],
        options: BudgetOption.options + [
            .value("policy", "window|summarize", "window drops the oldest turns (default); summarize replaces them with a rolling summary."),
            ModelOption.option, ModelOption.endpointOption, TokenizerOption.option,
            .value("max-tool-output", "N", "Shorten every tool output over N tokens (default: only when needed to fit)."),
            .value("summary-tokens", "N", "Most tokens of the rolling summary (default 256)."),
            .value("tools", "relevant|all", "relevant (default): when tool definitions take over half the prompt capacity, keep the tools that kept calls name and those most relevant to the newest prompt, compacting schemas before leaving any out; all: keep every definition whole (and refuse when they cannot fit)."),
            .value("out", "FILE", "Write the trimmed transcript here instead of stdout."),
            .value("store", "DIR", "Directory for removed text (default: FILE.removed next to --out; none with stdout)."),
            .value("format", "same|contextbudget|openai", "Output format (default: same as the input)."),
            .flag("report", "Print what was dropped, summarized and shortened on stderr."),
        ],
        examples: [
            "ctx trim Corpora/transcripts/bfcl-multi-turn-long-context-113.json --budget 32k --report --out trimmed.json",
            "ctx trim chat.json --budget 4k --policy summarize --max-tool-output 400",
        ])

    let path: String
    let budget: TokenBudget
    let counter: any TokenCounter
    let model: any LanguageModel
    let policy: TrimPolicy
    let outputPath: String?
    let storeDirectory: String?
    let format: String
    let report: Bool

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        budget = try BudgetOption.parse(arguments)
        counter = try TokenizerOption.parse(arguments)
        model = try ModelOption.parse(arguments, budget: budget, counter: counter)
        var policy = TrimPolicy.window
        if let limit = try arguments.integer("max-tool-output", atLeast: policy.minimumToolOutputTokens) {
            policy = policy.limitingToolOutputs(to: limit)
        }
        let summaryTokens = try arguments.integer("summary-tokens", atLeast: 16) ?? 256
        if try arguments.choice("policy", from: ["window", "summarize"]) == "summarize" {
            policy = policy.summarizing(with: model, summaryTokenCount: summaryTokens)
        }
        if try arguments.choice("tools", from: ["relevant", "all"]) == "all" {
            policy = policy.selectingTools(.all)
        }
        self.policy = policy
        outputPath = arguments.value("out")
        storeDirectory = arguments.value("store") ?? outputPath.map { $0 + ".removed" }
        format = try arguments.choice("format", from: ["same", "contextbudget", "openai"]) ?? "same"
        report = arguments.flag("report")
    }

    func run() async throws -> Int32 {
        let document = try InputDocument.read(path)
        let (transcript, inputFormat) = try Transcript.decode(Data(document.text.utf8), source: path)
        let store: any TranscriptStore = storeDirectory.map { DirectoryTranscriptStore(directory: URL(fileURLWithPath: $0)) }
            ?? InMemoryTranscriptStore()
        let trimmer = TranscriptTrimmer(model: model, budget: budget, policy: policy, store: store)
        let result = try await trimmer.trim(transcript)

        let outputFormat: Transcript.FileFormat = switch format {
        case "openai": .openAI
        case "contextbudget": .contextBudget
        default: inputFormat
        }
        let data = try result.transcript.encoded(as: outputFormat) + Data("\n".utf8)
        if let outputPath {
            do {
                try data.write(to: URL(fileURLWithPath: outputPath), options: .atomic)
            } catch {
                throw CLIError.failure("\(outputPath): cannot be written (\(error.localizedDescription))")
            }
        } else {
            FileHandle.standardOutput.write(data)
        }
        if report {
            Output.note(reportText(result, transcript: transcript))
        }
        if storeDirectory == nil, !result.events.isEmpty {
            Output.note("note: removed text was kept in memory only; pass --store DIR (or --out FILE) to keep it")
        }
        return ExitCode.success
    }

    func reportText(_ result: TrimResult, transcript: Transcript) -> String {
        var lines = [
            "transcript  \(path): \(transcript.entries.count) entries, \(result.originalTokenCount.grouped) tokens (\(model.identifier))",
            "budget      \(budget)",
            "result      \(result.transcript.entries.count) entries, \(result.tokenCount.grouped) tokens of \(result.capacity.grouped)",
        ]
        if result.events.isEmpty {
            lines.append("nothing to do: it already fits")
        }
        for event in result.events {
            lines.append("- \(event)")
            if case let .selectedTools(kept, compacted, omitted, _, _) = event {
                lines.append("  kept whole: " + (kept.isEmpty ? "none" : kept.joined(separator: ", ")))
                lines.append("  compacted:  " + (compacted.isEmpty ? "none" : compacted.joined(separator: ", ")))
                lines.append("  left out:   " + (omitted.isEmpty ? "none" : omitted.joined(separator: ", ")))
            }
        }
        if let storeDirectory, !result.events.isEmpty {
            lines.append("removed text is in \(storeDirectory)/<reference id>.json")
        }
        return lines.joined(separator: "\n")
    }
}
