import ContextBudget
import Dispatch
import Foundation
import GGUF
import Tokenizers

/// A GGUF model run in-process by this package's own engine, behind the `LanguageModel` protocol.
///
/// The file is memory-mapped; prompts are rendered with the model family's turn format and
/// counted exactly with its tokenizer; a request that does not fit throws
/// `GenerationError.exceededContextWindowSize` rather than being truncated. One request runs at a
/// time (the engine already uses every core); others wait. A prompt that shares a prefix with the
/// previous one reuses its KV cache.
public final class NativeLanguageModel: LanguageModel, @unchecked Sendable {
    /// Tokens of prompt and answer together: the requested size capped at the trained context.
    public let contextSize: Int
    /// The model file's name without its extension.
    public let identifier: String
    /// The tokenizer prompts are encoded with.
    public let tokenizer: any Tokenizer

    let transformer: Transformer
    let format: GemmaChatFormat
    let stopTokens: Set<Int>
    private let queue = DispatchQueue(label: "NativeLanguageModel")
    private var cachedTokens: [Int] = []

    /// Loads the model at `url`.
    /// - Parameters:
    ///   - contextSize: tokens of prompt and response together, capped at the file's trained
    ///     context; the KV cache is allocated for it up front (default 4,096).
    ///   - tokenizer: defaults to the file's own vocabulary (`GGUFTokenizerLoader`, exact).
    /// - Throws: `NativeModelError` or `TokenizerError` for files this engine cannot run.
    public init(url: URL, contextSize: Int = 4096, tokenizer: (any Tokenizer)? = nil) throws {
        let file: GGUFFile
        do { file = try GGUFFile(contentsOf: url) } catch let error as GGUFError { throw NativeModelError.file(error) }
        transformer = try Transformer(file: file, contextSize: contextSize)
        self.contextSize = transformer.contextSize
        identifier = url.deletingPathExtension().lastPathComponent
        self.tokenizer = try tokenizer ?? GGUFTokenizerLoader.load(file)
        let pieces = file.metadata["tokenizer.ggml.tokens"]?.stringArray ?? []
        func id(_ piece: String) -> Int? { pieces.firstIndex(of: piece) }
        let bos = file.metadata["tokenizer.ggml.bos_token_id"]?.int ?? 2
        let eos = file.metadata["tokenizer.ggml.eos_token_id"]?.int ?? 1
        guard transformer.config.architecture == .gemma3, let start = id("<start_of_turn>"), let end = id("<end_of_turn>") else {
            throw NativeModelError.invalidModel(path: file.path, detail: "no chat format for \(transformer.config.architecture.rawValue) yet (gemma3 only)")
        }
        format = GemmaChatFormat(bos: bos, startOfTurn: start, endOfTurn: end)
        stopTokens = [eos, end]
    }

    /// Exact tokens of the transcript in Gemma's turn format, the model's turn prompt included.
    /// - Complexity: O(transcript length) through the tokenizer.
    public func tokenCount(for transcript: Transcript) async throws -> Int {
        format.tokens(for: transcript.chatMessages, tokenizer: tokenizer).count
    }

    /// One answer: the streamed pieces joined.
    /// - Throws: `GenerationError.exceededContextWindowSize` when prompt plus
    ///   `maximumResponseTokens` exceed `contextSize`; `CancellationError` when cancelled.
    public func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        var text = ""
        for try await piece in streamResponse(to: transcript, options: options) { text += piece }
        return text
    }

    /// The answer as it is decoded, a piece per token (a partial UTF-8 character waits for the
    /// next token). Stops at EOS, `<end_of_turn>`, a stop sequence (not emitted) or the token limit.
    public func streamResponse(to transcript: Transcript, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        let prompt = format.tokens(for: transcript.chatMessages, tokenizer: tokenizer)
        return AsyncThrowingStream { continuation in
            let cancelled = UncheckedSendable(CancellationFlag())
            continuation.onTermination = { _ in cancelled.value.set() }
            queue.async {
                do {
                    try self.run(prompt: prompt, options: options, cancelled: cancelled.value) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }

    /// Generates from prompt ids, calling `emit` with each new piece of text; runs on `queue`.
    func run(prompt: [Int], options: GenerationOptions, cancelled: CancellationFlag, emit: (String) -> Void) throws {
        let reserve = options.maximumResponseTokens ?? 1
        guard prompt.count + reserve <= contextSize else {
            throw GenerationError.exceededContextWindowSize(needed: prompt.count + reserve, available: contextSize)
        }
        let limit = min(options.maximumResponseTokens ?? Int.max, contextSize - prompt.count)
        var sampler = Sampler(strategy: Self.strategy(options), seed: Self.seed(options))

        // Reuse the cached prefix when the cache still holds it.
        var common = 0
        while common < min(cachedTokens.count, prompt.count - 1), cachedTokens[common] == prompt[common] { common += 1 }
        if !transformer.rewind(toReusablePosition: common) { transformer.reset(); common = 0 }
        cachedTokens = Array(prompt[..<common])
        var logits = try transformer.forward(Array(prompt[common...]), prompt: true)
        cachedTokens = prompt

        var generated: [Int] = []
        var emitted = ""
        while generated.count < limit, !cancelled.isSet {
            let token = sampler.next(logits)
            if stopTokens.contains(token) { break }
            generated.append(token)
            var text = try tokenizer.decode(generated)
            var stop = false
            if let range = options.stopSequences.compactMap({ text.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
                text = String(text[..<range.lowerBound])
                stop = true
            }
            // Hold back a trailing partial UTF-8 character (decoded as U+FFFD) until it completes.
            if !stop, text.last == "\u{FFFD}" { text.removeLast() }
            if text.count > emitted.count, text.hasPrefix(emitted) {
                emit(String(text.dropFirst(emitted.count)))
                emitted = text
            }
            if stop || generated.count == limit { break }
            logits = try transformer.forward([token], prompt: false)
            cachedTokens.append(token)
        }
        if cancelled.isSet { throw CancellationError() }
    }

    static func strategy(_ options: GenerationOptions) -> Sampler.Strategy {
        let temperature = Float(options.temperature ?? 1)
        switch options.sampling {
        case .greedy:
            return (options.temperature ?? 0) > 0 ? .sample(temperature: temperature, topK: 0, topP: 1) : .greedy
        case let .topK(k, _): return .sample(temperature: temperature, topK: k, topP: 1)
        case let .topP(p, _): return .sample(temperature: temperature, topK: 0, topP: Float(p))
        }
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
