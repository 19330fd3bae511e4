import ContextBudget
import MCP
import Tokenizers

/// A call's `tokenizer`: the server's own counter (`default`), the estimate, or a tokenizer file
/// under the roots (`gguf:PATH`, `json:PATH`, `tiktoken:PATH`, as `ctx --tokenizer` takes them).
/// Loaded files are kept, so a session that counts with one pays its loading once.
actor TokenizerInput {
    static let schemaProperty: JSONValue = [
        "type": "string",
        "description": "How to count: \"default\" (the server's tokenizer), \"estimate\" (conservative, no file), or gguf:PATH, json:PATH (tokenizer.json), tiktoken:PATH for a file under the server's roots.",
    ]

    private let configuration: ServerConfiguration
    private var loaded: [String: any TokenCounter] = [:]

    init(configuration: ServerConfiguration) {
        self.configuration = configuration
    }

    /// The counter `tokenizer` names (the server's when absent).
    /// - Throws: `MCPToolArgumentError` for an unknown name, `FileAccessError` for a file outside
    ///   the roots, the tokenizer's error for a file that cannot be loaded.
    func counter(_ arguments: MCPToolArguments) throws -> any TokenCounter {
        guard let name = try arguments.string("tokenizer"), name != "default" else { return configuration.counter }
        if let counter = loaded[name] { return counter }
        let specification: TokenizerSpecification
        do { specification = try TokenizerSpecification(parsing: name) } catch {
            throw MCPToolArgumentError("unknown tokenizer \(JSONValue.string(name).compactText): use default, estimate, gguf:PATH, json:PATH or tiktoken:PATH")
        }
        let confined: TokenizerSpecification
        switch specification {
        case .estimate: confined = .estimate
        case let .gguf(path): confined = .gguf(path: try configuration.roots.resolve(path))
        case let .tokenizerJSON(path): confined = .tokenizerJSON(path: try configuration.roots.resolve(path))
        case let .tiktoken(path): confined = .tiktoken(path: try configuration.roots.resolve(path))
        }
        let counter = try confined.loadCounter()
        loaded[name] = counter
        return counter
    }
}
