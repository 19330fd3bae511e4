/// The fuzzer's bytes, read front to back as the choices a target makes (a size, an option, a
/// piece of text), so that one mutation changes one decision and libFuzzer can learn which.
///
/// Reading past the end yields zeros and empty strings, never a trap: every input is valid.
struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset >= bytes.count }
    var remainingCount: Int { max(0, bytes.count - offset) }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `range`, from one or two bytes.
    mutating func integer(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return range.lowerBound }
        let raw = span < 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
        return range.lowerBound + raw % (span + 1)
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// Up to `maximumByteCount` bytes, the length read first.
    mutating func bytes(upTo maximumByteCount: Int) -> [UInt8] {
        let count = min(integer(in: 0...maximumByteCount), remainingCount)
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    /// Text from up to `maximumByteCount` bytes, invalid UTF-8 repaired (as the library reads files).
    mutating func text(upTo maximumByteCount: Int) -> String {
        String(decoding: bytes(upTo: maximumByteCount), as: UTF8.self)
    }

    /// Everything not read yet.
    mutating func rest() -> [UInt8] {
        guard offset < bytes.count else { return [] }
        defer { offset = bytes.count }
        return Array(bytes[offset...])
    }
}
