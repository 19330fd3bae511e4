import Foundation
import Testing
import NativeModel

struct ModelLocatorTests {
    @Test func environmentVariableWins() {
        let url = ModelLocator.gemma3_270m(environment: ["CONTEXTBUDGET_GEMMA_GGUF": "/tmp/x.gguf", "HOME": "/home/u"])
        #expect(url.path == "/tmp/x.gguf")
    }

    @Test func cacheFolderThenHome() {
        #expect(ModelLocator.gemma3_270m(environment: ["CONTEXTBUDGET_CACHE": "/c", "HOME": "/home/u"]).path
            == "/c/models/gemma-3-270m-Q4_K_M.gguf")
        #expect(ModelLocator.gemma3_270m(environment: ["HOME": "/home/u"]).path
            == "/home/u/.cache/contextbudget/models/gemma-3-270m-Q4_K_M.gguf")
        #expect(ModelLocator.gemma3_270mIfPresent(environment: ["CONTEXTBUDGET_GEMMA_GGUF": "/nonexistent.gguf"]) == nil)
    }

    @Test func smolLM2Paths() {
        #expect(ModelLocator.smolLM2_135mInstruct(environment: ["CONTEXTBUDGET_SMOLLM2_GGUF": "/tmp/s.gguf"]).path == "/tmp/s.gguf")
        #expect(ModelLocator.smolLM2_135mInstruct(environment: ["CONTEXTBUDGET_CACHE": "/c", "HOME": "/home/u"]).path
            == "/c/models/SmolLM2-135M-Instruct.Q4_1.gguf")
        #expect(ModelLocator.smolLM2_135mInstructIfPresent(environment: ["CONTEXTBUDGET_SMOLLM2_GGUF": "/nonexistent.gguf"]) == nil)
    }
}
