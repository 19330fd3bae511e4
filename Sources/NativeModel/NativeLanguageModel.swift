import ContextBudget
import Dispatch
import Foundation
import GGUF
import Guidance
import Tokenizers

/// A GGUF model run in-process by this package's own engine, behind the `LanguageModel` protocol.
///
/// The file is memory-mapped; prompts are rendered with the model's chat template (the file's
/// `tokenizer.chat_template` run by the Jinja interpreter, else the family's format) and counted exactly
/// with its tokenizer; a request that does not fit throws
/// `GenerationError.exceededContextWindowSize` rather than being truncated. One request runs at a
/// time (the engine already uses every core); others wait. A prompt that shares a prefix with the
/// previous one reuses its KV cache.
public final class NativeLanguageModel: TokenizedLanguageModel, TokenStreamingLanguageModel, SchemaConstrainingLanguageModel, @unchecked Sendable {
    /// Tokens of prompt and answer together: the requested size capped at the trained context.
    public let contextSize: Int
    /// The model file's name without its extension.
    public let identifier: String
    /// The family of the file's architecture (gemma3: `.gemma`, qwen2: `.qwen`, llama: `.llama`),
    /// whatever the file is called.
    public var family: ModelFamily {
        switch transformer.config.architecture {
        case .gemma3: .gemma
        case .qwen2: .qwen
        case .llama: .llama
        }
    }
    /// The tokenizer prompts are encoded with.
    public let tokenizer: any Tokenizer
    /// The prompt format: control markers become control tokens, message contents stay text.
    public let chatTemplate: any ChatTemplate
    /// Why `chatTemplate` is the one used (the caller's, the file's, a base model's dialogue, the
    /// family's usual format), for reports such as `ctx generate`'s note on stderr.
    public let templateReason: String
    /// What the file says it is: base or instruct, and why.
    public let identity: ModelIdentity
    /// `.completion` for a base model (`identity.kind == .base`) unless the caller gave a chat
    /// template: callers that lay out their own prompts (the summarizer's `SummaryRecipe`) send
    /// it plain text to continue (`streamContinuation(of:options:)`), not turns it would echo.
    public let promptStyle: PromptStyle
    /// The tokenizer, as the counter `TokenizedLanguageModel` counts transcripts with.
    public var tokenCounter: any TokenCounter { tokenizer }

    let transformer: Transformer
    let stopTokens: Set<Int>
    /// The token a plain completion starts with (`tokenizer.ggml.bos_token_id` when the file's
    /// `tokenizer.ggml.add_bos_token` says so), as llama.cpp adds it; nil for none.
    let beginningOfText: Int?
    let queue = DispatchQueue(label: "NativeLanguageModel")
    /// The ids the KV cache holds, in order (read and written on `queue`).
    private(set) var cachedTokens: [Int] = []
    private var prefilled = 0
    private var lookup: PromptLookup? = .standard
    private var constrainedCalls = true
    /// The vocabulary's bytes and token trie for guided generation, built on the first request
    /// with a `responseSchema` (a few hundred milliseconds for 262K tokens), then kept.
    private var guidance: TokenMasker?
    /// Compiled response schemas by their JSON text, so a repeated schema compiles once.
    private var grammars: [String: Grammar] = [:]
    private var decodingStatistics = DecodingStatistics()

    /// Loads the model at `url`.
    /// - Parameters:
    ///   - contextSize: tokens of prompt and response together, capped at the file's trained
    ///     context; the KV cache is allocated for it up front (default 4,096).
    ///   - tokenizer: defaults to the file's own vocabulary (`GGUFTokenizerLoader`, exact).
    ///   - chatTemplate: defaults to the file's `tokenizer.chat_template` (`FileChatTemplate`),
    ///     else (a file with none) `basePrompting` decides. Pass a family's format
    ///     (`ChatTemplates.named`) to use it instead of the file's.
    ///   - basePrompting: how a file without a chat template is prompted. `.familyTemplate`
    ///     (the default) uses the architecture's usual format, as llama.cpp does, so counts and
    ///     outputs compare with it; `.plainDialogue` writes the conversation as plain text for a
    ///     base model (`identity.kind == .base`) to continue (`PlainDialogueTemplate`), which is
    ///     what makes one answer rather than echo. An instruct file without a template keeps the
    ///     family's format either way.
    /// - Throws: `NativeModelError` or `TokenizerError` for files this engine cannot run, and
    ///   `NativeModelError.invalidModel` when no chat template can be chosen, or the file's does not
    ///   render (the message names its line and construct; pass a family's format).
    public init(
        url: URL, contextSize: Int = 4096, tokenizer: (any Tokenizer)? = nil, chatTemplate: (any ChatTemplate)? = nil,
        basePrompting: BasePrompting = .familyTemplate
    ) throws {
        let file: GGUFFile
        do { file = try GGUFFile(contentsOf: url) } catch let error as GGUFError { throw NativeModelError.file(error) }
        transformer = try Transformer(file: file, contextSize: contextSize)
        self.contextSize = transformer.contextSize
        identifier = url.deletingPathExtension().lastPathComponent
        identity = ModelIdentity(metadata: file.metadata)
        promptStyle = identity.kind == .base && chatTemplate == nil ? .completion : .chat
        let tokenizer = try tokenizer ?? GGUFTokenizerLoader.load(file)
        self.tokenizer = tokenizer
        // llama.cpp's default when the key is absent: SentencePiece vocabularies add it, byte-level BPE ones do not.
        let addsBeginning = file.metadata[GGUFKey.Tokenizer.addsBeginningOfSequence]?.bool
            ?? (file.metadata[GGUFKey.Tokenizer.model]?.string == "llama")
        beginningOfText = addsBeginning ? file.metadata[GGUFKey.Tokenizer.beginningOfSequenceID]?.int : nil
        if let chatTemplate {
            self.chatTemplate = chatTemplate
            templateReason = "given by the caller"
        } else if identity.kind == .base, basePrompting == .plainDialogue {  // base: no chat template
            // The BOS piece as a control marker only when the vocabulary knows it as one: encoding a
            // control marker looks its id up, and a file's BOS spelled as plain text has none.
            let marker = beginningOfText.flatMap { id in
                (try? tokenizer.piece(for: id)).flatMap { tokenizer.specialTokenID($0) == id ? $0 : nil }
            }
            self.chatTemplate = PlainDialogueTemplate(beginningMarker: marker)
            templateReason = "a base model (\(identity.evidence)): the conversation as a plain-text dialogue it can continue"
        } else {
            (self.chatTemplate, templateReason) = try Self.defaultChatTemplate(
                file: file, architecture: transformer.config.architecture, tokenizer: tokenizer)
        }
        var stops = Set(self.chatTemplate.endOfTurnMarkers.compactMap(tokenizer.specialTokenID))
        if let eos = file.metadata[GGUFKey.Tokenizer.endOfSequenceID]?.int { stops.insert(eos) }
        stopTokens = stops
    }

    /// The file's own template, run by the Jinja interpreter, else the family's usual format:
    /// Gemma for gemma3, Qwen's ChatML for qwen2, and for llama whichever of Llama 3 or ChatML
    /// its vocabulary has control tokens for; with the reason, for reports.
    static func defaultChatTemplate(
        file: GGUFFile, architecture: ModelConfig.Architecture, tokenizer: any Tokenizer
    ) throws -> (any ChatTemplate, reason: String) {
        if let source = file.metadata[GGUFKey.Tokenizer.chatTemplate]?.string {
            // BOS and EOS as the vocabulary spells them, which is what llama.cpp passes the template.
            let pieces = file.metadata[GGUFKey.Tokenizer.tokens]?.stringArray ?? []
            func piece(_ key: String) -> String {
                file.metadata[key]?.int.flatMap { pieces.indices.contains($0) ? pieces[$0] : nil } ?? ""
            }
            do {
                let template = try FileChatTemplate(
                    source: source, isControlToken: { tokenizer.specialTokenID($0) != nil },
                    beginningToken: piece(GGUFKey.Tokenizer.beginningOfSequenceID), endToken: piece(GGUFKey.Tokenizer.endOfSequenceID))
                let format = template.family.map { ", a \($0.name) format" } ?? ""
                return (template, "the file's tokenizer.chat_template (run by the Jinja interpreter\(format))")
            } catch let error as JinjaError {
                throw NativeModelError.invalidModel(path: file.path, detail: "its tokenizer.chat_template cannot be used: \(error)")
            }
        }
        let reason = "no tokenizer.chat_template: the \(architecture) family's usual format"
        switch architecture {
        case .gemma3: return (GemmaChatTemplate(), reason)
        case .qwen2: return (QwenChatTemplate(), reason)
        case .llama:
            if tokenizer.specialTokenID("<|start_header_id|>") != nil { return (Llama3ChatTemplate(), reason) }
            if tokenizer.specialTokenID("<|im_start|>") != nil { return (ChatMLTemplate(), reason) }
            throw NativeModelError.invalidModel(path: file.path, detail: "no tokenizer.chat_template and no Llama 3 or ChatML control tokens; pass chatTemplate: explicitly")
        }
    }

    /// Prompt tokens run through the model since it was loaded: what the KV cache did not already
    /// hold. A conversation that appends to an unchanged prefix prefills only its new tokens.
    public var prefilledTokenCount: Int { queue.sync { prefilled } }

    /// Speculative greedy decoding by prompt lookup, `PromptLookup.standard` by default; nil
    /// decodes one token per forward pass. The answer is the same either way, token for token;
    /// only greedy decoding drafts. On by default because the multi-token decode kernels verify a
    /// draft in one pass that costs little more than one token's, and summaries, extraction and
    /// tool calls copy their input (figures: docs/engine.md, "Prompt lookup"). A pass whose draft is
    /// refused costs more than a one-token pass, so text that never repeats its context gains nothing.
    public var promptLookup: PromptLookup? {
        get { queue.sync { lookup } }
        set { queue.sync { lookup = newValue } }
    }

    /// Whether tool calls are decoded under the call grammar (`ToolCallConstraint`): the call of
    /// `.required` and `.named`, and each call an `.auto` reply starts. True by default; false
    /// decodes calls as the model writes them (read back by `TextToolCalling`, a malformed call
    /// fed back once), which is what the grammar is measured against.
    public var constrainsToolCalls: Bool {
        get { queue.sync { constrainedCalls } }
        set { queue.sync { constrainedCalls = newValue } }
    }

    /// Forward passes, drafted and accepted tokens of every answer since the model was loaded.
    public var decodingStatisticsSinceLoad: DecodingStatistics { queue.sync { decodingStatistics } }

    /// The prompt's token ids: the transcript through the chat template, ending where the
    /// model's answer begins. This is `Transcript.prompt(for:)`, the rendering `tokenCount(for:)`
    /// counts, so counts and prefilled tokens agree, tools included.
    /// - Complexity: O(transcript length) through the tokenizer.
    public func promptTokens(for transcript: Transcript) -> [Int] {
        tokenizer.encode(transcript.prompt(for: chatTemplate))
    }

    /// `promptTokens(for:)` as the model is sent it: a file's template that raises for this
    /// conversation is an error here, where counting (which never fails) takes the family's format.
    /// - Throws: `GenerationError.backend` (not transient) naming the template's line and message.
    func checkedPromptTokens(for transcript: Transcript) throws -> [Int] {
        guard let file = chatTemplate as? FileChatTemplate else { return promptTokens(for: transcript) }
        do {
            return tokenizer.encode(try file.checkedSegments(for: transcript.nativeChatMessages, tools: transcript.chatTools, addGenerationPrompt: true))
        } catch let error as JinjaError {
            throw GenerationError.backend(
                message: "\(identifier)'s chat template cannot render this conversation: \(error). "
                    + "Pass a family's format instead (ctx: --chat-template NAME; library: chatTemplate: ChatTemplates.named(NAME))",
                isTransient: false)
        }
    }

    /// One answer: the streamed pieces joined.
    /// - Throws: `GenerationError.exceededContextWindowSize` when prompt plus
    ///   `maximumResponseTokens` exceed `contextSize`; `CancellationError` when cancelled;
    ///   `ContextBudgetError.invalidConfiguration` for options out of range (`GenerationOptions.validate()`).
    public func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        var text = ""
        for try await piece in streamResponse(to: transcript, options: options) { text += piece }
        return text
    }

    /// The answer as it is decoded, a piece per token (a partial UTF-8 character waits for the
    /// next token). Stops at EOS, the template's end-of-turn token, a stop sequence (not emitted) or the token limit.
    public func streamResponse(to transcript: Transcript, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        streamResponse(to: transcript, options: options, opening: "")
    }

    /// The answer after `opening`, text the answer is made to begin with (not emitted): its
    /// tokens follow the prompt and count against `maximumResponseTokens`.
    /// - Parameter grammar: a compiled schema the answer is constrained to instead of
    ///   `options.responseSchema` (compiled from text, which keeps the order of its properties:
    ///   `ToolCallConstraint`).
    /// - Parameter trigger: with `grammar`, applies it only inside the calls of a free reply.
    func streamResponse(
        to transcript: Transcript, options: GenerationOptions, opening: String, grammar: Grammar? = nil,
        trigger: ToolCallTrigger? = nil
    ) -> AsyncThrowingStream<String, any Error> {
        let prompt: [Int]
        do { prompt = try checkedPromptTokens(for: transcript) } catch {
            return AsyncThrowingStream { $0.finish(throwing: error) }
        }
        let openingTokens = opening.isEmpty ? [] : tokenizer.encode(opening)
        var shortened = options
        shortened.stopSequences += chatTemplate.stopSequences.filter { !options.stopSequences.contains($0) }
        if let cap = options.maximumResponseTokens { shortened.maximumResponseTokens = max(1, cap - openingTokens.count) }
        return stream(prompt: prompt + openingTokens, options: shortened, grammar: grammar, trigger: trigger)
    }

    /// The decoding of `prompt`, a piece per token, on `queue`.
    func stream(prompt: [Int], options: GenerationOptions, grammar: Grammar? = nil, trigger: ToolCallTrigger? = nil) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let cancelled = UncheckedSendable(CancellationFlag())
            continuation.onTermination = { _ in cancelled.value.set() }
            queue.async {
                do {
                    try self.run(prompt: prompt, options: options, grammar: grammar, trigger: trigger, cancelled: cancelled.value) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }

    /// Generates from prompt ids, calling `emit` with each new piece of text; runs on `queue`.
    func run(prompt: [Int], options: GenerationOptions, grammar: Grammar? = nil, trigger: ToolCallTrigger? = nil,
             cancelled: CancellationFlag, emit: (String) -> Void) throws {
        let reserve = options.maximumResponseTokens ?? 1
        guard prompt.count + reserve <= contextSize else {
            throw GenerationError.exceededContextWindowSize(needed: prompt.count + reserve, available: contextSize)
        }
        try options.validate()
        let limit = min(options.maximumResponseTokens ?? Int.max, contextSize - prompt.count)
        var sampler = Sampler(strategy: Self.strategy(options), penalties: Self.penalties(options), seed: Self.seed(options))
        sampler.accept(prompt.suffix(sampler.penalties.isActive ? sampler.penalties.window : 0))

        // Reuse the cached prefix when the cache still holds it.
        var common = reusablePrefixLength(of: prompt)
        if !transformer.rewind(toReusablePosition: common) { transformer.reset(); common = 0 }
        cachedTokens = Array(prompt[..<common])
        prefilled += prompt.count - common
        let logits = try transformer.forward(Array(prompt[common...]), prompt: true)
        cachedTokens = prompt

        var generated: [Int] = []
        var emitted = ""
        var stoppedBySequence = false
        var decoder = TokenDecoder(transformer: transformer, sampler: sampler, lookup: lookup, prompt: prompt)
        if let grammar = try grammar ?? options.responseSchema.map({ try self.grammar(for: $0.compactText) }) {
            decoder.constraint = try schemaConstraint(grammar, trigger: trigger)
        }
        defer {
            decodingStatistics = decodingStatistics + decoder.statistics
            cachedTokens.removeLast(max(0, cachedTokens.count - transformer.position))
        }
        if limit > 0 {
            try decoder.run(after: logits, remaining: limit, isCancelled: { cancelled.isSet }) { token in
                if stopTokens.contains(token) { return false }
                generated.append(token)
                var text = try tokenizer.decode(generated)
                var stop = false
                if let range = options.stopSequences.compactMap({ text.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
                    text = String(text[..<range.lowerBound])
                    stop = true
                    stoppedBySequence = true
                }
                // Hold back a trailing partial UTF-8 character (decoded as U+FFFD) until it completes,
                // and text that may be the start of a stop sequence until the next tokens tell.
                if !stop, text.last == "\u{FFFD}" { text.removeLast() }
                if !stop { text.removeLast(Self.heldBack(text, stopSequences: options.stopSequences)) }
                if text.count > emitted.count, text.hasPrefix(emitted) {
                    emit(String(text.dropFirst(emitted.count)))
                    emitted = text
                }
                if stop || generated.count == limit { return false }
                cachedTokens.append(token)  // fed next (or already, in a verified draft)
                return true
            }
        }
        if cancelled.isSet { throw CancellationError() }
        if let constraint = decoder.constraint, !constraint.isComplete {
            throw GenerationError.structuredResponseIncomplete(partial: try tokenizer.decode(generated), tokenCount: generated.count)
        }
        // The answer ended without a stop sequence: what was held back as a possible start of one is answer.
        if !stoppedBySequence, !options.stopSequences.isEmpty {
            var text = try tokenizer.decode(generated)
            if text.last == "\u{FFFD}" { text.removeLast() }
            if text.count > emitted.count, text.hasPrefix(emitted) { emit(String(text.dropFirst(emitted.count))) }
        }
    }

    /// The schema `text` compiled, once per model; runs on `queue`.
    /// - Throws: `ContextBudgetError.invalidConfiguration` naming what `Guidance` refused.
    private func grammar(for text: String) throws -> Grammar {
        if let cached = grammars[text] { return cached }
        do {
            let grammar = try Grammar(jsonSchema: text)
            grammars[text] = grammar
            return grammar
        } catch {
            throw ContextBudgetError.invalidConfiguration("responseSchema: \(error)")
        }
    }

    /// A fresh matcher for `grammar` over this model's vocabulary; runs on `queue`.
    private func schemaConstraint(_ grammar: Grammar, trigger: ToolCallTrigger?) throws -> SchemaConstraint {
        let masker = try guidance ?? TokenMasker(vocabulary: TokenVocabulary(tokenizer: tokenizer, endTokenIDs: stopTokens.sorted()))
        guidance = masker
        return SchemaConstraint(grammar: grammar, masker: masker, logitCount: transformer.config.vocabularySize, trigger: trigger)
    }

    /// How many characters at the end of `text` to hold back because they begin a stop
    /// sequence (`"\nUs"` of `"\nUser:"`): the longest such suffix, shorter than the sequence.
    /// - Complexity: O(s²) in the length of the longest stop sequence.
    static func heldBack(_ text: String, stopSequences: [String]) -> Int {
        var held = 0
        for sequence in stopSequences where sequence.count > 1 {
            for length in stride(from: min(sequence.count - 1, text.count), to: held, by: -1)
            where text.hasSuffix(sequence.prefix(length)) {
                held = length
                break
            }
        }
        return held
    }

    static func strategy(_ options: GenerationOptions) -> Sampler.Strategy {
        let temperature = Float(options.temperature ?? 1)
        let minP = Float(options.minP ?? 0)
        switch options.sampling {
        case .greedy:
            return (options.temperature ?? 0) > 0 ? .sample(temperature: temperature, topK: 0, topP: 1, minP: minP) : .greedy
        case let .topK(k, _): return .sample(temperature: temperature, topK: k, topP: 1, minP: minP)
        case let .topP(p, _): return .sample(temperature: temperature, topK: 0, topP: Float(p), minP: minP)
        }
    }

    /// The options' penalties (validated by `run`), `nil` fields off, llama.cpp's 64-token window by default.
    static func penalties(_ options: GenerationOptions) -> SamplingPenalties {
        SamplingPenalties(
            repetition: Float(options.repetitionPenalty ?? 1), frequency: Float(options.frequencyPenalty ?? 0),
            presence: Float(options.presencePenalty ?? 0), window: options.penaltyWindow ?? SamplingPenalties.defaultWindow)
    }

    static func seed(_ options: GenerationOptions) -> UInt64 {
        switch options.sampling {
        case .greedy: 0
        case let .topK(_, seed), let .topP(_, seed): seed ?? UInt64.random(in: 0...UInt64.max)
        }
    }
}

/// Set once, read from the generating thread.
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
