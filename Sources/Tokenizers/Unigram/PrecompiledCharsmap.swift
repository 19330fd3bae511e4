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

    /// Hugging Face's reading (`spm_precompiled`): the *shortest* rule that matches a prefix of
    /// `bytes` (the first result of the prefix search, which stops at a NUL byte), or nil.
    /// - Complexity: O(bytes.count).
    func shortestMatch(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var node = Self.offset(units[0])
        for byte in bytes {
            if byte == 0 { return nil }
            node ^= Int(byte)
            guard node < units.count else { return nil }
            let unit = units[node]
            guard Self.label(unit) == UInt32(byte) else { return nil }
            node ^= Self.offset(unit)
            guard node < units.count else { return nil }
            if Self.hasLeaf(unit) {
                let start = Self.value(units[node])
                guard start < replacements.count else { return nil }
                var end = start
                while end < replacements.count && replacements[end] != 0 { end += 1 }
                return replacements[start..<end]
            }
        }
        return nil
    }

    /// Hugging Face's `Precompiled` normalizer: each grapheme shorter than 6 bytes that starts
    /// with a rule becomes that rule's replacement, whole; otherwise each of its characters is
    /// replaced by its own rule or kept.
    /// - Complexity: O(n).
    func normalizeGraphemes(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        for character in String(decoding: text, as: UTF8.self) {
            let bytes = Array(character.utf8)
            if bytes.count < 6, let replacement = shortestMatch(bytes[...]) {
                result.append(contentsOf: replacement)
                continue
            }
            for scalar in character.unicodeScalars {
                let scalarBytes = Array(String(scalar).utf8)
                if let replacement = shortestMatch(scalarBytes[...]) {
                    result.append(contentsOf: replacement)
                } else {
                    result.append(contentsOf: scalarBytes)
                }
            }
        }
        return result
    }
}
