/// A token counter that also counts UTF-8 bytes in place, without a `String`.
///
/// A chunker counts thousands of slices of one document. For a counter as cheap as counting
/// characters, making each slice a `String` (a copy and a validation pass) costs more than the
/// count itself; with this requirement the chunker counts the slice where it lies.
public protocol UTF8TokenCounter: TokenCounter {
    /// Tokens of the text whose UTF-8 encoding is `bytes` (valid UTF-8, such as a slice of a
    /// `String` between two scalars): always exactly `count(String(decoding: bytes, as: UTF8.self))`.
    /// - Complexity: O(n) in `bytes.count`.
    func count(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int
}

extension TokenEstimator: UTF8TokenCounter {}
