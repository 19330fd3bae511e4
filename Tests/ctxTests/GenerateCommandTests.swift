import Foundation
import GGUF
import Testing

/// `ctx generate` end to end through the built binary.
struct GenerateCommandTests {
    @Test func promptIsRequired() throws {
        let result = try Ctx.run(["generate", "--model", "/nonexistent.gguf"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--prompt"))
        #expect(try Ctx.run(["generate", "--help"]).stdout.contains("USAGE: ctx generate"))
    }

    @Test func missingModelFails() throws {
        let result = try Ctx.run(["generate", "--model", "/nonexistent.gguf", "--prompt", "hi"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent.gguf"))
    }

    @Test func greedyGenerationIsDeterministic() throws {
        guard let url = ModelLocator.gemma3_270mIfPresent() else {
            print("⚠️  SKIPPED ctx generate with a model: no model at \(ModelLocator.gemma3_270m().path); run Scripts/fetch-gemma.sh")
            return
        }
        let arguments = ["generate", "--model", url.path, "--prompt", "What is the capital of France?", "--max-tokens", "6", "--context", "256"]
        let first = try Ctx.run(arguments), second = try Ctx.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == second.stdout)
        // llama.cpp's greedy continuation of this prompt (Tests/Fixtures/NativeModel/gemma3-llamacpp.json).
        #expect(first.stdout.hasPrefix("What is the capital of France"))
    }
}
