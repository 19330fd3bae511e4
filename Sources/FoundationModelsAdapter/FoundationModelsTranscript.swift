#if canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModels
import Tokenizers

/// Our transcript as a FoundationModels session history plus the prompt to answer.
///
/// FoundationModels takes one instructions entry, first; so every system message (instructions,
/// tool list, summaries) is merged into it, in order. Turns before the newest prompt become
/// prompt and response entries; tool calls and outputs travel as text (a session rebuilt per
/// call has no tools to call). Anything after the newest prompt (a tool call and its output)
/// is appended to the prompt text.
@available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
struct FoundationModelsTranscript {
    var history: FoundationModels.Transcript
    var promptText: String

    /// History plus the prompt, for token counting.
    var allEntries: [FoundationModels.Transcript.Entry] {
        Array(history) + [.prompt(FoundationModels.Transcript.Prompt(segments: [Self.text(promptText)]))]
    }

    /// - Throws: `GenerationError.invalidResponse` when there is no prompt to answer.
    init(_ transcript: ContextBudget.Transcript) throws {
        let messages = transcript.chatMessages
        guard let last = messages.lastIndex(where: { $0.role == .user }) else {
            throw GenerationError.invalidResponse("the transcript has no prompt to answer")
        }
        var instructions: [String] = []
        var entries: [FoundationModels.Transcript.Entry] = []
        for message in messages[..<last] {
            switch message.role {
            case .system:
                instructions.append(message.content)
            case .user:
                entries.append(.prompt(FoundationModels.Transcript.Prompt(segments: [Self.text(message.content)])))
            case .tool:
                entries.append(.prompt(FoundationModels.Transcript.Prompt(segments: [Self.text("Tool output:\n" + message.content)])))
            case .assistant:
                entries.append(.response(FoundationModels.Transcript.Response(assetIDs: [], segments: [Self.text(message.content)])))
            }
        }
        var prompt = messages[last].content
        for message in messages[(last + 1)...] {
            switch message.role {
            case .system: instructions.append(message.content)
            case .assistant: prompt += "\n\nYou called: " + message.content
            case .tool, .user: prompt += "\n\nTool output:\n" + message.content
            }
        }
        if !instructions.isEmpty {
            let merged = FoundationModels.Transcript.Instructions(
                segments: [Self.text(instructions.joined(separator: "\n\n"))], toolDefinitions: [])
            entries.insert(.instructions(merged), at: 0)
        }
        history = FoundationModels.Transcript(entries: entries)
        promptText = prompt
    }

    static func text(_ content: String) -> FoundationModels.Transcript.Segment {
        .text(FoundationModels.Transcript.TextSegment(content: content))
    }

    /// Our options in FoundationModels' terms. Stop sequences have no equivalent: `cut` applies them.
    /// The penalties and min-p have none either and are not applied by the system model.
    static func options(_ options: ContextBudget.GenerationOptions) -> FoundationModels.GenerationOptions {
        let sampling: FoundationModels.GenerationOptions.SamplingMode
        switch options.sampling {
        case .greedy: sampling = .greedy
        case let .topK(k, seed): sampling = .random(top: k, seed: seed)
        case let .topP(p, seed): sampling = .random(probabilityThreshold: p, seed: seed)
        }
        return FoundationModels.GenerationOptions(
            sampling: sampling, temperature: options.temperature, maximumResponseTokens: options.maximumResponseTokens)
    }

    /// `text` up to the first stop sequence.
    static func cut(_ text: String, at stops: [String]) -> String {
        var result = text
        for stop in stops where !stop.isEmpty {
            if let range = result.range(of: stop) { result = String(result[..<range.lowerBound]) }
        }
        return result
    }
}
#endif
