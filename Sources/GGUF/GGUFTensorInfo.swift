/// Where one tensor lives in a GGUF file and how to read it.
///
/// Shapes are in ggml order: `shape[0]` is the length of a row (the contiguous dimension), so a
/// PyTorch weight of shape `[out, in]` appears here as `[in, out]`.
public struct GGUFTensorInfo: Sendable, Equatable {
    /// The tensor's name, e.g. `blk.0.attn_q.weight`.
    public let name: String
    /// Dimensions in ggml order, innermost (contiguous) first.
    public let shape: [Int]
    /// The element type.
    public let type: GGMLType
    /// Byte offset of the tensor's first byte from the start of the file.
    public let fileOffset: Int
    /// Bytes the tensor occupies.
    public let byteCount: Int

    /// Total number of elements.
    public var elementCount: Int { shape.reduce(1, *) }
    /// Elements in one row (`shape[0]`), 1 for a scalar.
    public var rowLength: Int { shape.first ?? 1 }
    /// Number of rows (product of all dimensions but the first).
    public var rowCount: Int { shape.dropFirst().reduce(1, *) }
    /// Bytes in one row.
    public var rowBytes: Int { rowCount == 0 ? 0 : byteCount / rowCount }
    /// The byte range in the file.
    public var fileRange: Range<Int> { fileOffset..<(fileOffset + byteCount) }
}
