#if !canImport(FoundationModels)
import Foundation

/// Stand-in for `GeneratedContent` (iOS/iPadOS/Mac Catalyst/macOS/visionOS 26.0+, watchOS 27.0+):
/// "a type that represents structured, generated content", a value, an array or properties.
///
/// Transcribed: `init(json: String) throws` and `var jsonString: String { get }`. The real type
/// also has `init(properties:id:)`, `init(elements:id:)`, `value(forProperty:)` and generation ids;
/// the adapter does not use them and they are left out. The stand-in keeps the JSON text it was
/// given and returns it from `jsonString` (the real framework renders its own text).
public struct GeneratedContent: Sendable, Equatable, ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    let json: String

    /// `init(json: String) throws` (26.0+): content from a JSON string. The real initializer
    /// accepts incomplete JSON (partial generations); the stand-in requires complete JSON.
    public init(json: String) throws {
        _ = try StandInJSON.parse(json)
        self.json = json
    }

    /// `ConvertibleFromGeneratedContent.init(_:)` (26.0+).
    public init(_ content: GeneratedContent) throws {
        self = content
    }

    /// `var jsonString: String { get }` (26.0+): a JSON representation of the content.
    public var jsonString: String { json }

    /// `ConvertibleToGeneratedContent.generatedContent` (26.0+).
    public var generatedContent: GeneratedContent { self }
}

/// Stand-in for `ConvertibleFromGeneratedContent` (26.0+): "a type that can be initialized from
/// generated content", the constraint on a tool's `Arguments`. The real protocol also refines
/// `SendableMetatype`, which Swift 6.0 and 6.1 lack; the stand-in leaves it out so the package
/// still builds with them.
public protocol ConvertibleFromGeneratedContent {
    /// `init(_ content: GeneratedContent) throws` (26.0+).
    init(_ content: GeneratedContent) throws
}

/// Stand-in for `ConvertibleToGeneratedContent` (26.0+); only `generatedContent` is transcribed.
public protocol ConvertibleToGeneratedContent {
    /// `var generatedContent: GeneratedContent { get }` (26.0+).
    var generatedContent: GeneratedContent { get }
}

extension String: ConvertibleToGeneratedContent {
    /// The string as JSON string content.
    public var generatedContent: GeneratedContent {
        // A JSON-encoded string literal is always valid JSON.
        GeneratedContent(unchecked: StandInJSON.string(self).text)
    }
}

extension GeneratedContent {
    init(unchecked json: String) { self.json = json }
}

/// Stand-in for `PromptRepresentable` (26.0+), the constraint on a tool's `Output`. The real
/// protocol's `promptRepresentation` is not transcribed: the stand-in knows only `String`.
public protocol PromptRepresentable {}

extension String: PromptRepresentable {}

/// Stand-in for `GenerationSchema` (26.0+): the schema of a tool's parameters or of guided output.
///
/// The documentation lists `Codable` among its conformances; its JSON form is what the adapter
/// converts to and from our JSON Schema. Whether the real decoder accepts an arbitrary JSON
/// Schema is not documented (a public report, modelcontextprotocol/swift-sdk#169, shows it
/// rejecting one without `additionalProperties`); the stand-in accepts any JSON object.
public struct GenerationSchema: Sendable, Codable, Equatable {
    let root: StandInJSON

    /// Decodes any JSON object.
    public init(from decoder: any Decoder) throws {
        let value = try StandInJSON(from: decoder)
        guard case .object = value else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a generation schema must be a JSON object"))
        }
        root = value
    }

    /// Encodes the schema's JSON object.
    public func encode(to encoder: any Encoder) throws {
        try root.encode(to: encoder)
    }
}
#endif
