import Tokenizers

/// `--chat-template NAME`: the prompt format of a local GGUF model, when the file's own
/// `tokenizer.chat_template` is missing or not one ContextBudget recognises.
struct ChatTemplateOptions: OptionGroup {
    @Option(.parsed(
        "chat-template", "NAME",
        "Prompt format for GGUF models: gemma, llama3, llama3.1, chatml or qwen2.5 (default: the file's own template when recognised; for a file without one, its architecture's usual one, or in ctx generate and ctx chat a plain-text dialogue when the file is a base model)."
    ) { name in
        guard name.lowercased() != "estimated", let template = ChatTemplates.named(name) else {
            throw OptionValueError("unknown chat template '\(name)': use gemma, llama3, llama3.1, chatml or qwen2.5")
        }
        return template
    })
    var template: (any ChatTemplate)?
}
