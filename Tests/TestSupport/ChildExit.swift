import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended, read from the kernel.
///
/// Why not `Process.waitUntilExit()` and `terminationStatus`: on Linux, Foundation notices a
/// child's end on one manager thread when a socket the child inherits reaches end of file. A
/// child spawned at the same moment by another test can inherit that socket too (Foundation
/// closes the descriptors it saw before spawning, not those another thread opens meanwhile), and
/// then the first child's end is not seen until the second one ends. With tests running in
/// parallel, a waiter parked on Swift's cooperative pool for such an end, while the test that
/// would end the second child needs that pool, stalls the whole run at zero CPU. `waitid` asks the
/// kernel instead, on a thread of its own, and leaves the child for Foundation to reap
/// (`WNOWAIT`), so the two never race for it.
public struct ChildExit: Sendable, Equatable, CustomStringConvertible {
    /// The exit status, or the signal's number when `signalled`.
    public var status: Int32
    /// True when a signal ended the child.
    public var signalled: Bool

    public init(status: Int32, signalled: Bool) {
        self.status = status
        self.signalled = signalled
    }

    /// True for an exit with status 0.
    public var succeeded: Bool { !signalled && status == 0 }

    public var description: String { signalled ? "killed by signal \(status)" : "exited with status \(status)" }

    /// Blocks the calling thread until `process` has ended (call it from a thread of its own).
    public static func waitBlocking(for process: Process) -> ChildExit {
        guard let info = exitInformation(of: process, blocking: true) else {
            // Already reaped (Foundation got there first), so Foundation knows the end.
            process.waitUntilExit()
            return ChildExit(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal)
        }
        #if canImport(Glibc)
        let status = info._sifields._sigchld.si_status
        #else
        let status = info.si_status
        #endif
        return ChildExit(status: status, signalled: info.si_code != CLD_EXITED)
    }

    /// True once `process` has ended (asked of the kernel, as `waitBlocking`; never blocks).
    public static func hasEnded(_ process: Process) -> Bool {
        guard let info = exitInformation(of: process, blocking: false) else { return true }  // already reaped
        #if canImport(Glibc)
        return info._sifields._sigchld.si_pid != 0
        #else
        return info.si_pid != 0
        #endif
    }

    /// `waitid` for the child's end, leaving it unreaped; nil when it is no longer our child to
    /// wait for (reaped). Without `blocking`, a child still running gives a zeroed `si_pid`.
    private static func exitInformation(of process: Process, blocking: Bool) -> siginfo_t? {
        var info = siginfo_t()
        let options = WEXITED | WNOWAIT | (blocking ? 0 : WNOHANG)
        while waitid(P_PID, id_t(process.processIdentifier), &info, options) != 0 {
            if errno != EINTR { return nil }
        }
        return info
    }

    /// Waits until `process` has ended without holding a thread of the cooperative pool.
    public static func wait(for process: Process) async -> ChildExit {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: waitBlocking(for: process)) }
        }
    }
}
