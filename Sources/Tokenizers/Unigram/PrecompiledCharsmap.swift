/// SentencePiece's precompiled normalization rules (`precompiled_charsmap`): NFKC-style rewrites
/// of byte sequences, compiled by the trainer into a darts-clone double array.
///
/// Layout (little-endian): a 32-bit byte count of the double array, the array's 32-bit units,
/// then the replacement strings, each ending with a NUL. A unit packs a label (the byte that leads
/// to it), an offset to its children (XOR addressing), a has-leaf flag and, in leaf units, the
/// position of the replacement in the strings blob. Reading follows darts-clone's
/// `commonPrefixSearch`; every index is bounds-checked because the blob comes from a file.
struct PrecompiledCharsmap: Sendable {
    private let units: [UInt32]
    private let replacements: [UInt8]

    /// Parses the blob.
    /// - Returns: nil when the blob is too short or its array length does not fit it.
    init?(_ blob: [UInt8]) {
        guard blob.count >= 4 else { return nil }
        let arrayBytes = Int(blob[0]) | Int(blob[1]) << 8 | Int(blob[2]) << 16 | Int(blob[3]) << 24
        guard arrayBytes % 4 == 0, arrayBytes >= 4, 4 + arrayBytes <= blob.count else { return nil }
        var units = [UInt32](repeating: 0, count: arrayBytes / 4)
        for index in 0..<units.count {
            let at = 4 + index * 4
            units[index] = UInt32(blob[at]) | UInt32(blob[at + 1]) << 8 | UInt32(blob[at + 2]) << 16 | UInt32(blob[at + 3]) << 24
        }
        self.units = units
        replacements = Array(blob[(4 + arrayBytes)...])
    }

    private static func offset(_ unit: UInt32) -> Int { Int((unit >> 10) << ((unit & (1 << 9)) >> 6)) }
    private static func label(_ unit: UInt32) -> UInt32 { unit & ((1 << 31) | 0xFF) }
    private static func hasLeaf(_ unit: UInt32) -> Bool { (unit >> 8) & 1 == 1 }
    private static func value(_ unit: UInt32) -> Int { Int(unit & ((1 << 31) - 1)) }

    /// The longest rule that matches a prefix of `bytes[index...]`: the replacement and the
    /// number of input bytes it replaces, or nil.
    /// - Complexity: O(length of the longest rule).
    func longestMatch(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (replacement: ArraySlice<UInt8>, length: Int)? {
        var node = Self.offset(units[0])
        var best: (value: Int, length: Int)?
        var position = index
        while position < bytes.count {
            let byte = bytes[position]
            node ^= Int(byte)
            guard node < units.count else { break }
            let unit = units[node]
            guard Self.label(unit) == UInt32(byte) else { break }
            node ^= Self.offset(unit)
            guard node < units.count else { break }
            position += 1
            if Self.hasLeaf(unit) { best = (Self.value(units[node]), position - index) }
        }
        guard let best, best.value < replacements.count else { return nil }
        var end = best.value
        while end < replacements.count && replacements[end] != 0 { end += 1 }
        return (replacements[best.value..<end], best.length)
    }
}
