import ContextBudget
import Foundation

let model = ExtractiveModel()
let summarizer = try Summarizer(model: model, budget: .onDevice, counter: model.tokenCounter)
var batch = try BatchSummarizer(summarizer: summarizer, jobs: 8)   // 8 calls in flight across all documents
let out = FileManager.default.temporaryDirectory.appendingPathComponent("ctx-summaries")
batch.manifestURL = out.appendingPathComponent("manifest.jsonl")
batch.resume = true                                                 // skip what a previous run finished

let collection = try DocumentCollection(paths: ["Corpora/md"])      // files, folders, globs
let sink = SummaryFolderSink(root: out, renderer: SummaryRenderer(format: .text, summarizer: summarizer))
let report = try await batch.run(collection.documents, skipped: collection.skipped, sink: sink)
print(report.results.count, "documents,", report.failureCount, "failed, at most", report.peakCallsInFlight, "calls at once")
