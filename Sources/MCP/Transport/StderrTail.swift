import Foundation

/// The last bytes a server wrote to stderr, kept within a bound: enough for the traceback that
/// explains an exit, never the whole of a chatty server's log.
final class StderrTail: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private let limit: Int

    init(limit: Int) {
        self.limit = max(limit, 1)
    }

    /// - Complexity: amortized O(n) in `chunk.count` (the buffer is cut back only when it doubles).
    func append(_ chunk: some Collection<UInt8>) {
        lock.lock()
        defer { lock.unlock() }
        bytes.append(contentsOf: chunk)
        if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
    }

    /// The kept text, at most `limit` bytes (a character cut at the start is replaced).
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes.suffix(limit), as: UTF8.self)
    }
}
