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

    /// The plan in lines, as `ctx plan` prints it.
    static func report(_ plan: SummaryPlan, name: String, kind: String, model: String) -> String {
        var lines = [
            "input: \(name), \(kind): \(plan.documentTokens) tokens, \(plan.documentByteCount) bytes",
            "budget: \(plan.budget); model \(model)",
        ]
        if plan.fitsInOneCall {
            lines.append("fits: yes, in one call of \(plan.singleCallTokens) tokens (\(plan.headroom) to spare)")
        } else {
            lines.append("fits: no; one call would need \(plan.singleCallTokens) tokens, \(plan.overflow) over the \(plan.promptCapacity) available")
            lines.append("per call: \(plan.fixedPromptTokens) tokens of instructions and template, \(plan.materialCapacity) for material")
            lines.append("chunks: \(plan.chunkCount) of at most \(plan.chunkTokenLimit) tokens (\(plan.strategy.rawValue), fan-in \(plan.fanIn))")
            lines.append("calls per level: " + plan.levels.map { "\($0.stage.rawValue) \($0.calls)" }.joined(separator: ", "))
        }
        lines.append("total calls: \(plan.totalCalls) (fewest possible with full chunks: \(plan.minimumCalls))")
        lines.append("tokens: at most \(plan.expectedPromptTokens) in, \(plan.expectedResponseTokens) out")
        return lines.joined(separator: "\n")
    }
}
