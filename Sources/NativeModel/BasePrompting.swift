/// How `NativeLanguageModel` prompts a file that has no chat template of its own.
public enum BasePrompting: Sendable, Equatable {
    /// The architecture's usual chat format (Gemma's turns for gemma3, ChatML for qwen2, …), as
    /// llama.cpp does: prompts and counts compare with llama.cpp's, but a base model echoes them.
    case familyTemplate
    /// For a base model, the conversation as a plain-text dialogue (`PlainDialogueTemplate`) that
    /// it can continue with an answer; an instruct model keeps its family's format.
    case plainDialogue
}
