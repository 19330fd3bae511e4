import Tokenizers

extension Summarizer {
    /// The summarizer the recipe measured best for `model` describes (`SummaryRecipe.recommended(for:)`:
    /// a base model is sent plain text ending with a cue, others their family's layout), with the
    /// caller's choices on top. What `ctx summarize`, `ctx plan` and the MCP `plan` and `summarize`
    /// tools all build, so that a document gets the same summary from each of them.
    ///
    /// - Parameters:
    ///   - counter: counts document text and responses when `counterIsChosen`; otherwise the
    ///     model's own tokenizer counts when it has one (`preferredTokenCounter(otherwise:)`), and
    ///     `counter` only when it has none.
    ///   - counterIsChosen: the caller named `counter` (`ctx --tokenizer`), so it counts whatever the model.
    ///   - strategy: nil takes the recipe's.
    ///   - targetTokenCount: caps the final summary; the recipe's prompts ask for it in words.
    ///   - language: the language to write in; nil keeps the document's.
    /// - Throws: `ContextBudgetError.invalidConfiguration` for a concurrency or target below 1.
    public static func recommended(
        for model: any LanguageModel, budget: TokenBudget, counter: any TokenCounter, counterIsChosen: Bool,
        strategy: SummaryStrategy? = nil, targetTokenCount: Int? = nil, language: String? = nil,
        concurrency: Int = 4, cache: SummaryCache? = nil
    ) throws -> Summarizer {
        let recipe = SummaryRecipe.recommended(for: model)
        return try Summarizer(
            model: recipe.model(toCall: model), budget: budget, prompts: recipe.prompts(targetTokens: targetTokenCount, language: language),
            counter: counterIsChosen ? counter : model.preferredTokenCounter(otherwise: counter), concurrency: concurrency,
            strategy: strategy ?? recipe.strategy, targetTokenCount: targetTokenCount, cache: cache, generationOptions: recipe.options())
    }
}
