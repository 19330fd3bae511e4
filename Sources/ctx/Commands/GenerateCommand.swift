import ContextBudget
import Foundation
import NativeModel
import Tokenizers

/// `ctx generate --model PATH`: one answer from a local GGUF model, streamed as it is produced.
struct GenerateCommand: Command {
    static let about = CommandAbout(
        name: "generate",
        abstract: "Answer a prompt with a local GGUF model, streaming the tokens.",
        discussion: "Runs the model in-process with the package's own engine (architectures gemma3, llama and qwen2). The prompt is sent as one user turn in the model's chat format (the file's own template, run as Jinja, or a family's named with --chat-template); a base model, which has no chat format (the file carries no chat template and its name, fine-tune and tags name no instruct tuning), gets it as a plain-text dialogue (User: … / Assistant:) to continue, and a note on stderr says so. With --raw the prompt is plain text to continue, as written; a prompt that does not fit the context fails instead of being truncated. Without --model, SmolLM2-135M-Instruct (an instruct model; Scripts/fetching/fetch-smollm2.sh) is used when it has been fetched, else the Gemma 3 270M base model (Scripts/fetching/fetch-gemma.sh).",
        examples: [
            "ctx generate --prompt 'Name three rivers.'",
            "ctx generate --model gemma.gguf --file question.txt --max-tokens 64 --temperature 0.8 --seed 7",
            "ctx generate --file article.txt --repeat-penalty 1.2 --temperature 0.7 --min-p 0.05",
            "ctx generate --raw --prompt 'The three largest rivers of Europe are'",
            "ctx generate --prompt 'Plan a trip to Lisbon.' --schema trip.schema.json",
        ])

    @Option(.parsed(
        "model", "PATH",
        "GGUF model file (default: the fetched SmolLM2-135M-Instruct ($CONTEXTBUDGET_SMOLLM2_GGUF), else Gemma 3 270M ($CONTEXTBUDGET_GEMMA_GGUF))."
    ) { URL(fileURLWithPath: $0) })
    var model: URL?

    @Option(.text("prompt", "TEXT", "The prompt."))
    var prompt: String?

    @Option(.text("file", "FILE", "Read the prompt from a UTF-8 file instead."))
    var promptFile: String?

    @Option(.integer("max-tokens", default: 256, atLeast: 1, "Stop after N generated tokens (default 256)."))
    var maximumTokens: Int

    @Option(.number(
        "temperature", "T", default: 0, in: 0...Double.greatestFiniteMagnitude, requirement: "a number >= 0",
        "Sampling temperature; 0 (default) is greedy."))
    var temperature: Double

    @Option(.parsed("seed", "S", "Seed for sampled generation (default 0).") { text in
        guard let seed = UInt64(text) else { throw OptionValueError("--seed must be a non-negative integer (got '\(text)')") }
        return seed
    })
    var seed: UInt64?

    @Option(.optionalNumber(
        "repeat-penalty", "X", in: Double.leastNonzeroMagnitude...1e6, requirement: "a number > 0 (1 is off)",
        "Divide positive / multiply negative logits of recent tokens by X (1 = off, default; 1.1-1.3 breaks loops)."))
    var repetitionPenalty: Double?

    @Option(.optionalNumber(
        "frequency-penalty", "X", in: -1e6...1e6, requirement: "a number (0 is off)",
        "Subtract X per occurrence from recent tokens' logits (0 = off, default)."))
    var frequencyPenalty: Double?

    @Option(.optionalNumber(
        "presence-penalty", "X", in: -1e6...1e6, requirement: "a number (0 is off)",
        "Subtract X once from every recent token's logit (0 = off, default)."))
    var presencePenalty: Double?

    @Option(.optionalInteger("repeat-last-n", atLeast: 0, "How many recent tokens, prompt included, the penalties look at (default 64)."))
    var penaltyWindow: Int?

    @Option(.optionalNumber(
        "min-p", "P", in: 0...1, requirement: "a number from 0 to 1 (0 is off)",
        "When sampling, drop tokens less likely than P times the most likely (0 = off, default)."))
    var minP: Double?

    @Option(.integer("context", default: 4096, atLeast: 16, "Context size in tokens, prompt and answer together (default 4096)."))
    var contextSize: Int

    let responseSchema = ResponseSchemaOptions()

    let chatTemplate = ChatTemplateOptions()

    @Option(.flag(
        "raw", "Plain completion: continue the prompt as written, with no chat template (as llama.cpp's completion mode; control tokens such as <start_of_turn> in the prompt are parsed, and the file's BOS is put first)."))
    var raw: Bool

    /// The file `--model` names; else the fetched instruct model, which answers a prompt, before
    /// the base Gemma, which continues text.
    var modelURL: URL { model ?? ModelLocator.smolLM2_135mInstructIfPresent() ?? ModelLocator.gemma3_270m() }

    func validate() throws {
        if raw, chatTemplate.template != nil {
            throw CLIError.usage("--raw sends the prompt without a chat template; drop --chat-template (or --raw)")
        }
        if (prompt == nil) == (promptFile == nil) {
            throw CLIError.usage("give exactly one of --prompt TEXT or --file FILE")
        }
        guard FileManager.default.fileExists(atPath: modelURL.path) else {
            throw CLIError.failure(
                "no model at \(modelURL.path): pass --model PATH, or run Scripts/fetching/fetch-smollm2.sh (an instruct model) or Scripts/fetching/fetch-gemma.sh")
        }
    }

    /// The prompt's text, from `--prompt` or the `--file`.
    func promptText() throws -> String {
        if let prompt { return prompt }
        return try InputDocument.read(promptFile ?? "").text
    }

    func run() async throws -> Int32 {
        // Both files are read before the model loads, so a bad one fails before any work.
        let prompt = try promptText()
        let schema = try responseSchema.schema()
        let model = try NativeLanguageModel(url: modelURL, contextSize: contextSize, chatTemplate: chatTemplate.template, basePrompting: .plainDialogue)
        if !raw, let note = ModelOptions.basePromptingNote(
            for: model, alternatives: "Use --raw for a completion prompt of your own, or --chat-template NAME for a chat format.") {
            Output.note(note)
        }
        let options = GenerationOptions(
            maximumResponseTokens: maximumTokens, temperature: temperature,
            sampling: .standard(temperature: temperature, seed: seed ?? 0),
            repetitionPenalty: repetitionPenalty, frequencyPenalty: frequencyPenalty, presencePenalty: presencePenalty,
            penaltyWindow: penaltyWindow, minP: minP, responseSchema: schema)
        let pieces = raw ? model.streamCompletion(of: prompt, options: options)
            : model.streamResponse(to: Transcript(entries: [.prompt(prompt)]), options: options)
        for try await piece in pieces {
            FileHandle.standardOutput.write(Data(piece.utf8))
        }
        FileHandle.standardOutput.write(Data("\n".utf8))
        return ExitCode.success
    }
}
