import ContextBudget
import Foundation
#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

/// A FoundationModels `Tool` as one of ours, for a `ChatSession` (or any of our tool loops) over
/// any backend: the same tool definitions serve Apple's sessions and ours.
///
/// The parameters are the `GenerationSchema`'s JSON form; the arguments, checked against them by
/// our session, are handed to the tool as `GeneratedContent(json:)` and decoded into its
/// `Arguments` by the framework's own `init(_:)`. Tools whose output is text (`Output == String`,
/// the usual case) are bridged; the framework gives no documented way to read any other
/// `PromptRepresentable` as text.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 27.0, *)
public struct BridgedTool<Wrapped: FoundationModelsTool>: ContextBudget.Tool where Wrapped.Output == String {
    /// The framework's tool.
    public let wrapped: Wrapped
    /// Its parameters as JSON Schema.
    public let parameters: JSONValue

    /// `tool` as one of ours.
    public init(_ tool: Wrapped) {
        wrapped = tool
        parameters = TranscriptConversion.jsonSchema(of: tool.parameters)
    }

    public var name: String { wrapped.name }
    public var description: String { wrapped.description }

    /// Decodes the checked arguments into the tool's `Arguments` and calls it.
    /// - Throws: `ToolCallError.undecodableArguments` when the framework's decoding refuses them;
    ///   what the tool throws (our session turns both into an output the model reads).
    public func call(arguments: JSONValue) async throws -> String {
        let content: Wrapped.Arguments
        do {
            content = try Wrapped.Arguments(try GeneratedContent(json: arguments.compactText))
        } catch {
            throw ToolCallError.undecodableArguments(tool: name, detail: String(describing: error))
        }
        return try await wrapped.call(arguments: content)
    }
}
