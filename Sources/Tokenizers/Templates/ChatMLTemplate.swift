/// ChatML (Qwen, many fine-tunes): `<|im_start|>{role}\n{content}<|im_end|>\n` per message and
/// `<|im_start|>assistant\n` as the generation prompt. Contents are not trimmed.
public struct ChatMLTemplate: ChatTemplate {
    /// `"chatml"`.
    public let name = "chatml"

    /// The template has no options.
    public init() {}

    /// - Complexity: O(n) in the total length of the messages.
    public func render(_ messages: [ChatMessage], addGenerationPrompt: Bool) -> String {
        var text = ""
        for message in messages {
            text += "<|im_start|>" + message.role.rawValue + "\n" + message.content + "<|im_end|>\n"
        }
        if addGenerationPrompt { text += "<|im_start|>assistant\n" }
        return text
    }

    /// Exact when `counter` is an exact tokenizer with ChatML's control tokens (Qwen2).
    /// - Complexity: O(n) in the total length of the messages.
    public func tokenCount(for messages: [ChatMessage], addGenerationPrompt: Bool, counter: any TokenCounter) -> Int {
        counter.count(render(messages, addGenerationPrompt: addGenerationPrompt), parsingSpecialTokens: true)
    }
}
