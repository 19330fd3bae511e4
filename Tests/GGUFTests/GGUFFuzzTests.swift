import Foundation
import Testing
import TestSupport
@testable import GGUF

/// Damaged files must throw a `GGUFError`, never trap. A trap would kill the test process, so
/// reaching the assertions at all is half of each test.
struct GGUFFuzzTests {
    /// Parses, then touches everything that parsed; returns the error if one was thrown.
    @discardableResult
    static func parse(_ bytes: [UInt8]) -> GGUFError? {
        do {
            let file = try GGUFFile(bytes: bytes)
            for t in file.tensors {
                precondition(t.fileRange.lowerBound >= file.dataOffset && t.fileRange.upperBound <= bytes.count)
                if t.type.canDequantize { _ = try file.floats(of: t) }
            }
            return nil
        } catch let error as GGUFError {
            return error
        } catch {
            Issue.record("unexpected error type \(error)")
            return nil
        }
    }

    static func fixtureBytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: GGUFFileTests.fixtures.appendingPathComponent("all-types.gguf")))
    }

    @Test func everyTruncationOfASmallFileThrows() throws {
        let bytes = GGUFBuilder.sample().build()
        let file = try GGUFFile(bytes: bytes)
        let end = try #require(file.tensors.map(\.fileRange.upperBound).max())
        for length in 0..<bytes.count {
            let error = Self.parse(Array(bytes.prefix(length)))
            if length < end {
                #expect(error != nil, "a file cut at \(length) of \(bytes.count) bytes parsed")
            } else {
                #expect(error == nil, "only padding was cut at \(length), yet: \(String(describing: error))")
            }
        }
    }

    @Test func truncationsOfTheGGUFPyFixtureThrow() throws {
        let bytes = try Self.fixtureBytes()
        let header = try GGUFFile(bytes: bytes).dataOffset
        var lengths = Array(0..<header)  // every offset in the header
        lengths += stride(from: header, to: bytes.count, by: 997)  // and a sample of the data
        for length in lengths {
            let error = Self.parse(Array(bytes.prefix(length)))
            #expect(error != nil, "cut at \(length)")
            if case let .truncated(_, _, offset, needed, size)? = error {
                #expect(size == length && UInt64(offset) + needed > UInt64(length))
            }
        }
    }

    @Test func randomByteCorruptionNeverTraps() throws {
        let seed = UInt64(20_261_129)
        var rng = SplitMix64(seed: seed)
        for original in [GGUFBuilder.sample().build(), try Self.fixtureBytes()] {
            let header = try GGUFFile(bytes: original).dataOffset
            var failures = 0
            for _ in 0..<1500 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let at = Int.random(in: 0..<header, using: &rng)
                    if Bool.random(using: &rng) {
                        bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &rng)
                    } else {
                        bytes[at] = UInt8.random(in: 0...255, using: &rng)
                    }
                }
                if Self.parse(bytes) != nil { failures += 1 }
            }
            print("corruption (seed \(seed)): \(failures) of 1500 damaged headers rejected")
            #expect(failures > 100, "most header damage should be detected (seed \(seed))")
        }
    }

    /// Offsets of fields in the sample file, found by building it with a marker.
    static func replacing(_ bytes: [UInt8], at offset: Int, with value: UInt64, width: Int = 8) -> [UInt8] {
        var copy = bytes
        withUnsafeBytes(of: value.littleEndian) { raw in
            for i in 0..<width { copy[offset + i] = raw[i] }
        }
        return copy
    }

    @Test func absurdHeaderCountsAreRejectedBeforeAllocating() throws {
        let bytes = GGUFBuilder.sample().build()
        for count: UInt64 in [.max, 1 << 62, UInt64(bytes.count)] {
            let tensors = Self.parse(Self.replacing(bytes, at: 8, with: count))
            #expect(tensors.map { "\($0)" }?.contains("tensor count") == true, "\(String(describing: tensors))")
            let keys = Self.parse(Self.replacing(bytes, at: 16, with: count))
            #expect(keys.map { "\($0)" }?.contains("metadata count") == true, "\(String(describing: keys))")
        }
        // The first key's length.
        let keyLength = Self.parse(Self.replacing(bytes, at: 24, with: .max))
        guard case .truncated(_, let field, 32, .max, _)? = keyLength else {
            Issue.record("\(String(describing: keyLength))"); return
        }
        #expect(field == "metadata key #0")
    }

    @Test func absurdArrayCountsAndDepthsAreRejected() {
        var b = GGUFBuilder()
        b.metadata = [("x", .array(.float32([1, 2])))]
        var bytes = b.build()
        // magic 4 + version 4 + counts 16 + key (8 + 1) + type 4 + element type 4 = 41: the count.
        bytes = Self.replacing(bytes, at: 41, with: 1 << 61)
        let error = Self.parse(bytes)
        #expect(error.map { "\($0)" }?.contains("element count") == true, "\(String(describing: error))")

        var deep = GGUFArray.int8([1])
        for _ in 0..<20 { deep = .array([deep]) }
        b.metadata = [("deep", .array(deep))]
        let depthError = Self.parse(b.build())
        #expect(depthError.map { "\($0)" }?.contains("nested deeper") == true)
    }

    @Test func badTensorDescriptorsAreRejected() {
        func sample(_ edit: (inout GGUFBuilder) -> Void) -> GGUFError? {
            var b = GGUFBuilder.sample()
            edit(&b)
            return Self.parse(b.build())
        }
        // Shape claims more data than the file holds.
        let tooBig = sample { $0.tensors[0].shape = [32, 1 << 40] }
        guard case let .tensorOutOfBounds(_, name, _, _, _)? = tooBig else { Issue.record("\(String(describing: tooBig))"); return }
        #expect(name == "a.weight")
        // Element count overflows.
        #expect(sample { $0.tensors[0].shape = [1 << 32, 1 << 32, 1 << 32] }.map { "\($0)" }?.contains("overflow") == true)
        // Row length not a multiple of the block size.
        #expect(sample { $0.tensors[1].shape = [16] }.map { "\($0)" }?.contains("block size") == true)
        // Five dimensions.
        #expect(sample { $0.tensors[2].shape = [1, 1, 1, 1, 12] }.map { "\($0)" }?.contains("dimensions") == true)
        // Unknown type code.
        #expect(sample { $0.tensors[2].type = GGMLType(rawValue: 99) } == .unsupportedTensorType(path: "<memory>", tensor: "c.weight", type: "type 99"))
        // Alignment that is not a power of two.
        #expect(sample { $0.metadata.append(("general.alignment", .uint32(24))) }.map { "\($0)" }?.contains("power of two") == true)
        // Duplicate keys and tensor names.
        #expect(sample { $0.metadata.append(("llama.block_count", .uint32(3))) }.map { "\($0)" }?.contains("twice") == true)
        #expect(sample { $0.tensors[2].name = "a.weight" }.map { "\($0)" }?.contains("twice") == true)
    }
}
