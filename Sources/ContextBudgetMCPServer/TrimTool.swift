import ContextBudget
import Foundation
import MCP

/// `trim`: a conversation made to fit a budget without separating tool calls from their
/// outputs, with the report of what was dropped or shortened; what `ctx trim --report` does.
///
/// Removed text is kept in memory for the call only (the server writes no files), so the
/// reference ids in the report name text the caller already has in its own transcript.
enum TrimTool {
    struct Output: Encodable {
        var transcript: JSONValue
        var format: String
        var entryCount: Int
        var tokenCount: Int
        var capacity: Int
        var originalTokenCount: Int
        var model: String
        var events: [TrimEvent]
        var report: [String]
    }

    static func make(_ configuration: ServerConfiguration) -> MCPServerTool {
        let minimumToolOutput = TrimPolicy.window.minimumToolOutputTokens
        let properties = BudgetInput.schemaProperties.merging([
            "transcript": [
                "type": ["object", "array", "string"],
                "description": "The conversation: this package's {\"entries\": […]}, OpenAI chat {\"messages\": […], \"tools\": […]} or a bare array of messages (or that JSON as a string). Give this or path.",
            ],
            "path": ["type": "string", "description": "A transcript JSON file under the server's roots (give this or transcript)."],
            "max_tool_output": .object(["type": "integer", "minimum": .number(Double(minimumToolOutput)),
                                        "description": "Shorten every tool output over this many tokens (default: only when needed to fit)."]),
            "tools": ["type": "string", "enum": ["relevant", "all"], "description": "relevant (default): keep the tools calls name and the most relevant ones when definitions crowd the window; all: keep every definition whole."],
            "format": ["type": "string", "enum": ["contextBudget", "openAI"], "description": "Format of the returned transcript (default: the input's)."],
        ]) { $1 }
        return .readOnly(
            name: "trim", title: "Trim a transcript to a budget",
            description: "Trim a conversation to fit a context budget: keep the instructions, tool definitions and newest prompt, drop the oldest whole turns (a tool call goes with its output), shorten oversized tool outputs to head and tail. The result is measured with the server model's count and is guaranteed to fit, or the error says which kept part is too large.",
            properties: properties,
            outputProperties: [
                "transcript": ["type": ["object", "array"]], "format": ["type": "string"], "entryCount": ["type": "integer"],
                "tokenCount": ["type": "integer"], "capacity": ["type": "integer"], "originalTokenCount": ["type": "integer"],
                "model": ["type": "string"], "events": ["type": "array"], "report": ["type": "array", "items": ["type": "string"]],
            ],
            outputRequired: ["transcript", "format", "entryCount", "tokenCount", "capacity", "originalTokenCount", "events", "report"]
        ) { arguments in
            try arguments.requireOnly(Array(properties.keys).sorted())
            let budget = try BudgetInput.read(arguments)
            let maximumToolOutput = try arguments.integer("max_tool_output", atLeast: minimumToolOutput)
            let selection: ToolSelection = try arguments.choice("tools", ["relevant", "all"]) == "all" ? .all : .relevant
            let requestedFormat = try arguments.choice("format", Transcript.FileFormat.allCases.map(\.rawValue)).flatMap(Transcript.FileFormat.init(rawValue:))
            let (data, name) = try transcriptData(arguments, configuration: configuration)
            let (transcript, inputFormat) = try Transcript.decode(data, source: name)
            let model = try configuration.makeModel(budget, configuration.counter)
            var policy = TrimPolicy.window
            if let maximumToolOutput { policy = policy.limitingToolOutputs(to: maximumToolOutput) }
            let trimmer = TranscriptTrimmer(model: model, budget: budget, policy: policy.selectingTools(selection))
            let result = try await trimmer.trim(transcript)
            let format = requestedFormat ?? inputFormat
            let encoded = try JSONDecoder().decode(JSONValue.self, from: result.transcript.encoded(as: format))
            var report = ["\(transcript.entries.count) entries, \(result.originalTokenCount) tokens → \(result.transcript.entries.count) entries, \(result.tokenCount) tokens of \(result.capacity) (\(model.identifier))"]
            report += result.events.isEmpty ? ["nothing to do: it already fits"] : result.events.map(\.description)
            let output = Output(
                transcript: encoded, format: format.rawValue, entryCount: result.transcript.entries.count, tokenCount: result.tokenCount,
                capacity: result.capacity, originalTokenCount: result.originalTokenCount, model: model.identifier,
                events: result.events, report: report)
            return MCPServerToolResult(text: report.joined(separator: "\n") + "\n\n" + encoded.compactText, structuredContent: try .encoding(output))
        }
    }

    /// The transcript's JSON bytes: `transcript` inline (a JSON value, or JSON text), or `path`.
    private static func transcriptData(_ arguments: MCPToolArguments, configuration: ServerConfiguration) throws -> (Data, String) {
        let limit = configuration.limits.maximumInputBytes
        switch (arguments.value("transcript"), try arguments.string("path")) {
        case let (value?, nil):
            let data: Data = if case let .string(text) = value { Data(text.utf8) } else { Data(value.compactText.utf8) }
            guard data.count <= limit else {
                throw MCPToolArgumentError("'transcript' has \(data.count) bytes, over this server's limit of \(limit); send less, or start the server with a larger --max-input-bytes")
            }
            return (data, "transcript")
        case let (nil, path?):
            return (try configuration.roots.read(path, maximumBytes: limit), path)
        case (nil, nil):
            throw MCPToolArgumentError("trim needs 'transcript' (the conversation as JSON) or 'path' (a transcript file under the server's roots)")
        case (.some, .some):
            throw MCPToolArgumentError("give 'transcript' or 'path' to trim, not both")
        }
    }
}
