/// A backend that can call tools: a capability on top of the minimal `LanguageModel`, whose
/// `generate -> String` stays for everything that only needs text.
///
/// The request is the transcript (its `tools` are the definitions offered) and a `ToolChoice`;
/// the answer is text or tool calls with ids. Backends that cannot honour `.required` or
/// `.named` exactly (a small model that answers text anyway) return what the model produced:
/// the caller decides what to do with it.
public protocol ToolCallingLanguageModel: LanguageModel {
    /// One reply to `transcript`, which may offer tools.
    /// - Throws: `GenerationError`, or `CancellationError` when the task is cancelled.
    func respond(to transcript: Transcript, toolChoice: ToolChoice, options: GenerationOptions) async throws -> ModelReply

    /// The reply as it is produced. The default yields the whole reply of `respond` once.
    func streamReply(to transcript: Transcript, toolChoice: ToolChoice, options: GenerationOptions) -> AsyncThrowingStream<ModelReplyPiece, any Error>
}

extension ToolCallingLanguageModel {
    public func streamReply(to transcript: Transcript, toolChoice: ToolChoice, options: GenerationOptions) -> AsyncThrowingStream<ModelReplyPiece, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    switch try await respond(to: transcript, toolChoice: toolChoice, options: options) {
                    case let .text(text): continuation.yield(.text(text))
                    case let .toolCalls(calls): continuation.yield(.toolCalls(calls))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension ModelReplyPiece {
    /// Joins streamed pieces back into one reply (text pieces concatenated; calls win over text).
    public static func reply(from pieces: [ModelReplyPiece]) -> ModelReply {
        var text = ""
        var calls: [ToolCall] = []
        for piece in pieces {
            switch piece {
            case let .text(more): text += more
            case let .toolCalls(more): calls += more
            }
        }
        return calls.isEmpty ? .text(text) : .toolCalls(calls)
    }
}
