import Foundation
import Testing
@testable import GGUF
import NativeModel  // ModelLocator: where the fetched Gemma file lives

struct GGUFFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/GGUF")

    @Test func readsEveryValueTypeWrittenByGGUFPy() throws {
        let file = try GGUFFile(contentsOf: Self.fixtures.appendingPathComponent("all-types.gguf"))
        let m = file.metadata
        #expect(file.version == 3)
        #expect(file.architecture == "fixture")
        #expect(m["test.uint8"] == .uint8(200))
        #expect(m["test.int8"] == .int8(-100))
        #expect(m["test.uint16"] == .uint16(60000))
        #expect(m["test.int16"] == .int16(-30000))
        #expect(m["test.uint32"] == .uint32(4_000_000_000))
        #expect(m["test.int32"] == .int32(-2_000_000_000))
        #expect(m["test.uint64"] == .uint64(18_000_000_000_000_000_000))
        #expect(m["test.uint64"]?.int == nil, "does not fit in Int")
        #expect(m["test.int64"]?.int == -9_000_000_000_000_000_000)
        #expect(m["test.float32"]?.float == 0.15625)
        #expect(m["test.float64"]?.double == -1e300)
        #expect(try m.bool("test.bool") == true)
        #expect(try m.string("test.string") == "héllo, 世界 ▁<0x0A>")
        #expect(try m.stringArray("test.strings") == ["a", "", "▁the", "<start_of_turn>"])
        #expect(try m.floatArray("test.floats") == [0.5, -1.25, 3.0e-8])
        #expect(try m.int32Array("test.int32s") == [1, -2, 2_147_483_647])
        #expect(m["test.uint8s"]?.intArray == [0, 1, 255])
        #expect(m["test.bools"]?.boolArray == [true, false, true])
        #expect(m["test.nested"]?.array == .array([.int32([1, 2]), .int32([3]), .int32([4, 5, 6])]))
        #expect(m["test.nested_strings"]?.array == .array([.string(["x", "y"]), .string(["z"])]))
        #expect(m.keys.first == "general.architecture")
        #expect(m.keys.count == m.count)
    }

    @Test func typedAccessorsNameTheKeyOnFailure() throws {
        let file = try GGUFFile(contentsOf: Self.fixtures.appendingPathComponent("all-types.gguf"))
        #expect(throws: GGUFError.missingKey(path: file.path, key: "absent")) { try file.metadata.int("absent") }
        do {
            _ = try file.metadata.int("test.string")
            Issue.record("expected a type mismatch")
        } catch let error as GGUFError {
            #expect(error.description.contains("test.string"))
            #expect(error.description.contains("all-types.gguf"))
        }
    }

    @Test func tensorDescriptorsMatchTheWriter() throws {
        let file = try GGUFFile(contentsOf: Self.fixtures.appendingPathComponent("all-types.gguf"))
        #expect(file.alignment == 32)
        #expect(file.dataOffset % 32 == 0)
        let types = DequantizeTests.types
        #expect(file.tensors.count == 2 * types.count, "each of the \(types.count) types, then its expected values")
        #expect(Set(file.tensors.map(\.type)) == Set(types + [.f32]), "the expected values are F32")
        let q4k = try file.requireTensor("Q4_K")
        #expect(q4k.type == .q4_K)
        #expect(q4k.shape == [512, 3])
        #expect(q4k.rowLength == 512 && q4k.rowCount == 3)
        #expect(q4k.byteCount == 3 * 2 * 144)
        #expect(q4k.rowBytes == 2 * 144)
        #expect(q4k.fileOffset % 32 == 0)
        #expect(file.bytes(of: q4k).count == q4k.byteCount)
        for t in file.tensors { #expect(t.fileRange.upperBound <= file.fileSize, "\(t.name)") }
        #expect(throws: GGUFError.missingTensor(path: file.path, tensor: "nope")) { try file.requireTensor("nope") }
    }

    @Test func honoursGeneralAlignment() throws {
        var b = GGUFBuilder.sample()
        b.alignment = 64
        b.metadata.append(("general.alignment", .uint32(64)))
        let file = try GGUFFile(bytes: b.build())
        #expect(file.alignment == 64)
        #expect(file.dataOffset % 64 == 0)
        #expect(try file.floats(of: file.requireTensor("c.weight")) == Array(repeating: 2, count: 12))
        #expect(try file.floats(of: file.requireTensor("a.weight")) == (0..<64).map { Float($0) * 0.25 - 4 })
    }

    @Test func readsVersion2AndRejectsOthers() throws {
        var b = GGUFBuilder.sample()
        b.version = 2
        #expect(try GGUFFile(bytes: b.build()).version == 2)
        b.version = 1
        #expect(throws: GGUFError.unsupportedVersion(path: "<memory>", version: 1)) { try GGUFFile(bytes: b.build()) }
        var bytes = GGUFBuilder.sample().build()
        bytes[0] = UInt8(ascii: "X")
        #expect(throws: GGUFError.self) { try GGUFFile(bytes: bytes) }
    }

    @Test func errorsNameTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID()).gguf")
        try Data(GGUFBuilder.sample().build().prefix(100)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try GGUFFile(contentsOf: url)
            Issue.record("expected an error")
        } catch let error as GGUFError {
            #expect(error.description.contains(url.path))
        }
        #expect(throws: GGUFError.self) { try GGUFFile(contentsOf: URL(fileURLWithPath: "/nonexistent/x.gguf")) }
    }

    /// The real model, when present: the layout facts recorded in REFERENCE-FACTS.md.
    @Test(.enabled(if: ModelLocator.gemma3_270mIfPresent() != nil, "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh)"))
    func readsTheGemmaFileWhenPresent() throws {
        let url = try #require(ModelLocator.gemma3_270mIfPresent())
        let file = try GGUFFile(contentsOf: url)
        #expect(file.version == 3)
        #expect(file.tensors.count == 236)
        #expect(file.dataOffset == 6_525_120)
        #expect(file.fileSize == 253_113_024)
        #expect(file.architecture == "gemma3")
        #expect(try file.metadata.int("gemma3.embedding_length") == 640)
        #expect(try file.metadata.stringArray("tokenizer.ggml.tokens").count == 262_144)
        #expect(try file.metadata.floatArray("tokenizer.ggml.scores").count == 262_144)
        #expect(try file.metadata.int32Array("tokenizer.ggml.token_type").count == 262_144)
        let embedding = try file.requireTensor("token_embd.weight")
        #expect(embedding.type == .q8_0 && embedding.shape == [640, 262_144])
        let counts = Dictionary(grouping: file.tensors, by: \.type).mapValues(\.count)
        #expect(counts == [.f32: 109, .q8_0: 10, .q5_0: 81, .q4_K: 27, .q6_K: 9])
        // Tensors are packed back to back (each padded to the alignment) up to the end of the file.
        let last = try #require(file.tensors.max { $0.fileOffset < $1.fileOffset })
        #expect(last.fileRange.upperBound <= file.fileSize && file.fileSize - last.fileRange.upperBound < 32)
    }
}
