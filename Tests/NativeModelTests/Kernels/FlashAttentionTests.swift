import Foundation
import Testing
import NativeKernels
@testable import NativeModel

/// The flash-style prompt attention (`nk_flash_attention` in every C variant this CPU runs, and
/// its Swift twin `flashAttendTileSwift`) against `flashAttentionReference` (Double), and the
/// property that makes it usable for prompts: a token's bits do not depend on the tile it shares.
struct FlashAttentionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let group: Int, headDim: Int, tokens: Int, firstPosition: Int, window: Int, slots: Int
        var testDescription: String { "group \(group) headDim \(headDim) tokens \(tokens) from \(firstPosition) window \(window) slots \(slots)" }

        var lasts: [Int] { (0..<tokens).map { firstPosition + $0 } }
        var firsts: [Int] { lasts.map { window == Int.max ? 0 : max(0, $0 - window + 1) } }
    }

    /// Random queries (group, headDim) per token and a binary16-rounded cache of `slots` rows at
    /// a row stride wider than headDim (as the model's kvDim stride is for several KV heads).
    struct Inputs {
        let q: [Float], keys: [Float], values: [Float], kvStride: Int

        init(_ c: Case, seed: UInt64) {
            var rng = SplitMix64(state: seed)
            kvStride = c.headDim + 8
            q = (0..<(c.tokens * c.group * c.headDim)).map { _ in Float.random(in: -0.7...0.7, using: &rng) }
            keys = (0..<(c.slots * kvStride)).map { _ in roundedToHalf(Float.random(in: -1...1, using: &rng)) }
            values = (0..<(c.slots * kvStride)).map { _ in roundedToHalf(Float.random(in: -1...1, using: &rng)) }
        }
    }

    /// The routes under test: each C variant the CPU has.
    static var routes: [(name: String, isa: Int32)] { KernelVariant.supported.map { (KernelVariant.name($0), $0) } }

    /// Runs `route` on tokens `range` of the case as one tile -> outputs (tokens, group, headDim).
    static func run(_ isa: Int32, _ c: Case, _ x: Inputs, tokens range: Range<Int>) -> [Float] {
        let qStride = c.group * c.headDim
        var out = [Float](repeating: .nan, count: range.count * qStride)
        var scratch = [Float](repeating: .nan, count: flashScratchCount(tokens: range.count, group: c.group))
        let firsts = Array(c.firsts[range]), lasts = Array(c.lasts[range])
        x.q.withUnsafeBufferPointer { q in
            let q = q.baseAddress! + range.lowerBound * qStride
            nk_flash_attention(isa, q, qStride, Int32(range.count), Int32(c.group), Int32(c.headDim), x.keys, x.values, x.kvStride,
                               Int32(c.slots), firsts, lasts, &scratch, &out, qStride, c.headDim)
        }
        return out
    }

    static let cases: [Case] = [
        Case(group: 4, headDim: 256, tokens: 8, firstPosition: 0, window: .max, slots: 64),          // causal from the start
        Case(group: 4, headDim: 256, tokens: 5, firstPosition: 37, window: .max, slots: 128),        // spans not aligned to 32
        Case(group: 4, headDim: 80, tokens: 7, firstPosition: 90, window: 40, slots: 72),            // window, ring wraps; 64 + 16 dims
        Case(group: 6, headDim: 24, tokens: 4, firstPosition: 1400, window: 512, slots: 1024),       // 4 + 2 heads; 16 + 8 dims; ring
        Case(group: 3, headDim: 20, tokens: 3, firstPosition: 5, window: .max, slots: 8),            // no 4-head tile; 20 dims
        Case(group: 1, headDim: 64, tokens: 1, firstPosition: 0, window: .max, slots: 8),            // one position
        Case(group: 4, headDim: 256, tokens: 4, firstPosition: 1644, window: .max, slots: 2048),     // 1,648 positions
        Case(group: 5, headDim: 80, tokens: 6, firstPosition: 61, window: 50, slots: 64),            // 4 + 1 heads with AVX-512's 4-key tiles
    ]

    /// Every route within float rounding of the Double softmax attention. The exact path's
    /// binary16 probabilities move outputs by ~1e-3 (`attentionMatchesAScalarSoftmax`); float
    /// scores and sums of up to 1,648 terms stay below 1e-5 here.
    @Test(arguments: cases) func flashAttentionMatchesTheScalarReference(_ c: Case) {
        let x = Inputs(c, seed: 23)
        let reference = x.q.withUnsafeBufferPointer { q in
            flashAttentionReference(q.baseAddress!, qTokenStride: c.group * c.headDim, tokens: c.tokens, group: c.group, headDim: c.headDim,
                                    x.keys, x.values, kvStride: x.kvStride, slots: c.slots, firsts: c.firsts, lasts: c.lasts)
        }
        for route in Self.routes {
            let out = Self.run(route.isa, c, x, tokens: 0..<c.tokens)
            let worst = zip(out, reference).map { abs(Double($0) - $1) }.max() ?? .nan
            print("flash attention on \(route.name), \(c.testDescription): worst difference \(worst)")
            #expect(worst < 1e-5, "\(route.name): worst difference \(worst)")
        }
    }

    /// A token's outputs are the same bits alone (the last token of a cached prompt, a decoded
    /// token, lookup verification) and in tiles of any size and offset, on every route.
    @Test(arguments: [cases[1], cases[2], cases[3], Case(group: 4, headDim: 256, tokens: 13, firstPosition: 1000, window: 512, slots: 1024),
                      Case(group: 4, headDim: 256, tokens: 11, firstPosition: 25, window: .max, slots: 64)])
    func aTokensResultDoesNotDependOnItsTile(_ c: Case) {
        let x = Inputs(c, seed: 29), width = c.group * c.headDim
        for route in Self.routes {
            let whole = Self.run(route.isa, c, x, tokens: 0..<c.tokens)
            var mismatches = 0
            for size in [1, 2, 3, 4, 5, 8] {
                var start = size == 1 ? 0 : 1   // offset tiles as well as aligned ones
                while start < c.tokens {
                    let range = start..<min(c.tokens, start + size), part = Self.run(route.isa, c, x, tokens: range)
                    for (i, value) in part.enumerated() where value.bitPattern != whole[range.lowerBound * width + i].bitPattern { mismatches += 1 }
                    start = range.upperBound
                }
            }
            #expect(mismatches == 0, "\(route.name), \(c.testDescription): \(mismatches) values differ from the whole tile's")
        }
    }

    /// The vector exponential of the AVX2 / AVX-512 flash bodies against e^x in Double over the
    /// range the kernel feeds it (x ≤ 0), odd lengths included (the masked tail).
    @Test func flashExponentialMatchesExp() {
        var rng = SplitMix64(state: 31)
        let x: [Float] = [0, -0.5, -1e-8, -88, -87.3, -200] + (0..<20_001).map { _ in -Float.random(in: 0...90, using: &rng) }
        for isa in KernelVariant.supported {
            var y = x
            nk_flash_exp(isa, &y, Int32(y.count))
            var worstUlps = 0.0, worstTiny = 0.0
            for (input, output) in zip(x, y) {
                let exact = Foundation.exp(Double(input))
                if exact >= Double(Float.leastNormalMagnitude) {
                    worstUlps = max(worstUlps, abs(Double(output) - exact) / Double(Float(exact).ulp))
                } else {
                    worstTiny = max(worstTiny, abs(Double(output) - exact))
                }
            }
            print("flash exp on \(KernelVariant.name(isa)): worst \(worstUlps) ulp, \(worstTiny) below FLT_MIN")
            #expect(worstUlps < 4 && worstTiny <= Double(Float.leastNormalMagnitude), "\(KernelVariant.name(isa)): \(worstUlps) ulp")
            #expect(y[0] == 1, "e^0 is exactly 1: a block's maximum weighs 1")
        }
    }
}
