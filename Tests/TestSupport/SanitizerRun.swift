import Foundation

/// Whether this test process runs under a sanitizer (`Scripts/reliability/sanitize.sh` sets
/// `CONTEXTBUDGET_SANITIZER` to `address` or `thread`). Tests that bound wall-clock time are
/// skipped by the runner there, and say so: AddressSanitizer slows code 2-3x and ThreadSanitizer
/// 5-15x, so a bound that catches a regression in a normal build would only measure the sanitizer.
public enum SanitizerRun {
    /// The sanitizer's name, or nil in a normal run.
    public static var name: String? {
        ProcessInfo.processInfo.environment["CONTEXTBUDGET_SANITIZER"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// True under `Scripts/reliability/sanitize.sh`.
    public static var isActive: Bool { name != nil }

    /// The reason a wall-clock test gives when it is skipped.
    public static let timingSkipReason = "a wall-clock bound: meaningless under a sanitizer's slowdown"
}
