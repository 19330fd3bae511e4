// The adapter's tests run against FoundationModelsStandIn, so they are compiled only where the
// real framework is absent; on Apple platforms the same code would talk to Apple Intelligence.
#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
import Tokenizers
@testable import FoundationModelsAdapter

enum AdapterTestSupport {
    /// The repository root (the directory holding `Corpora/`).
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Corpora/MANIFEST.json").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// The transcripts of `Corpora/transcripts` (BFCL multi-turn conversations with tool calls),
    /// with each tool output's name filled in from its call.
    static let corpusTranscripts: [(name: String, transcript: ContextBudget.Transcript)] = {
        let folder = repositoryRoot.appendingPathComponent("Corpora/transcripts")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        return names.compactMap { name in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                  let (transcript, _) = try? ContextBudget.Transcript.decode(data, source: name) else { return nil }
            return (name, withToolNames(transcript))
        }
    }()

    static var hasCorpus: Bool { corpusTranscripts.count >= 2 }

    /// `transcript` with every tool output naming its call's tool (FoundationModels' outputs always
    /// carry the name, so a round trip fills it in).
    static func withToolNames(_ transcript: ContextBudget.Transcript) -> ContextBudget.Transcript {
        var names: [String: String] = [:]
        var result = transcript
        result.entries = transcript.entries.map { entry in
            switch entry {
            case let .toolCalls(calls):
                for call in calls { names[call.id] = call.name }
                return entry
            case var .toolOutput(output):
                if output.toolName == nil { output.toolName = names[output.callID] }
                return .toolOutput(output)
            default:
                return entry
            }
        }
        return result
    }

    /// Our estimate of FoundationModels entries, scaled: a stand-in "exact" count that differs from
    /// the estimator the trimmer would otherwise use.
    static func standInCount(_ entries: [FoundationModelsTranscript.Entry], scale: Double = 1.3) -> Int {
        let transcript = TranscriptConversion.transcript(from: entries).transcript
        return Int((Double(transcript.tokenCount(in: EstimatedChatTemplate(), counter: TokenEstimator())) * scale).rounded(.up))
    }

    /// Whether every tool output follows a call with its id, and every call is answered.
    static func toolUnitsIntact(_ entries: [FoundationModelsTranscript.Entry]) -> Bool {
        var open: Set<String> = []
        var answered: Set<String> = []
        for entry in entries {
            switch entry {
            case let .toolCalls(calls): open.formUnion(calls.map(\.id))
            case let .toolOutput(output):
                guard open.contains(output.id) else { return false }
                answered.insert(output.id)
            default: break
            }
        }
        return open == answered
    }

    /// Same check on our transcripts (for the corpus as given).
    static func toolUnitsIntact(_ transcript: ContextBudget.Transcript) -> Bool {
        (try? TranscriptConversion.foundationModelsEntries(from: transcript)).map(toolUnitsIntact) ?? false
    }
}

/// A backend that streams its answer in pieces, to show streaming reaches the channel.
struct PiecewiseModel: ContextBudget.LanguageModel {
    let pieces: [String]
    var contextSize: Int { 4096 }
    var identifier: String { "piecewise" }

    func tokenCount(for transcript: ContextBudget.Transcript) async throws -> Int {
        transcript.tokenCount(in: EstimatedChatTemplate(), counter: TokenEstimator())
    }

    func generate(_ transcript: ContextBudget.Transcript, options: ContextBudget.GenerationOptions) async throws -> String {
        pieces.joined()
    }

    func streamResponse(to transcript: ContextBudget.Transcript, options: ContextBudget.GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            for piece in pieces { continuation.yield(piece) }
            continuation.finish()
        }
    }
}

/// A provider whose executor sends what `script` sends on the channel: hand-written events, to
/// show how the stand-in session assembles them.
struct ChannelScriptModel: FoundationModelsLanguageModel {
    typealias Executor = ChannelScriptExecutor
    let capabilities: LanguageModelCapabilities
    let script: @Sendable (LanguageModelExecutorGenerationRequest, LanguageModelExecutorGenerationChannel) async -> Void
    var executorConfiguration: ChannelScriptExecutor.Configuration { .init() }
}

struct ChannelScriptExecutor: LanguageModelExecutor {
    typealias Model = ChannelScriptModel
    struct Configuration: Hashable, Sendable {}
    init(configuration: Configuration) throws {}

    #if compiler(>=6.2)
    nonisolated(nonsending) func respond(to request: LanguageModelExecutorGenerationRequest, model: ChannelScriptModel,
                                         streamingInto channel: LanguageModelExecutorGenerationChannel) async throws {
        await model.script(request, channel)
    }
    #else
    func respond(to request: LanguageModelExecutorGenerationRequest, model: ChannelScriptModel,
                 streamingInto channel: LanguageModelExecutorGenerationChannel) async throws {
        await model.script(request, channel)
    }
    #endif
}
#endif
