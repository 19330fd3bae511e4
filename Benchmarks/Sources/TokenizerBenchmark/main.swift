import BenchmarkSupport
import Foundation
import GGUF
import Tokenizers

// Exact tokenizer throughput, single thread, on every Corpora document (English, Japanese,
// Chinese, Polish, Portuguese, Markdown, transcripts), side by side in one run with the
// reference on the same vocabulary and text:
//   Gemma 3 (GGUF)      vs sentencepiece (model rebuilt from the same GGUF)
//   Qwen2 tokenizer.json vs Hugging Face tokenizers
//   cl100k_base         vs tiktoken
// then pathological inputs (1 MB without spaces, of one repeated character, of CJK) at two
// sizes to show linear time, and the Gemma vocabulary's load time from GGUF.
// Needs Scripts/fetch-gemma.sh and Scripts/fetch-tokenizers.sh; references need
// pip install sentencepiece protobuf tokenizers tiktoken gguf regex.

let cache = ModelLocator.cacheDirectory()
let documents = try Repository.corpora()
let paths = documents.map { Repository.root.appendingPathComponent("Corpora").appendingPathComponent($0.path).path }
let totalBytes = documents.reduce(0) { $0 + $1.text.utf8.count }
let script = Repository.root.appendingPathComponent("Benchmarks/Scripts/tokenizer_reference.py").path

struct Candidate {
    let label: String
    let tokenizer: any Tokenizer
    let reference: String
    let referenceLabel: String
}

var candidates: [Candidate] = []
var loadTable = ResultTable(header: ["vocabulary", "pieces", "load ms (median of 5)"])
@MainActor func load(_ label: String, _ path: String, _ make: () throws -> any Tokenizer) rethrows -> (any Tokenizer)? {
    guard FileManager.default.fileExists(atPath: path) else {
        print("skipped \(label): \(path) missing (Scripts/fetch-gemma.sh, Scripts/fetch-tokenizers.sh)")
        return nil
    }
    var tokenizer: (any Tokenizer)?
    let seconds = try Measure.median(repetitions: 5) { tokenizer = try make() }
    loadTable.add([label, String(tokenizer!.vocabularySize), String(format: "%.0f", seconds * 1000)])
    return tokenizer
}

let gemmaPath = ModelLocator.gemma3_270m().path
if let gemma = try load("Gemma 3 (GGUF)", gemmaPath, { try GGUFTokenizerLoader.load(path: gemmaPath) }) {
    candidates.append(Candidate(label: "Gemma 3", tokenizer: gemma, reference: "sentencepiece-gemma", referenceLabel: "sentencepiece"))
}
let qwenPath = cache.appendingPathComponent("tokenizers/qwen2/tokenizer.json").path
if let qwen = try load("Qwen2 (tokenizer.json)", qwenPath, { try TokenizerJSONLoader.load(path: qwenPath) }) {
    candidates.append(Candidate(label: "Qwen2", tokenizer: qwen, reference: "hf-qwen2", referenceLabel: "HF tokenizers"))
}
let cl100kPath = cache.appendingPathComponent("tokenizers/cl100k_base.tiktoken").path
if let cl100k = try load("cl100k_base (tiktoken)", cl100kPath, { try TiktokenLoader.load(path: cl100kPath) }) {
    candidates.append(Candidate(label: "cl100k", tokenizer: cl100k, reference: "tiktoken-cl100k", referenceLabel: "tiktoken"))
}
candidates += try unigramCandidates()
loadTable.print()
if let gemmaFile = try? GGUFFile(contentsOf: URL(fileURLWithPath: gemmaPath)) {
    let parse = Measure.median(repetitions: 5) { _ = try? GGUFFile(contentsOf: URL(fileURLWithPath: gemmaPath)) }
    let build = Measure.median(repetitions: 5) { _ = try? GGUFTokenizerLoader.load(gemmaFile) }
    print(String(format: "Gemma load = GGUF parse %.0f ms + tokenizer build %.0f ms", parse * 1000, build * 1000))
}

print(String(format: "\nThroughput on all %d Corpora documents (%.2f MB), single thread, median of 5:", documents.count, Double(totalBytes) / 1e6))
var table = ResultTable(header: ["vocabulary", "tokens", "encode MB/s", "count MB/s", "reference", "ref tokens", "ref MB/s", "encode ×", "count ×"])
for candidate in candidates {
    var tokens = 0
    let encodeSeconds = Measure.median(repetitions: 5) {
        tokens = documents.reduce(0) { $0 + candidate.tokenizer.encode($1.text).count }
    }
    var counted = 0
    let countSeconds = Measure.median(repetitions: 5) {
        counted = documents.reduce(0) { $0 + candidate.tokenizer.count($1.text) }
    }
    precondition(counted == tokens, "count and encode disagree")
    let encodeRate = Measure.megabytesPerSecond(bytes: totalBytes, seconds: encodeSeconds)
    let countRate = Measure.megabytesPerSecond(bytes: totalBytes, seconds: countSeconds)
    var row = [candidate.label, String(tokens), String(format: "%.1f", encodeRate), String(format: "%.1f", countRate)]
    if let output = Repository.runReference("python3", [script, candidate.reference] + paths) {
        let lines = output.split(separator: "\n")
        let referenceTokens = Int(lines.first ?? "") ?? -1
        let referenceRate = Measure.megabytesPerSecond(bytes: totalBytes, seconds: Double(lines.last ?? "") ?? .infinity)
        row += [candidate.referenceLabel, String(referenceTokens), String(format: "%.2f", referenceRate),
                String(format: "%.1fx", encodeRate / referenceRate), String(format: "%.1fx", countRate / referenceRate)]
        if referenceTokens != tokens { print("WARNING: \(candidate.label) tokens \(tokens) != reference \(referenceTokens)") }
    } else {
        row += [candidate.referenceLabel + " (not run)", "", "", "", ""]
    }
    table.add(row)
}
table.print()

// Per document, ours only: where the time goes (CJK text has no spaces, so its BPE runs on whole lines).
print("\nPer document, count MB/s:")
var perDocument = ResultTable(header: ["document"] + candidates.map(\.label))
for document in documents {
    var row = [document.path]
    for candidate in candidates {
        let seconds = Measure.median(repetitions: 3) { _ = candidate.tokenizer.count(document.text) }
        row.append(String(format: "%.1f", Measure.megabytesPerSecond(bytes: document.text.utf8.count, seconds: seconds)))
    }
    perDocument.add(row)
}
perDocument.print()

// Pathological inputs: time must grow linearly, so 1 MB takes about 4x the time of 256 KB.
print("\nPathological inputs (count, single thread, median of 3): time(1 MB) / time(256 KB) should be ~4")
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state ^ (state >> 33)
    }
}
var random = Seeded(state: 42)
let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
@MainActor func make(_ kind: String, bytes: Int) -> String {
    switch kind {
    case "no spaces": return String((0..<bytes).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
    case "one character": return String(repeating: "a", count: bytes)
    default: return String((0..<(bytes / 3)).map { _ in Character(Unicode.Scalar(UInt32(0x4E00 + random.next() % 0x51A5))!) })
    }
}
var pathological = ResultTable(header: ["vocabulary", "input", "1 MB ms", "MB/s", "1 MB / 256 KB time"])
for kind in ["no spaces", "one character", "CJK"] {
    let large = make(kind, bytes: 1_000_000)
    let small = String(large.prefix(large.count / 4))
    for candidate in candidates {
        let largeSeconds = Measure.median(repetitions: 3) { _ = candidate.tokenizer.count(large) }
        let smallSeconds = Measure.median(repetitions: 3) { _ = candidate.tokenizer.count(small) }
        pathological.add([candidate.label, kind, String(format: "%.1f", largeSeconds * 1000),
                          String(format: "%.1f", Measure.megabytesPerSecond(bytes: large.utf8.count, seconds: largeSeconds)),
                          String(format: "%.2f", largeSeconds / smallSeconds)])
    }
}
pathological.print()
