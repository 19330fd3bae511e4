/// Llama 3's chat format, as its Hugging Face template renders it:
///
///     <|begin_of_text|><|start_header_id|>{role}<|end_header_id|>\n\n{content, trimmed}<|eot_id|>…
///
/// and, for the generation prompt, `<|start_header_id|>assistant<|end_header_id|>\n\n`.
/// Tool outputs use the `ipython` role, as Llama 3.1 does.
public struct Llama3ChatTemplate: ChatTemplate {
    /// `"llama3"`.
    public let name = "llama3"

    /// The template has no options.
    public init() {}

    /// - Complexity: O(n) in the total length of the messages.
    public func render(_ messages: [ChatMessage], addGenerationPrompt: Bool) -> String {
        var text = ""
        for (index, message) in messages.enumerated() {
            if index == 0 { text += "<|begin_of_text|>" }
            let role = message.role == .tool ? "ipython" : message.role.rawValue
            text += "<|start_header_id|>" + role + "<|end_header_id|>\n\n" + message.content.jinjaTrimmed + "<|eot_id|>"
        }
        if addGenerationPrompt { text += "<|start_header_id|>assistant<|end_header_id|>\n\n" }
        return text
    }

    /// Exact when `counter` is an exact Llama 3 tokenizer.
    /// - Complexity: O(n) in the total length of the messages.
    public func tokenCount(for messages: [ChatMessage], addGenerationPrompt: Bool, counter: any TokenCounter) -> Int {
        counter.count(render(messages, addGenerationPrompt: addGenerationPrompt), parsingSpecialTokens: true)
    }
}
