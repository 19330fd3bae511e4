import Tokenizers

/// `--chat-template NAME`: a family's prompt format for a local GGUF model, instead of the file's
/// own `tokenizer.chat_template` (run by the Jinja interpreter) or for a file without one.
struct ChatTemplateOptions: OptionGroup {
    @Option(.parsed(
        "chat-template", "NAME",
        "Prompt format for GGUF models: gemma, llama3, llama3.1, chatml or qwen2.5 (default: the file's own template, run as Jinja; for a file without one, its architecture's usual one, or in ctx generate and ctx chat a plain-text dialogue when the file is a base model)."
    ) { name in
        guard name.lowercased() != "estimated", let template = ChatTemplates.named(name) else {
            throw OptionValueError("unknown chat template '\(name)': use gemma, llama3, llama3.1, chatml or qwen2.5")
        }
        return template
    })
    var template: (any ChatTemplate)?
}
