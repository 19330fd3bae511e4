import ContextBudget
import MCP

/// `count_tokens`: what a text or file costs under a tokenizer, the question to ask before
/// sending anything to a small window.
enum CountTokensTool {
    struct Output: Encodable {
        var tokens: Int
        var bytes: Int
        var characters: Int
        var tokenizer: String
        var exact: Bool
    }

    static func make(_ configuration: ServerConfiguration, tokenizers: TokenizerInput) -> MCPServerTool {
        .readOnly(
            name: "count_tokens", title: "Count tokens",
            description: "Count the tokens of a text or a file under the server's roots. The estimate (default unless the server was started with a tokenizer) never undercounts; name a tokenizer file for exact counts.",
            properties: DocumentInput.schemaProperties.merging(["tokenizer": TokenizerInput.schemaProperty]) { $1 },
            outputProperties: [
                "tokens": ["type": "integer"], "bytes": ["type": "integer"], "characters": ["type": "integer"],
                "tokenizer": ["type": "string"], "exact": ["type": "boolean"],
            ],
            outputRequired: ["tokens", "bytes", "characters", "tokenizer", "exact"]
        ) { arguments in
            try arguments.requireOnly(["text", "path", "tokenizer"])
            let counter = try await tokenizers.counter(arguments)
            let document = try DocumentInput.read(arguments, configuration: configuration)
            let output = Output(tokens: counter.count(document.text), bytes: document.data.count, characters: document.text.count,
                                tokenizer: counter.name, exact: counter.isExact)
            let note = counter.isExact ? "" : "; never undercounts"
            return MCPServerToolResult(
                text: "\(document.name): \(output.tokens) tokens (\(counter.name)\(note)), \(output.bytes) bytes, \(output.characters) characters",
                structuredContent: try .encoding(output))
        }
    }
}
