import BenchmarkSupport
import Foundation
import Tokenizers

/// The unigram rows of TokenizerBenchmark: the 4,000-piece byte-fallback model that
/// Scripts/fixtures/make-unigram-fixtures.py trains (committed under Tests/Fixtures/Tokenizers/Unigram),
/// from its vocab-only GGUF against sentencepiece and from its tokenizer.json against Hugging
/// Face tokenizers (Benchmarks/Scripts/unigram_reference.py).
@MainActor func unigramCandidates() throws -> [Candidate] {
    let directory = Repository.root.appendingPathComponent("Tests/Fixtures/Tokenizers/Unigram")
    let ggufPath = directory.appendingPathComponent("bytes.gguf").path
    let jsonPath = directory.appendingPathComponent("bytes.tokenizer.json").path
    var result: [Candidate] = []
    if let gguf = try load("Unigram 4K (GGUF)", ggufPath, { try GGUFTokenizerLoader.load(path: ggufPath) }) {
        result.append(Candidate(label: "Unigram GGUF", tokenizer: gguf, references: [(kind: "unigram-sentencepiece", label: "sentencepiece")]))
    }
    if let json = try load("Unigram 4K (tokenizer.json)", jsonPath, { try TokenizerJSONLoader.loadTokenizer(path: jsonPath) }) {
        result.append(Candidate(label: "Unigram json", tokenizer: json, references: [(kind: "unigram-hf", label: "HF tokenizers")]))
    }
    return result
}
