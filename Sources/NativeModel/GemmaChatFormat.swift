import Tokenizers

/// Gemma's turn format, rendered straight to token ids so that control tokens are control
/// tokens (a user who types `<start_of_turn>` gets its characters):
/// `<bos><start_of_turn>user\n{instructions\n\n}{prompt}<end_of_turn>\n<start_of_turn>model\n…`.
/// Gemma has no system role: instructions open the first user turn, as Gemma's own template does.
struct GemmaChatFormat: Sendable {
    let bos: Int
    let startOfTurn: Int
    let endOfTurn: Int

    /// Token ids of `messages` plus the prompt for the model's turn.
    func tokens(for messages: [ChatMessage], tokenizer: any Tokenizer) -> [Int] {
        var ids = [bos]
        var pendingSystem: [String] = []
        for message in messages {
            let role: String
            switch message.role {
            case .system:
                pendingSystem.append(message.content)
                continue
            case .user, .tool: role = "user"
            case .assistant: role = "model"
            }
            var content = message.content
            if role == "user", !pendingSystem.isEmpty {
                content = pendingSystem.joined(separator: "\n\n") + "\n\n" + content
                pendingSystem = []
            }
            ids.append(startOfTurn)
            ids += tokenizer.encode(role + "\n" + content)
            ids.append(endOfTurn)
            ids += tokenizer.encode("\n")
        }
        if !pendingSystem.isEmpty {
            ids.append(startOfTurn)
            ids += tokenizer.encode("user\n" + pendingSystem.joined(separator: "\n\n"))
            ids.append(endOfTurn)
            ids += tokenizer.encode("\n")
        }
        ids.append(startOfTurn)
        ids += tokenizer.encode("model\n")
        return ids
    }
}
