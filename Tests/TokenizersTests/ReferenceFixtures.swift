import Foundation
import Testing
@testable import Tokenizers

/// The committed reference fixtures (Tests/Fixtures/Tokenizers, written by
/// Scripts/fixtures/make-tokenizer-fixtures.py) and the vocabulary files the exactness tests load.
enum ReferenceFixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repository.appendingPathComponent("Tests/Fixtures/Tokenizers")

    static var cache: URL {
        if let path = ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"] { return URL(fileURLWithPath: path) }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget")
    }

    /// The Gemma 3 GGUF (Scripts/fetching/fetch-gemma.sh), or nil.
    static var gemmaPath: String? {
        let path = ProcessInfo.processInfo.environment["CONTEXTBUDGET_GEMMA_GGUF"]
            ?? cache.appendingPathComponent("models/gemma-3-270m-Q4_K_M.gguf").path
        return existing(path, fetch: "Scripts/fetching/fetch-gemma.sh")
    }

    /// cl100k_base.tiktoken (Scripts/fetching/fetch-tokenizers.sh), or nil.
    static var cl100kPath: String? {
        existing(cache.appendingPathComponent("tokenizers/cl100k_base.tiktoken").path, fetch: "Scripts/fetching/fetch-tokenizers.sh")
    }

    /// Qwen2.5's tokenizer.json (Scripts/fetching/fetch-tokenizers.sh), or nil.
    static var qwenPath: String? {
        existing(cache.appendingPathComponent("tokenizers/qwen2/tokenizer.json").path, fetch: "Scripts/fetching/fetch-tokenizers.sh")
    }

    private static func existing(_ path: String, fetch script: String) -> String? {
        if FileManager.default.fileExists(atPath: path) { return path }
        print("⚠️  NOT RUN: \(path) is missing; run \(script) to run the exactness tests that need it")
        return nil
    }

    struct Summary: Decodable {
        let count: Int
        let blocks: [String]
        let ids: [Int]?
        let path: String?
        let name: String?
    }

    struct VocabularyFixture: Decodable {
        let blockSize: Int
        let documents: [Summary]
        let fuzz: [Summary]
    }

    struct FuzzCase: Decodable {
        let name: String
        let text: String
    }

    static func vocabulary(_ name: String) throws -> VocabularyFixture {
        try JSONDecoder().decode(VocabularyFixture.self, from: Data(contentsOf: directory.appendingPathComponent("\(name).json")))
    }

    static func fuzzCases() throws -> [FuzzCase] {
        struct File: Decodable { let cases: [FuzzCase] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: directory.appendingPathComponent("fuzz.json"))).cases
    }

    /// Every Corpora document, by manifest path.
    static func corpora() throws -> [String: String] {
        struct Entry: Decodable { let path: String }
        let corpora = repository.appendingPathComponent("Corpora")
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: corpora.appendingPathComponent("MANIFEST.json")))
        var result: [String: String] = [:]
        for entry in entries {
            result[entry.path] = try String(contentsOf: corpora.appendingPathComponent(entry.path), encoding: .utf8)
        }
        return result
    }

    /// FNV-1a 64 of ids as little-endian u32, as the generator computes it.
    static func hash<C: Collection>(_ ids: C) -> String where C.Element == Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for id in ids {
            var value = UInt32(truncatingIfNeeded: id)
            for _ in 0..<4 {
                hash = (hash ^ UInt64(value & 0xFF)) &* 0x100_0000_01B3
                value >>= 8
            }
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }

    /// Compares ids with a fixture entry; on a mismatch, names the first differing block of ids.
    static func check(_ ids: [Int], against expected: Summary, blockSize: Int, label: String, decode: ([Int]) -> String) {
        #expect(ids.count == expected.count, "\(label): \(ids.count) tokens, reference \(expected.count)")
        if let reference = expected.ids {
            #expect(ids == reference, "\(label): ids differ from the reference")
            return
        }
        var block = 0
        while block * blockSize < ids.count && block < expected.blocks.count {
            let slice = ids[(block * blockSize)..<min(ids.count, (block + 1) * blockSize)]
            if hash(slice) != expected.blocks[block] {
                Issue.record("\(label): ids differ from the reference in block \(block) (tokens \(block * blockSize)…): text \(decode(Array(slice)).prefix(200).debugDescription)")
                return
            }
            block += 1
        }
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
