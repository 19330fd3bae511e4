import ContextBudget
import Foundation
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// Our transcripts in FoundationModels' terms and back, entry for entry.
///
/// | ours | FoundationModels |
/// | --- | --- |
/// | `instructions(text)` | `.instructions` with one text segment; the first one carries the transcript's tool definitions |
/// | `prompt(text)` / `response(text)` | `.prompt` / `.response` with one text segment |
/// | `toolCalls([ToolCall])` | `.toolCalls`, each call's id, name and JSON arguments (`GeneratedContent(json:)`) |
/// | `toolOutput(ToolOutput)` | `.toolOutput` whose `id` is the call's id (see below) |
/// | `summary(text)` | a non-leading `.instructions` whose id starts with `summaryIDPrefix` |
///
/// Back from FoundationModels, structured segments become their JSON text and entries we have
/// no kind for (27's `reasoning`, anything newer) are left out.
///
/// Assumptions the documentation does not settle, verified only against the stand-in: a tool
/// output's `id` repeats its call's id (the documentation says only "a unique identifier for the
/// tool output"); `GenerationSchema` decodes from a JSON Schema object (it is `Codable`, but what
/// it accepts is not documented); `GeneratedContent.jsonString` may re-render arguments, so on a
/// device arguments come back equal as JSON, not byte for byte.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public enum TranscriptConversion {
    /// The id prefix that marks an instructions entry as one of our summaries.
    public static let summaryIDPrefix = "contextbudget.summary."

    /// `transcript` as FoundationModels entries.
    /// - Throws: `ContextBudgetError.malformedTranscript` for tool-call arguments that are not
    ///   JSON, `ContextBudgetError.invalidConfiguration` for tool parameters that are not a schema.
    /// - Complexity: O(n) in the size of the transcript.
    public static func foundationModelsEntries(from transcript: ContextBudget.Transcript) throws -> [FoundationModelsTranscript.Entry] {
        var definitions = try transcript.tools.map(toolDefinition)
        var callNames: [String: String] = [:]
        var entries: [FoundationModelsTranscript.Entry] = []
        for (index, entry) in transcript.entries.enumerated() {
            switch entry {
            case let .instructions(text):
                entries.append(.instructions(.init(segments: [segment(text)], toolDefinitions: definitions)))
                definitions = []
            case let .summary(text):
                entries.append(.instructions(.init(id: summaryIDPrefix + String(index), segments: [segment(text)], toolDefinitions: [])))
            case let .prompt(text):
                entries.append(.prompt(.init(segments: [segment(text)])))
            case let .response(text):
                entries.append(.response(.init(assetIDs: [], segments: [segment(text)])))
            case let .toolCalls(calls):
                let converted = try calls.map { call -> FoundationModelsTranscript.ToolCall in
                    callNames[call.id] = call.name
                    return FoundationModelsTranscript.ToolCall(id: call.id, toolName: call.name, arguments: try arguments(of: call))
                }
                entries.append(.toolCalls(.init(converted)))
            case let .toolOutput(output):
                let name = output.toolName ?? callNames[output.callID] ?? ""
                entries.append(.toolOutput(.init(id: output.callID, toolName: name, segments: [segment(output.text)])))
            }
        }
        if !definitions.isEmpty {
            // Tools but no instructions: an instructions entry with no text carries them.
            entries.insert(.instructions(.init(segments: [], toolDefinitions: definitions)), at: 0)
        }
        return entries
    }

    /// FoundationModels entries as our transcript, with the position of each entry's source.
    /// - Returns: the transcript, and for each of its entries the index of the entry it came from.
    /// - Complexity: O(n) in the size of the entries.
    public static func transcript(
        from entries: some Collection<FoundationModelsTranscript.Entry>
    ) -> (transcript: ContextBudget.Transcript, sources: [Int]) {
        var result: [ContextBudget.Transcript.Entry] = []
        var sources: [Int] = []
        var tools: [ToolDefinition] = []
        for (index, entry) in entries.enumerated() {
            let converted: ContextBudget.Transcript.Entry?
            switch entry {
            case let .instructions(instructions):
                tools += instructions.toolDefinitions.map(toolDefinition)
                if instructions.id.hasPrefix(summaryIDPrefix) {
                    converted = .summary(text(of: instructions.segments))
                } else {
                    converted = instructions.segments.isEmpty ? nil : .instructions(text(of: instructions.segments))
                }
            case let .prompt(prompt):
                converted = .prompt(text(of: prompt.segments))
            case let .response(response):
                converted = .response(text(of: response.segments))
            case let .toolCalls(calls):
                converted = .toolCalls(calls.map { ContextBudget.ToolCall(id: $0.id, name: $0.toolName, arguments: $0.arguments.jsonString) })
            case let .toolOutput(output):
                converted = .toolOutput(ContextBudget.ToolOutput(
                    callID: output.id, toolName: output.toolName.isEmpty ? nil : output.toolName, text: text(of: output.segments)))
            default:
                converted = nil  // reasoning (27.0) and kinds we do not know: not ours to carry
            }
            if let converted {
                result.append(converted)
                sources.append(index)
            }
        }
        return (ContextBudget.Transcript(entries: result, tools: tools), sources)
    }

    /// Our tool definition as FoundationModels'.
    /// - Throws: `ContextBudgetError.invalidConfiguration` when the parameters do not decode as a `GenerationSchema`.
    public static func toolDefinition(_ definition: ToolDefinition) throws -> FoundationModelsTranscript.ToolDefinition {
        FoundationModelsTranscript.ToolDefinition(
            name: definition.name, description: definition.description,
            parameters: try generationSchema(definition.parameters, tool: definition.name))
    }

    /// FoundationModels' tool definition as ours (parameters as the schema's JSON form).
    public static func toolDefinition(_ definition: FoundationModelsTranscript.ToolDefinition) -> ToolDefinition {
        ToolDefinition(name: definition.name, description: definition.description, parameters: jsonSchema(of: definition.parameters))
    }

    /// A JSON Schema as a `GenerationSchema`, through its `Codable` form.
    /// - Throws: `ContextBudgetError.invalidConfiguration` naming the tool and the decoder's complaint.
    public static func generationSchema(_ schema: JSONValue, tool: String) throws -> GenerationSchema {
        do {
            return try JSONDecoder().decode(GenerationSchema.self, from: JSONEncoder().encode(schema))
        } catch {
            throw ContextBudgetError.invalidConfiguration(
                "tool \"\(tool)\": its parameters could not be read as a FoundationModels GenerationSchema (\(error)); give an object schema with \"type\": \"object\" and \"properties\"")
        }
    }

    /// A `GenerationSchema` as JSON Schema; an empty object schema if it does not encode.
    public static func jsonSchema(of schema: GenerationSchema) -> JSONValue {
        guard let data = try? JSONEncoder().encode(schema), let value = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            return .object(["type": "object", "properties": .object([:])])
        }
        return value
    }

    static func segment(_ text: String) -> FoundationModelsTranscript.Segment {
        .text(FoundationModelsTranscript.TextSegment(content: text))
    }

    /// The text of segments: text as it is, structured content as its JSON.
    static func text(of segments: [FoundationModelsTranscript.Segment]) -> String {
        // Not a switch: the framework's `Segment` may grow cases (an exhaustive switch would warn
        // against the stand-in's and fail to compile against a newer SDK without a default).
        segments.map { segment -> String in
            if case let .text(text) = segment { return text.content }
            if case let .structure(structure) = segment { return structure.content.jsonString }
            return ""
        }.joined()
    }

    private static func arguments(of call: ContextBudget.ToolCall) throws -> GeneratedContent {
        let text = call.arguments.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            return try GeneratedContent(json: text.isEmpty ? "{}" : call.arguments)
        } catch {
            throw ContextBudgetError.malformedTranscript(
                source: "transcript", detail: "tool call \(call.id) (\(call.name)): its arguments are not JSON (\(call.arguments.prefix(60))); FoundationModels needs JSON arguments")
        }
    }
}
