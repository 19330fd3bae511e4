import ContextBudget
import Foundation
import Tokenizers

extension OpenAICompatibleModel {
    /// Tokens the transcript costs on the server, chat template included.
    ///
    /// In order of preference:
    /// 1. the server's own tokenizer: llama.cpp's `/apply-template` renders the messages with the
    ///    server's template and `/tokenize` counts the result (exact);
    /// 2. `configuration.tokenCounter` over each message, plus per-message template overhead
    ///    calibrated from the `usage.prompt_tokens` of earlier answers (6 until calibrated), plus,
    ///    when the transcript has tools, what the server's rendering of tools costs beyond their
    ///    JSON (its instructions, its wrappers), learned the same way (see `toolOverhead`);
    /// 3. `TokenEstimator`, the same way, plus `estimateMargin` (0 by default: the estimator
    ///    already over-counts, and a `TokenBudget`'s `safetyMargin` is the margin callers plan
    ///    with; a proportional margin here would break the additive arithmetic planners do).
    /// The server route is tried once; a server without it is remembered and not asked again.
    public func tokenCount(for transcript: Transcript) async throws -> Int {
        if let exact = try await serverTokenCount(for: transcript) { return exact }
        return await localTokenCount(for: transcript)
    }

    /// The count from the local counter and the calibrated overhead (strategy 2 or 3 above).
    public func localTokenCount(for transcript: Transcript) async -> Int {
        let messages = transcript.chatMessages
        let counter = configuration.tokenCounter ?? TokenEstimator()
        let contentTokens = messages.reduce(0) { $0 + counter.count($1.content) }
        let perMessage = await client.state.calibratedTokensPerMessage ?? TemplateOverhead.defaultTokensPerMessage
        var total = contentTokens + messages.count * perMessage + TemplateOverhead.generationPromptTokens
        if !transcript.tools.isEmpty {
            total += TemplateOverhead.toolOverhead(
                toolTokens: TemplateOverhead.toolTokens(transcript, counter: counter), calibrated: await client.state.calibratedToolOverhead)
        }
        guard !counter.isExact else { return total }
        return total + Int((Double(total) * configuration.estimateMargin).rounded(.up))
    }

    /// The exact count from llama.cpp's `/apply-template` + `/tokenize`, or `nil` when the server
    /// lacks them (remembered) or cannot render this transcript.
    func serverTokenCount(for transcript: Transcript) async throws -> Int? {
        guard configuration.usesServerTokenizer, await client.state.serverTokenizer != .unsupported else { return nil }
        let client = self.client
        let contextSize = self.contextSize
        guard case let .object(chat) = transcript.openAIChat() else { return nil }
        do {
            let count = try await client.withRetries(maximumAttempts: 1) { endpoint in
                let rendered = try await client.perform(client.request(endpoint, path: "apply-template", json: .object(chat)))
                if [404, 405, 501].contains(rendered.status) { throw EndpointNotImplemented() }
                guard rendered.isSuccess else { throw client.failure(for: rendered, contextSize: contextSize) }
                guard let value = try? JSONDecoder().decode(JSONValue.self, from: rendered.body),
                      case let .string(prompt)? = value["prompt"] else { throw EndpointNotImplemented() }
                let body: JSONValue = .object([
                    "content": .string(prompt), "add_special": .bool(true), "parse_special": .bool(true),
                ])
                let tokenized = try await client.perform(client.request(endpoint, path: "tokenize", json: body))
                if [404, 405, 501].contains(tokenized.status) { throw EndpointNotImplemented() }
                guard tokenized.isSuccess else { throw client.failure(for: tokenized, contextSize: contextSize) }
                guard let value = try? JSONDecoder().decode(JSONValue.self, from: tokenized.body),
                      case let .array(tokens)? = value["tokens"] else { throw EndpointNotImplemented() }
                return tokens.count
            }
            await client.state.setServerTokenizer(.supported)
            return count
        } catch is EndpointNotImplemented {
            await client.state.setServerTokenizer(.unsupported)
            return nil
        } catch is GenerationError {
            return nil  // unreachable, or a template that cannot render tools: fall back for this call
        }
    }

    /// Learns the template overhead from a completion's `usage.prompt_tokens`: per message from
    /// transcripts without tools; from those with tools, what the tools cost beyond that (a
    /// server's tool instructions are paid once per request, so spreading them over the
    /// messages would over-count long transcripts and under-count short ones).
    func calibrate(_ transcript: Transcript, promptTokens: Int) async {
        let messages = transcript.chatMessages
        guard !messages.isEmpty else { return }
        let counter = configuration.tokenCounter ?? TokenEstimator()
        let contentTokens = messages.reduce(0) { $0 + counter.count($1.content) }
        let overhead = promptTokens - contentTokens - TemplateOverhead.generationPromptTokens
        if transcript.tools.isEmpty {
            let perMessage = max(0, (overhead + messages.count - 1) / messages.count)
            await client.state.calibrate(tokensPerMessage: perMessage)
        } else {
            // Per-message markup not learned yet counts as none, so the tools carry all of it:
            // a per-message figure learned later only adds to the estimate.
            let perMessage = await client.state.calibratedTokensPerMessage ?? 0
            let toolOverhead = max(0, overhead - messages.count * perMessage)
            await client.state.calibrate(toolOverhead: toolOverhead, toolTokens: TemplateOverhead.toolTokens(transcript, counter: counter))
        }
    }

    /// The per-message overhead learned so far, `nil` before the first answer with `usage`.
    public var calibratedTokensPerMessage: Int? {
        get async { await client.state.calibratedTokensPerMessage }
    }
}

/// Template markup costs assumed before calibration.
enum TemplateOverhead {
    /// Markup per message before calibration: generous, like `EstimatedChatTemplate`.
    static let defaultTokensPerMessage = 6
    /// BOS plus the generation prompt (`<start_of_turn>model\n`), charged once.
    static let generationPromptTokens = 4
    /// Tool instructions before calibration, and the share added to the tools' JSON: generous
    /// for the templates we know. Measured on llama-server with Scripts/llama.cpp/templates/gemma3-tools.jinja
    /// (Gemma 3 270M's vocabulary): one tool costs 110 tokens more than none, one more tool 48,
    /// where our compact JSON of that tool counts 37 (the server's `tojson` puts spaces after
    /// `:` and `,`).
    static let defaultToolInstructionTokens = 128
    static let defaultToolTokenShare = 0.5

    /// Our count of the tools' JSON (name, description, parameters; compact), which
    /// `chatMessages` puts in the instructions.
    static func toolTokens(_ transcript: Transcript, counter: any TokenCounter) -> Int {
        transcript.tools.reduce(0) { sum, tool in
            sum + counter.count(JSONValue.object([
                "name": .string(tool.name), "description": .string(tool.description), "parameters": tool.parameters,
            ]).compactText)
        }
    }

    /// What tools cost beyond our count of their JSON: before calibration the defaults; after,
    /// the largest overhead seen, or the largest overhead per tool-JSON token times these
    /// tools' tokens, whichever is more. If a server's tools cost a fixed part plus a part
    /// proportional to their JSON, this never under-counts tools larger or smaller than the
    /// ones it learned from.
    static func toolOverhead(toolTokens: Int, calibrated: (tokens: Int, perToolToken: Double)?) -> Int {
        guard let calibrated else {
            return defaultToolInstructionTokens + Int((Double(toolTokens) * defaultToolTokenShare).rounded(.up))
        }
        return max(calibrated.tokens, Int((calibrated.perToolToken * Double(toolTokens)).rounded(.up)))
    }
}
