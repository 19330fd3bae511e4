import Foundation
@testable import GGUF

/// Writes small GGUF images in memory, byte for byte as the format specifies, so tests can
/// build valid files and then damage them on purpose.
struct GGUFBuilder {
    var version: UInt32 = 3
    var alignment: Int = 32
    var metadata: [(String, GGUFValue)] = []
    var tensors: [(name: String, shape: [Int], type: GGMLType, data: [UInt8])] = []

    func build() -> [UInt8] {
        var out = [UInt8]()
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
        func u64(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
        func string(_ s: String) { u64(UInt64(s.utf8.count)); out += s.utf8 }
        func array(_ a: GGUFArray) {
            u32(a.elementType.rawValue)
            u64(UInt64(a.count))
            switch a {
            case let .uint8(v): out += v
            case let .int8(v): v.forEach { out.append(UInt8(bitPattern: $0)) }
            case let .uint16(v): v.forEach { x in withUnsafeBytes(of: x.littleEndian) { out += $0 } }
            case let .int16(v): v.forEach { x in withUnsafeBytes(of: x.littleEndian) { out += $0 } }
            case let .uint32(v): v.forEach(u32)
            case let .int32(v): v.forEach { u32(UInt32(bitPattern: $0)) }
            case let .uint64(v): v.forEach(u64)
            case let .int64(v): v.forEach { u64(UInt64(bitPattern: $0)) }
            case let .float32(v): v.forEach { u32($0.bitPattern) }
            case let .float64(v): v.forEach { u64($0.bitPattern) }
            case let .bool(v): v.forEach { out.append($0 ? 1 : 0) }
            case let .string(v): v.forEach(string)
            case let .array(v): v.forEach(array)
            }
        }
        func value(_ v: GGUFValue) {
            switch v {
            case let .uint8(x): out.append(x)
            case let .int8(x): out.append(UInt8(bitPattern: x))
            case let .uint16(x): withUnsafeBytes(of: x.littleEndian) { out += $0 }
            case let .int16(x): withUnsafeBytes(of: x.littleEndian) { out += $0 }
            case let .uint32(x): u32(x)
            case let .int32(x): u32(UInt32(bitPattern: x))
            case let .uint64(x): u64(x)
            case let .int64(x): u64(UInt64(bitPattern: x))
            case let .float32(x): u32(x.bitPattern)
            case let .float64(x): u64(x.bitPattern)
            case let .bool(x): out.append(x ? 1 : 0)
            case let .string(x): string(x)
            case let .array(x): array(x)
            }
        }
        u32(0x4655_4747)
        u32(version)
        u64(UInt64(tensors.count))
        u64(UInt64(metadata.count))
        for (key, v) in metadata {
            string(key)
            u32(v.type.rawValue)
            value(v)
        }
        var offset = 0
        var offsets = [Int]()
        for t in tensors {
            offsets.append(offset)
            offset += (t.data.count + alignment - 1) / alignment * alignment
        }
        for (t, o) in zip(tensors, offsets) {
            string(t.name)
            u32(UInt32(t.shape.count))
            t.shape.forEach { u64(UInt64($0)) }
            u32(t.type.rawValue)
            u64(UInt64(o))
        }
        while out.count % alignment != 0 { out.append(0) }
        for t in tensors {
            out += t.data
            while out.count % alignment != 0 { out.append(0) }
        }
        return out
    }

    /// A small but complete model-like file: a few metadata kinds and three tensors.
    static func sample() -> GGUFBuilder {
        var b = GGUFBuilder()
        b.metadata = [
            ("general.architecture", .string("llama")),
            ("llama.block_count", .uint32(2)),
            ("llama.rope.freq_base", .float32(10000)),
            ("tokenizer.ggml.tokens", .array(.string(["<unk>", "<s>", "▁a", "b"]))),
            ("tokenizer.ggml.scores", .array(.float32([0, 0, -1.5, -2]))),
            ("tokenizer.ggml.token_type", .array(.int32([2, 3, 1, 1]))),
            ("nested", .array(.array([.uint16([1, 2]), .uint16([3])]))),
        ]
        let floats: [Float] = (0..<64).map { Float($0) * 0.25 - 4 }
        b.tensors = [
            ("a.weight", [32, 2], .f32, floats.flatMap { f in withUnsafeBytes(of: f.bitPattern.littleEndian, Array.init) }),
            ("b.weight", [32], .q8_0, [0x00, 0x3C] + (0..<32).map { UInt8(bitPattern: Int8($0 - 16)) }),
            ("c.weight", [4, 3], .f16, (0..<12).flatMap { _ in [0x00, 0x40] }),
        ]
        return b
    }
}
