import ContextBudget
import Foundation

/// Tool calling over OpenAI's chat API: the transcript's tools go out as `tools`, the choice as
/// `tool_choice`, earlier calls and outputs as `assistant.tool_calls` and `tool` messages, and
/// `message.tool_calls` (or streamed `delta.tool_calls`) come back as `ModelReply.toolCalls`.
///
/// The server decides whether it honours the choice: a small model may answer text despite
/// `.required`, and that text is returned as it is. llama.cpp's `llama-server` needs `--jinja`
/// and a chat template that renders tool calls (see `Scripts/llama.cpp/start-llama-server.sh`), and it
/// reads a named choice as `auto`.
extension OpenAICompatibleModel: ToolCallingLanguageModel {
    /// One reply: the tool calls when the model made any (its text beside them, if any, is
    /// dropped: a reply is one or the other), otherwise its text.
    /// - Throws: `GenerationError` as `generate` does, and `.invalidResponse` for a call
    ///   without a function name.
    public func respond(to transcript: Transcript, toolChoice: ToolChoice, options: GenerationOptions) async throws -> ModelReply {
        let answer = try await complete(transcript, options: options, toolChoice: toolChoice)
        return answer.toolCalls.isEmpty ? .text(answer.text) : .toolCalls(answer.toolCalls)
    }

    /// Text pieces as they arrive, then the tool calls whole once the stream has ended.
    public func streamReply(to transcript: Transcript, toolChoice: ToolChoice, options: GenerationOptions) -> AsyncThrowingStream<ModelReplyPiece, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let outcome = try await stream(transcript, options: options, toolChoice: toolChoice) { piece in
                        continuation.yield(.text(piece))
                    }
                    if !outcome.toolCalls.isEmpty { continuation.yield(.toolCalls(outcome.toolCalls)) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
