import ContextBudget
import Foundation
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// One of our tools as a FoundationModels `Tool`, for a `LanguageModelSession`'s `tools:`.
///
/// The arguments arrive as `GeneratedContent`; they are checked against the tool's JSON Schema
/// and run exactly as our sessions run them (`ToolBox`), so bad arguments, an unknown tool or a
/// tool that throws become an output the model reads ("error: …"), never a thrown error the
/// session would abort on. Only cancellation is thrown.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public struct FrameworkTool: FoundationModelsTool {
    public typealias Arguments = GeneratedContent
    public typealias Output = String

    /// The tool's name.
    public let name: String
    /// The tool's description.
    public let description: String
    /// The tool's JSON Schema as a `GenerationSchema`.
    public let parameters: GenerationSchema
    private let box: ToolBox

    /// `tool` for FoundationModels.
    /// - Throws: `ContextBudgetError.invalidConfiguration` for a bad name or parameters that are
    ///   not a usable schema (ours, or not decodable as a `GenerationSchema`).
    public init(_ tool: any ContextBudget.Tool) throws {
        box = try ToolBox([tool])
        name = tool.name
        description = tool.description
        parameters = try TranscriptConversion.generationSchema(tool.parameters, tool: tool.name)
    }

    /// Runs the tool; the output is its text, or the error text the model should read.
    public func call(arguments: GeneratedContent) async throws -> String {
        let run = try await box.run(ContextBudget.ToolCall(id: "foundation-models", name: name, arguments: arguments.jsonString))
        return run.output.text
    }
}
