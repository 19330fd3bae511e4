/// GPT-2's reversible map from bytes to printable characters, which byte-level `tokenizer.json`
/// vocabularies are written in (`Ġ` is the space byte, `Ċ` the newline).
///
/// Printable Latin-1 bytes (`!`…`~`, `¡`…`¬`, `®`…`ÿ`) stand for themselves; the other 68 bytes
/// are given the code points from U+0100 upwards, in byte order.
public enum GPT2ByteAlphabet {
    /// `characters[byte]` is the scalar that spells `byte`.
    static let characters: [Unicode.Scalar] = {
        var table = [Unicode.Scalar](repeating: "\0", count: 256)
        var next: UInt32 = 256
        for byte in 0..<256 {
            let printable = (0x21...0x7E).contains(byte) || (0xA1...0xAC).contains(byte) || (0xAE...0xFF).contains(byte)
            if printable {
                table[byte] = Unicode.Scalar(UInt8(byte))
            } else {
                table[byte] = Unicode.Scalar(next)!
                next += 1
            }
        }
        return table
    }()

    /// The inverse map: scalar value to byte.
    static let bytes: [UInt32: UInt8] = {
        var table: [UInt32: UInt8] = [:]
        for (byte, scalar) in characters.enumerated() { table[scalar.value] = UInt8(byte) }
        return table
    }()

    /// The raw bytes a vocabulary string spells, or nil if it uses a character outside the alphabet.
    /// - Complexity: O(n) in the length of `text`.
    public static func decode(_ text: String) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard let byte = bytes[scalar.value] else { return nil }
            result.append(byte)
        }
        return result
    }
}
