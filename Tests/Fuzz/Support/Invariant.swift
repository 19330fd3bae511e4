import Foundation

/// Stops the fuzzer with a message naming the broken invariant: libFuzzer reports the crash
/// and keeps the input that caused it.
func invariant(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    if !condition { fatalError("INVARIANT VIOLATED: \(message())", file: file, line: line) }
}

/// Stops the fuzzer when a parser fails with an error type it does not document: bad input must
/// give the component's own, explained error.
func expectDocumentedError(_ error: any Error, _ allowed: (any Error) -> Bool, _ what: String,
                           file: StaticString = #fileID, line: UInt = #line) {
    invariant(allowed(error), "\(what) threw an undocumented error: \(type(of: error)): \(error)", file: file, line: line)
}

/// Says once, on stderr, that a target cannot run here (its vocabulary is missing); the script
/// reports the target as skipped rather than fuzzed.
func skipTarget(_ reason: String) -> Never {
    FileHandleOutput.standardError("FUZZ-SKIP: \(reason)\n")
    exit(0)
}
