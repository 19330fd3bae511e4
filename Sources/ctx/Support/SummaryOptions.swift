import Foundation
import ContextBudget
import Tokenizers

/// Options shared by `ctx summarize` and `ctx plan`: strategy, target length, output language.
enum SummaryOptions {
    static let options: [OptionSpec] = [
        .value("strategy", "map-reduce|refine", "map-reduce (default: parallel, merged level by level) or refine (sequential, one summary carried through)."),
        .value("target-tokens", "N", "Most tokens the final summary may have (default: a fifth of the document, at least 64 tokens, at most the response reserve)."),
        .value("language", "NAME", "Language to write the summary in, such as English (default: the document's)."),
        .value("grouping", "planned|packed", "Merge partial summaries in the planned groups (default: calls equal the plan) or packed by their measured length (fewer calls when the model answers short)."),
    ]

    /// What is summarized of a file: its text, or for a transcript JSON file (our format or OpenAI
    /// messages) its messages as `role: text` paragraphs, with a word saying which.
    static func material(of document: InputDocument) -> (text: String, kind: String) {
        if document.path.hasSuffix(".json"),
           let (transcript, _) = try? Transcript.decode(Data(document.text.utf8), source: document.path) {
            return (SummaryPlanner.document(from: transcript), "transcript (\(transcript.entries.count) entries)")
        }
        return (document.text, "document")
    }

    static func strategy(_ arguments: ParsedArguments) throws -> SummaryStrategy {
        switch try arguments.choice("strategy", from: ["map-reduce", "refine"]) {
        case "refine": .refine
        default: .mapReduce
        }
    }

    /// The summarizer the options describe.
    static func summarizer(
        _ arguments: ParsedArguments, model: any LanguageModel, budget: TokenBudget, counter: any TokenCounter,
        jobs: Int = 4, cache: SummaryCache? = nil
    ) throws -> Summarizer {
        let target = try arguments.integer("target-tokens", atLeast: 1)
        // Words are about 3/4 of English tokens; the prompt asks in words, the cap counts tokens.
        let prompts = SummaryPrompts.standard(targetWords: target.map { max(1, $0 * 3 / 4) }, language: arguments.value("language"))
        // A model that knows its tokenizer counts chunks and responses with it, unless --tokenizer says otherwise.
        let counter = arguments.value("tokenizer") == nil ? (model as? any TokenizedLanguageModel)?.tokenCounter ?? counter : counter
        let grouping = try arguments.choice("grouping", from: ["planned", "packed"]).flatMap(Summarizer.MergeGrouping.init) ?? .planned
        do {
            var summarizer = try Summarizer(
                model: model, budget: budget, prompts: prompts, counter: counter, concurrency: jobs,
                strategy: try strategy(arguments), targetTokenCount: target, cache: cache)
            summarizer.grouping = grouping
            return summarizer
        } catch let error as ContextBudgetError {
            throw CLIError.usage(error.description, command: arguments.commandName)
        }
    }
}
