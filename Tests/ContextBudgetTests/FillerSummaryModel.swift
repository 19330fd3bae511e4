import Foundation
import Tokenizers
@testable import ContextBudget

/// The summarizer tests' model: `ScriptedLanguageModel` answering with filler, plus injected
/// failures and a count that can disagree with what `generate` enforces; it records every
/// attempt and every accepted prompt.
///
/// Replies are filler words filling the requested cap exactly (the worst case for the plan:
/// every partial summary as long as allowed), prefixed by a digest of the material so that
/// different inputs get different replies. `countScale` below 1 makes `tokenCount(for:)` report
/// fewer tokens than `generate` enforces: a backend whose counts disagree with ours.
final class FillerSummaryModel: LanguageModel, @unchecked Sendable {
    enum Failure {
        case overflow
        case rateLimited
        case unavailable
        /// Runs the closure (for example, cancels the task) and answers normally.
        case hook(@Sendable () -> Void)
    }

    /// What the model saw: attempts (failed ones included) and the calls it answered.
    private final class Log: @unchecked Sendable {
        let lock = NSLock()
        var failures: [Int: Failure]
        var attempts = 0
        var accepted: [(promptTokens: Int, cap: Int)] = []
        var prompts: [String] = []
        init(failures: [Int: Failure]) { self.failures = failures }
    }

    let countScale: Double
    private let scripted: ScriptedLanguageModel
    private let log: Log

    var contextSize: Int { scripted.contextSize }
    var identifier: String { scripted.identifier }
    var attempts: Int { log.lock.withLock { log.attempts } }
    /// Prompt tokens of each accepted call (the model's own count), and the response cap it was given.
    var accepted: [(promptTokens: Int, cap: Int)] { log.lock.withLock { log.accepted } }
    var prompts: [String] { log.lock.withLock { log.prompts } }

    /// - Parameter replyFill: reply tokens as a fraction of the cap (1 = fill it; above 1 =
    ///   ignore it, as a backend that does not enforce the cap).
    init(contextSize: Int, countScale: Double = 1, replyFill: Double = 1, failures: [Int: Failure] = [:]) {
        let log = Log(failures: failures)
        let counter = TokenEstimator()
        self.countScale = countScale
        self.log = log
        scripted = ScriptedLanguageModel(contextSize: contextSize, tokenCounter: counter, truncatesToResponseCap: replyFill <= 1) { request in
            let cap = request.maximumResponseTokens ?? 100
            let prompt = request.transcript.latestPrompt ?? ""
            log.lock.withLock {
                log.accepted.append((request.promptTokens, cap))
                log.prompts.append(prompt)
            }
            return .text(Self.reply(for: prompt, tokens: max(1, Int(Double(cap) * replyFill)), counter: counter))
        }
    }

    func tokenCount(for transcript: Transcript) async throws -> Int {
        Int((Double(try await scripted.tokenCount(for: transcript)) * countScale).rounded(.down))
    }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        let failure: Failure? = log.lock.withLock {
            log.attempts += 1
            return log.failures.removeValue(forKey: log.attempts)
        }
        switch failure {
        case .overflow: throw GenerationError.exceededContextWindowSize(needed: contextSize + 1, available: contextSize)
        case .rateLimited: throw GenerationError.rateLimited(retryAfterSeconds: 0)
        case .unavailable: throw GenerationError.unavailable(reason: "scripted outage")
        case let .hook(body): body()
        case nil: break
        }
        return try await scripted.generate(transcript, options: options)
    }

    /// A digest of the prompt, then filler words up to `tokens`: distinct words, so that the
    /// response guard does not take the reply for a loop.
    static func reply(for prompt: String, tokens: Int, counter: TokenEstimator) -> String {
        let head = "S" + String(SHA256.hexDigest(of: prompt).prefix(6))
        var low = 0, high = tokens * 4
        func text(_ words: Int) -> String { ([head] + (0..<words).map { "lorem\($0)" }).joined(separator: " ") + "." }
        while low < high {
            let middle = (low + high + 1) / 2
            if counter.count(text(middle)) <= tokens { low = middle } else { high = middle - 1 }
        }
        return text(low)
    }
}

/// Documents for summarizer tests, read from the repository's Corpora.
enum TestCorpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Corpora").appendingPathComponent(relativePath), encoding: .utf8)
    }
}

/// A counter that reports `scale` times the estimator's count: a tokenizer that disagrees with its backend.
struct ScaledCounter: TokenCounter {
    let scale: Double
    var name: String { "estimate × \(scale)" }
    var isExact: Bool { false }
    func count(_ text: String) -> Int { Int((Double(TokenEstimator().count(text)) * scale).rounded(.down)) }
}
