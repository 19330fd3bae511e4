/// The character classes the pre-tokenizer regexes use, as bits of one byte per scalar.
///
/// `\p{L}`, `\p{N}`, `\s` and the o200k letter-case groups, looked up in a 64K table for the
/// Basic Multilingual Plane (built once from the standard library's Unicode data) and computed
/// from `Unicode.Scalar.Properties` for the rare scalars above it.
enum ScalarClass {
    /// `\p{L}`: Lu, Ll, Lt, Lm, Lo.
    static let letter: UInt8 = 1
    /// `\p{N}`: Nd, Nl, No.
    static let number: UInt8 = 2
    /// `\s`: the White_Space property (what the Rust `regex` crate and Oniguruma use).
    static let whitespace: UInt8 = 4
    /// o200k's `[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]`.
    static let upperGroup: UInt8 = 8
    /// o200k's `[\p{Ll}\p{Lm}\p{Lo}\p{M}]`.
    static let lowerGroup: UInt8 = 16
    /// `\r` or `\n`.
    static let newline: UInt8 = 32

    /// Classes of every BMP scalar (surrogates get 0).
    static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        for value in 0..<0x10000 {
            if let scalar = Unicode.Scalar(UInt32(value)) { table[value] = compute(scalar) }
        }
        return table
    }()

    static func compute(_ scalar: Unicode.Scalar) -> UInt8 {
        var bits: UInt8 = 0
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: bits |= letter | upperGroup
        case .lowercaseLetter: bits |= letter | lowerGroup
        case .modifierLetter, .otherLetter: bits |= letter | upperGroup | lowerGroup
        case .nonspacingMark, .spacingMark, .enclosingMark: bits |= upperGroup | lowerGroup
        case .decimalNumber, .letterNumber, .otherNumber: bits |= number
        default: break
        }
        if properties.isWhitespace { bits |= whitespace }
        if scalar.value == 0x0A || scalar.value == 0x0D { bits |= newline }
        return bits
    }

    /// Classes of the scalar with this value.
    @inline(__always)
    static func of(_ value: UInt32, table: UnsafePointer<UInt8>) -> UInt8 {
        if value < 0x10000 { return table[Int(value)] }
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        return compute(scalar)
    }
}

/// A cursor over valid UTF-8 that reads scalar classes; the scanners' only way to look at text.
struct ClassReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let table: UnsafePointer<UInt8>

    /// The classes and byte length of the scalar at `index` (which must be < bytes.count).
    @inline(__always)
    func at(_ index: Int) -> (bits: UInt8, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (table[Int(lead)], 1) }
        let (value, length) = decodeScalar(bytes, at: index)
        return (ScalarClass.of(value, table: table), length)
    }

    @inline(__always)
    var count: Int { bytes.count }
}
