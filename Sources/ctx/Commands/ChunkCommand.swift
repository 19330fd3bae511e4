import ContextBudget
import Foundation
import Tokenizers

/// `ctx chunk FILE --max-tokens N`: the chunks a document is cut into, with offsets and counts.
struct ChunkCommand: Command {
    static let about = CommandAbout(
        name: "chunk",
        abstract: "Cut a document into chunks that each fit a token limit.",
        discussion: "Cuts at the coarsest boundary that fits (Markdown heading, blank line, line, sentence, clause, word, character, token) and merges neighbours back up to the limit. Every chunk is counted on its own text and never exceeds --max-tokens; without their overlap the chunks rebuild the file byte for byte. Prints a table, or one JSON object per chunk with --jsonl.",
        examples: [
            "ctx chunk Corpora/md/nodejs-errors.md --max-tokens 1000",
            "ctx chunk Corpora/en/kjv-mark.txt --max-tokens 512 --min-tokens 400 --overlap 32 --jsonl",
        ])

    @Argument("FILE", "UTF-8 text file to cut.")
    var path: String

    @Option(.optionalInteger("max-tokens", atLeast: 1, "Most tokens per chunk, overlap included (required)."))
    var maximumTokens: Int?

    @Option(.optionalInteger("min-tokens", atLeast: 1, "Desired tokens per chunk: between it and the maximum a chunk ends at the strongest boundary (default: 90% of the maximum)."))
    var desiredTokens: Int?

    @Option(.integer("overlap", default: 0, atLeast: 0, "Tokens each chunk repeats from the end of the previous one (default 0; below --min-tokens)."))
    var overlap: Int

    @Option(.words(
        "format", ["plain": .plainText, "markdown": .markdown], default: nil,
        "Read '#' lines as headings (default: markdown for .md and .markdown files)."))
    var format: TextChunker.Format?

    let tokenizer = TokenizerOptions()

    @Option(.flag("jsonl", "Print one JSON object per chunk (offsets, counts, heading path, text)."))
    var jsonl: Bool

    func validate() throws {
        guard maximumTokens != nil else {
            throw CLIError.usage("missing --max-tokens N (the most tokens a chunk may have)")
        }
        _ = try capacity()
    }

    /// The chunk sizes `--max-tokens` and `--min-tokens` describe.
    /// - Throws: `CLIError.usage` for a desired size above the maximum.
    func capacity() throws -> ChunkCapacity {
        let maximum = maximumTokens ?? 0
        do {
            return try desiredTokens.map { try ChunkCapacity(desired: $0, maximum: maximum) } ?? ChunkCapacity(maximum: maximum)
        } catch let error as ContextBudgetError {
            throw CLIError.usage(error.description)
        }
    }

    /// The chunker the options describe: the format from `--format` or the file's extension.
    /// - Throws: `CLIError.usage` for sizes that do not go together.
    func chunker() throws -> TextChunker {
        let lowercased = path.lowercased()
        let format = format ?? (lowercased.hasSuffix(".md") || lowercased.hasSuffix(".markdown") ? .markdown : .plainText)
        do {
            return try TextChunker(capacity: try capacity(), overlapTokens: overlap, counter: try tokenizer.counter(), format: format)
        } catch let error as ContextBudgetError {
            throw CLIError.usage(error.description)
        }
    }

    func run() async throws -> Int32 {
        let chunker = try chunker()
        let document = try InputDocument.read(path)
        let chunks = try chunker.chunks(of: document.text)
        if jsonl {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var output = Data()
            for chunk in chunks {
                output += try encoder.encode(ChunkRecord(chunk))
                output.append(0x0A)
            }
            FileHandle.standardOutput.write(output)
            return ExitCode.success
        }
        let maximum = chunker.capacity.maximum
        var table = TextTable(header: ["chunk", "bytes", "tokens", "fill", "ends at", "heading"])
        table.rows = chunks.map { chunk in
            let heading = chunk.headingPath.joined(separator: " › ")
            return [
                String(chunk.index), "\(chunk.byteRange.lowerBound)-\(chunk.byteRange.upperBound)", chunk.tokenCount.grouped,
                String(format: "%.2f", Double(chunk.tokenCount) / Double(maximum)), chunk.endLevel?.rawValue ?? "end",
                heading.count > 48 ? "…" + heading.suffix(47) : heading,
            ]
        }
        Output.standard(table.rendered())
        let body = chunks.dropLast()
        let fill = body.isEmpty ? 1 : body.reduce(0.0) { $0 + Double($1.tokenCount) / Double(maximum) } / Double(body.count)
        let largest = chunks.map(\.tokenCount).max() ?? 0
        Output.standard(String(
            format: "%@ chunks of %@ bytes; at most %@ tokens (limit %@); mean fill %.2f (all but the last); tokenizer: %@\n",
            chunks.count.grouped, document.byteCount.grouped, largest.grouped, maximum.grouped, fill, chunker.counter.name))
        return ExitCode.success
    }
}
