// Package access: ContextBudget and Guidance read UTF-8 this way too, and neither imports the other.
extension String {
    /// The text of `bytes` if they are valid UTF-8, else nil (never repaired).
    ///
    /// `String(validating:as:)` is the standard library's way, from Swift 6.0's runtime (macOS 15,
    /// iOS 18); below that, `validatingUTF8BytesByRepair` says the same thing.
    /// - Complexity: O(n).
    package static func validatingUTF8Bytes<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return validatingUTF8BytesByRepair(bytes)
    }

    /// The fallback below macOS 15 / iOS 18: decode with repair and keep the result only if it
    /// is the input, since a repaired sequence (U+FFFD) always differs from the bytes it
    /// replaced. Visible so that a test compares it with `String(validating:as:)` on Linux,
    /// where the `#available` above is always true.
    /// - Complexity: O(n).
    package static func validatingUTF8BytesByRepair<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        let repaired = String(decoding: bytes, as: UTF8.self)
        return repaired.utf8.elementsEqual(bytes) ? repaired : nil
    }
}
