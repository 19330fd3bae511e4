import Foundation
import Testing

/// The Corpora are test data: an edited or truncated file would silently change every figure.
struct CorporaManifestTests {
    struct Entry: Decodable {
        let path: String
        let bytes: Int
        let chars: Int
        let language: String
        let license: String
    }

    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpora")

    @Test func everyFileMatchesItsManifestEntry() throws {
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: Self.corpora.appendingPathComponent("MANIFEST.json")))
        #expect(Set(entries.map { $0.language.prefix(2) }).isSuperset(of: ["en", "ja", "zh", "pl", "pt"]))
        for entry in entries {
            let data = try Data(contentsOf: Self.corpora.appendingPathComponent(entry.path))
            #expect(data.count == entry.bytes, "\(entry.path): \(data.count) bytes, manifest says \(entry.bytes)")
            let text = try #require(String(data: data, encoding: .utf8), "\(entry.path) is not UTF-8")
            #expect(text.unicodeScalars.count == entry.chars, "\(entry.path): character count differs from the manifest")
            #expect(!entry.license.isEmpty)
        }
    }
}
