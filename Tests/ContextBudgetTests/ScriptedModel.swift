import Foundation
import Tokenizers
@testable import ContextBudget

/// A test model with deterministic replies and injected failures, which records every prompt.
///
/// Replies are filler words filling the requested cap exactly (the worst case for the plan:
/// every partial summary as long as allowed), prefixed by a digest of the material so that
/// different inputs get different replies. `countScale` below 1 makes `tokenCount(for:)` report
/// fewer tokens than `generate` enforces: a backend whose counts disagree with ours.
final class ScriptedModel: LanguageModel, @unchecked Sendable {
    enum Failure {
        case overflow
        case rateLimited
        case unavailable
        /// Runs the closure (for example, cancels the task) and answers normally.
        case hook(@Sendable () -> Void)
    }

    let contextSize: Int
    let counter = TokenEstimator()
    let template = EstimatedChatTemplate()
    let countScale: Double
    /// Reply tokens as a fraction of the cap (1 = fill it; above 1 = ignore it).
    let replyFill: Double
    var identifier: String { "scripted" }

    private let lock = NSLock()
    private var failures: [Int: Failure]
    private(set) var attempts = 0
    /// True prompt tokens of each accepted call, and the response cap it was given.
    private(set) var accepted: [(promptTokens: Int, cap: Int)] = []
    private(set) var prompts: [String] = []

    init(contextSize: Int, countScale: Double = 1, replyFill: Double = 1, failures: [Int: Failure] = [:]) {
        self.contextSize = contextSize
        self.countScale = countScale
        self.replyFill = replyFill
        self.failures = failures
    }

    func trueCount(_ transcript: Transcript) -> Int {
        template.tokenCount(for: transcript.chatMessages, addGenerationPrompt: true, counter: counter)
    }

    func tokenCount(for transcript: Transcript) async throws -> Int {
        Int((Double(trueCount(transcript)) * countScale).rounded(.down))
    }

    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        let cap = options.maximumResponseTokens ?? 100
        let promptTokens = trueCount(transcript)
        let failure: Failure? = lock.withLock {
            attempts += 1
            return failures.removeValue(forKey: attempts)
        }
        switch failure {
        case .overflow: throw GenerationError.exceededContextWindowSize(needed: contextSize + 1, available: contextSize)
        case .rateLimited: throw GenerationError.rateLimited(retryAfterSeconds: 0)
        case .unavailable: throw GenerationError.unavailable(reason: "scripted outage")
        case let .hook(body): body()
        case nil: break
        }
        guard promptTokens + cap <= contextSize else {
            throw GenerationError.exceededContextWindowSize(needed: promptTokens + cap, available: contextSize)
        }
        let prompt = transcript.latestPrompt ?? ""
        lock.withLock {
            accepted.append((promptTokens, cap))
            prompts.append(prompt)
        }
        return reply(for: prompt, tokens: max(1, Int(Double(cap) * replyFill)))
    }

    /// A digest of the prompt, then filler words up to `tokens`: distinct words, so that the
    /// response guard does not take the reply for a loop.
    func reply(for prompt: String, tokens: Int) -> String {
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
