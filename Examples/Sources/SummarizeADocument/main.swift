import ContextBudget
import Foundation

let model = ExtractiveModel()
let document = try String(contentsOfFile: "Corpora/en/kjv-mark.txt", encoding: .utf8)
let summarizer = try Summarizer(model: model, budget: .onDevice, counter: model.tokenCounter)

let plan = try await summarizer.plan(document)       // known before the first call
print(plan.chunkCount, "chunks,", plan.totalCalls, "calls:", plan.callsPerLevel)
for try await event in summarizer.events(for: document) {
    if case let .finished(summary) = event { print(summary.text, summary.statistics.callsPerLevel) }
}
