import ContextBudget
import MCP

/// `chunk`: the chunks a document is cut into, a page at a time, with their byte ranges,
/// token counts and heading paths; what `ctx chunk --jsonl` prints.
///
/// The whole document is chunked on every call (the chunks do not depend on the page), and a
/// page holds at most `limit` chunks and stops before its text passes the output limit, so a
/// 500-page document never comes back in one answer.
enum ChunkTool {
    struct Output: Encodable {
        var chunkCount: Int
        var offset: Int
        var returned: Int
        var nextOffset: Int?
        var documentBytes: Int
        var maximumTokens: Int
        var tokenizer: String
        var chunks: [ChunkRecord]
    }

    static func make(_ configuration: ServerConfiguration, tokenizers: TokenizerInput) -> MCPServerTool {
        let limits = configuration.limits
        let properties = DocumentInput.schemaProperties.merging([
            "max_tokens": ["type": "integer", "minimum": 1, "description": "Most tokens per chunk, overlap included (required)."],
            "min_tokens": ["type": "integer", "minimum": 1, "description": "Desired tokens per chunk (default: 90% of max_tokens)."],
            "overlap": ["type": "integer", "minimum": 0, "description": "Tokens each chunk repeats from the end of the previous one (default 0)."],
            "format": ["type": "string", "enum": ["plain", "markdown"], "description": "Read '#' lines as headings (default: markdown for .md files, else plain)."],
            "tokenizer": TokenizerInput.schemaProperty,
            "offset": ["type": "integer", "minimum": 0, "description": "Index of the first chunk to return (default 0; use nextOffset to page)."],
            "limit": .object(["type": "integer", "minimum": 1, "maximum": .number(Double(limits.maximumChunksPerCall)),
                              "description": .string("Most chunks to return (default and most: \(limits.maximumChunksPerCall)).")]),
            "include_text": ["type": "boolean", "description": "Return each chunk's text (default true); false returns ranges and counts only."],
        ]) { $1 }
        return .readOnly(
            name: "chunk", title: "Cut a document into chunks",
            description: "Cut a document into chunks that each fit max_tokens, at the coarsest boundary that fits (heading, blank line, line, sentence, clause, word). Returns a page of chunks with UTF-8 byte ranges, token counts, heading paths and text; without their overlap the chunks rebuild the document byte for byte. Page with offset/nextOffset.",
            properties: properties, required: ["max_tokens"],
            outputProperties: [
                "chunkCount": ["type": "integer"], "offset": ["type": "integer"], "returned": ["type": "integer"],
                "nextOffset": ["type": "integer"], "documentBytes": ["type": "integer"], "maximumTokens": ["type": "integer"],
                "tokenizer": ["type": "string"], "chunks": ["type": "array", "items": ["type": "object"]],
            ],
            outputRequired: ["chunkCount", "offset", "returned", "documentBytes", "maximumTokens", "tokenizer", "chunks"]
        ) { arguments in
            try arguments.requireOnly(Array(properties.keys).sorted())
            guard let maximum = try arguments.integer("max_tokens", atLeast: 1) else {
                throw MCPToolArgumentError("chunk needs 'max_tokens', the most tokens a chunk may have")
            }
            let desired = try arguments.integer("min_tokens", atLeast: 1)
            let overlap = try arguments.integer("overlap", atLeast: 0) ?? 0
            let offset = try arguments.integer("offset", atLeast: 0) ?? 0
            let limit = try arguments.integer("limit", atLeast: 1, atMost: limits.maximumChunksPerCall) ?? limits.maximumChunksPerCall
            let includeText = try arguments.bool("include_text") ?? true
            let formatName = try arguments.choice("format", ["plain", "markdown"])
            let counter = try await tokenizers.counter(arguments)
            let document = try DocumentInput.read(arguments, configuration: configuration)
            let format: TextChunker.Format = formatName.map { $0 == "markdown" ? .markdown : .plainText }
                ?? (document.isMarkdownFile ? .markdown : .plainText)
            let chunker: TextChunker
            do {
                let capacity = try desired.map { try ChunkCapacity(desired: $0, maximum: maximum) } ?? ChunkCapacity(maximum: maximum)
                chunker = try TextChunker(capacity: capacity, overlapTokens: overlap, counter: counter, format: format)
            } catch let error as ContextBudgetError {
                throw MCPToolArgumentError(error.description)
            }
            let chunks = try chunker.chunks(of: document.text)
            guard offset <= chunks.count else {
                throw MCPToolArgumentError("'offset' \(offset) is past the last chunk (the document has \(chunks.count) chunks)")
            }
            var lines: [ChunkRecord] = [], textBytes = 0
            for chunk in chunks[offset...].prefix(limit) {
                let bytes = includeText ? chunk.text.utf8.count : 0
                if textBytes + bytes > limits.maximumOutputBytes {
                    guard lines.isEmpty else { break }
                    throw MCPToolArgumentError("chunk \(chunk.index) alone has \(bytes) bytes of text, over this server's output limit of \(limits.maximumOutputBytes); use a smaller max_tokens, or include_text false")
                }
                textBytes += bytes
                lines.append(ChunkRecord(chunk, includingCharacterRange: false, includingText: includeText))
            }
            let next = offset + lines.count < chunks.count ? offset + lines.count : nil
            let output = Output(chunkCount: chunks.count, offset: offset, returned: lines.count, nextOffset: next,
                                documentBytes: document.data.count, maximumTokens: maximum, tokenizer: counter.name, chunks: lines)
            let structured = try JSONValue.encoding(output)
            return MCPServerToolResult(text: structured.compactText, structuredContent: structured)
        }
    }
}
