import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) during a long command: the first one calls `action` (which asks the work to
/// stop and report), a second one quits at once with status 130, as an unhandled SIGINT would.
///
/// The signal is taken by a Dispatch source, not a C handler, so `action` may lock, allocate
/// and print. The default disposition comes back when the handler is cancelled.
final class InterruptHandler: @unchecked Sendable {
    private let source: DispatchSourceSignal
    private let lock = NSLock()
    private var interrupts = 0

    /// Starts handling SIGINT.
    init(action: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)  // the source sees the signal only once the default action is off
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in
            let count = lock.withLock { interrupts += 1; return interrupts }
            if count == 1 {
                Output.note("interrupted: stopping the batch (Ctrl-C again to quit at once)")
                action()
            } else {
                exit(ExitCode.interrupted)
            }
        }
        source.resume()
    }

    /// Stops handling SIGINT; its default action is back.
    func cancel() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
