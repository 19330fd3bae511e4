/// Everything that can go wrong while reading a GGUF file.
///
/// Every case names the file and the field or tensor at fault, with the numbers that did not add
/// up, so that a truncated download or a corrupted file can be told apart from a bug.
public enum GGUFError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or mapped; `reason` is the system's explanation.
    case cannotOpen(path: String, reason: String)
    /// The first four bytes are not `GGUF`.
    case notGGUF(path: String, magic: UInt32)
    /// The header's version is one we do not read (we read 2 and 3).
    case unsupportedVersion(path: String, version: UInt32)
    /// Reading `field` needed `needed` bytes at `offset`, but the file ends at `fileSize`.
    case truncated(path: String, field: String, offset: Int, needed: UInt64, fileSize: Int)
    /// A header field holds a value that cannot be right (an unknown type code, an absurd count).
    case invalidField(path: String, field: String, detail: String)
    /// A tensor's data does not lie inside the file's data section.
    case tensorOutOfBounds(path: String, tensor: String, start: UInt64, end: UInt64, fileSize: Int)
    /// A tensor uses a ggml type this library does not know or cannot dequantize.
    case unsupportedTensorType(path: String, tensor: String, type: String)
    /// A metadata key that the caller needs is absent.
    case missingKey(path: String, key: String)
    /// A metadata key holds a value of another type than the caller needs.
    case typeMismatch(path: String, key: String, expected: String, actual: String)
    /// A tensor that the caller needs is absent.
    case missingTensor(path: String, tensor: String)
    /// A tensor has another shape than the caller needs.
    case shapeMismatch(path: String, tensor: String, expected: [Int], actual: [Int])

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            "\(path): cannot open: \(reason)"
        case let .notGGUF(path, magic):
            "\(path): not a GGUF file (magic 0x\(String(magic, radix: 16)), expected 0x46554747 \"GGUF\"): wrong file?"
        case let .unsupportedVersion(path, version):
            "\(path): GGUF version \(version) is not supported (versions 2 and 3 are): convert the model with a current llama.cpp"
        case let .truncated(path, field, offset, needed, fileSize):
            "\(path): \(field) needs \(needed) bytes at offset \(offset) but the file ends at \(fileSize): truncated download?"
        case let .invalidField(path, field, detail):
            "\(path): \(field): \(detail): corrupted file?"
        case let .tensorOutOfBounds(path, tensor, start, end, fileSize):
            "\(path): tensor \"\(tensor)\" spans bytes \(start)..<\(end) but the file ends at \(fileSize): truncated download?"
        case let .unsupportedTensorType(path, tensor, type):
            "\(path): tensor \"\(tensor)\" has type \(type), which is not supported: use a file quantized to F32, F16, BF16, Q4_0, Q4_1, Q5_0, Q8_0, Q4_K, Q5_K or Q6_K"
        case let .missingKey(path, key):
            "\(path): metadata key \"\(key)\" is missing: is this a model of the expected architecture?"
        case let .typeMismatch(path, key, expected, actual):
            "\(path): metadata key \"\(key)\" holds \(actual), expected \(expected)"
        case let .missingTensor(path, tensor):
            "\(path): tensor \"\(tensor)\" is missing: is this a model of the expected architecture?"
        case let .shapeMismatch(path, tensor, expected, actual):
            "\(path): tensor \"\(tensor)\" has shape \(actual), expected \(expected)"
        }
    }
}
