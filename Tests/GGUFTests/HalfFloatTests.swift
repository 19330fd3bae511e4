import Testing
@testable import GGUF

struct HalfFloatTests {
    #if !(os(macOS) && arch(x86_64))
    @Test func everyHalfMatchesTheStandardLibrary() {
        for bits in UInt16.min...UInt16.max {
            let ours = HalfFloat.float(fromHalf: bits)
            let theirs = Float(Float16(bitPattern: bits))
            if theirs.isNaN {
                #expect(ours.isNaN, "0x\(String(bits, radix: 16))")
            } else if ours.bitPattern != theirs.bitPattern {
                Issue.record("0x\(String(bits, radix: 16)): \(ours) != \(theirs)")
            }
        }
    }
    #endif

    @Test func bfloatIsTheTopHalfOfAFloat() {
        for value: Float in [0, -0.0, 1, -2.5, 3.140625, .infinity, 1e-38] {
            let bits = UInt16(value.bitPattern >> 16)
            #expect(HalfFloat.float(fromBFloat: bits) == Float(bitPattern: UInt32(bits) << 16))
        }
        #expect(HalfFloat.float(fromBFloat: 0x3F80) == 1)
        #expect(HalfFloat.float(fromBFloat: 0xC020) == -2.5)
    }
}
