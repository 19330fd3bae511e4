import BenchmarkSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GGUF
import NativeModel
import Tokenizers

// Exact tokenizer throughput, single thread, on every Corpora document (English, Japanese,
// Chinese, Polish, Portuguese, Markdown, transcripts), side by side in one run with the
// reference on the same vocabulary and text:
//   Gemma 3 (GGUF)       vs sentencepiece (model rebuilt from the same GGUF) and Hugging Face
//                        tokenizers (tokenizer.json built from the same GGUF by transformers; it
//                        splits runs of >= 32 spaces differently, so its ids agree on most
//                        documents, not all: the agreement is printed below the table)
//   Qwen2 tokenizer.json vs Hugging Face tokenizers
//   Llama 3 tokenizer.json vs Hugging Face tokenizers
//   GPT-2 (r50k_base), cl100k_base, o200k_base vs tiktoken
// then pathological inputs (1 MB without spaces, of one repeated character, of CJK) at two
// sizes to show linear time, and the Gemma vocabulary's load time from GGUF.
// Needs Scripts/fetching/fetch-gemma.sh and Scripts/fetching/fetch-tokenizers.sh; references need
// pip install sentencepiece protobuf tokenizers tiktoken gguf regex.

let cache = ModelLocator.cacheDirectory()
let gemmaPath = ModelLocator.gemma3_270m().path
let documents = try Repository.corpora()
let paths = documents.map { Repository.root.appendingPathComponent("Corpora").appendingPathComponent($0.path).path }
let totalBytes = documents.reduce(0) { $0 + $1.text.utf8.count }
let script = Repository.root.appendingPathComponent("Benchmarks/Scripts/tokenizer_reference.py").path

struct Candidate {
    let label: String
    let tokenizer: any Tokenizer
    /// `(argument of tokenizer_reference.py, label)`: one table row each.
    let references: [(kind: String, label: String)]
}

var candidates: [Candidate] = []
var loadTable = ResultTable(header: ["vocabulary", "pieces", "load ms (median of 5)"])
@MainActor func load(_ label: String, _ path: String, _ make: () throws -> any Tokenizer) rethrows -> (any Tokenizer)? {
    guard FileManager.default.fileExists(atPath: path) else {
        print("skipped \(label): \(path) missing (Scripts/fetching/fetch-gemma.sh, Scripts/fetching/fetch-tokenizers.sh)")
        return nil
    }
    var tokenizer: (any Tokenizer)?
    let seconds = try Measure.median(repetitions: 5) { tokenizer = try make() }
    loadTable.add([label, String(tokenizer!.vocabularySize), String(format: "%.0f", seconds * 1000)])
    return tokenizer
}

if let gemma = try load("Gemma 3 (GGUF)", gemmaPath, { try GGUFTokenizerLoader.load(path: gemmaPath) }) {
    var references = [(kind: "sentencepiece-gemma", label: "sentencepiece")]
    if gemmaTokenizerJSON() != nil { references.append((kind: "hf-gemma", label: "HF tokenizers")) }
    candidates.append(Candidate(label: "Gemma 3", tokenizer: gemma, references: references))
}
let qwenPath = cache.appendingPathComponent("tokenizers/qwen2/tokenizer.json").path
if let qwen = try load("Qwen2 (tokenizer.json)", qwenPath, { try TokenizerJSONLoader.load(path: qwenPath) }) {
    candidates.append(Candidate(label: "Qwen2", tokenizer: qwen, references: [(kind: "hf-qwen2", label: "HF tokenizers")]))
}
let llama3Path = cache.appendingPathComponent("tokenizers/llama3/tokenizer.json").path
if let llama3 = try load("Llama 3 (tokenizer.json)", llama3Path, { try TokenizerJSONLoader.load(path: llama3Path) }) {
    candidates.append(Candidate(label: "Llama 3", tokenizer: llama3, references: [(kind: "hf-llama3", label: "HF tokenizers")]))
}
let r50kPath = cache.appendingPathComponent("tokenizers/r50k_base.tiktoken").path
if let r50k = try load("GPT-2 r50k_base (tiktoken)", r50kPath, { try TiktokenLoader.load(path: r50kPath) }) {
    candidates.append(Candidate(label: "GPT-2", tokenizer: r50k, references: [(kind: "tiktoken-r50k", label: "tiktoken")]))
}
let cl100kPath = cache.appendingPathComponent("tokenizers/cl100k_base.tiktoken").path
if let cl100k = try load("cl100k_base (tiktoken)", cl100kPath, { try TiktokenLoader.load(path: cl100kPath) }) {
    candidates.append(Candidate(label: "cl100k", tokenizer: cl100k, references: [(kind: "tiktoken-cl100k", label: "tiktoken")]))
}
let o200kPath = cache.appendingPathComponent("tokenizers/o200k_base.tiktoken").path
if let o200k = try load("o200k_base (tiktoken)", o200kPath, { try TiktokenLoader.load(path: o200kPath) }) {
    candidates.append(Candidate(label: "o200k", tokenizer: o200k, references: [(kind: "tiktoken-o200k", label: "tiktoken")]))
}
candidates += try unigramCandidates()
loadTable.print()
if let gemmaFile = try? GGUFFile(contentsOf: URL(fileURLWithPath: gemmaPath)) {
    let parse = Measure.median(repetitions: 5) { _ = try? GGUFFile(contentsOf: URL(fileURLWithPath: gemmaPath)) }
    let build = Measure.median(repetitions: 5) { _ = try? GGUFTokenizerLoader.load(gemmaFile) }
    print(String(format: "Gemma load = GGUF parse %.0f ms + tokenizer build %.0f ms", parse * 1000, build * 1000))
}

// Throughput is timed in CPU seconds on both sides (this thread's; the reference process's), so
// the ratio holds on a machine shared with other builds: wall-clock ratios moved by 2x between
// runs here when the reference ran while the load changed.
print(String(format: "\nThroughput on all %d Corpora documents (%.2f MB), single thread, CPU time, median of 5:", documents.count, Double(totalBytes) / 1e6))
var table = ResultTable(header: ["vocabulary", "tokens", "encode MB/s", "count MB/s", "reference", "ref tokens", "ref MB/s", "encode ×", "count ×"])
var agreements: [String] = []
for candidate in candidates {
    var tokens = 0
    var documentIDs: [[Int]] = []
    let encodeSeconds = cpuMedian(repetitions: 5) {
        documentIDs = documents.map { candidate.tokenizer.encode($0.text) }
        tokens = documentIDs.reduce(0) { $0 + $1.count }
    }
    var counted = 0
    let countSeconds = cpuMedian(repetitions: 5) {
        counted = documents.reduce(0) { $0 + candidate.tokenizer.count($1.text) }
    }
    precondition(counted == tokens, "count and encode disagree")
    let encodeRate = Measure.megabytesPerSecond(bytes: totalBytes, seconds: encodeSeconds)
    let countRate = Measure.megabytesPerSecond(bytes: totalBytes, seconds: countSeconds)
    for reference in candidate.references {
        var row = [candidate.label, String(tokens), String(format: "%.1f", encodeRate), String(format: "%.1f", countRate)]
        if let output = Repository.runReference("python3", [script, reference.kind, "--hashes", "--cpu-time"] + paths) {
            let lines = output.split(separator: "\n")
            let referenceTokens = Int(lines.first ?? "") ?? -1
            let referenceRate = Measure.megabytesPerSecond(bytes: totalBytes, seconds: lines.count > 1 ? Double(lines[1]) ?? .infinity : .infinity)
            row += [reference.label, String(referenceTokens), String(format: "%.2f", referenceRate),
                    String(format: "%.1fx", encodeRate / referenceRate), String(format: "%.1fx", countRate / referenceRate)]
            // Ids agreement, per document, by the fixtures' FNV-1a hash of the id sequence.
            let referenceHashes = lines.dropFirst(2).map(String.init)
            let differing = zip(documents, zip(documentIDs, referenceHashes)).filter { _, pair in
                "\(pair.0.count) \(fnv1a(pair.0))" != pair.1
            }.map(\.0.path)
            if referenceHashes.count != documents.count {
                agreements.append("\(candidate.label) vs \(reference.label): no per-document ids from the reference")
            } else {
                agreements.append("\(candidate.label) vs \(reference.label): ids identical on \(documents.count - differing.count)/\(documents.count) documents"
                                  + (differing.isEmpty ? "" : " (differ: \(differing.joined(separator: ", ")))"))
            }
        } else {
            row += [reference.label + " (not run)", "", "", "", ""]
        }
        table.add(row)
    }
}
table.print()
for line in agreements { print(line) }

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

/// FNV-1a 64 of ids as little-endian u32, as Scripts/fixtures/make-tokenizer-fixtures.py hashes them.
func fnv1a(_ ids: [Int]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for id in ids {
        var value = UInt32(truncatingIfNeeded: id)
        for _ in 0..<4 {
            hash = (hash ^ UInt64(value & 0xFF)) &* 0x100_0000_01B3
            value >>= 8
        }
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}

/// Hugging Face tokenizer.json for the Gemma GGUF, built once into the cache by
/// Benchmarks/Scripts/gemma_tokenizer_json.py (needs transformers); nil when it cannot be built.
@MainActor func gemmaTokenizerJSON() -> String? {
    let output = cache.appendingPathComponent("tokenizers/gemma3-hf/tokenizer.json")
    if FileManager.default.fileExists(atPath: output.path) { return output.path }
    guard FileManager.default.fileExists(atPath: gemmaPath) else { return nil }
    try? FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    let builder = Repository.root.appendingPathComponent("Benchmarks/Scripts/gemma_tokenizer_json.py").path
    _ = Repository.runReference("python3", [builder, gemmaPath, output.path])
    if FileManager.default.fileExists(atPath: output.path) { return output.path }
    print("skipped HF tokenizers for Gemma: \(output.path) could not be built (pip install transformers)")
    return nil
}

/// Like `Measure.median`, in CPU seconds of the calling thread (one warm-up, then the median).
func cpuMedian(repetitions: Int, _ body: () -> Void) -> Double {
    func threadSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
    body()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = threadSeconds()
        body()
        samples.append(threadSeconds() - start)
    }
    samples.sort()
    return samples[samples.count / 2]
}
