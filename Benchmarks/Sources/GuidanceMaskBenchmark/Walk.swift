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
    var referenceHash: String {
        var hash: UInt64 = 0
        for word in words { hash = hash &* 0x100_0000_01B3 &+ word }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
