import Foundation
import Testing
@testable import GGUF

/// Each ggml type against gguf-py's NumPy dequantization of the same random blocks
/// (Scripts/fixtures/make-gguf-fixtures.py).
struct DequantizeTests {
    static let types: [GGMLType] = [.f32, .f16, .bf16, .q4_0, .q4_1, .q5_0, .q5_1, .q8_0, .q2_K, .q3_K, .q4_K, .q5_K, .q6_K, .q8_K, .iq4_NL, .iq4_XS]

    @Test(arguments: types)
    func matchesGGUFPy(type: GGMLType) throws {
        let file = try GGUFFile(contentsOf: GGUFFileTests.fixtures.appendingPathComponent("all-types.gguf"))
        let tensor = try file.requireTensor(type.description)
        #expect(tensor.type == type)
        let expected = try file.floats(of: file.requireTensor(type.description + ".expected"))
        let actual = try file.floats(of: tensor)
        #expect(actual.count == expected.count && actual.count == 3 * 512)
        var worst: Float = 0
        for (a, e) in zip(actual, expected) {
            worst = max(worst, abs(a - e) / max(1, abs(e)))
        }
        #expect(worst <= 1e-6, "\(type): worst relative difference \(worst)")
        #expect(Set(actual).count > 16, "\(type): the fixture should hold varied values")
    }

    @Test func rowOfOneBlockAtATimeEqualsWholeTensor() throws {
        let file = try GGUFFile(contentsOf: GGUFFileTests.fixtures.appendingPathComponent("all-types.gguf"))
        let tensor = try file.requireTensor("Q6_K")
        let whole = try file.floats(of: tensor)
        let bytes = file.bytes(of: tensor)
        var row = [Float](repeating: .nan, count: 512)
        row.withUnsafeMutableBufferPointer { out in
            Dequantize.row(UnsafeRawBufferPointer(rebasing: bytes[tensor.rowBytes..<(2 * tensor.rowBytes)]),
                           type: .q6_K, count: 512, into: out)
        }
        #expect(row == Array(whole[512..<1024]))
    }

    @Test func scaleAndMinUnpacking() {
        // Sub-blocks 0-3: low 6 bits of bytes j and j+4. 4-7: nibbles of byte j+4 with the
        // top two bits of bytes j-4 (scale) and j (min).
        var packed = [UInt8](repeating: 0, count: 12)
        packed[1] = 0b11_000101   // scale 1 = 5; top bits feed scale 5
        packed[5] = 0b01_001001   // min 1 = 9;  top bits feed min 5
        packed[9] = 0x7A          // sub-block 5: scale low nibble 0xA, min low nibble 0x7
        packed.withUnsafeBytes { p in
            #expect(Dequantize.scaleAndMinK4(p.baseAddress!, 1) == (5, 9))
            #expect(Dequantize.scaleAndMinK4(p.baseAddress!, 5) == (0xA | 0b11 << 4, 0x7 | 0b01 << 4))
        }
    }
}
