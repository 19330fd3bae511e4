import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// The invariants of `TextChunker` on every Corpora document, and its boundary choices.
@Suite struct TextChunkerTests {
    static let capacities = [64, 256, 1000, 4000]

    /// Every document × capacity × overlap on and off × counter: no chunk over the maximum, none
    /// empty, counts measured on the chunk's own text, byte ranges that slice the source,
    /// contents that rebuild it byte for byte.
    @Test(arguments: capacities)
    func invariantsOnEveryDocument(maximum: Int) throws {
        try checkInvariants(maximum: maximum, counters: ChunkerTestSupport.counters())
    }

    /// The same with Gemma's exact tokenizer (documents sampled to 200 KB).
    @Test(.enabled(if: ChunkerTestSupport.hasExactCounter, ChunkerTestSupport.gemmaNotFetched), arguments: capacities)
    func invariantsOnEveryDocumentWithGemma(maximum: Int) throws {
        try checkInvariants(maximum: maximum, counters: [ChunkerTestSupport.requireExactCounter()])
    }

    func checkInvariants(maximum: Int, counters: [any TokenCounter]) throws {
        #expect(ChunkerTestSupport.corpora.count >= 16, "Corpora not found")
        for counter in counters {
            for document in ChunkerTestSupport.documents(for: counter) {
                for overlap in [0, maximum / 8] {
                    let chunker = try TextChunker(
                        maximumTokens: maximum, overlapTokens: overlap, counter: counter,
                        format: document.isMarkdown ? .markdown : .plainText)
                    let chunks = try chunker.chunks(of: document.text)
                    let problems = ChunkerTestSupport.violations(
                        of: chunks, source: document.text, maximum: maximum, overlap: overlap, counter: counter)
                    #expect(problems.isEmpty, "\(document.path) @\(maximum) overlap \(overlap) \(counter.name): \(problems.prefix(5))")
                }
            }
        }
    }

    /// Heading paths agree with an independent line-by-line reading of each Markdown document.
    @Test(arguments: [256, 1000])
    func headingPathsOnMarkdownCorpora(maximum: Int) throws {
        let markdown = ChunkerTestSupport.corpora.filter(\.isMarkdown)
        #expect(markdown.count >= 4)
        for document in markdown {
            let chunks = try TextChunker(maximumTokens: maximum, counter: TokenEstimator()).chunks(of: document.text)
            let reference = ReferenceHeadings(document.text)
            #expect(!reference.headings.isEmpty, "\(document.path) has no headings")
            for chunk in chunks {
                let expected = reference.path(at: chunk.contentByteRange.lowerBound)
                #expect(chunk.headingPath == expected, "\(document.path) chunk \(chunk.index)")
            }
        }
    }

    /// Mean fill (tokens / maximum, all chunks but the last) stays high on prose: greedy merging
    /// plus the measured extension step leave little room unused.
    @Test func fillIsHighOnProse() throws {
        for path in ["en/kjv-genesis.txt", "en/jargon-file-4.4.7.txt", "zh/rust-by-example.zh.md"] {
            let document = try #require(ChunkerTestSupport.corpora.first { $0.path == path })
            for maximum in [256, 1000] {
                let chunks = try TextChunker(maximumTokens: maximum, counter: TokenEstimator()).chunks(of: document.text)
                let fill = ChunkerTestSupport.meanFill(chunks, maximum: maximum)
                #expect(fill >= 0.9, "\(path) @\(maximum): mean fill \(fill)")
            }
        }
    }

    /// Counting work stays linear: on the 1.7 MB Jargon File, whose only blank-line-free stretch
    /// is a 1.4M-character section, the chunker counts about the document's length, not a
    /// multiple of it per level.
    @Test func countingWorkIsLinear() throws {
        let document = try #require(ChunkerTestSupport.corpora.first { $0.path == "en/jargon-file-4.4.7.txt" })
        for maximum in [256, 4000] {
            let chunker = try TextChunker(maximumTokens: maximum, counter: TokenEstimator(), format: .plainText)
            let bytes = Array(document.text.utf8)
            let statistics = try bytes.withUnsafeBufferPointer { buffer in
                var run = ChunkingRun(source: document.text, bytes: buffer, configuration: chunker)
                _ = try run.pieces()
                return run.statistics
            }
            let ratio = Double(statistics.countedBytes) / Double(bytes.count)
            #expect(ratio < 3, "@\(maximum): counted \(ratio)x the document in \(statistics.countCalls) calls")
        }
    }
}

/// A deliberately simple, line-based reading of Markdown ATX headings, independent of the
/// chunker's byte scanner: the heading path in force at each byte offset.
struct ReferenceHeadings {
    var headings: [(offset: Int, path: [String])] = []

    init(_ text: String) {
        var offset = 0
        var stack: [(Int, String)] = []
        var fence: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.utf8.count + 1 }
            let body = line.hasSuffix("\r") ? line.dropLast() : line
            let indent = body.prefix { $0 == " " }.count
            guard indent < 4 else { continue }
            let trimmed = body.dropFirst(indent)
            if let open = fence {
                let marker = trimmed.prefix { $0 == open.first! }
                if marker.count >= open.count, trimmed.dropFirst(marker.count).allSatisfy({ $0 == " " || $0 == "\t" }) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let marker = trimmed.prefix { $0 == trimmed.first! }
                if trimmed.first == "~" || !trimmed.dropFirst(marker.count).contains("`") { fence = String(marker) }
                continue
            }
            let hashes = trimmed.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes) else { continue }
            let rest = trimmed.dropFirst(hashes)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { continue }
            var title = rest.trimmingCharacters(in: .whitespaces)
            if let range = title.range(of: "#+$", options: .regularExpression),
               range.lowerBound == title.startIndex || title[title.index(before: range.lowerBound)] == " " || title[title.index(before: range.lowerBound)] == "\t" {
                title = String(title[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            while let last = stack.last, last.0 >= hashes { stack.removeLast() }
            stack.append((hashes, title))
            headings.append((offset, stack.map(\.1)))
        }
    }

    func path(at byteOffset: Int) -> [String] {
        headings.last { $0.offset <= byteOffset }?.path ?? []
    }
}
