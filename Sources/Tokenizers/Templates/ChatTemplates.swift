/// The chat templates this package knows, by name or by the Jinja source a model ships.
public enum ChatTemplates {
    /// `gemma`, `llama3`, `llama3.1`, `chatml`, `qwen2.5` or `estimated`; nil for other names.
    public static func named(_ name: String) -> (any ChatTemplate)? {
        switch name.lowercased() {
        case "gemma", "gemma2", "gemma3": GemmaChatTemplate()
        case "llama3", "llama-3": Llama3ChatTemplate()
        case "llama3.1", "llama3.2", "llama3.3", "llama-3.1": Llama31ChatTemplate()
        case "chatml": ChatMLTemplate()
        case "qwen", "qwen2", "qwen2.5": QwenChatTemplate()
        case "estimated", "estimate": EstimatedChatTemplate()
        default: nil
        }
    }

    /// The template whose format a model's Jinja template (`tokenizer.chat_template` in GGUF,
    /// `chat_template` in tokenizer_config.json) renders, recognised by its markers the way
    /// llama.cpp recognises them; nil when the format is not one of ours.
    ///
    /// Recognition is by signature, not by running Jinja: `<start_of_turn>` is Gemma;
    /// `<|start_header_id|>` is Llama 3, with "Cutting Knowledge Date" Llama 3.1+; `<|im_start|>`
    /// is ChatML, and when the template writes a literal default system message it is Qwen's
    /// variant with that message.
    /// - Complexity: O(n) in the template's length.
    public static func recognize(jinja source: String) -> (any ChatTemplate)? {
        if source.contains("<start_of_turn>") { return GemmaChatTemplate() }
        if source.contains("<|start_header_id|>") {
            return source.contains("Cutting Knowledge Date") ? Llama31ChatTemplate() : Llama3ChatTemplate()
        }
        if source.contains("<|im_start|>") {
            if let system = defaultSystemPrompt(inChatML: source) { return QwenChatTemplate(defaultSystemPrompt: system) }
            return ChatMLTemplate()
        }
        return nil
    }

    /// The literal in `'<|im_start|>system\n…<|im_end|>` when a template writes one: the system
    /// message it adds to conversations without their own. The `\n` is either Jinja's escape
    /// (Qwen's files) or a newline character in the template itself (SmolLM2's GGUF).
    static func defaultSystemPrompt(inChatML source: String) -> String? {
        for opening in ["<|im_start|>system\\n", "<|im_start|>system\n"] {
            if let system = defaultSystemPrompt(inChatML: source, opening: opening) { return system }
        }
        return nil
    }

    private static func defaultSystemPrompt(inChatML source: String, opening: String) -> String? {
        var rest = source[...]
        while let start = rest.range(of: opening) {
            let tail = rest[start.upperBound...]
            if let end = tail.range(of: "<|im_end|>") {
                let literal = tail[..<end.lowerBound]
                // A literal, not an expression: no quote or Jinja delimiter inside.
                if !literal.isEmpty, !literal.contains(where: { "'\"{}".contains($0) }) {
                    return String(literal).replacingOccurrences(of: "\\n", with: "\n")
                }
            }
            rest = tail
        }
        return nil
    }
}
