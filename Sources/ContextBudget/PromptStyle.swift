/// How a model wants to be prompted: in turns of its chat format, or as text to continue.
///
/// A base (pretrained) model has never seen turn markers used: sent a request in another
/// model's chat format it mostly echoes the request back. Sent plain text that the wanted
/// answer would naturally follow (the material, then a `TL;DR:` cue), it continues with the
/// answer. Callers that lay out their own prompts (the summarizer's `SummaryRecipe`) read this
/// to choose a layout.
public enum PromptStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Turns in the model's chat template: an instruction-tuned model, or any backend that
    /// reports nothing else.
    case chat
    /// Plain text the model continues, with no turn markers (`CompletionLanguageModel`): a base model.
    case completion
}
