import Foundation

/// The words the summarizer says to the model, one template per stage.
///
/// Templates are parameters so that callers can tune them to a model; `standard` asks for a
/// faithful, concise summary and wraps its material in `<document>` tags so that a model (and
/// `ExtractiveModel`) can tell instructions from material; `SummaryPromptLayout` has the layouts
/// measured on small models and the one recommended per `ModelFamily`. Placeholders:
/// `{document}` (the chunk, or partial summaries separated by blank lines), in `refine`
/// `{summary}`, and anywhere `{words}`: the call's response cap in words (3/4 of its tokens),
/// so that a small model is told a length it can aim at. Empty `instructions` send no
/// instructions entry (Gemma has no system role: its template folds one into the user turn).
/// Each stage has its own template so that changing one (say, the final reduce) only
/// invalidates that stage's cached calls.
public struct SummaryPrompts: Sendable, Hashable, Codable {
    /// Instructions sent with every call.
    public var instructions: String
    /// The whole document in one call, when it fits.
    public var whole: String
    /// One chunk of a longer document.
    public var map: String
    /// Several partial summaries merged into one shorter partial summary.
    public var collapse: String
    /// The final merge of partial summaries into the summary.
    public var reduce: String
    /// `refine`: the summary so far (`{summary}`) updated with the next part (`{document}`).
    public var refine: String

    /// Prompts from explicit templates; `collapse`, `whole` and `refine` default to sensible
    /// variants of `reduce` and `map`.
    public init(
        instructions: String, map: String, reduce: String,
        collapse: String? = nil, whole: String? = nil, refine: String? = nil
    ) {
        self.instructions = instructions
        self.map = map
        self.reduce = reduce
        self.collapse = collapse ?? reduce
        self.whole = whole ?? map
        self.refine = refine ?? Self.defaultRefine
    }

    /// Prompts that ask for a faithful, concise summary, optionally of a target length and language.
    /// - Parameters:
    ///   - targetWords: the length asked of the final summary (partial summaries are capped in tokens by the budget).
    ///   - language: the language to write in, such as "English" or "日本語"; `nil` keeps the document's.
    public static func standard(targetWords: Int? = nil, language: String? = nil) -> SummaryPrompts {
        var rules = "Be faithful to the text: state no facts that it does not state. Keep names, numbers and conclusions."
        if let language { rules += " Write in \(language)." }
        let length = targetWords.map { " Use at most \($0) words." } ?? ""
        return SummaryPrompts(
            instructions: "You summarize documents. " + rules,
            map: "Summarize the main points of this part of a longer document.\n\n<document>\n{document}\n</document>",
            reduce: "These are summaries of consecutive parts of one document. Combine them into one coherent summary of the whole document.\(length)\n\n<document>\n{document}\n</document>",
            collapse: "These are summaries of consecutive parts of one document. Merge them into one shorter summary of those parts, keeping their order.\n\n<document>\n{document}\n</document>",
            whole: "Summarize this document.\(length)\n\n<document>\n{document}\n</document>",
            refine: defaultRefine + length)
    }

    private static let defaultRefine =
        "Here is a summary of a document so far, then the document's next part. Rewrite the summary so that it also covers the new part.\n\nSummary so far:\n<document>\n{summary}\n</document>\n\nNext part:\n<document>\n{document}\n</document>"

    /// The template of one stage.
    public func template(for stage: SummaryNode.Stage) -> String {
        switch stage {
        case .whole: whole
        case .map: map
        case .collapse: collapse
        case .reduce: reduce
        case .refine: refine
        }
    }

    /// The transcript for one call: instructions (none when empty), then `template` with the
    /// material in place.
    /// - Parameter words: replaces `{words}`; `nil` leaves the placeholder, whose tokens are at
    ///   least a number's (planners measure the fixed cost of templates that way).
    public func transcript(_ template: String, material: String, summary: String = "", words: Int? = nil) -> Transcript {
        // One pass over the template, so that a placeholder inside the material stays literal.
        let prompt = template.components(separatedBy: "{document}")
            .map { Self.fill($0, summary: summary, words: words) }
            .joined(separator: material)
        return Transcript(instructions: instructions.isEmpty ? nil : instructions, prompt: prompt)
    }

    /// The transcript of one stage's call.
    public func transcript(for stage: SummaryNode.Stage, material: String, summary: String = "", words: Int? = nil) -> Transcript {
        transcript(template(for: stage), material: material, summary: summary, words: words)
    }

    /// Words asked of an answer of `tokens` tokens: about 3/4 of them, as English runs.
    public static func words(forTokens tokens: Int) -> Int { max(1, tokens * 3 / 4) }

    /// The words of the prompt that are not material: instructions and the template with the
    /// material and summary placeholders blanked, `{words}` filled. What `ResponseGuard` looks
    /// for echoes of.
    public func scaffolding(for stage: SummaryNode.Stage, words: Int? = nil) -> String {
        let template = Self.fill(template(for: stage), summary: "\n", words: words).replacingOccurrences(of: "{document}", with: "\n")
        return instructions.isEmpty ? template : instructions + "\n" + template
    }

    private static func fill(_ text: String, summary: String, words: Int?) -> String {
        // `{words}` first, so that a carried summary holding the placeholder stays literal.
        let sized = words.map { text.replacingOccurrences(of: "{words}", with: String($0)) } ?? text
        return sized.replacingOccurrences(of: "{summary}", with: summary)
    }
}
