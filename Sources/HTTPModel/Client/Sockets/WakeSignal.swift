import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes a request's blocked `poll` from another thread: a pipe whose read end every wait
/// watches. `fire` is what cancellation does; it is safe to call at any time, even after `close`.
final class WakeSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptors: (read: Int32, write: Int32)?
    private var fired = false
    /// The end `poll` watches; valid until `close`, which only the request's own thread calls.
    let readFD: Int32

    init() throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw TransportFailure(kind: .other, detail: "cannot create a pipe (\(SocketConnection.errorText(errno))): too many open files?")
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        descriptors = (ends[0], ends[1])
        readFD = ends[0]
    }

    var isFired: Bool {
        lock.lock(); defer { lock.unlock() }
        return fired
    }

    func fire() {
        lock.lock(); defer { lock.unlock() }
        guard !fired, let descriptors else { return }
        fired = true
        var byte: UInt8 = 1
        _ = write(descriptors.write, &byte, 1)
    }

    func close() {
        lock.lock(); defer { lock.unlock() }
        guard let descriptors else { return }
        _ = SocketConnection.closeDescriptor(descriptors.read)
        _ = SocketConnection.closeDescriptor(descriptors.write)
        self.descriptors = nil
    }
}
