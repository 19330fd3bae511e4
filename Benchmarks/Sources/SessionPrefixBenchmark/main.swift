// Prefix-stable trimming, measured on the native engine: a scripted 60-turn conversation at 4K
// through ChatSession on Gemma 3 270M (greedy, fixed prompts), once trimming to the low-water
// mark (75% of the capacity, the default) and once trimming to the exact capacity every turn,
// in one run. Prints prompt tokens actually prefilled (what the KV cache did not hold) and wall
// time for each, and their ratios.
//
//   swift run -c release --package-path Benchmarks SessionPrefixBenchmark [turns] [response-tokens]
//
// Model: $CONTEXTBUDGET_GEMMA_GGUF, else ~/.cache/contextbudget/models/gemma-3-270m-Q4_K_M.gguf.
import BenchmarkSupport
import ContextBudget
import Foundation
import NativeModel

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let turns = arguments.first ?? 60
let responseTokens = arguments.dropFirst().first ?? 32

let path = ProcessInfo.processInfo.environment["CONTEXTBUDGET_GEMMA_GGUF"]
    ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget/models/gemma-3-270m-Q4_K_M.gguf").path
guard FileManager.default.fileExists(atPath: path) else {
    FileHandle.standardError.write(Data("no model at \(path): run Scripts/fetching/fetch-gemma.sh or set CONTEXTBUDGET_GEMMA_GGUF\n".utf8))
    exit(1)
}

/// The same fixed prompts for both runs: a user reporting facts and asking about them.
func prompt(_ turn: Int) -> String {
    let cities = ["Lisbon", "Porto", "Oslo", "Kyoto", "Lagos", "Lima", "Quito", "Perth"]
    let city = cities[turn % cities.count]
    return "Note \(turn): the warehouse in \(city) shipped \(100 + turn * 7) crates on day \(turn % 28 + 1), "
        + "and \(turn % 5) of them were late because of the weather. Keep this in mind. "
        + "In one short sentence, what did the \(city) warehouse ship on day \(turn % 28 + 1)?"
}

struct Outcome {
    var prefilled: Int
    var seconds: Double
    var trims: Int
    var promptTokens: Int
}

func run(lowWater: Double) async throws -> Outcome {
    let model = try NativeLanguageModel(url: URL(fileURLWithPath: path), contextSize: 4096)
    let session = ChatSession(
        model: model, instructions: "You are a terse assistant. Answer in one sentence.", budget: .onDevice,
        options: GenerationOptions(maximumResponseTokens: responseTokens),
        configuration: .init(lowWaterFraction: lowWater))
    let start = DispatchTime.now().uptimeNanoseconds
    var sent = 0
    for turn in 0..<turns {
        _ = try await session.respond(to: prompt(turn))
        if case let .modelCalled(_, tokens, _)? = await session.events.last(where: { if case .modelCalled = $0 { true } else { false } }) {
            sent += tokens
        }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let trims = await session.trimEvents.count
    return Outcome(prefilled: model.prefilledTokenCount, seconds: seconds, trims: trims, promptTokens: sent)
}

print("SessionPrefixBenchmark: \(turns) turns at 4K (3,520 prompt tokens), responses capped at \(responseTokens) tokens, greedy; load average \(String(format: "%.1f", loadAverage()))")
let stable = try await run(lowWater: 0.75)
let exact = try await run(lowWater: 1.0)
var table = ResultTable(header: ["trimming", "prompt tokens sent", "prefilled", "trim events", "wall s"])
table.add(["to 75% (prefix-stable)", "\(stable.promptTokens)", "\(stable.prefilled)", "\(stable.trims)", String(format: "%.1f", stable.seconds)])
table.add(["to the capacity", "\(exact.promptTokens)", "\(exact.prefilled)", "\(exact.trims)", String(format: "%.1f", exact.seconds)])
table.print()
print(String(format: "prefilled tokens: %.2fx fewer; wall time: %.2fx faster (load average after: %.1f)",
             Double(exact.prefilled) / Double(max(1, stable.prefilled)), exact.seconds / stable.seconds, loadAverage()))

func loadAverage() -> Double {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
}
