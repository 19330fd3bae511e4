/// Where a summary prompt puts its instructions and material, and how it marks them: the
/// layouts measured on small models, and the one recommended for each `ModelFamily`.
///
/// Why layouts matter: Gemma 3 270M, sent `standard` (instructions as a system message, which
/// Gemma's template folds into the top of the user turn, then the material in `<document>`
/// tags), copies the instructions and repeats `<document>` to its cap on every call. Sent the
/// material first and one short line after it, it writes about the material instead: what
/// comes last is what a small model continues from. The figures are in docs/summarization.md
/// ("Generative backends", `GenerativeSummaryBenchmark`).
public enum SummaryPromptLayout: String, Sendable, Hashable, Codable, CaseIterable {
    /// `SummaryPrompts.standard`: a system message of rules, the request, then the material in
    /// `<document>` tags. What `ExtractiveModel` reads (it takes its material from the tags).
    case tagged
    /// No system message and no tags: the material, a blank line, then one short instruction
    /// with the length in words ("Summarize the text above in about 120 words.").
    case materialFirst
    /// No system message and no tags: one short instruction, a blank line, then the material.
    case instructionFirst
    /// For a base model (`PromptStyle.completion`), sent as plain text: the material, then a
    /// blank line and the cue `TL;DR:`, which text on the web is followed by a short summary.
    case completionCue
    /// For a base model, sent as plain text: one tiny example (`Article:`, a short passage,
    /// `TL;DR:` and its summary), then the material in the same frame, ending with the cue.
    case completionFewShot

    /// `.completion` for the layouts written for a base model to continue, `.chat` for the others.
    public var promptStyle: PromptStyle {
        switch self {
        case .tagged, .materialFirst, .instructionFirst: .chat
        case .completionCue, .completionFewShot: .completion
        }
    }

    /// The prompts of this layout.
    /// - Parameter language: the language to write in ("English", "日本語"); `nil` keeps the document's.
    public func prompts(language: String? = nil) -> SummaryPrompts {
        let write = language.map { " Write in \($0)." } ?? ""
        switch self {
        case .tagged:
            return .standard(language: language)
        case .materialFirst:
            let ask = "Summarize the text above in about {words} words." + write
            return SummaryPrompts(
                instructions: "", map: "{document}\n\n" + ask, reduce: "{document}\n\n" + ask,
                refine: "Summary so far:\n{summary}\n\nNext part:\n{document}\n\nRewrite the summary so far to cover the next part too, in about {words} words." + write)
        case .instructionFirst:
            let ask = "Summarize the following text in about {words} words." + write
            return SummaryPrompts(
                instructions: "", map: ask + "\n\n{document}", reduce: ask + "\n\n{document}",
                refine: "Rewrite the summary so far to cover the next part too, in about {words} words." + write + "\n\nSummary so far:\n{summary}\n\nNext part:\n{document}")
        case .completionCue:
            let cue = language.map { "\n\nTL;DR (in \($0)):" } ?? "\n\nTL;DR:"
            return SummaryPrompts(
                instructions: "", map: "{document}" + cue, reduce: "{document}" + cue,
                refine: "{summary}\n\n{document}" + cue)
        case .completionFewShot:
            let cue = language.map { "\n\nTL;DR (in \($0)):" } ?? "\n\nTL;DR:"
            let frame = "Article:\n" + Self.exampleArticle + "\n\nTL;DR: " + Self.exampleSummary + "\n\nArticle:\n"
            return SummaryPrompts(
                instructions: "", map: frame + "{document}" + cue, reduce: frame + "{document}" + cue,
                refine: frame + "{summary}\n\n{document}" + cue)
        }
    }

    /// The few-shot frame's example: a short passage written for this frame (no document of
    /// any evaluation set), shaped like the reports the summarizer is mostly given. Its summary
    /// takes several sentences, one per point, so that the model's is more than a title.
    static let exampleArticle = "Spelling correctors for Dutch are usually trained on news text, but they are used on "
        + "text written by students. We study how the size of the training set affects such a corrector. We train the "
        + "same model on 10,000, 100,000 and one million sentences from Dutch news and test it on 2,000 essays written "
        + "by secondary-school students. Accuracy rises from 81% to 93% as the data grows, but errors in rare words "
        + "barely change. A dictionary of rare words, added at test time, removes half of those errors. More data "
        + "helps a spelling corrector, but rare words need a dictionary."
    /// The summary of `exampleArticle` the frame shows.
    static let exampleSummary = "This paper studies how the amount of training data affects a spelling corrector for Dutch. "
        + "The same model is trained on 10,000 to one million news sentences and tested on essays by students. "
        + "More data raises accuracy from 81% to 93%, but errors in rare words remain. "
        + "A dictionary of rare words added at test time removes half of them."
}

/// What the summarizer sends a model by default: prompt layout, strategy, the sampling penalty
/// of the first attempt and stop sequences. A table keyed by `ModelFamily`, measured where a
/// model of the family was at hand (see `recommended(for:)`); every value stays a parameter.
public struct SummaryRecipe: Sendable, Hashable {
    /// How the prompts are laid out.
    public var layout: SummaryPromptLayout
    /// Map-reduce, refine or extract-then-rewrite.
    public var strategy: SummaryStrategy
    /// The repetition penalty of every call (`GenerationOptions.repetitionPenalty`); nil sends none.
    public var repetitionPenalty: Double?
    /// Stop sequences added to every call's: a completion layout's answer ends at its first line
    /// break (a base model goes on with a heading, markup or the next `TL;DR:` of its frame).
    public var stopSequences: [String]

    /// - Parameters:
    ///   - layout: how the prompts are laid out.
    ///   - strategy: how the document is taken through the window.
    ///   - repetitionPenalty: sent with every call; `nil` leaves the backend's default.
    ///   - stopSequences: added to every call's; by default a line break for a completion layout, none otherwise.
    public init(layout: SummaryPromptLayout, strategy: SummaryStrategy, repetitionPenalty: Double? = nil, stopSequences: [String]? = nil) {
        self.layout = layout
        self.strategy = strategy
        self.repetitionPenalty = repetitionPenalty
        self.stopSequences = stopSequences ?? (layout.promptStyle == .completion ? ["\n"] : [])
    }

    /// The recipe for a model: for one that wants completion prompting (a base model,
    /// `PromptStyle.completion`), `completion`; otherwise its family's (`recommended(for:)`).
    public static func recommended(for model: any LanguageModel) -> SummaryRecipe {
        model.promptStyle == .completion ? completion : recommended(for: model.family)
    }

    /// The recipe for a base model: the few-shot frame ending with the `TL;DR:` cue, sent as
    /// plain text, with extract-then-rewrite. Measured with the base Gemma 3 270M on the
    /// development set against its chat-format recipe and the bare cue (docs/summarization.md,
    /// "Base models").
    public static let completion = SummaryRecipe(layout: .completionFewShot, strategy: .extractThenRewrite)

    /// The recipe for a model family.
    ///
    /// - Gemma (an instruct Gemma, or the base file given a chat template): measured with the
    ///   base Gemma 3 270M in Gemma's chat format (native engine) on the development set;
    ///   docs/summarization.md gives every configuration tried.
    /// - Llama, Qwen, unknown: no model of these families was at hand to measure; they get the
    ///   layout measured best on the small Gemma (what comes last is what a small model
    ///   continues from), with map-reduce, as a starting point to measure against.
    /// - Extractive: `tagged` (it reads its material between the tags) and map-reduce.
    public static func recommended(for family: ModelFamily) -> SummaryRecipe {
        switch family {
        case .gemma: SummaryRecipe(layout: .materialFirst, strategy: .extractThenRewrite)
        case .llama, .qwen, .unknown: SummaryRecipe(layout: .materialFirst, strategy: .mapReduce)
        case .extractive: SummaryRecipe(layout: .tagged, strategy: .mapReduce)
        }
    }

    /// The prompts of this recipe's layout: `SummaryPrompts.standard` asking for `targetTokens`
    /// (in words) for `tagged`, else the layout's own, which ask for each call's cap in words.
    /// - Parameter language: the language to write in; `nil` keeps the document's.
    public func prompts(targetTokens: Int? = nil, language: String? = nil) -> SummaryPrompts {
        layout == .tagged
            ? SummaryPrompts.standard(targetWords: targetTokens.map(SummaryPrompts.words(forTokens:)), language: language)
            : layout.prompts(language: language)
    }

    /// The generation options with this recipe's penalty applied (a penalty already set wins).
    public func options(_ options: GenerationOptions = GenerationOptions()) -> GenerationOptions {
        var options = options
        if options.repetitionPenalty == nil { options.repetitionPenalty = repetitionPenalty }
        options.stopSequences += stopSequences.filter { !options.stopSequences.contains($0) }
        return options
    }

    /// The model the summarizer should call with this recipe's prompts: for a completion layout
    /// and a model that can continue plain text, that path (`CompletionPromptedModel`), so that
    /// no turn markers are sent; otherwise `model` itself (a chat model reads a completion
    /// layout as one user turn).
    public func model(toCall model: any LanguageModel) -> any LanguageModel {
        guard layout.promptStyle == .completion, !(model is CompletionPromptedModel),
              let completing = model as? any CompletionLanguageModel else { return model }
        return CompletionPromptedModel(completing)
    }
}
