import Foundation
import GGUF
import NativeModel
import Testing

/// The Gemma 3 270M file the real-model tests need (Scripts/fetching/fetch-gemma.sh; `.ci/run` fetches it),
/// located once. Every test that needs it carries `.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)`,
/// so without it the runner reports the test as skipped instead of counting it as passed.
enum GemmaFile {
    static let url: URL? = ModelLocator.gemma3_270mIfPresent()
    static var isPresent: Bool { url != nil }
    static let notFetched: Comment = "Gemma GGUF not fetched (Scripts/fetching/fetch-gemma.sh, or set CONTEXTBUDGET_GEMMA_GGUF)"

    /// The file's URL inside a test the trait already enabled.
    static func require() throws -> URL { try #require(url, "the Gemma GGUF vanished while the tests ran") }
}
