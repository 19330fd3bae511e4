/// A cursor over the mapped file that checks every read against the end of the file.
///
/// All multi-byte values are little-endian, as GGUF specifies; reads are unaligned-safe.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    let path: String
    private(set) var offset: Int = 0

    init(bytes: UnsafeRawBufferPointer, path: String) {
        self.bytes = bytes
        self.path = path
    }

    var remaining: Int { bytes.count - offset }

    /// Throws `truncated` unless `count` more bytes are available.
    func require(_ count: UInt64, for field: @autoclosure () -> String) throws {
        guard count <= UInt64(remaining) else {
            throw GGUFError.truncated(path: path, field: field(), offset: offset, needed: count, fileSize: bytes.count)
        }
    }

    mutating func read<T: FixedWidthInteger>(_: T.Type, _ field: @autoclosure () -> String) throws -> T {
        try require(UInt64(MemoryLayout<T>.size), for: field())
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
        offset += MemoryLayout<T>.size
        return T(littleEndian: value)
    }

    mutating func readFloat(_ field: @autoclosure () -> String) throws -> Float {
        Float(bitPattern: try read(UInt32.self, field()))
    }

    mutating func readDouble(_ field: @autoclosure () -> String) throws -> Double {
        Double(bitPattern: try read(UInt64.self, field()))
    }

    /// Reads a GGUF string: a UInt64 byte count then that many UTF-8 bytes.
    ///
    /// Invalid UTF-8 is repaired with U+FFFD rather than rejected, as llama.cpp keeps such
    /// strings too; a vocabulary with one odd token should still load.
    mutating func readString(_ field: @autoclosure () -> String) throws -> String {
        let length = try read(UInt64.self, field() + " length")
        try require(length, for: field())
        let count = Int(length)  // fits: length <= remaining
        let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
        offset += count
        return String(decoding: slice, as: UTF8.self)
    }

    /// Reads a count and checks that `count * minimumElementSize` bytes could still follow,
    /// so an absurd count is rejected before anything is allocated.
    mutating func readCount(_ field: @autoclosure () -> String, minimumElementSize: Int) throws -> Int {
        let count = try read(UInt64.self, field())
        let (needed, overflow) = count.multipliedReportingOverflow(by: UInt64(minimumElementSize))
        guard !overflow, needed <= UInt64(remaining) else {
            throw GGUFError.invalidField(
                path: path, field: field(),
                detail: "count \(count) needs at least \(overflow ? "more than 2^64" : String(needed)) bytes but only \(remaining) remain")
        }
        return Int(count)
    }

    mutating func skip(to newOffset: Int) {
        precondition(newOffset >= offset && newOffset <= bytes.count)
        offset = newOffset
    }
}
