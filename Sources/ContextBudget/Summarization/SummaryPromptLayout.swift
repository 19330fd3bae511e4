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
        }
    }
}

/// What the summarizer sends a model of a given family by default: prompt layout, strategy and
/// the sampling penalty of the first attempt. A table keyed by `ModelFamily`, measured where a
/// model of the family was at hand (see `recommended(for:)`); every value stays a parameter.
public struct SummaryRecipe: Sendable, Hashable {
    /// How the prompts are laid out.
    public var layout: SummaryPromptLayout
    /// Map-reduce, refine or extract-then-rewrite.
    public var strategy: SummaryStrategy
    /// The repetition penalty of every call (`GenerationOptions.repetitionPenalty`); nil sends none.
    public var repetitionPenalty: Double?

    /// - Parameters:
    ///   - layout: how the prompts are laid out.
    ///   - strategy: how the document is taken through the window.
    ///   - repetitionPenalty: sent with every call; `nil` leaves the backend's default.
    public init(layout: SummaryPromptLayout, strategy: SummaryStrategy, repetitionPenalty: Double? = nil) {
        self.layout = layout
        self.strategy = strategy
        self.repetitionPenalty = repetitionPenalty
    }

    /// The recipe for a model family.
    ///
    /// - Gemma: measured with Gemma 3 270M (native engine) on the development set;
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
        return options
    }
}
