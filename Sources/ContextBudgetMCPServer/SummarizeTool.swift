import ContextBudget
import MCP

/// `summarize`: a document of any length summarized through the call's budget by the same
/// summarizer `ctx summarize` uses, with the server's model (the extractive one unless `ctx mcp`
/// was started with `--model`).
enum SummarizeTool {
    struct Output: Encodable {
        var summary: String
        var summaryTokens: Int
        var documentTokens: Int
        var kind: String
        var model: String
        var calls: Int
        var callsPerLevel: [Int]
        var collapseDepth: Int
        var promptTokens: Int
        var responseTokens: Int
    }

    static func make(_ configuration: ServerConfiguration) -> MCPServerTool {
        let properties = DocumentInput.schemaProperties.merging(BudgetInput.schemaProperties) { $1 }
            .merging(SummaryInput.schemaProperties) { $1 }
        return .readOnly(
            name: "summarize", title: "Summarize a document",
            description: "Summarize a document (or a transcript JSON file) of any length so that every model call fits the budget: chunk, summarize the chunks, merge level by level, reduce to one summary. Returns the summary and what it cost.",
            properties: properties,
            outputProperties: [
                "summary": ["type": "string"], "summaryTokens": ["type": "integer"], "documentTokens": ["type": "integer"],
                "kind": ["type": "string"], "model": ["type": "string"], "calls": ["type": "integer"],
                "callsPerLevel": ["type": "array", "items": ["type": "integer"]], "collapseDepth": ["type": "integer"],
                "promptTokens": ["type": "integer"], "responseTokens": ["type": "integer"],
            ],
            outputRequired: ["summary", "summaryTokens", "documentTokens", "model", "calls"]
        ) { arguments in
            try arguments.requireOnly(Array(properties.keys).sorted())
            let request = try SummaryInput.request(arguments, configuration: configuration)
            let summary = try await request.summarizer.summarize(request.material.text)
            let (counter, statistics) = (request.summarizer.counter, summary.statistics)
            let output = Output(
                summary: summary.text, summaryTokens: counter.count(summary.text), documentTokens: counter.count(request.material.text),
                kind: request.material.kind, model: request.model.identifier, calls: statistics.totalCalls, callsPerLevel: statistics.callsPerLevel,
                collapseDepth: statistics.collapseDepth, promptTokens: statistics.promptTokens, responseTokens: statistics.responseTokens)
            return MCPServerToolResult(text: summary.text, structuredContent: try .encoding(output))
        }
    }
}
