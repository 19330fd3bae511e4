import ContextBudget
import Foundation

/// One point of a tool-using conversation where the model is about to call tools: the transcript
/// so far (tool definitions, earlier turns with their calls and outputs, the newest prompt) and
/// the tools the next step needs. A trimmer that selects tool definitions is judged on whether
/// those tools survive (`ToolRecall`).
///
/// Cases are read from the JSON Lines evaluation that `Scripts/fixtures/make-bfcl-fixtures.py` builds
/// from the Berkeley Function Calling Leaderboard (`Tests/Fixtures/bfcl/tool-selection.jsonl`).
public struct ToolSelectionCase: Sendable, Hashable {
    /// Unique within a fixture: the task id and the turn (`multi_turn_base_0/turn2`).
    public var id: String
    /// The task the case was cut from (`multi_turn_base_0`).
    public var taskID: String
    /// The task's group, for per-group figures (`multi_turn_base`, `multi_turn_miss_func`…).
    public var category: String
    /// The turn of the task the case is cut in (0 = the first user prompt).
    public var turn: Int
    /// Everything the model sees before its next call.
    public var transcript: Transcript
    /// The tools the turn's reference calls use, in order of first use; each is in `transcript.tools`.
    public var neededToolNames: [String]
    /// The reference's next call (its name and arguments as JSON text).
    public var nextCall: ToolCall

    /// A case from its parts.
    public init(id: String, taskID: String, category: String, turn: Int, transcript: Transcript,
                neededToolNames: [String], nextCall: ToolCall) {
        self.id = id
        self.taskID = taskID
        self.category = category
        self.turn = turn
        self.transcript = transcript
        self.neededToolNames = neededToolNames
        self.nextCall = nextCall
    }
}

extension ToolSelectionCase {
    /// Reads every case of a tool-selection fixture (JSON Lines: a `header` line, `tools` lines
    /// holding each tool class's definitions once, `task` lines holding a conversation as OpenAI
    /// chat messages and its cut points; see `Scripts/fixtures/make-bfcl-fixtures.py`). Each case's
    /// transcript is decoded from `{"messages": messages[..<cut], "tools": [...]}` by the same
    /// code that reads OpenAI transcript files.
    /// - Throws: `ContextBudgetError.malformedTranscript` naming the line and field at fault: bad
    ///   JSON, an unknown line kind, a tool name no `tools` line defines, a cut out of range.
    /// - Complexity: O(total size of the cases' transcripts).
    public static func cases(fromJSONLines data: Data, source: String = "tool-selection fixture") throws -> [ToolSelectionCase] {
        var definitions: [String: JSONValue] = [:]
        var cases: [ToolSelectionCase] = []
        let decoder = JSONDecoder()
        for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
            let place = "\(source) line \(index + 1)"
            let lineData = Data(line)
            let kind: String
            do { kind = try decoder.decode(LineKind.self, from: lineData).kind } catch {
                throw ContextBudgetError.malformedTranscript(source: place, detail: Transcript.describe(error))
            }
            switch kind {
            case "header":
                continue
            case "tools":
                let record = try decode(ToolsLine.self, from: lineData, at: place)
                for (position, tool) in record.tools.enumerated() {
                    guard let name = toolName(tool) else {
                        throw ContextBudgetError.malformedTranscript(source: place, detail: "tools[\(position)] has no function name")
                    }
                    definitions[name] = tool
                }
            case "task":
                let record = try decode(TaskLine.self, from: lineData, at: place)
                cases += try record.cases.map { try makeCase($0, of: record, definitions: definitions, at: place) }
            default:
                throw ContextBudgetError.malformedTranscript(source: place, detail: "unknown line kind '\(kind)' (expected header, tools or task)")
            }
        }
        return cases
    }

    private static func makeCase(_ record: CaseRecord, of task: TaskLine, definitions: [String: JSONValue], at place: String) throws -> ToolSelectionCase {
        let context = "\(place) (\(task.id) turn \(record.turn))"
        guard record.cut >= 1, record.cut <= task.messages.count else {
            throw ContextBudgetError.malformedTranscript(
                source: context, detail: "cut \(record.cut) is outside the task's \(task.messages.count) messages")
        }
        var tools: [JSONValue] = []
        for name in record.tools {
            guard let definition = definitions[name] else {
                throw ContextBudgetError.malformedTranscript(source: context, detail: "tool '\(name)' is defined by no tools line before it")
            }
            tools.append(definition)
        }
        let chat = JSONValue.object(["messages": .array(Array(task.messages.prefix(record.cut))), "tools": .array(tools)])
        let transcript = try Transcript(openAIChat: chat, source: context)
        let next = ToolCall(id: "next", name: record.nextCall.name, arguments: record.nextCall.arguments.compactText)
        return ToolSelectionCase(
            id: "\(task.id)/turn\(record.turn)", taskID: task.id, category: task.category, turn: record.turn,
            transcript: transcript, neededToolNames: record.neededTools, nextCall: next)
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data, at place: String) throws -> T {
        do { return try JSONDecoder().decode(type, from: data) } catch {
            throw ContextBudgetError.malformedTranscript(source: place, detail: Transcript.describe(error))
        }
    }

    private static func toolName(_ tool: JSONValue) -> String? {
        guard case let .object(object) = tool else { return nil }
        let function: [String: JSONValue]
        if case let .object(inner)? = object["function"] { function = inner } else { function = object }
        if case let .string(name)? = function["name"] { return name }
        return nil
    }

    private struct LineKind: Decodable { var kind: String }
    private struct ToolsLine: Decodable { var tools: [JSONValue] }
    private struct TaskLine: Decodable {
        var id: String
        var category: String
        var messages: [JSONValue]
        var cases: [CaseRecord]
    }
    private struct CaseRecord: Decodable {
        struct Call: Decodable { var name: String; var arguments: JSONValue }
        var turn: Int
        var cut: Int
        var tools: [String]
        var neededTools: [String]
        var nextCall: Call
        enum CodingKeys: String, CodingKey { case turn, cut, tools, neededTools = "needed_tools", nextCall = "next_call" }
    }
}
