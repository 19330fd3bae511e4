import Tokenizers

/// `--chat-template NAME`: the prompt format of a local GGUF model, when the file's own
/// `tokenizer.chat_template` is missing or not one ContextBudget recognises.
enum ChatTemplateOption {
    static let option = OptionSpec.value(
        "chat-template", "NAME",
        "Prompt format for GGUF models: gemma, llama3, llama3.1, chatml or qwen2.5 (default: the file's own template when recognised, else its architecture's usual one).")

    /// The named template, nil when the option is absent.
    static func parse(_ arguments: ParsedArguments) throws -> (any ChatTemplate)? {
        guard let name = arguments.value("chat-template") else { return nil }
        guard name.lowercased() != "estimated", let template = ChatTemplates.named(name) else {
            throw CLIError.usage("unknown chat template '\(name)': use gemma, llama3, llama3.1, chatml or qwen2.5", command: arguments.commandName)
        }
        return template
    }
}
