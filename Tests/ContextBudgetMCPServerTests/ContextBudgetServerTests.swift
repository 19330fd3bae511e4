import ContextBudget
@testable import ContextBudgetMCPServer
import Foundation
import MCP
import Testing
import TestSupport
import Tokenizers

/// Each tool's answer against the library doing the same work directly: the server adds
/// arguments, limits and roots, never a different result.
struct ContextBudgetServerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = "Corpora/md/nodejs-errors.md"
    static let transcript = "Corpora/transcripts/bfcl-multi-turn-long-context-113.json"

    static func configuration(limits: ServerLimits = ServerLimits()) throws -> ServerConfiguration {
        ServerConfiguration(roots: try FileRoots([packageRoot.path]), limits: limits)
    }

    static func call(_ name: String, _ arguments: [String: JSONValue], configuration: ServerConfiguration? = nil) async throws -> MCPServerToolResult {
        let tools = ContextBudgetServer.tools(try configuration ?? Self.configuration())
        let tool = try #require(tools.first { $0.name == name })
        do {
            return try await tool.handler(MCPToolArguments(toolName: name, values: arguments))
        } catch {
            return .failure(String(describing: error))  // as the server answers it
        }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func listsTheFiveToolsWithObjectSchemas() throws {
        let tools = ContextBudgetServer.tools(try Self.configuration())
        #expect(tools.map(\.name) == ["count_tokens", "plan", "chunk", "summarize", "trim"])
        for tool in tools {
            #expect(tool.inputSchema["type"] == "object", "\(tool.name)")
            #expect(tool.outputSchema?["type"] == "object", "\(tool.name)")
        }
    }

    @Test func countTokensIsTheCountersCountOfTheFile() async throws {
        let result = try await Self.call("count_tokens", ["path": .string(Self.corpus)])
        let text = try Self.text(Self.corpus)
        #expect(!result.isError, "\(result.text)")
        #expect(result.structuredContent?["tokens"] == .number(Double(TokenEstimator().count(text))))
        #expect(result.structuredContent?["bytes"] == .number(Double(text.utf8.count)))
        #expect(result.structuredContent?["exact"] == false)
    }

    @Test func countTokensWithATokenizerFileUnderARoot() async throws {
        let folder = (ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"] ?? NSHomeDirectory() + "/.cache/contextbudget") + "/tokenizers"
        let file = folder + "/cl100k_base.tiktoken"
        guard FileManager.default.fileExists(atPath: file) else {
            Issue.record("not run: \(file) is missing (Scripts/fetching/fetch-tokenizers.sh)")
            return
        }
        let configuration = ServerConfiguration(roots: try FileRoots([Self.packageRoot.path, folder]))
        let text = try Self.text(Self.corpus)
        let result = try await Self.call("count_tokens", ["path": .string(Self.corpus), "tokenizer": .string("tiktoken:" + file)], configuration: configuration)
        let expected = try TokenizerSpecification.tiktoken(path: file).loadCounter().count(text)
        #expect(result.structuredContent?["tokens"] == .number(Double(expected)))
        #expect(result.structuredContent?["exact"] == true)
        // The same file is refused when its folder is not a root.
        let refused = try await Self.call("count_tokens", ["text": "hi", "tokenizer": .string("tiktoken:" + file)])
        #expect(refused.isError && refused.text.contains("outside the folders"))
    }

    @Test func chunkPagesAreTheChunkersChunksAndRebuildTheDocument() async throws {
        let source = try Self.text(Self.corpus)
        let expected = try TextChunker(maximumTokens: 200, overlapTokens: 20, counter: TokenEstimator(), format: .markdown).chunks(of: source)
        var received: [JSONValue] = []
        var offset = 0, pages = 0
        while pages < 100 {
            let page = try await Self.call("chunk", ["path": .string(Self.corpus), "max_tokens": 200, "overlap": 20, "limit": 3, "offset": .number(Double(offset))])
            #expect(!page.isError, "\(page.text)")
            guard case let .array(chunks)? = page.structuredContent?["chunks"] else { Issue.record("no chunks"); return }
            #expect(chunks.count <= 3)
            #expect(page.structuredContent?["chunkCount"] == .number(Double(expected.count)))
            received += chunks
            pages += 1
            guard case let .number(next)? = page.structuredContent?["nextOffset"] else { break }
            offset = Int(next)
        }
        #expect(received.count == expected.count)
        #expect(pages == (expected.count + 2) / 3)
        var rebuilt = ""
        for (line, chunk) in zip(received, expected) {
            #expect(line["byteStart"] == .number(Double(chunk.byteRange.lowerBound)))
            #expect(line["byteEnd"] == .number(Double(chunk.byteRange.upperBound)))
            #expect(line["tokens"] == .number(Double(chunk.tokenCount)))
            #expect(line["headingPath"] == .array(chunk.headingPath.map { .string($0) }))
            guard case let .string(text)? = line["text"], case let .number(overlap)? = line["overlapBytes"] else { continue }
            rebuilt += String(decoding: Array(text.utf8).dropFirst(Int(overlap)), as: UTF8.self)
        }
        #expect(rebuilt == source)
    }

    @Test func aChunkPageStopsBeforeTheOutputLimit() async throws {
        let configuration = try Self.configuration(limits: ServerLimits(maximumOutputBytes: 2_000))
        let page = try await Self.call("chunk", ["path": .string(Self.corpus), "max_tokens": 200], configuration: configuration)
        guard case let .array(chunks)? = page.structuredContent?["chunks"] else { Issue.record("no chunks: \(page.text)"); return }
        let bytes = chunks.compactMap { $0["text"]?.stringValueForTest?.utf8.count }.reduce(0, +)
        #expect(bytes <= 2_000)
        #expect(page.structuredContent?["nextOffset"] == .number(Double(chunks.count)))
        let tooSmall = try Self.configuration(limits: ServerLimits(maximumOutputBytes: 10))
        let refused = try await Self.call("chunk", ["path": .string(Self.corpus), "max_tokens": 200], configuration: tooSmall)
        #expect(refused.isError && refused.text.contains("include_text false"))
    }

    @Test func planIsTheSummarizersPlan() async throws {
        let source = try Self.text(Self.corpus)
        let result = try await Self.call("plan", ["path": .string(Self.corpus), "budget": "4k"])
        let model = ExtractiveModel(contextSize: 4096, tokenCounter: TokenEstimator())
        let recipe = SummaryRecipe.recommended(for: model.family)
        let summarizer = try Summarizer(model: model, budget: .onDevice, prompts: recipe.prompts(), counter: model.preferredTokenCounter(otherwise: TokenEstimator()),
                                        strategy: recipe.strategy, generationOptions: recipe.options())
        let plan = try await summarizer.plan(source)
        #expect(result.structuredContent?["totalCalls"] == .number(Double(plan.totalCalls)))
        #expect(result.structuredContent?["chunkCount"] == .number(Double(plan.chunkCount)))
        #expect(result.structuredContent?["documentTokens"] == .number(Double(plan.documentTokens)))
        #expect(result.structuredContent?["fitsInOneCall"] == .bool(plan.fitsInOneCall))
        #expect(result.text.contains("total calls: \(plan.totalCalls)"))
    }

    @Test func summarizeIsTheSummarizersSummary() async throws {
        let source = try Self.text(Self.corpus)
        let result = try await Self.call("summarize", ["text": .string(source), "budget": 2048, "target_tokens": 120])
        let budget = try TokenBudget.proportional(contextSize: 2048)
        let model = ExtractiveModel(contextSize: 2048, tokenCounter: TokenEstimator())
        let recipe = SummaryRecipe.recommended(for: model.family)
        let summarizer = try Summarizer(model: model, budget: budget, prompts: recipe.prompts(targetTokens: 120), counter: model.preferredTokenCounter(otherwise: TokenEstimator()),
                                        strategy: recipe.strategy, targetTokenCount: 120, generationOptions: recipe.options())
        let summary = try await summarizer.summarize(source)
        #expect(!result.isError, "\(result.text)")
        #expect(result.text == summary.text)
        #expect(result.structuredContent?["calls"] == .number(Double(summary.statistics.totalCalls)))
        #expect(summary.statistics.totalCalls > 1)  // the document does not fit 2K: a real map-reduce
    }

    @Test func trimFitsTheBudgetAsTheTrimmerDoes() async throws {
        let result = try await Self.call("trim", ["path": .string(Self.transcript), "budget": 2048])
        let data = try Data(contentsOf: Self.packageRoot.appendingPathComponent(Self.transcript))
        let (transcript, _) = try Transcript.decode(data)
        let budget = try TokenBudget.proportional(contextSize: 2048)
        let direct = try await TranscriptTrimmer(model: ExtractiveModel(contextSize: 2048, tokenCounter: TokenEstimator()), budget: budget).trim(transcript)
        #expect(!result.isError, "\(result.text)")
        #expect(result.structuredContent?["tokenCount"] == .number(Double(direct.tokenCount)))
        #expect(result.structuredContent?["capacity"] == .number(Double(budget.promptCapacity)))
        #expect(direct.tokenCount <= budget.promptCapacity)
        #expect(result.structuredContent?["entryCount"] == .number(Double(direct.transcript.entries.count)))
        #expect(result.structuredContent?["format"] == "openAI")
        // The returned transcript reads back as the trimmed one.
        let returned = try #require(result.structuredContent?["transcript"])
        let (decoded, _) = try Transcript.decode(Data(returned.compactText.utf8))
        #expect(decoded.entries.count == direct.transcript.entries.count)
    }

    @Test func trimTakesATranscriptInlineAndRefusesBadJSON() async throws {
        let inline: JSONValue = ["messages": [["role": "system", "content": "Be brief."], ["role": "user", "content": "Hello?"]]]
        let fits = try await Self.call("trim", ["transcript": inline])
        #expect(!fits.isError, "\(fits.text)")
        #expect(fits.text.hasPrefix("2 entries"))
        #expect(fits.text.contains("nothing to do"))
        let bad = try await Self.call("trim", ["transcript": "{not json"])
        #expect(bad.isError && bad.text.contains("not valid JSON"))
    }

    @Test func badArgumentsAreToolErrorsThatNameTheArgument() async throws {
        let cases: [(String, [String: JSONValue], String)] = [
            ("count_tokens", [:], "needs 'text'"),
            ("count_tokens", ["text": "a", "path": "b"], "not both"),
            ("count_tokens", ["text": "a", "tokenizer": "bpe"], "unknown tokenizer"),
            ("chunk", ["text": "a", "max_tokens": 0], "'max_tokens' must be at least 1"),
            ("chunk", ["text": "a", "max_tokens": 10, "limit": 1000], "'limit' must be at most 100"),
            ("chunk", ["text": "a", "max_tokens": 10, "min_tokens": 20], "10"),
            ("plan", ["text": "a", "budget": "huge"], "'budget' must be"),
            ("plan", ["text": "a", "strategy": "magic"], "'strategy' must be one of"),
            ("summarize", ["text": "a", "budget": 4096, "reserve": 5000], "budget"),
            ("trim", ["path": "Package.swift"], "Package.swift"),
        ]
        for (tool, arguments, expected) in cases {
            let result = try await Self.call(tool, arguments)
            #expect(result.isError, "\(tool) \(arguments)")
            #expect(result.text.contains(expected), "\(tool) \(arguments): \(result.text)")
        }
    }

    @Test func inlineTextOverTheInputLimitIsRefused() async throws {
        let configuration = try Self.configuration(limits: ServerLimits(maximumInputBytes: 10))
        let result = try await Self.call("count_tokens", ["text": "more than ten bytes"], configuration: configuration)
        #expect(result.isError && result.text.contains("limit of 10") && result.text.contains("--max-input-bytes"))
        let file = try await Self.call("count_tokens", ["path": .string(Self.corpus)], configuration: configuration)
        #expect(file.isError && file.text.contains("limit of 10"))
    }
}

extension JSONValue {
    var stringValueForTest: String? {
        if case let .string(text) = self { return text }
        return nil
    }
}
