import Foundation
import Guidance
import Tokenizers

// Mask time per decoding step on Gemma's vocabulary, walking random schema-valid outputs.
//   swift run -c release --package-path Benchmarks GuidanceMaskBenchmark [path/to/gemma.gguf]
// No reference runs beside it yet (llguidance, XGrammar): its figures are ours alone.
let models = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget/models").path
let path = CommandLine.arguments.dropFirst().first
    ?? (models + "/gemma-3-270m-Q4_K_M.gguf")
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

var start = now()
let tokenizer = try GGUFTokenizerLoader.load(path: path)
let loaded = now()
let vocabulary = try TokenVocabulary(tokenizer: tokenizer)
let built = now()
let masker = TokenMasker(vocabulary: vocabulary)
let ready = now()
print("vocabulary \(vocabulary.tokenCount) tokens; load \(Double(loaded - start) / 1e6) ms, bytes \(Double(built - loaded) / 1e6) ms, tries \(Double(ready - built) / 1e6) ms")

// Schemas: the Guidance fixtures, and every BFCL tool's parameters.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let fixtures = repository.appendingPathComponent("Tests/Fixtures/Guidance")
var schemas: [(String, String)] = []
struct Index: Decodable { let schemas: [String] }
for name in try JSONDecoder().decode(Index.self, from: Data(contentsOf: fixtures.appendingPathComponent("index.json"))).schemas {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appendingPathComponent(name + ".json"))) as! [String: Any]
    schemas.append((name, String(decoding: try JSONSerialization.data(withJSONObject: object["schema"]!), as: UTF8.self)))
}
for line in try String(contentsOf: repository.appendingPathComponent("Tests/Fixtures/bfcl/tool-selection.jsonl"), encoding: .utf8).split(separator: "\n") {
    let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    guard record["kind"] as? String == "tools" else { continue }
    for tool in record["tools"] as! [[String: Any]] {
        let function = tool["function"] as! [String: Any]
        schemas.append(("bfcl:" + (function["name"] as! String), String(decoding: try JSONSerialization.data(withJSONObject: function["parameters"]!), as: UTF8.self)))
    }
}

struct SplitMix64 { var state: UInt64
    mutating func next() -> UInt64 { state &+= 0x9E37_79B9_7F4A_7C15; var z = state; z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9; z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB; return z ^ (z >> 31) } }
var generator = SplitMix64(state: 25)
var stepTimes: [Double] = []
var compileTimes: [Double] = []
var allowedCounts: [Int] = []
var mask = TokenMask(tokenCount: vocabulary.tokenCount)
let end = vocabulary.endTokenIDs
var walks = 0, finished = 0
for (_, text) in schemas {
    let compileStart = now()
    let grammar = try Grammar(jsonSchema: text)
    compileTimes.append(Double(now() - compileStart) / 1e3)
    for _ in 0..<3 {
        walks += 1
        var matcher = GrammarMatcher(grammar: grammar)
        for step in 0..<256 {
            let t0 = now()
            masker.fill(&mask, for: matcher)
            stepTimes.append(Double(now() - t0) / 1e3)
            let allowed = mask.allowedIDs
            allowedCounts.append(allowed.count)
            precondition(!allowed.isEmpty, "empty mask")
            var choices = allowed.filter { !end.contains($0) }
            if allowed.contains(where: end.contains), generator.next() % 3 == 0 || choices.isEmpty || step > 200 { finished += 1; break }
            // Lean towards short tokens late in a walk so values close.
            if step > 48 { let short = choices.filter { (vocabulary.bytes(of: $0)?.count ?? 9) <= 2 }; if !short.isEmpty { choices = short } }
            let id = choices[Int(generator.next() % UInt64(choices.count))]
            matcher.advance(vocabulary.bytes(of: id)!)
        }
    }
}
func percentile(_ values: [Double], _ p: Double) -> Double { let s = values.sorted(); return s[min(s.count - 1, Int(Double(s.count) * p))] }
print("schemas \(schemas.count), walks \(walks) (\(finished) reached the end token), steps \(stepTimes.count)")
print(String(format: "mask µs/step: median %.1f  p90 %.1f  p99 %.1f  max %.1f  mean %.1f", percentile(stepTimes, 0.5), percentile(stepTimes, 0.9), percentile(stepTimes, 0.99), stepTimes.max()!, stepTimes.reduce(0, +) / Double(stepTimes.count)))
print(String(format: "compile µs/schema: median %.1f  p99 %.1f", percentile(compileTimes, 0.5), percentile(compileTimes, 0.99)))
print("steps over 1 ms: \(stepTimes.filter { $0 > 1_000 }.count)")
print("allowed tokens/step: median \(allowedCounts.sorted()[allowedCounts.count / 2])")
