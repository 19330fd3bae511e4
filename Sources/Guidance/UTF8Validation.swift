extension String {
    /// The text of `bytes` if they are valid UTF-8, else nil (never repaired).
    ///
    /// `String(validating:as:)` is the standard library's way, from Swift 6.0's runtime (macOS 15,
    /// iOS 18); below that, decoding with repair and comparing the result with the input says the
    /// same thing, since a repaired sequence always differs from the bytes it replaced.
    /// - Complexity: O(n).
    static func validatingUTF8Bytes<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        let repaired = String(decoding: bytes, as: UTF8.self)
        return repaired.utf8.elementsEqual(bytes) ? repaired : nil
    }
}
