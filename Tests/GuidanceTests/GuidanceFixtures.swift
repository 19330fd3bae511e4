import Foundation
import Guidance
import Testing

/// The committed reference fixtures (Tests/Fixtures/Guidance, written and labelled by
/// Scripts/fixtures/make-guidance-fixtures.py with Python's `jsonschema`) and the Gemma vocabulary.
enum GuidanceFixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repository.appendingPathComponent("Tests/Fixtures/Guidance")

    struct Instance: Decodable {
        let json: String
        let valid: Bool
    }

    /// One schema with its labelled candidates; `schemaText` is the schema as compact JSON in
    /// the file's member order (which the grammar's property order depends on).
    struct Fixture {
        let name: String
        let schemaText: String
        let instances: [Instance]
    }

    /// Every fixture, in the order of index.json.
    static let all: [Fixture] = {
        struct Index: Decodable { let schemas: [String] }
        struct File: Decodable { let name: String; let instances: [Instance] }
        let index = try! JSONDecoder().decode(Index.self, from: Data(contentsOf: directory.appendingPathComponent("index.json")))
        return index.schemas.map { name in
            let data = try! Data(contentsOf: directory.appendingPathComponent(name + ".json"))
            let file = try! JSONDecoder().decode(File.self, from: data)
            return Fixture(name: file.name, schemaText: schemaMember(of: data), instances: file.instances)
        }
    }()

    /// The raw text of the fixture's top-level `"schema"` member, so member order survives
    /// (Foundation's JSON reading does not keep it).
    static func schemaMember(of data: Data) -> String {
        let bytes = [UInt8](data)
        let marker = Array("\n \"schema\": ".utf8)
        guard let start = (0...(bytes.count - marker.count)).first(where: { Array(bytes[$0..<$0 + marker.count]) == marker }) else {
            fatalError("fixture without a schema member")
        }
        // Scan one JSON value: count brackets outside strings.
        var index = start + marker.count
        var depth = 0, inString = false, escaped = false
        let begin = index
        repeat {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") { inString = true }
            else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            index += 1
        } while depth > 0 || inString
        return String(decoding: bytes[begin..<index], as: UTF8.self)
    }

    static func grammar(_ fixture: Fixture) throws -> Grammar { try Grammar(jsonSchema: fixture.schemaText) }

    /// The Gemma 3 GGUF (Scripts/fetching/fetch-gemma.sh) under either of its names, or nil.
    static let gemmaPath: String? = {
        let cache = ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget")
        var candidates = ["gemma-3-270m-it-Q4_K_M.gguf", "gemma-3-270m-Q4_K_M.gguf"].map { cache.appendingPathComponent("models/" + $0).path }
        if let path = ProcessInfo.processInfo.environment["CONTEXTBUDGET_GEMMA_GGUF"] { candidates.insert(path, at: 0) }
        if let path = candidates.first(where: FileManager.default.fileExists(atPath:)) { return path }
        print("⚠️  NOT RUN: no Gemma GGUF in \(cache.path)/models; run Scripts/fetching/fetch-gemma.sh to run the Gemma vocabulary mask tests")
        return nil
    }()
}

/// Feeds `text` to a fresh matcher; returns how many bytes it took and whether it is complete.
func match(_ grammar: Grammar, _ text: String) -> (taken: Int, total: Int, isComplete: Bool) {
    var matcher = GrammarMatcher(grammar: grammar)
    let bytes = Array(text.utf8)
    let taken = matcher.advance(bytes)
    return (taken, bytes.count, taken == bytes.count && matcher.isComplete)
}
