/// A ggml tensor element type, by its numeric code in the file.
///
/// Kept as a struct around the raw code (not a closed enum) so that files using types newer
/// than this library still parse: their metadata and descriptors remain readable, and only
/// dequantizing such a tensor fails.
///
/// Block layouts of the types this library dequantizes (all little-endian, `half` = IEEE
/// binary16, blocks are stored back to back along a row):
/// - `F32`, `F16`, `BF16`: one value per element.
/// - `Q4_0` (32 values, 18 bytes): `half d; u8 qs[16]`. Value `j < 16` is `(qs[j] & 15) - 8`,
///   value `j + 16` is `(qs[j] >> 4) - 8`, each times `d`.
/// - `Q4_1` (32 values, 20 bytes): `half d; half m; u8 qs[16]`. Nibbles as Q4_0, without the
///   offset: value `d * q + m` (`m` is the block's minimum, usually negative).
/// - `Q5_0` (32 values, 22 bytes): `half d; u8 qh[4]; u8 qs[16]`. As Q4_0 with a fifth bit:
///   bit `j` of `qh` (little-endian u32) tops value `j`, bit `j + 16` tops value `j + 16`;
///   the 5-bit value minus 16, times `d`.
/// - `Q5_1` (32 values, 24 bytes): `half d; half m; u8 qh[4]; u8 qs[16]`: Q5_0's bits without
///   the offset, value `d * q + m`.
/// - `Q8_0` (32 values, 34 bytes): `half d; i8 qs[32]`; value `qs[j] * d`.
/// - `Q2_K` (256 values, 84 bytes): `u8 scales[16]; u8 qs[64]; half d; half dmin`. Sixteen
///   sub-blocks of 16, scale in the low and minimum in the high nibble of `scales[i]`; value
///   `v` has the 2 bits `qs[32 * (v / 128) + v % 32] >> (2 * ((v % 128) / 32))`, value
///   `d * sc * q - dmin * m`.
/// - `Q3_K` (256 values, 110 bytes): `u8 hmask[32]; u8 qs[64]; u8 scales[12]; half d`. 2-bit `q`
///   as Q2_K, minus 4 unless bit `v / 32` of `hmask[v % 32]` is set; sixteen signed 6-bit scales
///   (see `scale3K`); value `d * scale * q`.
/// - `IQ4_NL` (32 values, 18 bytes): `half d; u8 qs[16]`, nibbles as Q4_0 indexing a fixed table
///   of 16 values (`iq4Values`), times `d`.
/// - `IQ4_XS` (256 values, 136 bytes): `half d; u16 scales_h; u8 scales_l[4]; u8 qs[128]`. Eight
///   sub-blocks of 32 with signed 6-bit scales; nibbles index `iq4Values`; value `d * scale * value`.
/// - `Q4_K` (256 values, 144 bytes): `half d; half dmin; u8 scales[12]; u8 qs[128]`. Eight
///   sub-blocks of 32 with 6-bit scale `sc` and min `m` packed in `scales` (see
///   `scaleAndMinK4`); value `d * sc * q - dmin * m` with 4-bit `q`. Each 64 values use 32
///   bytes of `qs`: low nibbles for the first 32, high nibbles for the next 32.
/// - `Q5_K` (256 values, 176 bytes): `half d; half dmin; u8 scales[12]; u8 qh[32]; u8 qs[128]`:
///   Q4_K plus a fifth bit per value from `qh` (bit `2i` for the low-nibble half of the `i`th
///   group of 64, bit `2i + 1` for the high half).
/// - `Q6_K` (256 values, 210 bytes): `u8 ql[128]; u8 qh[64]; i8 scales[16]; half d`. Sixteen
///   sub-blocks of 16 with signed 8-bit scales; 6-bit `q` from a nibble of `ql` and two bits
///   of `qh`, value `d * scale * (q - 32)`.
/// - `Q8_K` (256 values, 292 bytes): `float d; i8 qs[256]; i16 bsums[16]`; value `qs[j] * d`.
public struct GGMLType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let f32 = GGMLType(rawValue: 0)
    public static let f16 = GGMLType(rawValue: 1)
    public static let q4_0 = GGMLType(rawValue: 2)
    public static let q4_1 = GGMLType(rawValue: 3)
    public static let q5_0 = GGMLType(rawValue: 6)
    public static let q5_1 = GGMLType(rawValue: 7)
    public static let q8_0 = GGMLType(rawValue: 8)
    public static let q8_1 = GGMLType(rawValue: 9)
    public static let q2_K = GGMLType(rawValue: 10)
    public static let q3_K = GGMLType(rawValue: 11)
    public static let q4_K = GGMLType(rawValue: 12)
    public static let q5_K = GGMLType(rawValue: 13)
    public static let q6_K = GGMLType(rawValue: 14)
    public static let q8_K = GGMLType(rawValue: 15)
    public static let iq4_NL = GGMLType(rawValue: 20)
    public static let iq4_XS = GGMLType(rawValue: 23)
    public static let bf16 = GGMLType(rawValue: 30)

    /// (name, values per block, bytes per block) for every type code ggml has defined, as
    /// gguf-py 0.19 lists them; codes 4, 5 and 31–33, 36–38 were retired.
    private static let traits: [UInt32: (name: String, blockSize: Int, blockBytes: Int)] = [
        0: ("F32", 1, 4), 1: ("F16", 1, 2), 2: ("Q4_0", 32, 18), 3: ("Q4_1", 32, 20),
        6: ("Q5_0", 32, 22), 7: ("Q5_1", 32, 24), 8: ("Q8_0", 32, 34), 9: ("Q8_1", 32, 40),
        10: ("Q2_K", 256, 84), 11: ("Q3_K", 256, 110), 12: ("Q4_K", 256, 144), 13: ("Q5_K", 256, 176),
        14: ("Q6_K", 256, 210), 15: ("Q8_K", 256, 292), 16: ("IQ2_XXS", 256, 66), 17: ("IQ2_XS", 256, 74),
        18: ("IQ3_XXS", 256, 98), 19: ("IQ1_S", 256, 50), 20: ("IQ4_NL", 32, 18), 21: ("IQ3_S", 256, 110),
        22: ("IQ2_S", 256, 82), 23: ("IQ4_XS", 256, 136), 24: ("I8", 1, 1), 25: ("I16", 1, 2),
        26: ("I32", 1, 4), 27: ("I64", 1, 8), 28: ("F64", 1, 8), 29: ("IQ1_M", 256, 56),
        30: ("BF16", 1, 2), 34: ("TQ1_0", 256, 54), 35: ("TQ2_0", 256, 66), 39: ("MXFP4", 32, 17),
        40: ("NVFP4", 64, 36), 41: ("Q1_0", 128, 18),
    ]

    /// The ggml name (`Q4_K`), or `type N` for an unknown code.
    public var description: String { Self.traits[rawValue]?.name ?? "type \(rawValue)" }

    /// Whether the code is one ggml has defined (so its block size is known).
    public var isKnown: Bool { Self.traits[rawValue] != nil }

    /// Elements per block (1 for plain float and integer types), or `nil` for an unknown code.
    public var blockSize: Int? { Self.traits[rawValue]?.blockSize }

    /// Bytes per block, or `nil` for an unknown code.
    public var blockBytes: Int? { Self.traits[rawValue]?.blockBytes }

    /// Whether `dequantize` supports this type.
    public var canDequantize: Bool { Self.dequantizable.contains(self) }

    /// Every type `Dequantize` reads, in the order error messages list them.
    public static let dequantizable: [GGMLType] = [
        .f32, .f16, .bf16, .q4_0, .q4_1, .q5_0, .q5_1, .q8_0, .q2_K, .q3_K, .q4_K, .q5_K, .q6_K, .q8_K, .iq4_NL, .iq4_XS,
    ]
}
