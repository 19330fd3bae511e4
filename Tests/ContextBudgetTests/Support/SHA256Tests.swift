import Foundation
import Testing
@testable import ContextBudget

@Suite struct SHA256Tests {
    /// The test vectors of FIPS 180-2, appendix B (also what `sha256sum` prints).
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func matchesTheStandardVectors(input: String, digest: String) {
        #expect(SHA256.hexDigest(of: input) == digest)
    }

    @Test func feedingInPiecesEqualsFeedingAtOnce() {
        let text = String(repeating: "ContextBudget 日本語 ", count: 37)
        for split in [0, 1, 55, 56, 63, 64, 65, 200] {
            let bytes = Array(text.utf8)
            var hasher = SHA256()
            hasher.update(bytes[..<min(split, bytes.count)])
            hasher.update(bytes[min(split, bytes.count)...])
            #expect(SHA256.hex(hasher.finalize()) == SHA256.hexDigest(of: text))
        }
    }

    @Test func cacheKeysChangeWithEveryInput() {
        let transcript = Transcript(instructions: "Summarize.", prompt: "text")
        let options = GenerationOptions(maximumResponseTokens: 100)
        let base = SummaryCache.key(for: transcript, options: options, modelIdentifier: "m")
        #expect(base == SummaryCache.key(for: transcript, options: options, modelIdentifier: "m"))
        #expect(base != SummaryCache.key(for: transcript, options: options, modelIdentifier: "n"))
        #expect(base != SummaryCache.key(for: transcript, options: GenerationOptions(maximumResponseTokens: 101), modelIdentifier: "m"))
        #expect(base != SummaryCache.key(for: Transcript(instructions: "Summarize.", prompt: "text."), options: options, modelIdentifier: "m"))
        #expect(base != SummaryCache.key(for: Transcript(instructions: "Summarize!", prompt: "text"), options: options, modelIdentifier: "m"))
    }
}
