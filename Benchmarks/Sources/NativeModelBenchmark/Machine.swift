import Dispatch
import Foundation
import GGUF

/// What the benchmark ran on: the CPU's model name, the instruction-set flags the kernels care
/// about, the cache sizes, and (measured) the streaming-read bandwidth, so that a figure can be
/// read against the machine that produced it and decode against its memory ceiling.
struct Machine {
    let cpuModel: String
    /// The SIMD flags the kernels' levels depend on, as the OS reports them (`/proc/cpuinfo`).
    let simdFlags: [String]
    /// "L2 1024K, L3 32768K" (cpu0's caches, from sysfs); empty where the OS does not say.
    let caches: String
    /// Bytes of the largest cache (0 when unknown).
    let largestCacheBytes: Int

    static func current() -> Machine {
        let wanted = ["sse4_2", "avx", "avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512vl", "avx512_vnni", "avx512_bf16",
                      "avx512_fp16", "avx_vnni", "amx_tile", "asimd", "asimddp", "i8mm", "sve"]
        var model = "unknown", flags: [String] = []
        #if os(Linux)
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        for line in cpuinfo.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            if model == "unknown", parts[0] == "model name" || parts[0] == "Model" { model = parts[1] }
            if flags.isEmpty, parts[0] == "flags" || parts[0] == "Features" {
                let present = Set(parts[1].split(separator: " ").map(String.init))
                flags = wanted.filter(present.contains)
            }
        }
        var cacheNames: [String] = [], largest = 0
        for index in 0..<8 {
            let directory = "/sys/devices/system/cpu/cpu0/cache/index\(index)/"
            func read(_ name: String) -> String? {
                (try? String(contentsOfFile: directory + name, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard let level = read("level"), let type = read("type"), let size = read("size") else { break }
            guard type != "Instruction", level != "1" else { continue }
            cacheNames.append("L\(level) \(size)")
            if size.hasSuffix("K"), let kib = Int(size.dropLast()) { largest = max(largest, kib * 1024) }
            if size.hasSuffix("M"), let mib = Int(size.dropLast()) { largest = max(largest, mib * 1_048_576) }
        }
        return Machine(cpuModel: model, simdFlags: flags, caches: cacheNames.joined(separator: ", "), largestCacheBytes: largest)
        #else
        var size = 0
        if sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 {
            var bytes = [CChar](repeating: 0, count: size)
            if sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 { model = String(cString: bytes) }
        }
        return Machine(cpuModel: model, simdFlags: flags, caches: "", largestCacheBytes: 0)
        #endif
    }
}

/// A pointer handed to the probe's worker threads; each reads a disjoint part and writes its own slot.
private struct SharedBuffer: @unchecked Sendable {
    let bytes: UnsafeMutableRawPointer
    let sums: UnsafeMutablePointer<UInt64>
}

/// Streaming-read bandwidth in GB/s (10^9 bytes per second): `threads` threads each add up their
/// contiguous share of a buffer of `bytes` (at least 1 GiB and 4 times the largest cache, so it
/// comes from memory) as 64-bit integers, four 64-byte accumulators per thread; the best of 5
/// passes after the pages are touched. A probe of what one decoded token can read, not a
/// characterization of the memory system.
func streamingReadBandwidth(threads: Int, bytes requested: Int) -> Double {
    let count = max(requested, 1 << 30) / 256 * 256
    let shared = SharedBuffer(bytes: .allocate(byteCount: count, alignment: 64), sums: .allocate(capacity: threads))
    defer { shared.bytes.deallocate(); shared.sums.deallocate() }
    memset(shared.bytes, 1, count)
    var best = Double.infinity
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            let blocks = count / 256, first = blocks * t / threads * 256, end = blocks * (t + 1) / threads * 256
            let p = UnsafeRawPointer(shared.bytes)
            var a0 = SIMD8<UInt64>(), a1 = SIMD8<UInt64>(), a2 = SIMD8<UInt64>(), a3 = SIMD8<UInt64>()
            var offset = first
            while offset < end {
                a0 &+= p.load(fromByteOffset: offset, as: SIMD8<UInt64>.self)
                a1 &+= p.load(fromByteOffset: offset &+ 64, as: SIMD8<UInt64>.self)
                a2 &+= p.load(fromByteOffset: offset &+ 128, as: SIMD8<UInt64>.self)
                a3 &+= p.load(fromByteOffset: offset &+ 192, as: SIMD8<UInt64>.self)
                offset &+= 256
            }
            shared.sums[t] = (a0 &+ a1 &+ a2 &+ a3).wrappedSum()
        }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    // Every byte is 1, so each thread's sum is known: a probe that read less would say so here.
    let expected = (0..<threads).reduce(UInt64(0)) { total, t in
        let blocks = count / 256
        return total &+ UInt64(blocks * (t + 1) / threads - blocks * t / threads) * 32 &* 0x0101_0101_0101_0101
    }
    let total = (0..<threads).reduce(UInt64(0)) { $0 &+ shared.sums[$1] }
    precondition(total == expected, "bandwidth probe: the sums do not match the buffer")
    return Double(count) / 1e9 / best
}

/// Bytes of weights one decoded token reads: every tensor of the file once, except the token
/// embedding when the file has a separate output layer (a token then reads one row of it). The
/// KV cache the token attends to comes on top (4 bytes per cached value here), and grows with depth.
func weightBytesPerToken(_ file: GGUFFile) -> Int {
    let tied = file.tensor(named: "output.weight") == nil
    return file.tensors.reduce(0) { total, t in total + (t.name == "token_embd.weight" && !tied ? t.rowBytes : t.byteCount) }
}
