import ContextBudget
import NativeModel
import Tokenizers

/// `--model`, `--endpoint`, `--chat-template`, then `--tokenizer`: the model a command talks with
/// and the counter it is given, declared together by `ctx chat`, `ctx tools` and `ctx trim`. The
/// commands that summarize, and `ctx mcp`, hold the two groups apart (`ctx plan` and `ctx mcp`
/// list `--tokenizer` first) and make the model with `ModelOptions.languageModel(budget:tokenizer:)`.
struct ModelChoiceOptions: OptionGroup {
    let model = ModelOptions()
    let tokenizer = TokenizerOptions()

    /// - Throws: `CLIError.usage` for model options that do not go together.
    func validate() throws {
        try model.checkCombination()
    }

    /// The model and counter the options name (`ModelOptions.languageModel(budget:tokenizer:basePrompting:)`).
    func languageModel(budget: TokenBudget, basePrompting: BasePrompting = .familyTemplate) throws -> ChosenModel {
        try model.languageModel(budget: budget, tokenizer: tokenizer, basePrompting: basePrompting)
    }
}

/// The model a command calls and the counter the command was given (`--tokenizer`, else the estimate).
struct ChosenModel {
    let model: any LanguageModel
    let counter: any TokenCounter
    /// `--tokenizer` was given: its counter counts for the summarizer whatever the model
    /// (`Summarizer.recommended(for:budget:counter:counterIsChosen:)`).
    let counterIsChosen: Bool
}
