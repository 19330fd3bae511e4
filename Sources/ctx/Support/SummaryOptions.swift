import Foundation
import ContextBudget
import Tokenizers

/// Options shared by `ctx summarize` and `ctx plan`: strategy, target length, output language, grouping.
struct SummaryOptions: OptionGroup {
    /// nil: the strategy of the model family's recipe.
    @Option(.words(
        "strategy", ["map-reduce": SummaryStrategy?.some(.mapReduce), "refine": .refine, "extract-then-rewrite": .extractThenRewrite], default: nil,
        "map-reduce (parallel, merged level by level), refine (sequential, one summary carried through) or extract-then-rewrite (extractive map and merges, the model rewrites a selection of the merged sentences once). Default: map-reduce, and extract-then-rewrite for Gemma and base models (measured best; docs/summarization.md)."))
    var strategy: SummaryStrategy?

    @Option(.optionalInteger("target-tokens", atLeast: 1, "Most tokens the final summary may have (default: a fifth of the document, at least 64 tokens, at most the response reserve)."))
    var targetTokens: Int?

    @Option(.text("language", "NAME", "Language to write the summary in, such as English (default: the document's)."))
    var language: String?

    @Option(.words(
        "grouping", ["planned": Summarizer.MergeGrouping.planned, "packed": .packed], default: .planned,
        "Merge partial summaries in the planned groups (default: calls equal the plan) or packed by their measured length (fewer calls when the model answers short)."))
    var grouping: Summarizer.MergeGrouping

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

    /// The summarizer the options describe for the chosen model and counter, with the recipe
    /// measured best for the model (`Summarizer.recommended`); `--strategy` overrides its strategy.
    /// - Throws: `CLIError.usage` for a budget the prompts do not fit.
    func summarizer(for chosen: ChosenModel, budget: TokenBudget) throws -> Summarizer {
        do {
            var summarizer = try Summarizer.recommended(
                for: chosen.model, budget: budget, counter: chosen.counter, counterIsChosen: chosen.counterIsChosen,
                strategy: strategy, targetTokenCount: targetTokens, language: language)
            summarizer.grouping = grouping
            return summarizer
        } catch let error as ContextBudgetError {
            throw CLIError.usage(error.description)
        }
    }
}
