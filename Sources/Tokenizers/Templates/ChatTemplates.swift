/// The chat templates this package knows, by name.
public enum ChatTemplates {
    /// `gemma`, `llama3`, `chatml` or `estimated`; nil for other names.
    public static func named(_ name: String) -> (any ChatTemplate)? {
        switch name.lowercased() {
        case "gemma", "gemma2", "gemma3": GemmaChatTemplate()
        case "llama3", "llama-3": Llama3ChatTemplate()
        case "chatml", "qwen", "qwen2": ChatMLTemplate()
        case "estimated", "estimate": EstimatedChatTemplate()
        default: nil
        }
    }
}
