#if !canImport(FoundationModels)
/// Stand-in for `protocol Tool<Arguments, Output>: Sendable` (26.0+): "a tool that a model can
/// call to gather information at runtime or perform side effects".
///
/// Transcribed: `name`, `description`, `parameters`, `includesSchemaInInstructions` (default
/// `true`) and `call(arguments:)`. The real `parameters` has a default derived from a
/// `@Generable` `Arguments`; the stand-in has no macros, so conformers give it.
public protocol Tool<Arguments, Output>: Sendable {
    /// `associatedtype Arguments: ConvertibleFromGeneratedContent`.
    associatedtype Arguments: ConvertibleFromGeneratedContent
    /// `associatedtype Output: PromptRepresentable`.
    associatedtype Output: PromptRepresentable

    /// `var name: String { get }`.
    var name: String { get }
    /// `var description: String { get }`.
    var description: String { get }
    /// `var parameters: GenerationSchema { get }`.
    var parameters: GenerationSchema { get }
    /// `var includesSchemaInInstructions: Bool { get }`.
    var includesSchemaInInstructions: Bool { get }

    /// `func call(arguments: Self.Arguments) async throws -> Self.Output`.
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    /// The documented default: the schema is included in the instructions.
    public var includesSchemaInInstructions: Bool { true }
}

extension Transcript.ToolDefinition {
    /// `init(tool: some Tool)` (26.0+).
    public init(tool: some Tool) {
        self.init(name: tool.name, description: tool.description, parameters: tool.parameters)
    }
}
#endif
