import Foundation
import Guidance

/// Runs Benchmarks/Scripts/guidance_reference.py over our walks and reports its timings beside
/// ours and where its masks differ from ours.
enum ReferenceRun {
    /// One reference library's results, as the script writes them.
    struct Result {
        let name: String
        let version: String
        let setupMillis: Double
        let timing: Timing
        let compared: Int
        let equal: Int
        /// (walk, step, the reference's mask words) for the first differing steps.
        let differing: [(walk: Int, step: Int, words: [UInt64])]
        let stopped: [(walk: Int, step: Int, reason: String)]
        let unavailable: String?
    }

    static func run(python: String, script: String, vocabulary: TokenVocabulary, schemas: [(name: String, text: String)],
                    walks: [Walk]) throws -> [Result] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidance-reference-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens: [Any] = (0..<vocabulary.tokenCount).map { id -> Any in
            guard let bytes = vocabulary.bytes(of: id) else { return NSNull() }
            return bytes.map { String(format: "%02x", $0) }.joined()
        }
        let vocabularyFile = folder.appendingPathComponent("vocabulary.json")
        try JSONSerialization.data(withJSONObject: ["endTokenIDs": vocabulary.endTokenIDs, "tokens": tokens]).write(to: vocabularyFile)
        let walksFile = folder.appendingPathComponent("walks.json")
        try JSONSerialization.data(withJSONObject: [
            "schemas": schemas.map { ["name": $0.name, "text": $0.text] },
            "walks": walks.map { ["schema": $0.schema, "tokens": $0.tokens, "hashes": $0.hashes] as [String: Any] },
        ]).write(to: walksFile)
        let out = folder.appendingPathComponent("results.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, vocabularyFile.path, walksFile.path, out.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            print("reference script failed with status \(process.terminationStatus)")
            return []
        }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as! [String: [String: Any]]
        return ["llguidance", "xgrammar"].compactMap { json[$0] }.map(parse)
    }

    static func parse(_ object: [String: Any]) -> Result {
        let differing = (object["differing"] as? [[String: Any]] ?? []).map { entry -> (Int, Int, [UInt64]) in
            let data = Data(base64Encoded: entry["mask"] as! String)!
            let words = data.withUnsafeBytes { raw in
                (0..<data.count / 8).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) }
            }
            return (entry["walk"] as! Int, entry["step"] as! Int, words)
        }
        let stopped = (object["stopped"] as? [[String: Any]] ?? []).map {
            ($0["walk"] as! Int, $0["step"] as! Int, $0["reason"] as! String)
        }
        return Result(name: object["name"] as! String, version: object["version"] as? String ?? "?",
                      setupMillis: object["setupMillis"] as? Double ?? .nan,
                      timing: Timing(steps: object["stepMicros"] as? [Double] ?? [],
                                     compiles: (object["compileMicros"] as? [Any] ?? []).compactMap { $0 as? Double },
                                     cpuSteps: object["stepCPUMicros"] as? [Double] ?? []),
                      compared: object["stepsCompared"] as? Int ?? 0, equal: object["stepsEqual"] as? Int ?? 0,
                      differing: differing, stopped: stopped, unavailable: object["unavailable"] as? String)
    }

    static func report(_ reference: Result, ours: Timing, schemas: [(name: String, text: String)], grammars: [Grammar],
                       walks: [Walk], masker: TokenMasker, duplicates: DuplicateTokens) {
        if let reason = reference.unavailable {
            print("\(reference.name): not run (\(reason))")
            return
        }
        let theirs = reference.timing
        print("\n\(reference.name) \(reference.version): tokenizer setup \(String(format: "%.0f", reference.setupMillis)) ms, \(theirs.steps.count) steps replayed")
        print(String(format: "  mask µs/step, wall: median %.1f  p90 %.1f  p99 %.1f  max %.1f  mean %.1f", theirs.median, theirs.p90, theirs.p99, theirs.max, theirs.mean))
        let theirsCPU = theirs.cpu, oursCPU = ours.cpu
        print(String(format: "  mask µs/step, thread CPU: median %.1f  p90 %.1f  p99 %.1f  max %.1f  mean %.1f", theirsCPU.median, theirsCPU.p90, theirsCPU.p99, theirsCPU.max, theirsCPU.mean))
        print(String(format: "  compile µs/schema: median %.1f  p99 %.1f", theirs.compileMedian, theirs.compileP99))
        print(String(format: "  ours/%@, wall: median %.2f  p99 %.2f  mean %.2f;  thread CPU: median %.2f  p99 %.2f  max %.2f  mean %.2f;  compile median %.3f", reference.name,
                     ours.median / theirs.median, ours.p99 / theirs.p99, ours.mean / theirs.mean,
                     oursCPU.median / theirsCPU.median, oursCPU.p99 / theirsCPU.p99, oursCPU.max / theirsCPU.max, oursCPU.mean / theirsCPU.mean,
                     ours.compileMedian / theirs.compileMedian))
        print("  agreement: \(reference.equal) of \(reference.compared) steps have the same allowed set; \(reference.compared - reference.equal) differ")
        for stop in reference.stopped.prefix(10) {
            print("  stopped: walk \(stop.walk) (\(schemas[walks[stop.walk].schema].name)) at step \(stop.step): \(stop.reason)")
        }
        if reference.stopped.count > 10 { print("  … \(reference.stopped.count - 10) more stopped walks") }
        var bySchema: [String: Int] = [:]
        for (walkIndex, step, words) in reference.differing {
            let walk = walks[walkIndex]
            var matcher = GrammarMatcher(grammar: grammars[walk.schema])
            var text: [UInt8] = []
            for id in walk.tokens.prefix(step) { let bytes = masker.vocabulary.bytes(of: id)!; matcher.advance(bytes); text += bytes }
            let mine = duplicates.closed(masker.mask(for: matcher))
            var onlyOurs: [Int] = [], onlyTheirs: [Int] = []
            for index in 0..<min(words.count, mine.words.count) {
                var extra = mine.words[index] & ~words[index]
                while extra != 0 { onlyOurs.append(index << 6 | extra.trailingZeroBitCount); extra &= extra - 1 }
                var missing = words[index] & ~mine.words[index]
                while missing != 0 { onlyTheirs.append(index << 6 | missing.trailingZeroBitCount); missing &= missing - 1 }
            }
            let name = schemas[walk.schema].name
            bySchema[name, default: 0] += 1
            guard bySchema[name]! <= 2 else { continue }
            func show(_ ids: [Int]) -> String {
                ids.prefix(5).map { id in masker.vocabulary.bytes(of: id).map { String(reflecting: String(decoding: $0, as: UTF8.self)) } ?? "<\(id)>" }
                    .joined(separator: " ")
            }
            print("  differs: \(name) step \(step) after …\(String(reflecting: String(decoding: text.suffix(40), as: UTF8.self))): "
                  + "only ours \(onlyOurs.count) [\(show(onlyOurs))], only \(reference.name) \(onlyTheirs.count) [\(show(onlyTheirs))]")
        }
        if !bySchema.isEmpty {
            print("  differing steps kept, by schema: " + bySchema.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
    }
}
