import ContextBudget
import MCP

/// `plan`: does a document fit a budget, and what would summarizing it cost, level by level;
/// what `ctx plan --json` prints, without a single model call.
enum PlanTool {
    static func make(_ configuration: ServerConfiguration) -> MCPServerTool {
        let properties = DocumentInput.schemaProperties.merging(BudgetInput.schemaProperties) { $1 }
            .merging(SummaryInput.schemaProperties.filter { $0.key != "language" }) { $1 }
        return .readOnly(
            name: "plan", title: "Plan a document against a budget",
            description: "Say whether a document (or a transcript JSON file) fits a context budget, by how much, and plan its summary: chunk size, calls per level (map, collapse, reduce) and the tokens to expect. Calls no model.",
            properties: properties,
            outputProperties: [
                "fitsInOneCall": ["type": "boolean"], "documentTokens": ["type": "integer"], "promptCapacity": ["type": "integer"],
                "chunkCount": ["type": "integer"], "chunkTokenLimit": ["type": "integer"], "totalCalls": ["type": "integer"],
                "levels": ["type": "array"], "model": ["type": "string"], "kind": ["type": "string"],
            ],
            outputRequired: ["fitsInOneCall", "documentTokens", "promptCapacity", "chunkCount", "totalCalls", "levels", "model"]
        ) { arguments in
            try arguments.requireOnly(["text", "path", "budget", "reserve", "margin", "strategy", "target_tokens"])
            let request = try SummaryInput.request(arguments, configuration: configuration)
            let plan = try await request.summarizer.plan(request.material.text)
            var structured = try JSONValue.encoding(plan).members
            structured["model"] = .string(request.model.identifier)
            structured["kind"] = .string(request.material.kind)
            let text = report(plan, name: request.document.name, kind: request.material.kind, model: request.model.identifier)
            return MCPServerToolResult(text: text, structuredContent: .object(structured))
        }
    }

    /// The plan in lines, in `ctx plan`'s words.
    static func report(_ plan: SummaryPlan, name: String, kind: String, model: String) -> String {
        plan.reportLines(input: "\(name), \(kind)", counter: nil, model: model)
            .map { "\($0.label): \($0.value)" }.joined(separator: "\n")
    }
}
