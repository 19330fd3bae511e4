import Foundation

/// A tokenizer named in one word or one `kind:PATH`: `estimate`, `gguf:PATH`, `json:PATH`,
/// `tiktoken:PATH` (the `ctx` CLI adds `gemma`, its name for the fetched Gemma 3 file).
public enum TokenizerSpecification: Sendable, Equatable {
    /// The conservative estimate (no file).
    case estimate
    /// A GGUF model file's tokenizer metadata.
    case gguf(path: String)
    /// A Hugging Face `tokenizer.json`.
    case tokenizerJSON(path: String)
    /// A tiktoken `.tiktoken` file named after its encoding.
    case tiktoken(path: String)

    /// Parses a specification.
    /// - Throws: `TokenizerError.invalidSpecification` for anything else (or an empty path).
    public init(parsing text: String) throws {
        if text == "estimate" { self = .estimate; return }
        guard let colon = text.firstIndex(of: ":") else { throw TokenizerError.invalidSpecification(text) }
        let path = String(text[text.index(after: colon)...])
        guard !path.isEmpty else { throw TokenizerError.invalidSpecification(text) }
        switch text[..<colon] {
        case "gguf": self = .gguf(path: path)
        case "json": self = .tokenizerJSON(path: path)
        case "tiktoken": self = .tiktoken(path: path)
        default: throw TokenizerError.invalidSpecification(text)
        }
    }

    /// Loads the counter this specification names.
    /// - Throws: `TokenizerError` naming the file and field when a file is missing or unusable.
    public func loadCounter() throws -> any TokenCounter {
        if self == .estimate { return TokenEstimator() }
        return try loadTokenizer()
    }

    /// Loads the exact tokenizer this specification names.
    /// - Throws: `TokenizerError.invalidSpecification` for `estimate` (it has no ids), and
    ///   `TokenizerError` naming the file and field when a file is missing or unusable.
    public func loadTokenizer() throws -> any Tokenizer {
        switch self {
        case .estimate:
            throw TokenizerError.invalidSpecification("estimate (it counts but has no token ids; pass gguf:PATH, json:PATH or tiktoken:PATH)")
        case .gguf(let path):
            try Self.requireFile(path)
            return try GGUFTokenizerLoader.load(path: path)
        case .tokenizerJSON(let path):
            try Self.requireFile(path)
            return try TokenizerJSONLoader.loadTokenizer(path: path)
        case .tiktoken(let path):
            try Self.requireFile(path)
            return try TiktokenLoader.load(path: path)
        }
    }

    private static func requireFile(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw TokenizerError.invalidFile(path: path, detail: "no such file")
        }
    }
}
