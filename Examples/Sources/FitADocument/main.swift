import ContextBudget
import Foundation

let model = ExtractiveModel()        // any LanguageModel: a GGUF file in-process, a server, Apple's model
let budget = TokenBudget.onDevice    // 4,096 tokens: 512 kept for the answer, 64 for counting error
let document = try String(contentsOfFile: "Corpora/en/kjv-mark.txt", encoding: .utf8)

let report = try await budget.measure(Transcript(instructions: "Summarize.", prompt: document), with: model)
print(report.fits, report.totalTokens, "of", report.capacity, "- over by", report.overflow)
