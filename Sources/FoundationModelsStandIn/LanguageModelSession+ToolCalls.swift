#if !canImport(FoundationModels)
import Foundation

extension LanguageModelSession {
    /// Stand-in only: how many rounds of tool calls one request may take before the session
    /// gives up (the framework's limit, if it has one, is not documented).
    static let maximumToolRounds = 8

    /// The entries one round of tool calls adds to the conversation: the round's text as a
    /// response entry (when there is some), each tool-calls entry (`Transcript.ToolCalls` with
    /// the executor's ids, names and arguments), and after it one `Transcript.ToolOutput` per
    /// call, whose `id` repeats the call's, from the session's tool of that name.
    ///
    /// Documented: the session calls the tools the model asks for and continues the conversation
    /// with their outputs. Not documented, the stand-in's choices: a call to a tool the session
    /// does not have, or whose arguments are not JSON, fails the request with
    /// `GenerationError.decodingFailure`; a tool's own error fails it as it is (the framework's
    /// `ToolCallError` wrapping is not transcribed); a tool's `Output` is read as `String`.
    func toolRoundEntries(_ output: ExecutorOutput) async throws -> [Transcript.Entry] {
        var added: [Transcript.Entry] = []
        if !output.text.isEmpty {
            added.append(.response(.init(assetIDs: [], segments: [.text(.init(content: output.text))])))
        }
        for entry in output.toolCallEntries {
            let calls = try entry.calls.map { call -> Transcript.ToolCall in
                let json = call.arguments.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "{}" : call.arguments
                guard let arguments = try? GeneratedContent(json: json) else {
                    throw GenerationError.decodingFailure(.init(debugDescription: "tool call \(call.id) (\(call.name)): its arguments are not JSON"))
                }
                return Transcript.ToolCall(id: call.id, toolName: call.name, arguments: arguments)
            }
            added.append(.toolCalls(.init(id: entry.id, calls)))
            for call in calls {
                guard let tool = tools.first(where: { $0.name == call.toolName }) else {
                    throw GenerationError.decodingFailure(.init(debugDescription: "the model called \(call.toolName), which is not one of the session's tools"))
                }
                let text = try await Self.call(tool, with: call.arguments)
                added.append(.toolOutput(.init(id: call.id, toolName: call.toolName, segments: [.text(.init(content: text))])))
            }
        }
        return added
    }

    /// Runs `tool` on `arguments` and returns its output as text.
    static func call<T: Tool>(_ tool: T, with arguments: GeneratedContent) async throws -> String {
        let output = try await tool.call(arguments: try T.Arguments(arguments))
        return output as? String ?? String(describing: output)
    }
}
#endif
