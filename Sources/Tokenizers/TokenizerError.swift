import GGUF

/// Everything that can go wrong while loading or using a tokenizer.
///
/// Messages name the file, field or value at fault and say what to do next.
public enum TokenizerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `decode` was given an id that is not in the vocabulary.
    case idOutOfRange(id: Int, vocabularySize: Int)
    /// A tokenizer file could not be used; `detail` says which field and why.
    case invalidFile(path: String, detail: String)
    /// A tokenizer file uses a component (normalizer, pre-tokenizer, model type) we do not implement.
    case unsupported(path: String, component: String)
    /// A `--tokenizer` specification could not be understood.
    case invalidSpecification(String)
    /// A GGUF file could not be read; the underlying error names the file and the field.
    case gguf(GGUFError)

    public var description: String {
        switch self {
        case let .idOutOfRange(id, size):
            "token id \(id) is not in the vocabulary (valid ids are 0..<\(size))"
        case let .invalidFile(path, detail):
            "\(path): \(detail)"
        case let .unsupported(path, component):
            "\(path): \(component) is not supported; use a tokenizer file without it, or --tokenizer estimate"
        case let .invalidSpecification(spec):
            "unknown tokenizer '\(spec)': use estimate, gguf:PATH, json:PATH or tiktoken:PATH"
        case let .gguf(error):
            error.description
        }
    }
}
