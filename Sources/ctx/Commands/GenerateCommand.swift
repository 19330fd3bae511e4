import ContextBudget
import Foundation
import NativeModel
import Tokenizers

/// `ctx generate --model PATH`: one answer from a local GGUF model, streamed as it is produced.
struct GenerateCommand: Command {
    static let model = TypedOption.text("model", "PATH", "GGUF model file (default: $CONTEXTBUDGET_GEMMA_GGUF or the cached Gemma 3 270M).")
    static let prompt = TypedOption.text("prompt", "TEXT", "The prompt.")
    static let file = TypedOption.text("file", "FILE", "Read the prompt from a UTF-8 file instead.")
    static let maxTokens = TypedOption.integer("max-tokens", default: 256, atLeast: 1, "Stop after N generated tokens (default 256).")
    static let temperature = TypedOption.number(
        "temperature", "T", default: 0, in: 0...Double.greatestFiniteMagnitude, requirement: "a number >= 0",
        "Sampling temperature; 0 (default) is greedy.")
    static let seed = TypedOption.parsed("seed", "S", "Seed for sampled generation (default 0).") { text in
        guard let seed = UInt64(text) else { throw OptionValueError("--seed must be a non-negative integer (got '\(text)')") }
        return seed
    }
    static let repeatPenalty = TypedOption.optionalNumber(
        "repeat-penalty", "X", in: Double.leastNonzeroMagnitude...1e6, requirement: "a number > 0 (1 is off)",
        "Divide positive / multiply negative logits of recent tokens by X (1 = off, default; 1.1-1.3 breaks loops).")
    static let frequencyPenalty = TypedOption.optionalNumber(
        "frequency-penalty", "X", in: -1e6...1e6, requirement: "a number (0 is off)",
        "Subtract X per occurrence from recent tokens' logits (0 = off, default).")
    static let presencePenalty = TypedOption.optionalNumber(
        "presence-penalty", "X", in: -1e6...1e6, requirement: "a number (0 is off)",
        "Subtract X once from every recent token's logit (0 = off, default).")
    static let repeatLastN = TypedOption.optionalInteger(
        "repeat-last-n", atLeast: 0, "How many recent tokens, prompt included, the penalties look at (default 64).")
    static let minP = TypedOption.optionalNumber(
        "min-p", "P", in: 0...1, requirement: "a number from 0 to 1 (0 is off)",
        "When sampling, drop tokens less likely than P times the most likely (0 = off, default).")
    static let raw = TypedOption.flag(
        "raw", "Plain completion: continue the prompt as written, with no chat template (as llama.cpp's completion mode; control tokens such as <start_of_turn> in the prompt are parsed, and the file's BOS is put first).")
    static let context = TypedOption.integer("context", default: 4096, atLeast: 16, "Context size in tokens, prompt and answer together (default 4096).")
    static let schema = TypedOption.text(
        "schema", "FILE", "A JSON Schema the answer must be an instance of: decoding is constrained to it, token by token (compact JSON).")

    static let spec = CommandSpec(
        name: "generate",
        abstract: "Answer a prompt with a local GGUF model, streaming the tokens.",
        discussion: "Runs the model in-process with the package's own engine (architectures gemma3, llama and qwen2). The prompt is sent as one user turn in the model's chat format (the file's own template when recognised, or --chat-template); a base model, which has no chat format (the file carries no chat template and its name, fine-tune and tags name no instruct tuning), gets it as a plain-text dialogue (User: … / Assistant:) to continue, and a note on stderr says so. With --raw the prompt is plain text to continue, as written; a prompt that does not fit the context fails instead of being truncated. Without --model, the Gemma 3 270M base model fetched by Scripts/fetch-gemma.sh is used.",
        arguments: [],
        options: [
            model.spec,
            prompt.spec,
            file.spec,
            maxTokens.spec,
            temperature.spec,
            seed.spec,
            repeatPenalty.spec,
            frequencyPenalty.spec,
            presencePenalty.spec,
            repeatLastN.spec,
            minP.spec,
            context.spec,
            schema.spec,
            ChatTemplateOption.option,
            raw.spec,
        ],
        examples: [
            "ctx generate --prompt 'Name three rivers.'",
            "ctx generate --model gemma.gguf --file question.txt --max-tokens 64 --temperature 0.8 --seed 7",
            "ctx generate --file article.txt --repeat-penalty 1.2 --temperature 0.7 --min-p 0.05",
            "ctx generate --raw --prompt 'The three largest rivers of Europe are'",
            "ctx generate --prompt 'Plan a trip to Lisbon.' --schema trip.schema.json",
        ])

    let modelURL: URL
    let prompt: String
    let maximumTokens: Int
    let temperature: Double
    let seed: UInt64
    /// The anti-repetition settings and min-p, `nil` when not given.
    let repetitionPenalty: Double?, frequencyPenalty: Double?, presencePenalty: Double?
    let penaltyWindow: Int?, minP: Double?
    let contextSize: Int
    let chatTemplate: (any ChatTemplate)?
    /// Plain completion of the prompt, without the chat template.
    let raw: Bool
    /// The JSON Schema the answer is constrained to, nil for free text.
    let responseSchema: JSONValue?

    init(arguments: ParsedArguments) throws {
        chatTemplate = try ChatTemplateOption.parse(arguments)
        raw = try Self.raw.read(arguments)
        if raw, chatTemplate != nil {
            throw CLIError.usage("--raw sends the prompt without a chat template; drop --chat-template (or --raw)", command: arguments.commandName)
        }
        modelURL = try Self.model.read(arguments).map { URL(fileURLWithPath: $0) } ?? ModelLocator.gemma3_270m()
        switch (try Self.prompt.read(arguments), try Self.file.read(arguments)) {
        case let (text?, nil): prompt = text
        case let (nil, path?): prompt = try InputDocument.read(path).text
        default: throw CLIError.usage("give exactly one of --prompt TEXT or --file FILE", command: arguments.commandName)
        }
        maximumTokens = try Self.maxTokens.read(arguments)
        contextSize = try Self.context.read(arguments)
        temperature = try Self.temperature.read(arguments)
        seed = try Self.seed.read(arguments) ?? 0
        repetitionPenalty = try Self.repeatPenalty.read(arguments)
        frequencyPenalty = try Self.frequencyPenalty.read(arguments)
        presencePenalty = try Self.presencePenalty.read(arguments)
        penaltyWindow = try Self.repeatLastN.read(arguments)
        minP = try Self.minP.read(arguments)
        responseSchema = try Self.schema.read(arguments).map { path in
            let text = try InputDocument.read(path).text
            do { return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) } catch {
                throw CLIError.usage("--schema \(path) is not JSON (\(error)): give a JSON Schema file", command: arguments.commandName)
            }
        }
        guard FileManager.default.fileExists(atPath: modelURL.path) else {
            throw CLIError.failure("no model at \(modelURL.path): pass --model PATH or run Scripts/fetch-gemma.sh")
        }
    }

    func run() async throws -> Int32 {
        let model = try NativeLanguageModel(url: modelURL, contextSize: contextSize, chatTemplate: chatTemplate, basePrompting: .plainDialogue)
        if !raw, let note = ModelOption.basePromptingNote(
            for: model, alternatives: "Use --raw for a completion prompt of your own, or --chat-template NAME for a chat format.") {
            Output.note(note)
        }
        let options = GenerationOptions(
            maximumResponseTokens: maximumTokens, temperature: temperature,
            sampling: temperature > 0 ? .topP(0.95, seed: seed) : .greedy,
            repetitionPenalty: repetitionPenalty, frequencyPenalty: frequencyPenalty, presencePenalty: presencePenalty,
            penaltyWindow: penaltyWindow, minP: minP, responseSchema: responseSchema)
        let pieces = raw ? model.streamCompletion(of: prompt, options: options)
            : model.streamResponse(to: Transcript(entries: [.prompt(prompt)]), options: options)
        for try await piece in pieces {
            FileHandle.standardOutput.write(Data(piece.utf8))
        }
        FileHandle.standardOutput.write(Data("\n".utf8))
        return ExitCode.success
    }
}
