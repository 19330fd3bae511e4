import Testing
@testable import NativeModel

/// `parallelFor` through the spinning pool: every index runs exactly once per step, over many
/// back-to-back steps of varying sizes (late-waking workers must never run a stale step), and a
/// nested call (pool busy) falls back instead of deadlocking.
struct WorkerPoolTests {
    @Test func everyIndexRunsExactlyOncePerStep() {
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: 4096)
        defer { counts.deallocate() }
        var rng = SplitMix64(state: 3)
        for step in 0..<3000 {
            let n = Int.random(in: 1...4096, using: &rng)
            counts.initialize(repeating: 0, count: n)
            parallelFor(n, minimumPerTask: Int.random(in: 1...64, using: &rng)) { (range: Range<Int>) in
                for i in range { counts[i] += 1 }
            }
            var wrong = 0
            for i in 0..<n where counts[i] != 1 { wrong += 1 }
            #expect(wrong == 0, "step \(step): \(wrong) of \(n) indices did not run exactly once")
            if wrong > 0 { return }
        }
    }

    @Test func nestedCallsFallBack() {
        let values = UnsafeMutablePointer<Int>.allocate(capacity: 64 * 100)
        defer { values.deallocate() }
        values.initialize(repeating: 0, count: 64 * 100)
        parallelFor(64, minimumPerTask: 1) { (outer: Int) in
            parallelFor(100, minimumPerTask: 1) { (inner: Int) in values[outer * 100 + inner] += inner + 1 }
        }
        var wrong = 0
        for outer in 0..<64 { for inner in 0..<100 where values[outer * 100 + inner] != inner + 1 { wrong += 1 } }
        #expect(wrong == 0)
    }
}
