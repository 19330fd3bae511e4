import ContextBudget
import Foundation
import Tokenizers

/// `ctx trim TRANSCRIPT.json`: make a conversation fit a budget without separating tool calls
/// from their outputs; what is removed goes to a store directory.
struct TrimCommand: Command {
    static let about = CommandAbout(
        name: "trim",
        abstract: "Trim a conversation transcript to fit a budget, keeping tool calls with their outputs.",
        discussion: """
            Reads a transcript (this package's JSON or OpenAI chat messages), keeps the instructions, tool definitions and newest prompt, drops the oldest whole turns (or summarizes them with --policy summarize), and shortens tool outputs to head + tail when they are too big. The result is measured with the model's own count, chat template included, and is guaranteed to fit; if the parts that are always kept do not fit, the error says which and by how much. Removed turns and full tool outputs are written to the store directory as transcript JSON files named by the reference ids that the report and the shortened outputs mention.
            """,
        examples: [
            "ctx trim Corpora/transcripts/bfcl-multi-turn-long-context-113.json --budget 32k --report --out trimmed.json",
            "ctx trim chat.json --budget 4k --policy summarize --max-tool-output 400",
        ])

    @Argument("TRANSCRIPT", "Transcript JSON file (our format or OpenAI messages).")
    var path: String

    let budget = BudgetOptions()
    let policy = TrimPolicyOptions()
    let model = ModelChoiceOptions()

    @Option(.optionalInteger(
        "max-tool-output", atLeast: TrimPolicy.window.minimumToolOutputTokens, "Shorten every tool output over N tokens (default: only when needed to fit)."))
    var maximumToolOutput: Int?

    @Option(.integer("summary-tokens", default: 256, atLeast: 16, "Most tokens of the rolling summary (default 256)."))
    var summaryTokens: Int

    @Option(.words(
        "tools", ["relevant": ToolSelection.relevant, "all": .all], default: .relevant,
        "relevant (default): when tool definitions take over half the prompt capacity, keep the tools that kept calls name and those most relevant to the newest prompt, compacting schemas before leaving any out; all: keep every definition whole (and refuse when they cannot fit)."))
    var toolSelection: ToolSelection

    @Option(.text("out", "FILE", "Write the trimmed transcript here instead of stdout."))
    var outputPath: String?

    @Option(.text("store", "DIR", "Directory for removed text (default: FILE.removed next to --out; none with stdout)."))
    var store: String?

    /// nil: the input's format.
    @Option(.words(
        "format", ["same": nil, "contextbudget": .contextBudget, "openai": .openAI], default: nil,
        "Output format (default: same as the input)."))
    var format: Transcript.FileFormat?

    @Option(.flag("report", "Print what was dropped, summarized and shortened on stderr."))
    var report: Bool

    /// Where removed text goes: `--store`, or beside `--out`.
    var storeDirectory: String? { store ?? outputPath.map { $0 + ".removed" } }

    func validate() throws {
        _ = try budget.resolve()
        try model.validate()
    }

    /// The policy the options describe, summarizing with `model` under `--policy summarize`.
    func trimPolicy(model: any LanguageModel) -> TrimPolicy {
        var policy = TrimPolicy.window
        if let maximumToolOutput {
            policy = policy.limitingToolOutputs(to: maximumToolOutput)
        }
        if self.policy.kind == .summarize {
            policy = policy.summarizing(with: model, summaryTokenCount: summaryTokens)
        }
        return policy.selectingTools(toolSelection)
    }

    func run() async throws -> Int32 {
        let budget = try budget.resolve()
        let model = try model.languageModel(budget: budget).model
        let (transcript, inputFormat) = try InputDocument.transcript(path)
        let store: any TranscriptStore = storeDirectory.map { DirectoryTranscriptStore(directory: URL(fileURLWithPath: $0)) }
            ?? InMemoryTranscriptStore()
        let trimmer = TranscriptTrimmer(model: model, budget: budget, policy: trimPolicy(model: model), store: store)
        let result = try await trimmer.trim(transcript)

        let data = try result.transcript.encoded(as: format ?? inputFormat) + Data("\n".utf8)
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
            Output.note(reportText(result, transcript: transcript, model: model, budget: budget, ranking: trimmer.rankedTools(for: transcript)))
        }
        if storeDirectory == nil, !result.events.isEmpty {
            Output.note("note: removed text was kept in memory only; pass --store DIR (or --out FILE) to keep it")
        }
        return ExitCode.success
    }

    func reportText(_ result: TrimResult, transcript: Transcript, model: any LanguageModel, budget: TokenBudget, ranking: [RankedTool]) -> String {
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
                if let selection = ToolSelectionReport(ranking: ranking, result: result) {
                    lines.append("  by relevance (score; * = named by a call, always kept):")
                    for tool in selection.lines {
                        lines.append("    \(tool.isPinned ? "*" : " ") \(tool.name)  \(String(format: "%.2f", tool.score))  \(tool.disposition.rawValue)")
                    }
                }
            }
        }
        if let storeDirectory, !result.events.isEmpty {
            lines.append("removed text is in \(storeDirectory)/<reference id>.json")
        }
        return lines.joined(separator: "\n")
    }
}
