import Foundation
import Guidance
import Testing

/// Our masks against llguidance's, step by step, on the walks llguidance took
/// (Tests/Fixtures/Guidance/llguidance-agreement.json, written by
/// Scripts/make-guidance-agreement-fixtures.py on a small vocabulary).
struct LLGuidanceAgreementTests {
    struct Case: Decodable {
        let schema: String
        let seed: Int
        let tokens: [Int]
        let masks: [String]
    }
    struct File: Decodable {
        let reference: String
        let schemas: [String: String]
        let vocabulary: [String]
        let endTokenID: Int
        let cases: [Case]
    }

    static let file: File? = {
        let url = GuidanceFixtures.directory.appendingPathComponent("llguidance-agreement.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(File.self, from: data)
    }()

    static func bytes(hex: String) -> [UInt8] {
        var out: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            out.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return out
    }

    @Test(.enabled(if: file != nil, "llguidance-agreement.json missing: run Scripts/make-guidance-agreement-fixtures.py"))
    func masksAgreeWithLLGuidance() throws {
        let file = Self.file!
        var tokenBytes: [[UInt8]?] = file.vocabulary.map { Self.bytes(hex: $0) }
        tokenBytes.append(nil)
        let vocabulary = TokenVocabulary(tokenBytes: tokenBytes, endTokenIDs: [file.endTokenID])
        let masker = TokenMasker(vocabulary: vocabulary)
        var compared = 0
        for walk in file.cases {
            let grammar = try Grammar(jsonSchema: file.schemas[walk.schema]!)
            var matcher = GrammarMatcher(grammar: grammar)
            var text: [UInt8] = []
            for (step, hex) in walk.masks.enumerated() {
                let bits = Self.bytes(hex: hex)
                let theirs = Set((0..<vocabulary.tokenCount).filter { bits[$0 / 8] >> UInt8($0 % 8) & 1 == 1 })
                let ours = Set(masker.mask(for: matcher).allowedIDs)
                compared += 1
                if ours != theirs {
                    func show(_ ids: Set<Int>) -> String {
                        ids.sorted().prefix(6).map { $0 == file.endTokenID ? "<end>" : String(reflecting: String(decoding: tokenBytes[$0]!, as: UTF8.self)) }.joined(separator: " ")
                    }
                    Issue.record("\(walk.schema) seed \(walk.seed) step \(step) after \(String(reflecting: String(decoding: text, as: UTF8.self))): only ours [\(show(ours.subtracting(theirs)))], only llguidance [\(show(theirs.subtracting(ours)))]")
                    break
                }
                guard step < walk.tokens.count else { break }
                let bytes = tokenBytes[walk.tokens[step]]!
                try #require(matcher.advance(bytes) == bytes.count)
                text += bytes
            }
        }
        #expect(compared > 1_000)
    }
}
