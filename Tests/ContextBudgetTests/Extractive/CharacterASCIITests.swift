import Foundation
import Testing
@testable import ContextBudget

@Suite struct CharacterASCIITests {
    /// The fast classes agree with the standard ones on every distinct character of the Corpora,
    /// on every ASCII character and on the usual suspects (CR-LF, NEL, no-break space, U+2028).
    @Test func fastClassesEqualTheStandardOnes() throws {
        var characters: Set<Character> = ["\r\n", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "٣", "Ⅻ", "é", "ß"]
        for scalar in (0..<128).compactMap(Unicode.Scalar.init) { characters.insert(Character(scalar)) }
        let corpora = TestCorpus.root.appendingPathComponent("Corpora")
        let files = FileManager.default.enumerator(at: corpora, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard ["txt", "md"].contains(url.pathExtension), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            characters.formUnion(text)
        }
        #expect(characters.count > 1000)
        for character in characters {
            #expect(character.isWhitespaceFast == character.isWhitespace, "\(character.unicodeScalars.map(\.value))")
            #expect(character.isNewlineFast == character.isNewline, "\(character.unicodeScalars.map(\.value))")
            #expect(character.isNumberFast == character.isNumber, "\(character.unicodeScalars.map(\.value))")
            #expect(character.isLetterFast == character.isLetter, "\(character.unicodeScalars.map(\.value))")
        }
    }
}
