import Foundation
import ContextBudget
import Tokenizers

/// Options shared by `ctx summarize` and `ctx plan`: strategy, target length, output language.
enum SummaryOptions {
    static let strategy = TypedOption.words(
        "strategy", ["map-reduce": SummaryStrategy.mapReduce, "refine": .refine, "extract-then-rewrite": .extractThenRewrite], default: .mapReduce,
        "map-reduce (parallel, merged level by level), refine (sequential, one summary carried through) or extract-then-rewrite (extractive map and merges, the model rewrites a selection of the merged sentences once). Default: map-reduce, and extract-then-rewrite for Gemma models (measured best; README).")
    static let targetTokens = TypedOption.optionalInteger("target-tokens", atLeast: 1, "Most tokens the final summary may have (default: a fifth of the document, at least 64 tokens, at most the response reserve).")
    static let language = TypedOption.text("language", "NAME", "Language to write the summary in, such as English (default: the document's).")
    static let grouping = TypedOption.words(
        "grouping", ["planned": Summarizer.MergeGrouping.planned, "packed": .packed], default: .planned,
        "Merge partial summaries in the planned groups (default: calls equal the plan) or packed by their measured length (fewer calls when the model answers short).")

    static let options: [OptionSpec] = [strategy.spec, targetTokens.spec, language.spec, grouping.spec]

    /// What is summarized of a file: its text, or for a transcript JSON file (our format or OpenAI
    /// messages) its messages as `role: text` paragraphs, with a word saying which.
    /// - Throws: `CLIError.failure` when the file cannot be read as text.
    static func material(of path: String) throws -> (text: String, kind: String) {
        do {
            let loaded = try BatchDocument(path: path).load()
            return (loaded.text, loaded.kind)
        } catch let error as ContextBudgetError {
            throw CLIError.failure(error.description)
        }
    }

    /// The summarizer the options describe.
    /// - Throws: `CLIError.usage` for a bad option or a budget the prompts do not fit.
    static func summarizer(
        _ arguments: ParsedArguments, model: any LanguageModel, budget: TokenBudget, counter: any TokenCounter,
        jobs: Int = 4, cache: SummaryCache? = nil
    ) throws -> Summarizer {
        let target = try targetTokens.read(arguments)
        // The layout, strategy and penalty measured best for the model's family (SummaryRecipe);
        // --strategy overrides the strategy.
        let recipe = SummaryRecipe.recommended(for: model.family)
        let language = try language.read(arguments)
        let prompts = recipe.prompts(targetTokens: target, language: language)
        let chosenStrategy = arguments.value("strategy") == nil ? recipe.strategy : try strategy.read(arguments)
        // A model that knows its tokenizer counts chunks and responses with it, unless --tokenizer says otherwise.
        let counter = try TokenizerOption.tokenizer.read(arguments) == nil ? (model as? any TokenizedLanguageModel)?.tokenCounter ?? counter : counter
        let grouping = try Self.grouping.read(arguments)
        do {
            var summarizer = try Summarizer(
                model: model, budget: budget, prompts: prompts, counter: counter, concurrency: jobs,
                strategy: chosenStrategy, targetTokenCount: target, cache: cache, generationOptions: recipe.options())
            summarizer.grouping = grouping
            return summarizer
        } catch let error as ContextBudgetError {
            throw CLIError.usage(error.description, command: arguments.commandName)
        }
    }
}
