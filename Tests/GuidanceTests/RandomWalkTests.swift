import Foundation
import Guidance
import TestSupport
import Testing

/// Random walks over allowed bytes: the matcher must never strand (some byte is allowed until
/// the value is complete) and every finished walk must be valid. Validity is checked by the
/// reference: the walks are committed in Tests/Fixtures/Guidance/walks.json, validated there by
/// `jsonschema` (Scripts/fixtures/make-guidance-fixtures.py --check-walks), and regenerated here from the
/// same seeds, so a change to the matcher that changes a walk fails until it is re-checked.
struct RandomWalkTests {
    static let walksPerSchema = 20
    static let walksFile = GuidanceFixtures.directory.appendingPathComponent("walks.json")

    /// A seeded walk: mostly uniform over the allowed bytes, leaning to closing bytes (`"`, `]`,
    /// `}`) so values stay small; stops at a complete value with probability 1/4 per step.
    /// - Returns: the bytes, or nil with a reason if the matcher stranded or never finished.
    static func walk(_ grammar: Grammar, seed: UInt64, byteLimit: Int = 4_000) -> (bytes: [UInt8]?, failure: String?) {
        var random = SplitMix64(seed: seed)
        var matcher = GrammarMatcher(grammar: grammar)
        var bytes: [UInt8] = []
        let closers: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "]"), UInt8(ascii: "}")]
        while true {
            let allowed = matcher.allowedBytes
            if matcher.isComplete && (allowed.isEmpty || random.next() % 4 == 0) { return (bytes, nil) }
            guard !allowed.isEmpty else {
                return (nil, "stranded after \(String(decoding: bytes, as: UTF8.self)) (seed \(seed))")
            }
            let closing = allowed.filter(closers.contains)
            let leanToClose = bytes.count > 48 || random.next() % 3 == 0
            let pool = !closing.isEmpty && leanToClose ? closing : allowed
            let byte = pool[Int(random.next() % UInt64(pool.count))]
            guard matcher.advance(byte) else { return (nil, "allowed byte \(byte) was refused (seed \(seed))") }
            bytes.append(byte)
            guard bytes.count < byteLimit else { return (nil, "no end after \(byteLimit) bytes (seed \(seed))") }
        }
    }

    static func walks() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (index, fixture) in GuidanceFixtures.all.enumerated() {
            let grammar = try! GuidanceFixtures.grammar(fixture)
            result[fixture.name] = (0..<walksPerSchema).map { walkIndex in
                let outcome = walk(grammar, seed: UInt64(index * 1_000 + walkIndex))
                return outcome.bytes.map { String(decoding: $0, as: UTF8.self) } ?? "FAILED: \(outcome.failure!)"
            }
        }
        return result
    }

    /// Never stranded, always finished, always JSON, for every schema in the test set.
    @Test(arguments: GuidanceFixtures.all.map(\.name))
    func walksReachCompletion(name: String) throws {
        let index = GuidanceFixtures.all.firstIndex { $0.name == name }!
        let grammar = try GuidanceFixtures.grammar(GuidanceFixtures.all[index])
        for walkIndex in 0..<200 {
            let outcome = Self.walk(grammar, seed: UInt64(1 << 32 | index * 1_000 + walkIndex))
            guard let bytes = outcome.bytes else {
                Issue.record("\(name): \(outcome.failure!)")
                return
            }
            let parsed = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
            #expect(parsed != nil, "\(name): walk is not JSON: \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    /// The same seeds give the same bytes, and those bytes were all accepted by `jsonschema`.
    /// With GUIDANCE_WRITE_WALKS=1 the file is rewritten instead (then run the script's
    /// --check-walks and this test again).
    @Test func randomWalksMatchCheckedFile() throws {
        let walks = Self.walks()
        if ProcessInfo.processInfo.environment["GUIDANCE_WRITE_WALKS"] == "1" {
            let data = try JSONSerialization.data(withJSONObject: ["walks": walks, "perSchema": Self.walksPerSchema],
                                                  options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try data.write(to: Self.walksFile)
            print("wrote \(Self.walksFile.path); now run python3 Scripts/fixtures/make-guidance-fixtures.py --check-walks")
            return
        }
        struct File: Decodable {
            let walks: [String: [String]]
            let checkedCount: Int?
            let invalid: [[String: String]]?
            let reference: String?
        }
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: Self.walksFile))
        let total = walks.values.reduce(0) { $0 + $1.count }
        #expect(file.checkedCount == total, "walks.json was not checked by the reference; run the script with --check-walks")
        #expect(file.invalid?.isEmpty == true, "jsonschema rejected walks: \(file.invalid ?? [])")
        for (name, samples) in walks.sorted(by: { $0.key < $1.key }) {
            let committed = file.walks[name] ?? []
            if let first = (0..<max(samples.count, committed.count)).first(where: { samples[safe: $0] != committed[safe: $0] }) {
                Issue.record("\(name): walk \(first) differs from walks.json (regenerate with GUIDANCE_WRITE_WALKS=1, then --check-walks): \(samples[safe: first] ?? "-") vs \(committed[safe: first] ?? "-")")
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
