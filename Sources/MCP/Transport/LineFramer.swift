/// Cuts a byte stream into newline-terminated lines, as the stdio transport frames messages.
///
/// Bytes are scanned once: each chunk is searched for newlines from where the last search
/// stopped, so a 10 MB message arriving in 64 KB reads costs O(n), not O(n²). A line longer
/// than `maximumLineBytes` is dropped up to its newline and reported, so a runaway server
/// cannot take all memory.
struct LineFramer {
    /// A piece of framed input.
    enum Piece: Equatable {
        case line([UInt8])
        /// A line over the limit was dropped; `prefix` is its beginning.
        case overlong(prefix: [UInt8])
    }

    let maximumLineBytes: Int
    /// How much of a dropped line is kept for the report: never more than the limit allows to
    /// have arrived, so the report does not depend on how the reads were cut.
    private var excerptLength: Int { min(200, maximumLineBytes + 1) }
    private var buffer: [UInt8] = []
    private var discarding = false

    init(maximumLineBytes: Int) {
        precondition(maximumLineBytes > 0, "maximumLineBytes must be positive")
        self.maximumLineBytes = maximumLineBytes
    }

    /// Adds `bytes` and returns the lines they complete (without their `\n` or `\r\n`; blank lines skipped).
    /// - Complexity: O(n) in `bytes.count` plus the bytes of the lines returned.
    mutating func append(_ bytes: some Collection<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        var rest = bytes[...]
        while let newline = rest.firstIndex(of: 0x0A) {
            let head = rest[..<newline]
            rest = rest[rest.index(after: newline)...]
            if discarding {
                discarding = false
                continue
            }
            if buffer.count + head.count > maximumLineBytes {
                pieces.append(.overlong(prefix: Array((buffer + head).prefix(excerptLength))))
                buffer.removeAll(keepingCapacity: false)
                continue
            }
            buffer.append(contentsOf: head)
            if let line = Self.trimmed(buffer) { pieces.append(.line(line)) }
            buffer.removeAll(keepingCapacity: true)
        }
        if !discarding {
            buffer.append(contentsOf: rest)
            if buffer.count > maximumLineBytes {
                pieces.append(.overlong(prefix: Array(buffer.prefix(excerptLength))))
                buffer.removeAll(keepingCapacity: false)
                discarding = true
            }
        }
        return pieces
    }

    /// What is left when the stream ends: a last line without its newline, if any.
    mutating func finish() -> [Piece] {
        defer { buffer.removeAll() }
        guard !discarding, let line = Self.trimmed(buffer) else { return [] }
        return [.line(line)]
    }

    private static func trimmed(_ line: [UInt8]) -> [UInt8]? {
        var end = line.count
        if end > 0, line[end - 1] == 0x0D { end -= 1 }
        let body = line[..<end]
        guard body.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        return Array(body)
    }
}
