import BenchmarkSupport
import Foundation
import Tokenizers

/// The counters the benchmark runs, each with the matching counter spec for the Python peers
/// (nil: the peers have no equivalent, only ours runs).
enum BenchmarkCounters {
    static let cache = URL(fileURLWithPath: ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"]
        ?? (NSHomeDirectory() + "/.cache/contextbudget"))

    static var gemmaPath: String {
        ProcessInfo.processInfo.environment["CONTEXTBUDGET_GEMMA_GGUF"]
            ?? cache.appendingPathComponent("models/gemma-3-270m-Q4_K_M.gguf").path
    }

    /// The Gemma 3 tokenizer from the GGUF, when the model file is there (`Scripts/fetching/fetch-gemma.sh`).
    static func gemma() -> (any Tokenizer)? {
        try? GGUFTokenizerLoader.load(path: gemmaPath)
    }

    static func all() -> [(counter: any TokenCounter, peerCounter: String?)] {
        var result: [(any TokenCounter, String?)] = []
        if let gemma = gemma() {
            result.append((gemma, gemmaTokenizerJSON().map { "hf:" + $0 }))
        } else {
            print("Gemma tokenizer not available: running the estimator and characters only")
        }
        result.append((TokenEstimator(), nil))
        result.append((CharacterCounter(), "characters"))  // one per grapheme cluster: the peers' default unit
        return result
    }

    /// A Hugging Face tokenizer.json for the Gemma GGUF (built once into the cache by
    /// Benchmarks/Scripts/gemma_tokenizer_json.py), for the peers; nil when it cannot be built.
    static func gemmaTokenizerJSON() -> String? {
        let output = cache.appendingPathComponent("tokenizers/gemma3-hf/tokenizer.json")
        if FileManager.default.fileExists(atPath: output.path) { return output.path }
        try? FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let script = Repository.root.appendingPathComponent("Benchmarks/Scripts/gemma_tokenizer_json.py").path
        _ = Repository.runReference("python3", [script, gemmaPath, output.path])
        return FileManager.default.fileExists(atPath: output.path) ? output.path : nil
    }
}
