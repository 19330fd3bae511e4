import Foundation

/// A one-way gate a thread can wait on with a deadline: opened once (a child exited, a pipe
/// reached its end), after which every wait returns at once.
final class ExitLatch: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks the calling thread until the latch opens or `seconds` pass; true when it opened.
    @discardableResult
    func wait(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !isOpen {
            if !condition.wait(until: deadline) { return isOpen }
        }
        return true
    }

    var opened: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isOpen
    }
}
