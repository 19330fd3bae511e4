import Foundation
import GGUF
import NativeModel
import Testing

/// The SmolLM2-135M-Instruct Q4_1 file the real-model tests need (Scripts/fetching/fetch-smollm2.sh;
/// `.ci/run` fetches it), located once. Tests that need it carry
/// `.enabled(if: SmolLM2File.isPresent, SmolLM2File.notFetched)`, so without it they are reported
/// as skipped, not passed.
enum SmolLM2File {
    static let url: URL? = ModelLocator.smolLM2_135mInstructIfPresent()
    static var isPresent: Bool { url != nil }
    static let notFetched: Comment = "SmolLM2 GGUF not fetched (Scripts/fetching/fetch-smollm2.sh, or set CONTEXTBUDGET_SMOLLM2_GGUF)"

    /// The file's URL inside a test the trait already enabled.
    static func require() throws -> URL { try #require(url, "the SmolLM2 GGUF vanished while the tests ran") }
}
