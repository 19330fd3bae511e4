import Foundation

/// A GGUF file, memory-mapped read-only: its header, metadata and tensor descriptors, with
/// zero-copy access to each tensor's bytes.
///
/// Parsing reads only the header region; tensor data is touched when a caller reads it. Every
/// count, length, offset and size read from the file is checked against the file's size before
/// use, so a truncated or corrupted file throws a `GGUFError` naming the field or tensor rather
/// than trapping.
public final class GGUFFile: Sendable {
    /// The path the file was opened from.
    public let path: String
    /// The GGUF format version (2 or 3).
    public let version: UInt32
    /// The key/value metadata.
    public let metadata: GGUFMetadata
    /// Tensor descriptors in file order.
    public let tensors: [GGUFTensorInfo]
    /// Alignment of tensor data (`general.alignment`, default 32).
    public let alignment: Int
    /// Byte offset of the tensor data section.
    public let dataOffset: Int
    /// Size of the whole file in bytes.
    public var fileSize: Int { storage.bytes.count }

    private let storage: MappedFile
    private let tensorIndex: [String: Int]

    /// The alignment GGUF uses when `general.alignment` is absent.
    public static let defaultAlignment = 32
    /// Arrays nested deeper than this are rejected (a crafted file could otherwise recurse
    /// until the stack runs out).
    static let maximumArrayDepth = 8

    /// Opens and parses the file at `url`, mapping it read-only.
    /// - Throws: `GGUFError` when the file cannot be opened or is not a valid GGUF v2/v3 file.
    /// - Complexity: O(metadata size + number of tensors); tensor data is not read.
    public convenience init(contentsOf url: URL) throws {
        try self.init(storage: MappedFile(path: url.path), path: url.path)
    }

    /// Parses a GGUF image already in memory (copied), e.g. one built by a test.
    /// - Throws: `GGUFError` as `init(contentsOf:)`.
    public convenience init(bytes: [UInt8], name: String = "<memory>") throws {
        try self.init(storage: MappedFile(copying: bytes), path: name)
    }

    private init(storage: MappedFile, path: String) throws {
        self.storage = storage
        self.path = path
        var reader = ByteReader(bytes: storage.bytes, path: path)

        let magic = try reader.read(UInt32.self, "header magic")
        guard magic == 0x4655_4747 else { throw GGUFError.notGGUF(path: path, magic: magic) }
        version = try reader.read(UInt32.self, "header version")
        guard version == 2 || version == 3 else { throw GGUFError.unsupportedVersion(path: path, version: version) }
        let tensorCount = try reader.read(UInt64.self, "header tensor count")
        let keyCount = try reader.readCount("header metadata count", minimumElementSize: 13)

        var keys = [String]()
        var values = [String: GGUFValue]()
        keys.reserveCapacity(keyCount)
        for index in 0..<keyCount {
            let key = try reader.readString("metadata key #\(index)")
            let rawType = try reader.read(UInt32.self, "type of metadata \"\(key)\"")
            let value = try Self.readValue(&reader, rawType: rawType, field: "metadata \"\(key)\"", depth: 0)
            guard values.updateValue(value, forKey: key) == nil else {
                throw GGUFError.invalidField(path: path, field: "metadata \"\(key)\"", detail: "key appears twice")
            }
            keys.append(key)
        }
        metadata = GGUFMetadata(path: path, keys: keys, values: values)

        let alignmentValue = values[GGUFKey.alignment]
        let alignment = alignmentValue?.int ?? (alignmentValue == nil ? Self.defaultAlignment : 0)
        guard alignment > 0, alignment.nonzeroBitCount == 1, alignment <= 1 << 30 else {
            throw GGUFError.invalidField(path: path, field: "metadata \"\(GGUFKey.alignment)\"",
                                         detail: "\(alignmentValue.map(GGUFMetadata.describe) ?? "?") is not a power of two")
        }
        self.alignment = alignment

        // A descriptor is at least 8 (name length) + 4 (dims) + 4 (type) + 8 (offset) bytes.
        let minimumDescriptorBytes: UInt64 = 24
        guard tensorCount <= UInt64(reader.remaining) / minimumDescriptorBytes else {
            throw GGUFError.invalidField(path: path, field: "header tensor count",
                                         detail: "\(tensorCount) tensors cannot fit in the \(reader.remaining) bytes that remain")
        }
        var descriptors = [(name: String, shape: [Int], type: GGMLType, offset: UInt64, byteCount: Int)]()
        descriptors.reserveCapacity(Int(tensorCount))
        for index in 0..<Int(tensorCount) {
            descriptors.append(try Self.readDescriptor(&reader, index: index, alignment: alignment))
        }

        let (padded, overflow) = reader.offset.addingReportingOverflow(alignment - 1)
        dataOffset = overflow ? Int.max : padded / alignment * alignment
        var tensors = [GGUFTensorInfo]()
        var index = [String: Int]()
        tensors.reserveCapacity(descriptors.count)
        for descriptor in descriptors {
            let start = UInt64(dataOffset) &+ descriptor.offset
            let (end, endOverflow) = start.addingReportingOverflow(UInt64(descriptor.byteCount))
            guard !overflow, descriptor.offset <= UInt64(Int.max) - UInt64(dataOffset), !endOverflow,
                  end <= UInt64(storage.bytes.count) else {
                throw GGUFError.tensorOutOfBounds(path: path, tensor: descriptor.name, start: start,
                                                  end: endOverflow ? .max : end, fileSize: storage.bytes.count)
            }
            guard index.updateValue(tensors.count, forKey: descriptor.name) == nil else {
                throw GGUFError.invalidField(path: path, field: "tensor \"\(descriptor.name)\"", detail: "name appears twice")
            }
            tensors.append(GGUFTensorInfo(name: descriptor.name, shape: descriptor.shape, type: descriptor.type,
                                          fileOffset: Int(start), byteCount: descriptor.byteCount))
        }
        self.tensors = tensors
        tensorIndex = index
    }

    /// The descriptor of the tensor called `name`, or `nil`.
    public func tensor(named name: String) -> GGUFTensorInfo? {
        tensorIndex[name].map { tensors[$0] }
    }

    /// The descriptor of the tensor called `name`.
    /// - Throws: `GGUFError.missingTensor` when absent.
    public func requireTensor(_ name: String) throws -> GGUFTensorInfo {
        guard let info = tensor(named: name) else { throw GGUFError.missingTensor(path: path, tensor: name) }
        return info
    }

    /// The tensor's bytes, straight from the mapping (no copy).
    ///
    /// The buffer is valid as long as this `GGUFFile` is alive; keep a reference to the file
    /// wherever the pointer is kept.
    public func bytes(of tensor: GGUFTensorInfo) -> UnsafeRawBufferPointer {
        precondition(tensor.fileRange.upperBound <= storage.bytes.count, "tensor \(tensor.name) is from another file")
        return UnsafeRawBufferPointer(rebasing: storage.bytes[tensor.fileRange])
    }

    /// The whole file's bytes (header included), straight from the mapping.
    public var allBytes: UnsafeRawBufferPointer { storage.bytes }

    /// The model family (`general.architecture`), e.g. `gemma3`, `llama`, `qwen2`.
    public var architecture: String? { metadata[GGUFKey.architecture]?.string }

    /// Dequantizes a whole tensor to `Float` (a copy; for tests, small tensors and tools).
    /// - Throws: `GGUFError.unsupportedTensorType` when the type has no dequantizer.
    /// - Complexity: O(elements).
    public func floats(of tensor: GGUFTensorInfo) throws -> [Float] {
        guard tensor.type.canDequantize else {
            throw GGUFError.unsupportedTensorType(path: path, tensor: tensor.name, type: tensor.type.description)
        }
        // An empty tensor (a corrupt or odd file) gets a plain empty array: the standard library's
        // unsafeUninitializedCapacity initializer with capacity 0 stores the count into the shared
        // empty-array singleton, a write ThreadSanitizer reports as a race between any two threads
        // doing so (seen in GGUFFuzzTests beside the FoundationModels adapter's tests).
        guard tensor.elementCount > 0 else { return [] }
        let source = bytes(of: tensor)
        return [Float](unsafeUninitializedCapacity: tensor.elementCount) { buffer, initialized in
            Dequantize.row(source, type: tensor.type, count: tensor.elementCount, into: buffer)
            initialized = tensor.elementCount
        }
    }

    // MARK: - Parsing

    private static func readDescriptor(_ reader: inout ByteReader, index: Int, alignment: Int) throws
        -> (name: String, shape: [Int], type: GGMLType, offset: UInt64, byteCount: Int)
    {
        let path = reader.path
        let name = try reader.readString("name of tensor #\(index)")
        let dimensionCount = try reader.read(UInt32.self, "dimension count of tensor \"\(name)\"")
        guard dimensionCount <= 4 else {
            throw GGUFError.invalidField(path: path, field: "tensor \"\(name)\"", detail: "\(dimensionCount) dimensions (ggml allows at most 4)")
        }
        var shape = [Int]()
        var elements: UInt64 = 1
        for axis in 0..<Int(dimensionCount) {
            let extent = try reader.read(UInt64.self, "dimension \(axis) of tensor \"\(name)\"")
            let (product, overflow) = elements.multipliedReportingOverflow(by: extent)
            guard extent <= UInt64(Int64.max), !overflow, product <= UInt64(Int64.max) else {
                throw GGUFError.invalidField(path: path, field: "tensor \"\(name)\"", detail: "dimension \(axis) of \(extent) makes the element count overflow")
            }
            elements = product
            shape.append(Int(extent))
        }
        let type = GGMLType(rawValue: try reader.read(UInt32.self, "type of tensor \"\(name)\""))
        let offset = try reader.read(UInt64.self, "data offset of tensor \"\(name)\"")
        guard let blockSize = type.blockSize, let blockBytes = type.blockBytes else {
            throw GGUFError.unsupportedTensorType(path: path, tensor: name, type: type.description)
        }
        let rowLength = UInt64(shape.first ?? 1)
        guard rowLength % UInt64(blockSize) == 0 else {
            throw GGUFError.invalidField(path: path, field: "tensor \"\(name)\"",
                                         detail: "row length \(rowLength) is not a multiple of the \(type) block size \(blockSize)")
        }
        let (bytes, overflow) = (elements / UInt64(blockSize)).multipliedReportingOverflow(by: UInt64(blockBytes))
        guard !overflow, bytes <= UInt64(Int.max) else {
            throw GGUFError.invalidField(path: path, field: "tensor \"\(name)\"", detail: "size of \(elements) \(type) elements overflows")
        }
        guard offset % UInt64(alignment) == 0 else {
            throw GGUFError.invalidField(path: path, field: "tensor \"\(name)\"", detail: "data offset \(offset) is not a multiple of the alignment \(alignment)")
        }
        return (name, shape, type, offset, Int(bytes))
    }

    private static func readValue(_ reader: inout ByteReader, rawType: UInt32, field: String, depth: Int) throws -> GGUFValue {
        guard let type = GGUFValueType(rawValue: rawType) else {
            throw GGUFError.invalidField(path: reader.path, field: field, detail: "unknown value type \(rawType)")
        }
        switch type {
        case .uint8: return .uint8(try reader.read(UInt8.self, field))
        case .int8: return .int8(try reader.read(Int8.self, field))
        case .uint16: return .uint16(try reader.read(UInt16.self, field))
        case .int16: return .int16(try reader.read(Int16.self, field))
        case .uint32: return .uint32(try reader.read(UInt32.self, field))
        case .int32: return .int32(try reader.read(Int32.self, field))
        case .uint64: return .uint64(try reader.read(UInt64.self, field))
        case .int64: return .int64(try reader.read(Int64.self, field))
        case .float32: return .float32(try reader.readFloat(field))
        case .float64: return .float64(try reader.readDouble(field))
        case .bool: return .bool(try readBool(&reader, field))
        case .string: return .string(try reader.readString(field))
        case .array: return .array(try readArray(&reader, field: field, depth: depth + 1))
        }
    }

    private static func readBool(_ reader: inout ByteReader, _ field: @autoclosure () -> String) throws -> Bool {
        let byte = try reader.read(UInt8.self, field())
        guard byte <= 1 else {
            throw GGUFError.invalidField(path: reader.path, field: field(), detail: "boolean byte is \(byte), expected 0 or 1")
        }
        return byte == 1
    }

    private static func readArray(_ reader: inout ByteReader, field: String, depth: Int) throws -> GGUFArray {
        guard depth <= maximumArrayDepth else {
            throw GGUFError.invalidField(path: reader.path, field: field, detail: "arrays nested deeper than \(maximumArrayDepth)")
        }
        let rawType = try reader.read(UInt32.self, field + " element type")
        guard let type = GGUFValueType(rawValue: rawType) else {
            throw GGUFError.invalidField(path: reader.path, field: field, detail: "unknown array element type \(rawType)")
        }
        let count = try reader.readCount(field + " element count", minimumElementSize: type.minimumStoredSize)
        // Fixed-size elements: readCount has already checked that count * size bytes remain.
        func bulk<T: FixedWidthInteger>(_: T.Type) -> [T] {
            let base = reader.offset, size = MemoryLayout<T>.size
            let bytes = reader.bytes
            let result = (0..<count).map { T(littleEndian: bytes.loadUnaligned(fromByteOffset: base + $0 * size, as: T.self)) }
            reader.skip(to: base + count * size)
            return result
        }
        // Variable-size elements; the element's field name is only built if it is needed for an error.
        func many<T>(_ read: (inout ByteReader, Int) throws -> T) throws -> [T] {
            var result = [T]()
            result.reserveCapacity(count)
            for i in 0..<count { result.append(try read(&reader, i)) }
            return result
        }
        switch type {
        case .uint8: return .uint8(bulk(UInt8.self))
        case .int8: return .int8(bulk(Int8.self))
        case .uint16: return .uint16(bulk(UInt16.self))
        case .int16: return .int16(bulk(Int16.self))
        case .uint32: return .uint32(bulk(UInt32.self))
        case .int32: return .int32(bulk(Int32.self))
        case .uint64: return .uint64(bulk(UInt64.self))
        case .int64: return .int64(bulk(Int64.self))
        case .float32: return .float32(bulk(UInt32.self).map(Float.init(bitPattern:)))
        case .float64: return .float64(bulk(UInt64.self).map(Double.init(bitPattern:)))
        case .bool: return .bool(try many { try readBool(&$0, "\(field)[\($1)]") })
        case .string: return .string(try many { try $0.readString("\(field)[\($1)]") })
        case .array: return .array(try many { try readArray(&$0, field: "\(field)[\($1)]", depth: depth + 1) })
        }
    }
}
