// What a schema costs end to end: decode tokens/s of the native engine with a response schema
// against the same model and prompt without one, and llama.cpp's own ratio (llama-server's
// /completion with and without `json_schema`) in the same run.
//
//   Scripts/llama.cpp/start-llama-server.sh          # optional: the llama.cpp rows (LLAMA_SERVER_THREADS=2 to match)
//   swift run -c release --package-path Benchmarks GuidedDecodeBenchmark [--rounds N] [--tokens N]
//
// Gemma 3 270M (the base model) by completion: a one-line lead-in, then the answer. Greedy, at
// most --tokens tokens, prompt lookup off (a constrained answer decodes one token per pass, so
// the unconstrained one does too: the ratio is the mask's cost, not drafting's). The decode rate
// is tokens after the first over the time from the first piece to the last, so prefill and the
// first step's mask are left out; rounds alternate constrained and unconstrained per schema, and
// llama-server's rounds run between ours. Its rates are the server's own `timings`.
import BenchmarkSupport
import ContextBudget
import Foundation
import NativeModel

var rounds = 3
var maximumTokens = 96
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    switch flag {
    case "--rounds": rounds = arguments.popFirst().flatMap(Int.init) ?? rounds
    case "--tokens": maximumTokens = arguments.popFirst().flatMap(Int.init) ?? maximumTokens
    default:
        FileHandle.standardError.write(Data("usage: GuidedDecodeBenchmark [--rounds N] [--tokens N]\n".utf8))
        exit(64)
    }
}

let schemaNames = ["weather-tool", "nested-record", "array-of-records", "string-escapes", "recursive-tree", "bfcl-imperial-si-conversion"]
let folder = Repository.root.appendingPathComponent("Tests/Fixtures/Guidance")
let schemas: [(name: String, schema: JSONValue)] = try schemaNames.map { name in
    let file = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: folder.appendingPathComponent("\(name).json")))
    guard let schema = file["schema"] else { throw ContextBudgetError.invalidConfiguration("\(name).json has no schema") }
    return (name, schema)
}

let model = try NativeLanguageModel(url: ModelLocator.gemma3_270m(), contextSize: 2048)
model.promptLookup = nil

/// Decode rate of one answer: tokens after the first, over the time from the first piece to the last.
@MainActor func nativeRate(prompt: String, schema: JSONValue?) async throws -> (rate: Double, tokens: Int) {
    let before = model.decodingStatisticsSinceLoad
    let options = GenerationOptions(maximumResponseTokens: maximumTokens, responseSchema: schema)
    var first: UInt64?
    var last: UInt64 = 0
    do {
        for try await _ in model.streamCompletion(of: prompt, options: options) {
            let now = DispatchTime.now().uptimeNanoseconds
            if first == nil { first = now }
            last = now
        }
    } catch GenerationError.structuredResponseIncomplete {
        // The cap cut the value: the tokens decoded until then still measure the rate.
    }
    let tokens = (model.decodingStatisticsSinceLoad - before).tokens
    guard let first, last > first, tokens > 1 else { return (.nan, tokens) }
    return (Double(tokens - 1) / (Double(last - first) / 1e9), tokens)
}

func prompt(for name: String) -> String { "A JSON value for the schema \"\(name)\", on one line:\n" }

/// llama-server's rates for one round of every schema, through Benchmarks/Scripts/llama_server_json_schema.py.
@MainActor func llamaRound(url: String) throws -> [String: (constrained: Double, free: Double)] {
    let script = Repository.root.appendingPathComponent("Benchmarks/Scripts/llama_server_json_schema.py").path
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("guided-decode-\(getpid()).json")
    let requests: [JSONValue] = schemas.map { .object(["name": .string($0.name), "prompt": .string(prompt(for: $0.name)), "schema": $0.schema]) }
    try Data(JSONValue.array(requests).compactText.utf8).write(to: input)
    let process = Process()
    let pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, url, input.path, String(maximumTokens)]
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw ContextBudgetError.invalidConfiguration("llama_server_json_schema.py failed (status \(process.terminationStatus))") }
    let rows = try JSONDecoder().decode([String: [String: Double]].self, from: output)
    return rows.mapValues { ($0["constrained"] ?? .nan, $0["free"] ?? .nan) }
}

let serverURL = ProcessInfo.processInfo.environment["LLAMA_SERVER_URL"]
    ?? (try? String(contentsOf: ModelLocator.cacheDirectory().appendingPathComponent("llama-server.url"), encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
var serverReachable = serverURL != nil
print("Gemma 3 270M (base), \(NativeModelSettings.threadCount) threads, kernels \(NativeModelSettings.kernelVariant), greedy, ≤\(maximumTokens) tokens, prompt lookup off; \(rounds) rounds; load average \(LoadAverage.current)")

// Warm-up: the vocabulary's trie and each schema's grammar are built once per model; the
// server's first round (its grammars) is a warm-up too, and shows whether it answers.
for (name, schema) in schemas { _ = try await nativeRate(prompt: prompt(for: name), schema: schema) }
if let serverURL {
    do { _ = try llamaRound(url: serverURL) } catch {
        serverReachable = false
        print("llama-server at \(serverURL) did not answer (\(error)); start one with Scripts/llama.cpp/start-llama-server.sh: its rows are left out")
    }
} else {
    print("no llama-server URL (Scripts/llama.cpp/start-llama-server.sh writes one): its rows are left out")
}

var native: [String: (constrained: [Double], free: [Double], tokens: [Int])] = [:]
var llama: [String: (constrained: [Double], free: [Double])] = [:]
for _ in 0..<rounds {
    for (name, schema) in schemas {
        let constrained = try await nativeRate(prompt: prompt(for: name), schema: schema)
        let free = try await nativeRate(prompt: prompt(for: name), schema: nil)
        native[name, default: ([], [], [])].constrained.append(constrained.rate)
        native[name, default: ([], [], [])].free.append(free.rate)
        native[name, default: ([], [], [])].tokens.append(constrained.tokens)
    }
    if serverReachable, let serverURL {
        for (name, rates) in try llamaRound(url: serverURL) {
            llama[name, default: ([], [])].constrained.append(rates.constrained)
            llama[name, default: ([], [])].free.append(rates.free)
        }
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.filter { !$0.isNaN }.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}
func f(_ value: Double, _ digits: Int = 1) -> String { value.isNaN ? "-" : String(format: "%.\(digits)f", value) }
var table = ResultTable(header: ["schema", "tokens", "ours constrained tok/s", "ours free tok/s", "ours ratio", "llama.cpp constrained tok/s", "llama.cpp free tok/s", "llama.cpp ratio"])
var ourRatios: [Double] = [], theirRatios: [Double] = []
for (name, _) in schemas {
    let ours = native[name]!
    let ourRatio = median(ours.constrained) / median(ours.free)
    ourRatios.append(ourRatio)
    let theirs = llama[name]
    let theirRatio = theirs.map { median($0.constrained) / median($0.free) } ?? .nan
    theirRatios.append(theirRatio)
    table.add([name, "\(ours.tokens.sorted()[ours.tokens.count / 2])", f(median(ours.constrained)), f(median(ours.free)), f(ourRatio, 2),
               f(theirs.map { median($0.constrained) } ?? .nan), f(theirs.map { median($0.free) } ?? .nan), f(theirRatio, 2)])
}
table.add(["median", "", "", "", f(median(ourRatios), 2), "", "", f(median(theirRatios), 2)])
table.print()
print("load average \(LoadAverage.current)")
