import Foundation

/// The words the summarizer says to the model. Every prompt wraps its material in
/// `<document>` tags so that the model (and `ExtractiveModel`) can tell instructions from material.
public struct SummaryPrompts: Sendable, Hashable, Codable {
    /// Instructions sent with every call.
    public var instructions: String
    /// Asks for a summary of one chunk; `{document}` is replaced by the chunk.
    public var map: String
    /// Asks to merge partial summaries; `{document}` is replaced by them, separated by blank lines.
    public var reduce: String

    public init(instructions: String, map: String, reduce: String) {
        self.instructions = instructions
        self.map = map
        self.reduce = reduce
    }

    /// Prompts that ask for a faithful, concise summary, optionally of a target length and language.
    public static func standard(targetWords: Int? = nil, language: String? = nil) -> SummaryPrompts {
        var rules = "Be faithful to the text: no facts that it does not state."
        if let targetWords { rules += " Use at most \(targetWords) words." }
        if let language { rules += " Write in \(language)." }
        return SummaryPrompts(
            instructions: "You summarize documents. " + rules,
            map: "Summarize the main points of this part of a longer document.\n\n<document>\n{document}\n</document>",
            reduce: "These are summaries of consecutive parts of one document. Combine them into one coherent summary.\n\n<document>\n{document}\n</document>")
    }

    /// The transcript for one call: instructions, then `template` with the material in place.
    public func transcript(_ template: String, material: String) -> Transcript {
        Transcript(instructions: instructions, prompt: template.replacingOccurrences(of: "{document}", with: material))
    }
}
