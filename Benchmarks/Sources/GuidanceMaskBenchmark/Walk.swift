import Foundation
import Guidance

/// One random walk: the schema it followed, the tokens it chose, our mask's hash at each step.
struct Walk {
    let schema: Int
    var tokens: [Int] = []
    var hashes: [String] = []
}

/// Median, p90, p99, max and mean of a run's step times, and its compile times, in µs.
struct Timing {
    let steps: [Double]
    let compiles: [Double]
    /// The same steps in the thread's CPU time: what a step costs with the time the scheduler
    /// gave other processes left out (the machine is shared; wall-clock tails are mostly theirs).
    var cpuSteps: [Double] = []
    var cpu: Timing { Timing(steps: cpuSteps, compiles: []) }
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
    var median: Double { Self.percentile(steps, 0.5) }
    var p90: Double { Self.percentile(steps, 0.9) }
    var p99: Double { Self.percentile(steps, 0.99) }
    var max: Double { steps.max() ?? .nan }
    var mean: Double { steps.reduce(0, +) / Double(steps.count) }
    var compileMedian: Double { Self.percentile(compiles, 0.5) }
    var compileP99: Double { Self.percentile(compiles, 0.99) }
}

extension TokenMask {
    /// Horner's rule over the 64-bit words, h = h · prime + word (mod 2⁶⁴), as 16 hex digits:
    /// the hash guidance_reference.py computes over a reference's mask bytes (the same bit
    /// layout: bit id % 32 of little-endian 32-bit word id / 32 is bit id % 64 of word id / 64).
    var referenceHash: String { referenceWordsHash(words) }
}

/// `TokenMask.referenceHash` of a mask's words.
func referenceWordsHash(_ words: [UInt64]) -> String {
    var hash: UInt64 = 0
    for word in words { hash = hash &* 0x100_0000_01B3 &+ word }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}

/// The calling thread's CPU time in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Groups of tokens with equal bytes (Gemma's byte-fallback `<0x7B>` beside `{`). The reference
/// libraries keep one token per byte string in their tries, so masks are compared with each
/// group closed: every member allowed when any is (guidance_reference.py does the same).
struct DuplicateTokens {
    let groups: [[Int]]
    init(_ vocabulary: TokenVocabulary) {
        var byBytes: [ArraySlice<UInt8>: [Int]] = [:]
        for id in 0..<vocabulary.tokenCount { if let bytes = vocabulary.bytes(of: id) { byBytes[bytes, default: []].append(id) } }
        groups = byBytes.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }
    /// The reference hash of `closed(mask)`, without listing a wide mask's ids.
    func closedHash(_ mask: TokenMask) -> String {
        var words = mask.words
        for group in groups where group.contains(where: mask.contains) {
            for id in group { words[id >> 6] |= 1 << UInt64(id & 63) }
        }
        return referenceWordsHash(words)
    }
    func closed(_ mask: TokenMask) -> TokenMask {
        var ids = Set(mask.allowedIDsIfFew ?? [])
        if ids.isEmpty && mask.allowedIDsIfFew == nil { return closedSlow(mask) }
        for group in groups where group.contains(where: ids.contains) { ids.formUnion(group) }
        return TokenMask(tokenCount: mask.tokenCount, allowing: ids)
    }
    private func closedSlow(_ mask: TokenMask) -> TokenMask {
        var extra: [Int] = []
        for group in groups where group.contains(where: mask.contains) { extra += group.filter { !mask.contains($0) } }
        guard !extra.isEmpty else { return mask }
        return TokenMask(tokenCount: mask.tokenCount, allowing: mask.allowedIDs + extra)
    }
}

extension TokenMask {
    /// The allowed ids when there are at most 4,096 of them (cheap to close as a set), else nil.
    var allowedIDsIfFew: [Int]? { allowedCount <= 4_096 ? allowedIDs : nil }
}
