import Foundation
import Testing
import TestSupport
@testable import ContextBudget
import Tokenizers

/// Builds transcripts of many shapes from a seed.
struct TranscriptGenerator {
    var random: SplitMix64
    private var callNumber = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let words = ["the", "budget", "model", "token", "window", "Lisbon", "weather", "file", "report", "summary",
                        "quarterly", "figures", "Porto", "stock", "price", "directory", "meeting", "Tuesday", "42", "2026"]

    mutating func sentence(words count: Int) -> String {
        (0..<count).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ") + "."
    }

    mutating func text(sentences count: Int) -> String {
        (0..<count).map { _ in sentence(words: Int.random(in: 4...14, using: &random)) }.joined(separator: " ")
    }

    /// A multi-line tool result of about `characters` characters.
    mutating func toolResult(characters: Int) -> String {
        var lines: [String] = []
        var length = 0
        while length < characters {
            let line = "row \(lines.count): " + sentence(words: Int.random(in: 3...9, using: &random))
            lines.append(line)
            length += line.count + 1
        }
        return lines.joined(separator: "\n")
    }

    /// Tool calls (1...maxParallel in parallel) and their outputs, in shuffled order when parallel.
    mutating func toolUnit(maxParallel: Int, outputCharacters: ClosedRange<Int>) -> [Transcript.Entry] {
        let count = Int.random(in: 1...maxParallel, using: &random)
        let calls = (0..<count).map { _ -> ToolCall in
            callNumber += 1
            return ToolCall(id: "call_\(callNumber)", name: ["get_weather", "ls", "grep"].randomElement(using: &random)!,
                            arguments: "{\"q\":\"\(sentence(words: 2))\"}")
        }
        var outputs = calls.map { call in
            Transcript.Entry.toolOutput(ToolOutput(callID: call.id, toolName: call.name,
                                                   text: toolResult(characters: Int.random(in: outputCharacters, using: &random))))
        }
        outputs.shuffle(using: &random)
        return [.toolCalls(calls)] + outputs
    }

    /// A conversation of `turns` turns: prompts, optional tool units, responses.
    mutating func conversation(
        turns: Int, instructions: String? = "You are a helpful assistant. Answer briefly.",
        toolProbability: Double = 0.4, maxParallel: Int = 4, outputCharacters: ClosedRange<Int> = 20...1500,
        sentencesPerMessage: ClosedRange<Int> = 1...4, endWithResponse: Bool? = nil
    ) -> Transcript {
        var entries: [Transcript.Entry] = instructions.map { [.instructions($0)] } ?? []
        for turn in 0..<turns {
            entries.append(.prompt(text(sentences: Int.random(in: sentencesPerMessage, using: &random))))
            if Double.random(in: 0..<1, using: &random) < toolProbability {
                entries += toolUnit(maxParallel: maxParallel, outputCharacters: outputCharacters)
                if Bool.random(using: &random) {
                    entries += toolUnit(maxParallel: maxParallel, outputCharacters: outputCharacters)
                }
            }
            let last = turn == turns - 1
            if !last || (endWithResponse ?? Bool.random(using: &random)) {
                entries.append(.response(text(sentences: Int.random(in: sentencesPerMessage, using: &random))))
            }
        }
        return Transcript(entries: entries)
    }
}

/// A model that counts like `ExtractiveModel` but adds a token for every third message, so counts
/// are not additive and the trimmer's verification loop is exercised.
struct LumpyModel: LanguageModel {
    var base = ExtractiveModel()
    var contextSize: Int { base.contextSize }
    var identifier: String { "lumpy" }
    func tokenCount(for transcript: Transcript) async throws -> Int {
        try await base.tokenCount(for: transcript) + transcript.entries.count / 3
    }
    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        try await base.generate(transcript, options: options)
    }
}

/// Wraps a model and records every transcript it is asked to answer.
struct RecordingModel: LanguageModel {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var transcripts: [Transcript] = []
        func append(_ transcript: Transcript) { lock.withLock { transcripts.append(transcript) } }
        var all: [Transcript] { lock.withLock { transcripts } }
    }
    var base: any LanguageModel
    let log = Log()
    var contextSize: Int { base.contextSize }
    var identifier: String { base.identifier }
    func tokenCount(for transcript: Transcript) async throws -> Int { try await base.tokenCount(for: transcript) }
    func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        log.append(transcript)
        return try await base.generate(transcript, options: options)
    }
}

/// Checks every invariant a trim must keep; `context` (the seed and shape) is printed on failure.
struct TrimInvariants {
    var input: Transcript
    var result: TrimResult
    var model: any LanguageModel
    var store: InMemoryTranscriptStore
    var context: String

    func check(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let output = result.transcript.entries
        let measured = try await model.tokenCount(for: result.transcript)
        #expect(measured == result.tokenCount, "reported count differs from the model's; \(context)", sourceLocation: sourceLocation)
        #expect(measured <= result.capacity, "does not fit: \(measured) > \(result.capacity); \(context)", sourceLocation: sourceLocation)
        // Tools: the sent definitions are the offered ones (some perhaps compacted or left out,
        // as the selection event says), and every tool that a kept call names is still defined.
        let offered = Set(input.tools.map(\.name))
        let sent = result.transcript.tools.map(\.name)
        #expect(Set(sent).isSubset(of: offered) && sent == input.tools.map(\.name).filter(Set(sent).contains),
                "tools invented or reordered; \(context)", sourceLocation: sourceLocation)
        if let selection = result.events.first(where: { if case .selectedTools = $0 { true } else { false } }),
           case let .selectedTools(kept, compacted, omitted, _, _) = selection {
            #expect(Set(kept + compacted) == Set(sent) && Set(omitted) == offered.subtracting(sent),
                    "the selection event does not match the tools sent; \(context)", sourceLocation: sourceLocation)
            for tool in result.transcript.tools where kept.contains(tool.name) {
                #expect(input.tools.contains(tool), "a tool reported whole was changed: \(tool.name); \(context)", sourceLocation: sourceLocation)
            }
        } else {
            #expect(result.transcript.tools == input.tools, "tools changed without a selection event; \(context)", sourceLocation: sourceLocation)
        }
        for name in result.transcript.calledToolNames where offered.contains(name) {
            #expect(sent.contains(name), "kept call names \(name), which is no longer defined; \(context)", sourceLocation: sourceLocation)
        }

        let inputInstructions = input.entries.filter { $0.kind == .instructions }
        #expect(output.filter { $0.kind == .instructions } == inputInstructions, "instructions not kept; \(context)", sourceLocation: sourceLocation)
        #expect(result.transcript.latestPrompt == input.latestPrompt, "newest prompt not kept; \(context)", sourceLocation: sourceLocation)

        // Pairing: a call's outputs are present exactly when the call is.
        let inputCallIDs = Set(input.entries.flatMap { entry -> [String] in
            if case let .toolCalls(calls) = entry { calls.map(\.id) } else { [] }
        })
        var outputCallIDs = Set<String>()
        var outputAnswered = Set<String>()
        for entry in output {
            if case let .toolCalls(calls) = entry { outputCallIDs.formUnion(calls.map(\.id)) }
            if case let .toolOutput(answer) = entry { outputAnswered.insert(answer.callID) }
        }
        let inputAnswered = Set(input.entries.compactMap { entry -> String? in
            if case let .toolOutput(answer) = entry { answer.callID } else { nil }
        })
        for id in outputCallIDs where inputAnswered.contains(id) {
            #expect(outputAnswered.contains(id), "call \(id) kept without its output; \(context)", sourceLocation: sourceLocation)
        }
        for id in outputAnswered where inputCallIDs.contains(id) {
            #expect(outputCallIDs.contains(id), "output of \(id) kept without its call; \(context)", sourceLocation: sourceLocation)
        }

        // Order: the output, summaries aside, is a subsequence of the input (shortened outputs
        // matched by call id), and a shortened output's full text is in the store.
        var position = 0
        var matched = Set<Int>()
        for entry in output where entry.kind != .summary || input.entries.contains(entry) {
            var found: Int?
            while position < input.entries.count {
                defer { position += 1 }
                if input.entries[position] == entry { found = position; break }
                if case let .toolOutput(short) = entry, case let .toolOutput(full) = input.entries[position],
                   short.callID == full.callID {
                    found = position
                    #expect(short.text.count < full.text.count, "a replaced output is not shorter; \(context)", sourceLocation: sourceLocation)
                    break
                }
            }
            #expect(found != nil, "entry out of order or invented: \(entry.kind); \(context)", sourceLocation: sourceLocation)
            if let found { matched.insert(found) }
        }

        // Nothing lost: every input entry not kept verbatim is in the store.
        var stored: [Transcript.Entry] = []
        for id in await store.referenceIDs { stored += await store.entries(for: id) ?? [] }
        for (index, entry) in input.entries.enumerated() where !(matched.contains(index) && output.contains(entry)) {
            #expect(stored.contains(entry), "entry \(index) (\(entry.kind)) removed but not stored; \(context)", sourceLocation: sourceLocation)
        }
    }
}

/// The repository's Corpora directory, found from this file.
enum TrimCorpora {
    static var transcripts: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Corpora").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Corpora/transcripts")
    }

    static func load(_ name: String) throws -> Transcript {
        try Transcript.decode(Data(contentsOf: transcripts.appendingPathComponent(name)), source: name).0
    }

    static let names = ["bfcl-multi-turn-base-0.json", "bfcl-multi-turn-long-context-113.json"]
}
