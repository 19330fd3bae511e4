#if !canImport(FoundationModels)
import Foundation

/// Stand-in for `final class LanguageModelSession` (26.0+; watchOS 27.0+): "a single context that
/// you use to generate content with, and maintains state between requests".
///
/// Transcribed: `init(model:tools:transcript:)` (26.0), `init(profile:history:)` (27.0), a
/// `init(model:)` over any `LanguageModel` (27.0; the documentation's example calls
/// `LanguageModelSession(model: MyCustomServerLanguageModel())`, the full parameter list was not
/// read), `transcript`, `usage` (27.0), `respond(to:options:)` and `streamResponse(to:options:)`
/// for text, `respond(to:schema:includeSchemaInPrompt:options:)` for guided generation, and the
/// tool calls a provider sends (LanguageModelSession+ToolCalls.swift). `Generable` types and
/// `TranscriptErrorHandlingPolicy` are left out.
///
/// Stand-in behaviour, for tests only: a request is the transcript plus the new prompt entry;
/// the profile's history transform (if any) is applied to that whole list, instructions
/// included (the documentation does not say which entries the closure receives); the result is
/// sent to the system model's responder or to a provider's executor; when a provider answers
/// with tool calls, the session runs them and asks again with the calls and their outputs
/// appended; a provider's reasoning events become `Transcript.Reasoning` entries ahead of the
/// round's other entries; on success the prompt, any reasoning, tool calls and outputs, and the
/// response are appended to `transcript` (the transform "doesn't impact the global transcript
/// state"); on failure the transcript is left as it was.
public final class LanguageModelSession: @unchecked Sendable {
    enum Backend {
        case system(SystemLanguageModel)
        case provider(ProviderBox)
    }

    private let backend: Backend
    let tools: [any Tool]
    private let historyTransforms: [([Transcript.Entry]) -> [Transcript.Entry]]
    private let lock = NSLock()
    private var entries: [Transcript.Entry]
    private var lastUsage = Usage.zero
    private var sentHistories: [[Transcript.Entry]] = []

    init(backend: Backend, tools: [any Tool], transforms: [([Transcript.Entry]) -> [Transcript.Entry]], entries: [Transcript.Entry]) {
        self.backend = backend
        self.tools = tools
        historyTransforms = transforms
        self.entries = entries
    }

    /// `convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript)` (26.0+):
    /// "creates a session by rehydrating from a transcript".
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.init(backend: .system(model), tools: tools, transforms: [], entries: Array(transcript))
    }

    /// A session over a custom model provider (27.0+), with optional instructions.
    public convenience init<Model: LanguageModel>(model: Model, tools: [any Tool] = [], instructions: String? = nil) {
        let entries: [Transcript.Entry] = instructions.map {
            [.instructions(.init(segments: [.text(.init(content: $0))], toolDefinitions: tools.map { .init(tool: $0) }))]
        } ?? []
        self.init(backend: .provider(ProviderBox(model)), tools: tools, transforms: [], entries: entries)
    }

    /// `convenience init(profile: sending some LanguageModelSession.DynamicProfile, history: some Collection<Transcript.Entry> = [])` (27.0+).
    /// The stand-in understands the profiles it makes itself (`Profile(instructions:model:)` and its modifiers).
    public convenience init(profile: some DynamicProfile, history: some Collection<Transcript.Entry> = []) {
        let settings = (profile as? ProfileSettingsProviding)?.settings ?? ProfileSettings()
        var entries: [Transcript.Entry] = []
        if let instructions = settings.instructions {
            entries.append(.instructions(.init(segments: [.text(.init(content: instructions))], toolDefinitions: [])))
        }
        entries += history
        let backend: Backend = settings.provider.map { .provider($0) } ?? .system(.default)
        self.init(backend: backend, tools: [], transforms: settings.historyTransforms, entries: entries)
    }

    /// `var transcript: Transcript { get }`: every prompt and response of the session.
    public var transcript: Transcript { lock.withLock { Transcript(entries: entries) } }

    /// `var usage: LanguageModelSession.Usage` (27.0+). In the stand-in: the usage the last
    /// response reported (the documentation does not say whether the real value accumulates).
    public var usage: Usage { lock.withLock { lastUsage } }

    /// Stand-in only: the entry lists actually sent to the model, after the history transform.
    public var sentHistoriesForTesting: [[Transcript.Entry]] { lock.withLock { sentHistories } }

    /// `func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> LanguageModelSession.Response<String>`.
    @discardableResult
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        try await run(prompt: prompt, options: options, onText: nil)
    }

    /// `func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> LanguageModelSession.ResponseStream<String>`:
    /// snapshots of the answer so far.
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        let (stream, continuation) = AsyncThrowingStream<ResponseStream<String>.Snapshot, any Error>.makeStream()
        let accumulated = Accumulator()
        let task = Task {
            do {
                let response = try await self.run(prompt: prompt, options: options) { piece in
                    continuation.yield(.init(content: accumulated.append(piece), usage: nil))
                }
                continuation.yield(.init(content: response.content, usage: response.usage))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return ResponseStream(stream: stream)
    }

    /// `func respond(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    /// options: GenerationOptions = GenerationOptions()) async throws -> LanguageModelSession.Response<GeneratedContent>`
    /// (26.0+): "produces a generated content type as a response to a prompt and schema"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelsession/respond(to:schema:includeschemainprompt:options:));
    /// a `String` prompt in the stand-in. A provider that does not declare `.guidedGeneration`
    /// is refused before its executor runs; the stand-in's system model does no guided generation.
    @discardableResult
    public func respond(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                        options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        let response = try await run(prompt: prompt, options: options, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, onText: nil)
        return Response(content: try GeneratedContent(json: response.content), transcriptEntries: Array(response.transcriptEntries), usage: response.usage)
    }

    private func run(prompt: String, options: GenerationOptions, schema: GenerationSchema? = nil, includeSchemaInPrompt: Bool = true,
                     onText: (@Sendable (String) -> Void)?) async throws -> Response<String> {
        let promptEntry = Transcript.Entry.prompt(.init(segments: [.text(.init(content: prompt))], options: options))
        var added = [promptEntry]
        let text: String
        var usage: Usage? = nil
        switch backend {
        case let .system(model):
            // The system model does guided generation (26.0); the stand-in's scripted responder
            // answers, and an answer that is not JSON fails as the framework's decoding would.
            var request = lock.withLock { entries } + added
            for transform in historyTransforms { request = transform(request) }
            lock.withLock { sentHistories.append(request) }
            guard model.isAvailable else { throw GenerationError.assetsUnavailable(.init(debugDescription: "the system model is unavailable")) }
            let needed = try model.counter(request) + (options.maximumResponseTokens ?? 0)
            if needed > model.contextSize {
                throw GenerationError.exceededContextWindowSize(.init(debugDescription: "\(needed) tokens > \(model.contextSize)"))
            }
            text = try await model.responder(Transcript(entries: request), options)
            onText?(text)
        case let .provider(box):
            // "If a developer attempts to use capabilities that your model does not support, the
            // system automatically throws an error for you instead of calling a respond method."
            let definitions = tools.map { Transcript.ToolDefinition(tool: $0) }
            if !definitions.isEmpty, !box.capabilities.contains(.toolCalling) {
                throw Self.unsupported(.toolCalling, "the model does not declare tool calling")
            }
            if schema != nil, !box.capabilities.contains(.guidedGeneration) {
                throw Self.unsupported(.guidedGeneration, "the model does not declare guided generation")
            }
            var rounds = 0
            while true {
                var request = lock.withLock { entries } + added
                for transform in historyTransforms { request = transform(request) }
                lock.withLock { sentHistories.append(request) }
                let sink = EventSink(onText: onText)
                let generation = LanguageModelExecutorGenerationRequest(
                    id: UUID(), transcript: Transcript(entries: request), enabledTools: definitions, schema: schema,
                    generationOptions: options, contextOptions: ContextOptions(includeSchemaInPrompt: includeSchemaInPrompt), metadata: [:])
                try await box.run(generation, sink)
                let output = ExecutorOutput(await sink.events) { UUID().uuidString }
                if let reported = output.usage { usage = Usage(reported) }
                added += output.reasoningTranscriptEntries
                if output.toolCallEntries.isEmpty {
                    text = output.text
                    break
                }
                rounds += 1
                guard rounds <= Self.maximumToolRounds else {
                    throw GenerationError.decodingFailure(.init(debugDescription: "the model called tools \(rounds) times in a row without answering"))
                }
                added += try await toolRoundEntries(output)
            }
        }
        let responseEntry: Transcript.Entry
        if schema != nil {
            guard let content = try? GeneratedContent(json: text) else {
                throw GenerationError.decodingFailure(.init(debugDescription: "the answer is not JSON: \(text.prefix(80))"))
            }
            responseEntry = .response(.init(assetIDs: [], segments: [.structure(.init(source: "", content: content))]))
        } else {
            responseEntry = .response(.init(assetIDs: [], segments: [.text(.init(content: text))]))
        }
        added.append(responseEntry)
        let reported = usage ?? .zero
        lock.withLock {
            entries += added
            lastUsage = reported
        }
        return Response(content: text, transcriptEntries: added, usage: reported)
    }

    static func unsupported(_ capability: LanguageModelCapabilities.Capability, _ detail: String) -> LanguageModelError {
        .unsupportedCapability(.init(capability: capability, debugDescription: detail))
    }

    /// `struct Response<Content>` (26.0+): `content`, `transcriptEntries`, and `usage` (27.0+).
    public struct Response<Content: Sendable>: Sendable {
        /// The answer.
        public let content: Content
        /// The entries the request added to the transcript.
        public let transcriptEntries: ArraySlice<Transcript.Entry>
        /// `let usage: LanguageModelSession.Usage` (27.0+): "how many tokens were used by this response".
        public let usage: Usage

        init(content: Content, transcriptEntries: [Transcript.Entry], usage: Usage) {
            self.content = content
            self.transcriptEntries = transcriptEntries[...]
            self.usage = usage
        }
    }

    /// `struct ResponseStream<Content>` (26.0+): an async sequence of snapshots of the answer so far.
    public struct ResponseStream<Content: Sendable>: AsyncSequence, Sendable {
        /// `struct Snapshot`: `content` so far and `usage` (27.0+; nil in the stand-in until the end).
        public struct Snapshot: Sendable {
            public var content: String
            public var usage: Usage?
        }
        let stream: AsyncThrowingStream<Snapshot, any Error>
        public func makeAsyncIterator() -> AsyncThrowingStream<Snapshot, any Error>.AsyncIterator { stream.makeAsyncIterator() }
    }

    /// `struct Usage` (27.0+): input and output token counts, `init(input:output:)`,
    /// `Usage.Input` and `Usage.Output`; the stand-in's body is `StandInUsage`, shared with
    /// `LanguageModelExecutorGenerationChannel.Usage`.
    public typealias Usage = StandInUsage<LanguageModelSession>

    /// `enum GenerationError` (26.0-27.0, deprecated in 27 for `LanguageModelError`).
    public enum GenerationError: Error, Sendable {
        /// `case exceededContextWindowSize(Context)`: "the session reached its context window size limit".
        case exceededContextWindowSize(Context)
        case assetsUnavailable(Context)
        case guardrailViolation(Context)
        case unsupportedGuide(Context)
        case unsupportedLanguageOrLocale(Context)
        case decodingFailure(Context)
        case rateLimited(Context)
        case concurrentRequests(Context)
        case refusal(Refusal, Context)

        /// `struct Context`: `init(debugDescription: String)`; it carries no token counts.
        public struct Context: Sendable {
            public var debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// `struct Refusal`; its members were not transcribed.
        public struct Refusal: Sendable {
            public init() {}
        }
    }
}

/// A provider behind the session, its associated types erased.
struct ProviderBox: Sendable {
    let capabilities: LanguageModelCapabilities
    let run: @Sendable (LanguageModelExecutorGenerationRequest, EventSink) async throws -> Void

    init<Model: LanguageModel>(_ model: Model) {
        capabilities = model.capabilities
        run = { request, sink in
            let executor = try Model.Executor(configuration: model.executorConfiguration)
            executor.prewarm(model: model, transcript: request.transcript)
            try await executor.respond(to: request, model: model, streamingInto: LanguageModelExecutorGenerationChannel(sink: sink))
        }
    }
}

/// Text pieces joined as they arrive, for stream snapshots.
final class Accumulator: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ piece: String) -> String { lock.withLock { text += piece; return text } }
}
#endif
