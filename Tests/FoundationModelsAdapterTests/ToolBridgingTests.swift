#if !canImport(FoundationModels)
import ContextBudget
import Foundation
import FoundationModelsStandIn
import Testing
@testable import FoundationModelsAdapter

@Suite struct ToolBridgingTests {
    static let weather = FunctionTool(
        name: "get_weather", description: "Current weather for a city.",
        parameters: TranscriptConversionTests.weather.parameters
    ) { arguments in
        guard case let .object(fields) = arguments, case let .string(city)? = fields["city"] else { return "?" }
        return "Sunny in \(city)"
    }

    @Test func ourToolRunsForFoundationModels() async throws {
        let tool = try FrameworkTool(Self.weather)
        #expect(tool.name == "get_weather")
        #expect(TranscriptConversion.jsonSchema(of: tool.parameters) == Self.weather.parameters)
        #expect(try await tool.call(arguments: GeneratedContent(json: #"{"city":"Oslo"}"#)) == "Sunny in Oslo")
        #expect(Transcript.ToolDefinition(tool: tool).name == "get_weather")
    }

    @Test func badArgumentsBecomeAnOutputTheModelReads() async throws {
        let tool = try FrameworkTool(Self.weather)
        let output = try await tool.call(arguments: GeneratedContent(json: #"{"town":"Oslo"}"#))
        #expect(output.hasPrefix("error: invalid arguments for get_weather"))
        #expect(output.contains("city"))
    }

    @Test func aBadToolIsRefusedWhenBridged() {
        let bad = FunctionTool(name: "has space", description: "x") { _ in "" }
        #expect(throws: ContextBudgetError.self) { try FrameworkTool(bad) }
    }

    @Test func aFoundationModelsToolRunsInOurToolBox() async throws {
        let bridged = BridgedTool(try ForecastTool())
        #expect(bridged.parameters == Self.weather.parameters)
        let box = try ToolBox([bridged])
        let run = try await box.run(ContextBudget.ToolCall(id: "call_1", name: "forecast", arguments: #"{"city":"Bergen"}"#))
        #expect(run.failure == nil)
        #expect(run.output.text == #"Forecast for {"city":"Bergen"}"#)
        let refused = try await box.run(ContextBudget.ToolCall(id: "call_2", name: "forecast", arguments: #"{"city":3}"#))
        #expect(refused.failure != nil && refused.output.text.hasPrefix("error:"))
    }
}

/// `Forecast` with its schema computed once (a `Tool`'s `parameters` cannot throw).
struct ForecastTool: FoundationModelsStandIn.Tool {
    let name = "forecast"
    let description = "Tomorrow's forecast for a city."
    let parameters: GenerationSchema
    init() throws {
        parameters = try TranscriptConversion.generationSchema(TranscriptConversionTests.weather.parameters, tool: "forecast")
    }
    func call(arguments: GeneratedContent) async throws -> String {
        "Forecast for \(arguments.jsonString)"
    }
}
#endif
