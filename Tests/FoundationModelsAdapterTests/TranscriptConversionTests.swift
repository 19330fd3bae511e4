#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
@testable import FoundationModelsAdapter

@Suite struct TranscriptConversionTests {
    static let weather = ToolDefinition(
        name: "get_weather", description: "Current weather for a city.",
        parameters: .object(["type": "object", "properties": .object(["city": .object(["type": "string"])]), "required": .array(["city"])]))

    /// Every kind of entry, parallel calls, tools, a summary in the middle.
    static let everyKind = ContextBudget.Transcript(entries: [
        .instructions("You are a weather assistant."),
        .summary("The user lives in Oslo and prefers Celsius."),
        .prompt("Weather in Oslo and Bergen?"),
        .toolCalls([
            ContextBudget.ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city":"Oslo"}"#),
            ContextBudget.ToolCall(id: "call_2", name: "get_weather", arguments: #"{"city": "Bergen"}"#),
        ]),
        .toolOutput(ContextBudget.ToolOutput(callID: "call_1", toolName: "get_weather", text: "Sunny, 21°C")),
        .toolOutput(ContextBudget.ToolOutput(callID: "call_2", toolName: "get_weather", text: "Rain, 14°C")),
        .response("Oslo is sunny (21°C); Bergen has rain (14°C)."),
        .prompt("Thanks!"),
    ], tools: [weather])

    @Test func everyKindSurvivesARoundTrip() throws {
        let entries = try TranscriptConversion.foundationModelsEntries(from: Self.everyKind)
        let back = TranscriptConversion.transcript(from: entries)
        #expect(back.transcript == Self.everyKind)
        #expect(back.sources == Array(0..<entries.count))
    }

    @Test func entriesHaveFoundationModelsShapes() throws {
        let entries = try TranscriptConversion.foundationModelsEntries(from: Self.everyKind)
        #expect(entries.count == Self.everyKind.entries.count)
        guard case let .instructions(first) = entries[0] else { Issue.record("first entry is not instructions"); return }
        #expect(first.toolDefinitions.map(\.name) == ["get_weather"])
        guard case let .instructions(summary) = entries[1] else { Issue.record("the summary is not an instructions entry"); return }
        #expect(summary.id.hasPrefix(TranscriptConversion.summaryIDPrefix))
        #expect(summary.toolDefinitions.isEmpty)
        guard case let .toolCalls(calls) = entries[3] else { Issue.record("no tool calls entry"); return }
        #expect(calls.map(\.id) == ["call_1", "call_2"])
        #expect(calls.map(\.toolName) == ["get_weather", "get_weather"])
        #expect(calls[1].arguments.jsonString == #"{"city": "Bergen"}"#)
        guard case let .toolOutput(output) = entries[4] else { Issue.record("no tool output entry"); return }
        #expect(output.id == "call_1")
        #expect(output.toolName == "get_weather")
    }

    @Test func toolsWithoutInstructionsTravelInAnEmptyInstructionsEntry() throws {
        let transcript = ContextBudget.Transcript(entries: [.prompt("Weather?")], tools: [Self.weather])
        let entries = try TranscriptConversion.foundationModelsEntries(from: transcript)
        #expect(entries.count == 2)
        guard case let .instructions(carrier) = entries[0] else { Issue.record("no carrier entry"); return }
        #expect(carrier.segments.isEmpty)
        #expect(TranscriptConversion.transcript(from: entries).transcript == transcript)
    }

    @Test func reasoningIsLeftOutAndStructuredSegmentsBecomeJSON() throws {
        let structured = try GeneratedContent(json: #"{"answer":42}"#)
        let entries: [FoundationModelsTranscript.Entry] = [
            .prompt(.init(segments: [.text(.init(content: "Question"))])),
            .reasoning(.init(segments: [.text(.init(content: "thinking…"))])),
            .response(.init(assetIDs: [], segments: [.structure(.init(source: "Answer", content: structured))])),
        ]
        let back = TranscriptConversion.transcript(from: entries)
        #expect(back.transcript.entries == [.prompt("Question"), .response(#"{"answer":42}"#)])
        #expect(back.sources == [0, 2])
    }

    @Test func argumentsThatAreNotJSONAreRefusedWithTheCallNamed() {
        let transcript = ContextBudget.Transcript(entries: [
            .prompt("Go"), .toolCalls([ContextBudget.ToolCall(id: "call_9", name: "run", arguments: "{oops")]),
        ])
        #expect {
            try TranscriptConversion.foundationModelsEntries(from: transcript)
        } throws: { error in
            guard case let ContextBudgetError.malformedTranscript(_, detail) = error else { return false }
            return detail.contains("call_9") && detail.contains("run")
        }
    }

    @Test func emptyArgumentsBecomeAnEmptyObject() throws {
        let transcript = ContextBudget.Transcript(entries: [
            .prompt("Time?"), .toolCalls([ContextBudget.ToolCall(id: "call_1", name: "now", arguments: "")]),
        ])
        let entries = try TranscriptConversion.foundationModelsEntries(from: transcript)
        guard case let .toolCalls(calls) = entries[1] else { Issue.record("no tool calls"); return }
        #expect(calls[0].arguments.jsonString == "{}")
    }

    /// Everything survives but the tools' output schemas: the framework's `Transcript.ToolDefinition`
    /// has no place for one (the corpus's BFCL tools carry them as `response`).
    @Test(.enabled(if: AdapterTestSupport.hasCorpus, "Corpora/transcripts is missing"))
    func corpusTranscriptsSurviveARoundTrip() throws {
        for (name, transcript) in AdapterTestSupport.corpusTranscripts {
            let entries = try TranscriptConversion.foundationModelsEntries(from: transcript)
            let back = TranscriptConversion.transcript(from: entries).transcript
            let schemasBefore = transcript.tools.filter { $0.outputSchema != nil }.count
            let schemasAfter = back.tools.filter { $0.outputSchema != nil }.count
            #expect(schemasBefore > 0 && schemasAfter == 0, "\(name): \(schemasBefore) output schemas before, \(schemasAfter) after")
            var withoutOutputSchemas = transcript
            for index in withoutOutputSchemas.tools.indices { withoutOutputSchemas.tools[index].outputSchema = nil }
            #expect(back == withoutOutputSchemas, "\(name)")
            #expect(back.tools.count == transcript.tools.count && !back.tools.isEmpty, "\(name)")
        }
    }

    @Test func generationSchemaRoundTripsOurJSONSchema() throws {
        let schema = try TranscriptConversion.generationSchema(Self.weather.parameters, tool: "get_weather")
        #expect(TranscriptConversion.jsonSchema(of: schema) == Self.weather.parameters)
        #expect(throws: ContextBudgetError.self) { try TranscriptConversion.generationSchema(.string("not a schema"), tool: "bad") }
    }
}
#endif
