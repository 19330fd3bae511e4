/// How a model family wraps chat messages in its prompt format, and what that costs in tokens.
///
/// A 40-turn history pays the per-message markup 40 times, so exact budgets must include it.
public protocol ChatTemplate: Sendable {
    /// A short name for reports, such as `"gemma"` or `"chatml"`.
    var name: String { get }

    /// Control tokens that end the model's turn (`<end_of_turn>`, `<|eot_id|>`, `<|im_end|>`):
    /// a generator stops on them as it stops on EOS.
    var endOfTurnMarkers: [String] { get }

    /// Text that ends the model's turn in formats without an end-of-turn token (a plain-text
    /// dialogue's next `User:` line); a generator stops there and leaves it out. Empty for
    /// templates whose turns end with a control token.
    var stopSequences: [String] { get }

    /// The prompt as control markers and text runs. With `addGenerationPrompt`, it ends where
    /// the model's answer begins. Message contents are always text runs, so markup typed by a
    /// user stays text.
    /// - Complexity: O(n) in the total length of the messages.
    func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment]

    /// The prompt text the model reads, with control tokens written literally
    /// (`<start_of_turn>user\n…`). With `addGenerationPrompt`, it ends where the model's answer begins.
    func render(_ messages: [ChatMessage], addGenerationPrompt: Bool) -> String

    /// Tokens the rendered messages cost, template markup included.
    /// - Complexity: O(n) in the total length of the messages.
    func tokenCount(for messages: [ChatMessage], addGenerationPrompt: Bool, counter: any TokenCounter) -> Int
}

extension ChatTemplate {
    /// None: the turn ends with `endOfTurnMarkers`.
    public var stopSequences: [String] { [] }

    /// The segments joined.
    public func render(_ messages: [ChatMessage], addGenerationPrompt: Bool) -> String {
        segments(for: messages, addGenerationPrompt: addGenerationPrompt).map(\.rendered).joined()
    }

    /// Exact when `counter` is the model's exact tokenizer: control markers count one token each,
    /// text runs between them are counted as the tokenizer encodes them.
    public func tokenCount(for messages: [ChatMessage], addGenerationPrompt: Bool, counter: any TokenCounter) -> Int {
        counter.count(segments(for: messages, addGenerationPrompt: addGenerationPrompt))
    }
}

/// A template for when the model's real template is unknown: a ChatML-like layout whose
/// markup is charged at a fixed, deliberately generous number of tokens per message.
///
/// Real templates cost 3–5 tokens per message (Gemma: `<start_of_turn>`, role, newline,
/// `<end_of_turn>`, newline); charging `tokensPerMessage` (default 6) keeps estimates on the safe side.
public struct EstimatedChatTemplate: ChatTemplate {
    public let name = "estimated"
    /// Markup tokens charged for every message.
    public var tokensPerMessage: Int
    /// Tokens charged once per conversation (BOS) and for the generation prompt.
    public var tokensPerConversation: Int

    public init(tokensPerMessage: Int = 6, tokensPerConversation: Int = 4) {
        precondition(tokensPerMessage >= 0 && tokensPerConversation >= 0, "template overheads cannot be negative")
        self.tokensPerMessage = tokensPerMessage
        self.tokensPerConversation = tokensPerConversation
    }

    /// ChatML's markers, so a generator has a turn end even with an unknown model.
    public var endOfTurnMarkers: [String] { ["<|im_end|>"] }

    /// A ChatML-like layout, for display and for generators that need some format.
    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        var segments: [ChatSegment] = []
        for message in messages {
            segments += [.control("<|im_start|>"), .text(message.role.rawValue + "\n" + message.content), .control("<|im_end|>"), .text("\n")]
        }
        if addGenerationPrompt { segments += [.control("<|im_start|>"), .text("assistant\n")] }
        return segments
    }

    public func tokenCount(for messages: [ChatMessage], addGenerationPrompt: Bool, counter: any TokenCounter) -> Int {
        var total = tokensPerConversation
        for message in messages {
            total += tokensPerMessage + counter.count(message.content)
        }
        return total
    }
}
