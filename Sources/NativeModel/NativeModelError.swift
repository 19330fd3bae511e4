import GGUF

/// Everything that can go wrong while loading or running a native model.
public enum NativeModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's `general.architecture` is not one this engine implements.
    case unsupportedArchitecture(path: String, architecture: String)
    /// A hyperparameter or tensor does not have the value or shape the architecture needs.
    case invalidModel(path: String, detail: String)
    /// A weight uses a ggml type the kernels do not implement.
    case unsupportedWeightType(path: String, tensor: String, type: String)
    /// The prompt and response would not fit the context the model was loaded with.
    case contextFull(needed: Int, contextSize: Int)
    /// A token id outside the vocabulary was given as input.
    case tokenOutOfRange(token: Int, vocabularySize: Int)
    /// Reading the GGUF file failed.
    case file(GGUFError)

    public var description: String {
        switch self {
        case let .unsupportedArchitecture(path, architecture):
            "\(path): architecture \"\(architecture)\" is not supported (gemma3, llama and qwen2 are): use a model of a supported family"
        case let .invalidModel(path, detail):
            "\(path): \(detail)"
        case let .unsupportedWeightType(path, tensor, type):
            "\(path): weight \"\(tensor)\" has type \(type); supported: \(Self.weightTypes): requantize the model"
        case let .contextFull(needed, contextSize):
            "\(needed) tokens do not fit the context of \(contextSize) tokens: shorten the input or load the model with a larger context"
        case let .tokenOutOfRange(token, vocabularySize):
            "token id \(token) is outside the vocabulary (0..<\(vocabularySize))"
        case let .file(error):
            error.description
        }
    }

    /// The weight types the engine computes with, as the message lists them: every type GGUF
    /// dequantizes except Q8_K, which only activations use.
    static var weightTypes: String {
        GGMLType.dequantizable.filter { $0 != .q8_K }.map(\.description).joined(separator: ", ")
    }
}
