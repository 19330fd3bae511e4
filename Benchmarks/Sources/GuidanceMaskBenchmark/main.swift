import Foundation
import Guidance
import Tokenizers

// Mask time per decoding step on Gemma's vocabulary, walking random schema-valid outputs, and
// the same walks replayed through llguidance and XGrammar in the same run (when the venv of
// Scripts/fetching/fetch-guidance-venv.sh exists), with the steps where their masks differ from ours.
//   swift run -c release --package-path Benchmarks GuidanceMaskBenchmark [path/to/gemma.gguf]
let cache = ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"]
    ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget").path
let path = CommandLine.arguments.dropFirst().first ?? (cache + "/models/gemma-3-270m-Q4_K_M.gguf")
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
}
print("load average at start: \(loadAverage())")

var start = now()
let tokenizer = try GGUFTokenizerLoader.load(path: path)
let loaded = now()
let vocabulary = try TokenVocabulary(tokenizer: tokenizer)
let built = now()
let masker = TokenMasker(vocabulary: vocabulary)
let ready = now()
print("vocabulary \(vocabulary.tokenCount) tokens; load \(Double(loaded - start) / 1e6) ms, bytes \(Double(built - loaded) / 1e6) ms, tries \(Double(ready - built) / 1e6) ms")

// Schemas: the Guidance fixtures, and every BFCL tool's parameters, with sorted keys (a dictionary's order
// is seeded per process, and property order changes the grammar, so unsorted text changed the walks run to run).
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let fixtures = repository.appendingPathComponent("Tests/Fixtures/Guidance")
var schemas: [(name: String, text: String)] = []
struct Index: Decodable { let schemas: [String] }
for name in try JSONDecoder().decode(Index.self, from: Data(contentsOf: fixtures.appendingPathComponent("index.json"))).schemas {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appendingPathComponent(name + ".json"))) as! [String: Any]
    schemas.append((name, String(decoding: try JSONSerialization.data(withJSONObject: object["schema"]!, options: [.sortedKeys]), as: UTF8.self)))
}
for line in try String(contentsOf: repository.appendingPathComponent("Tests/Fixtures/bfcl/tool-selection.jsonl"), encoding: .utf8).split(separator: "\n") {
    let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    guard record["kind"] as? String == "tools" else { continue }
    for tool in record["tools"] as! [[String: Any]] {
        let function = tool["function"] as! [String: Any]
        schemas.append(("bfcl:" + (function["name"] as! String), String(decoding: try JSONSerialization.data(withJSONObject: function["parameters"]!, options: [.sortedKeys]), as: UTF8.self)))
    }
}

struct SplitMix64 { var state: UInt64
    mutating func next() -> UInt64 { state &+= 0x9E37_79B9_7F4A_7C15; var z = state; z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9; z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB; return z ^ (z >> 31) } }

/// The walks, in a function so the loop reads locals (top-level globals are main-actor state,
/// checked on every access from a closure).
func walkAll(_ schemas: [(name: String, text: String)], _ masker: TokenMasker)
        throws -> (timing: Timing, walks: [Walk], grammars: [Grammar], allowedCounts: [Int], finished: Int, slowest: [(Double, Int, Int)]) {
    let vocabulary = masker.vocabulary
    var generator = SplitMix64(state: 25)
    var stepTimes: [Double] = [], stepCPUTimes: [Double] = [], compileTimes: [Double] = [], allowedCounts: [Int] = []
    let duplicates = DuplicateTokens(vocabulary)
    var stepPlaces: [(walk: Int, step: Int)] = []
    var walks: [Walk] = [], grammars: [Grammar] = []
    var mask = TokenMask(tokenCount: vocabulary.tokenCount)
    let end = Set(vocabulary.endTokenIDs)
    let shortTokens = (0..<vocabulary.tokenCount).filter { (vocabulary.bytes(of: $0)?.count ?? 9) <= 2 }
    var finished = 0
    for (index, schema) in schemas.enumerated() {
        let compileStart = now()
        let grammar = try Grammar(jsonSchema: schema.text)
        compileTimes.append(Double(now() - compileStart) / 1e3)
        grammars.append(grammar)
        for _ in 0..<3 {
            var walk = Walk(schema: index)
            var matcher = GrammarMatcher(grammar: grammar)
            for step in 0..<256 {
                let t0 = now(), cpu0 = threadCPUNanoseconds()
                mask = masker.mask(for: matcher)
                stepCPUTimes.append(Double(threadCPUNanoseconds() - cpu0) / 1e3)
                stepTimes.append(Double(now() - t0) / 1e3)
                stepPlaces.append((walks.count, step))
                walk.hashes.append(duplicates.closedHash(mask))
                let allowedCount = mask.allowedCount
                allowedCounts.append(allowedCount)
                precondition(allowedCount > 0, "empty mask")
                let endAllowed = end.contains(where: mask.contains)
                if endAllowed, generator.next() % 3 == 0 || allowedCount == end.count || step > 200 { finished += 1; break }
                // Uniform over the allowed tokens that are not end tokens, leaning towards short
                // tokens late in a walk so values close. A wide mask is sampled by rejection
                // (same distribution, without listing its quarter million ids every step).
                let shortAllowed = step > 48 ? shortTokens.filter(mask.contains) : []
                let id: Int
                if !shortAllowed.isEmpty {
                    id = shortAllowed[Int(generator.next() % UInt64(shortAllowed.count))]
                } else if allowedCount > vocabulary.tokenCount / 2 {
                    var candidate: Int
                    repeat { candidate = Int(generator.next() % UInt64(vocabulary.tokenCount)) } while !mask.contains(candidate) || end.contains(candidate)
                    id = candidate
                } else {
                    let choices = mask.allowedIDs.filter { !end.contains($0) }
                    id = choices[Int(generator.next() % UInt64(choices.count))]
                }
                walk.tokens.append(id)
                matcher.advance(vocabulary.bytes(of: id)!)
            }
            walks.append(walk)
        }
    }
    let slowest = stepCPUTimes.indices.sorted { stepCPUTimes[$0] > stepCPUTimes[$1] }.prefix(12).map { (stepCPUTimes[$0], stepPlaces[$0].walk, stepPlaces[$0].step) }
    return (Timing(steps: stepTimes, compiles: compileTimes, cpuSteps: stepCPUTimes), walks, grammars, allowedCounts, finished, slowest)
}
let (ours, walks, grammars, allowedCounts, finished, slowest) = try walkAll(schemas, masker)
let allowedMedian = allowedCounts.sorted()[allowedCounts.count / 2]
print("schemas \(schemas.count), walks \(walks.count) (\(finished) reached the end token), steps \(ours.steps.count)")
print(String(format: "mask µs/step, wall: median %.1f  p90 %.1f  p99 %.1f  max %.1f  mean %.1f", ours.median, ours.p90, ours.p99, ours.max, ours.mean))
let oursCPU = ours.cpu
print(String(format: "mask µs/step, thread CPU: median %.1f  p90 %.1f  p99 %.1f  max %.1f  mean %.1f", oursCPU.median, oursCPU.p90, oursCPU.p99, oursCPU.max, oursCPU.mean))
print(String(format: "compile µs/schema: median %.1f  p99 %.1f", ours.compileMedian, ours.compileP99))
print("steps over 1 ms: wall \(ours.steps.filter { $0 > 1_000 }.count), thread CPU \(oursCPU.steps.filter { $0 > 1_000 }.count)")
print("allowed tokens/step: median \(allowedMedian)")
// Steps that allow most of the vocabulary are string bodies (the precomputed route); the rest are trie walks.
let wide = oursCPU.steps.indices.filter { allowedCounts[$0] > vocabulary.tokenCount / 2 }
let wideTiming = Timing(steps: wide.map { oursCPU.steps[$0] }, compiles: [])
let narrowTiming = Timing(steps: oursCPU.steps.indices.filter { allowedCounts[$0] <= vocabulary.tokenCount / 2 }.map { oursCPU.steps[$0] }, compiles: [])
print(String(format: "thread CPU µs by kind: %d steps allowing over half the vocabulary: median %.1f  p90 %.1f  p99 %.1f;  %d others: median %.1f  p90 %.1f  p99 %.1f",
             wideTiming.steps.count, wideTiming.median, wideTiming.p90, wideTiming.p99, narrowTiming.steps.count, narrowTiming.median, narrowTiming.p90, narrowTiming.p99))
for (micros, walk, step) in slowest {
    var matcher = GrammarMatcher(grammar: grammars[walks[walk].schema])
    var text: [UInt8] = []
    for id in walks[walk].tokens.prefix(step) { let bytes = vocabulary.bytes(of: id)!; matcher.advance(bytes); text += bytes }
    print(String(format: "  slow step %.0f µs CPU: ", micros) + "\(schemas[walks[walk].schema].name) step \(step), \(matcher.configurationCount) readings, after …"
          + String(reflecting: String(decoding: text.suffix(50), as: UTF8.self)))
}
print("load average after our walks: \(loadAverage())")

let python = cache + "/guidance-venv/bin/python"
if FileManager.default.isExecutableFile(atPath: python) {
    let script = repository.appendingPathComponent("Benchmarks/Scripts/guidance_reference.py").path
    let references = try ReferenceRun.run(python: python, script: script, vocabulary: vocabulary, schemas: schemas, walks: walks)
    for reference in references {
        ReferenceRun.report(reference, ours: ours, schemas: schemas, grammars: grammars, walks: walks, masker: masker, duplicates: DuplicateTokens(vocabulary))
    }
    print("load average at the end: \(loadAverage())")
} else {
    print("no reference run: \(python) is missing (make it with Scripts/fetching/fetch-guidance-venv.sh)")
}
