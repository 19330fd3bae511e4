import BenchmarkSupport
import ContextBudget
import Foundation
import GGUF
import NativeModel
#if canImport(Glibc)
import Glibc
#endif

// Decode speed with and without prompt-lookup speculative decoding, on the summarizer's own map
// prompts (the first map call of Corpora documents of each kind at the on-device budget, built by
// `Summarizer.mapCalls`), greedy, the plan's response cap, native engine, one run:
//   swift run -c release --package-path Benchmarks PromptLookupBenchmark [--threads 2] [--rounds 2]
//       [--documents N] [--sweep]
// Each prompt is prefilled once, then answered alternately without and with lookup (`--rounds`
// times each; the cached prompt is reused, so the timings are decode only). The answers must be
// identical: the benchmark stops with an error otherwise. --sweep times other draft settings too.

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let threads = Int(option("--threads") ?? "2") ?? 2
let rounds = Int(option("--rounds") ?? "2") ?? 2
NativeModelSettings.threadCount = threads

/// Kept equal to GemmaPromptLookupTests.summarizationDocuments (the test checks these prompts).
let documents = [
    "en/kjv-mark.txt", "en/ehp-pbde47-thyroid.md", "md/nodejs-errors.md", "ja/rust-by-example.ja.md",
    "zh/rust-by-example.zh.md", "parallel/libreoffice-help-math.pl.txt", "transcripts/bfcl-multi-turn-long-context-113.json",
].prefix(Int(option("--documents") ?? "99") ?? 99)

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(0), &usage)  // RUSAGE_SELF
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
func loadAverage() -> Double {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
}

let model = try NativeLanguageModel(url: ModelLocator.gemma3_270m(), contextSize: 4096)
let summarizer = try Summarizer(model: model, budget: .onDevice, counter: model.tokenCounter)

struct Timing { var tokens = 0; var wall = 0.0; var cpu = 0.0; var stats = DecodingStatistics() }
var settings: [(String, PromptLookup?)] = [("off", nil), ("standard", .standard)]
if arguments.contains("--sweep") {
    for (longest, draft) in [(2, 8), (4, 8), (3, 4), (3, 5), (3, 6), (3, 7), (4, 6), (3, 12), (3, 15)] {
        settings.append(("n≤\(longest) k=\(draft)", PromptLookup(longestMatch: longest, draftLength: draft)))
    }
}
var totals = [Timing](repeating: Timing(), count: settings.count)
print(String(format: "load average at the start: %.1f", loadAverage()))
print("Gemma 3 270M Q4_K_M, \(threads) threads, greedy; first map prompt of each document")
var table = ResultTable(header: ["document", "prompt", "answer", "lookup", "tok/s", "per CPU-s", "tokens/pass", "accepted"])
for path in documents {
    let text = try String(contentsOf: Repository.root.appendingPathComponent("Corpora").appendingPathComponent(path), encoding: .utf8)
    let (transcripts, cap) = try await summarizer.mapCalls(for: text)
    guard let transcript = transcripts.first else { print("\(path): fits one call, skipped"); continue }
    let options = GenerationOptions(maximumResponseTokens: cap)
    let promptTokens = model.promptTokens(for: transcript).count
    _ = try await model.generate(transcript, options: GenerationOptions(maximumResponseTokens: 1))  // prefill once
    var reference: String?
    var perDocument = [Timing](repeating: Timing(), count: settings.count)
    for _ in 0..<rounds {
        for (index, setting) in settings.enumerated() {
            model.promptLookup = setting.1
            let before = model.decodingStatisticsSinceLoad
            let (wall0, cpu0) = (DispatchTime.now().uptimeNanoseconds, cpuSeconds())
            let answer = try await model.generate(transcript, options: options)
            let wall = Double(DispatchTime.now().uptimeNanoseconds - wall0) / 1e9, cpu = cpuSeconds() - cpu0
            let after = model.decodingStatisticsSinceLoad
            let stats = after - before
            if let reference, reference != answer {
                FileHandle.standardError.write(Data("error: \(path): the answer with lookup \(setting.0) differs from the plain one\n".utf8))
                exit(1)
            }
            reference = answer
            perDocument[index].tokens += stats.tokens
            perDocument[index].wall += wall
            perDocument[index].cpu += cpu
            perDocument[index].stats = perDocument[index].stats + stats
        }
    }
    for (index, setting) in settings.enumerated() {
        let t = perDocument[index]
        totals[index].tokens += t.tokens; totals[index].wall += t.wall; totals[index].cpu += t.cpu
        totals[index].stats = totals[index].stats + t.stats
        table.add([index == 0 ? path : "", index == 0 ? String(promptTokens) : "", index == 0 ? String(t.tokens / rounds) : "", setting.0,
                   String(format: "%.1f", Double(t.tokens) / t.wall), String(format: "%.1f", Double(t.tokens) / t.cpu),
                   String(format: "%.2f", Double(t.stats.tokens) / Double(max(1, t.stats.passes))),
                   t.stats.drafted == 0 ? "-" : String(format: "%.0f%%", 100 * Double(t.stats.accepted) / Double(t.stats.drafted))])
    }
}
for (index, setting) in settings.enumerated() {
    let t = totals[index]
    table.add([index == 0 ? "all" : "", "", "", setting.0, String(format: "%.1f", Double(t.tokens) / t.wall), String(format: "%.1f", Double(t.tokens) / t.cpu),
               String(format: "%.2f", Double(t.stats.tokens) / Double(max(1, t.stats.passes))),
               t.stats.drafted == 0 ? "-" : String(format: "%.0f%%", 100 * Double(t.stats.accepted) / Double(t.stats.drafted))])
}
table.print()
let off = totals[0], on = totals[1]
print(String(format: "speed-up with the standard lookup: %.2fx wall (%.2fx per CPU-second); answers identical",
             (Double(on.tokens) / on.wall) / (Double(off.tokens) / off.wall), (Double(on.tokens) / on.cpu) / (Double(off.tokens) / off.cpu)))
print(String(format: "load average at the end: %.1f", loadAverage()))
