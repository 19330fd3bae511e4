import ContextBudget
import Foundation
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// Our transcript as what a fresh `LanguageModelSession` can answer: a history to rehydrate the
/// session with, and the prompt text for `respond(to:)`.
///
/// Everything before the newest prompt converts entry for entry (`TranscriptConversion`).
/// `respond(to:)` always appends a new prompt, so what follows the newest prompt (a tool call and
/// its output in this turn) cannot stay entries after it: it is appended to the prompt text.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
struct SessionRequest {
    var history: FoundationModelsTranscript
    var promptText: String

    /// History plus the prompt, as counted by `tokenCount(for:)`.
    var allEntries: [FoundationModelsTranscript.Entry] {
        Array(history) + [.prompt(.init(segments: [TranscriptConversion.segment(promptText)]))]
    }

    /// - Throws: `GenerationError.invalidResponse` when there is no prompt to answer;
    ///   `TranscriptConversion`'s errors.
    init(_ transcript: ContextBudget.Transcript) throws {
        guard let last = transcript.entries.lastIndex(where: { $0.kind == .prompt }),
              case let .prompt(promptText) = transcript.entries[last] else {
            throw GenerationError.invalidResponse("the transcript has no prompt to answer")
        }
        let head = ContextBudget.Transcript(entries: Array(transcript.entries[..<last]), tools: transcript.tools)
        history = FoundationModelsTranscript(entries: try TranscriptConversion.foundationModelsEntries(from: head))
        var prompt = promptText
        for entry in transcript.entries[(last + 1)...] {
            switch entry {
            case let .toolCalls(calls):
                prompt += "\n\nYou called: " + calls.map { "\($0.name)(\($0.arguments))" }.joined(separator: ", ")
            case let .toolOutput(output):
                prompt += "\n\nTool output" + (output.toolName.map { " (\($0))" } ?? "") + ":\n" + output.text
            case let .response(text):
                prompt += "\n\nYou answered: " + text
            case let .instructions(text), let .summary(text), let .prompt(text):
                prompt += "\n\n" + text
            }
        }
        self.promptText = prompt
    }

    /// Our options in FoundationModels' terms. Stop sequences have no equivalent (`cut` applies
    /// them); the penalties and min-p have none either and are not applied by the system model.
    static func options(_ options: ContextBudget.GenerationOptions) -> FoundationModelsGenerationOptions {
        let sampling: FoundationModelsGenerationOptions.SamplingMode
        switch options.sampling {
        case .greedy: sampling = .greedy
        case let .topK(k, seed): sampling = .random(top: k, seed: seed)
        case let .topP(p, seed): sampling = .random(probabilityThreshold: p, seed: seed)
        }
        return FoundationModelsGenerationOptions(
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
