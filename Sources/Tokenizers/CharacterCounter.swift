/// One token per grapheme cluster (Swift `Character`, a user-perceived character): for budgets
/// set in characters, and the unit other chunkers (text-splitter, semchunk) use by default.
public struct CharacterCounter: UTF8TokenCounter {
    public let name = "characters"
    public let isExact = true

    public init() {}

    /// `text.count`.
    /// - Complexity: O(n) in the length of `text`.
    public func count(_ text: String) -> Int { text.count }

    /// The characters of `bytes` on their own, without making a `String`; equal to
    /// `String(decoding: bytes, as: UTF8.self).count`, several times faster on common scripts.
    /// - Complexity: O(n) in `bytes.count`.
    public func count(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int { GraphemeClusters.count(bytes) }
}
