import BenchmarkSupport
import Foundation
import GGUF
import NativeModel
#if canImport(Glibc)
import Glibc
#endif

// Prefill and decode speed of the native engine beside llama.cpp's llama-bench, same model, same
// thread count, same command:
//   swift run -c release --package-path Benchmarks NativeModelBenchmark [--threads 2] [--no-llama] [--quick]
//       [--decode-only] [--skip-long] [--smollm2 | --model PATH]
// --decode-only: the two tg128 rows only (both sides); --skip-long: pp512 and tg128 only.
// llama-bench comes from Scripts/llama.cpp/build-llama-cpp.sh (or $LLAMA_BENCH). Token ids are random, as
// llama-bench's are. Figures are tokens per second; ratio = ours / llama.cpp.

let arguments = CommandLine.arguments
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
    usage: NativeModelBenchmark [--threads N] [--no-llama] [--quick] [--decode-only] [--skip-long] [--smollm2 | --model PATH]
      --threads N     kernel threads for both engines (default 2)
      --no-llama      skip llama-bench (it comes from Scripts/llama.cpp/build-llama-cpp.sh, or $LLAMA_BENCH)
      --quick         one repetition instead of 3 (prefill) / 2 (decode)
      --decode-only   the two tg128 rows only
      --skip-long     pp512 and tg128 only
      --smollm2       SmolLM2-135M-Instruct Q4_1 (Scripts/fetching/fetch-smollm2.sh) instead of Gemma 3 270M Q4_K_M
      --model PATH    any other GGUF file
      --compare-prompt-attention [ROUNDS]
                      only pp512, pp2048 and tg128, alternating the exact (ggml -fa off order) and
                      flash (online softmax) prompt attention ROUNDS times (default 3): medians of each
    environment: CONTEXTBUDGET_KERNELS=generic|avx2|avx512vnni picks the C kernels' level (default: the
    widest this CPU runs); CONTEXTBUDGET_DISPATCH=1 uses Dispatch instead of the worker pool;
    CONTEXTBUDGET_PROMPT_ATTENTION=exact|flash the prompt attention.
    """)
    exit(0)
}
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let threads = Int(option("--threads") ?? "2") ?? 2
let quick = arguments.contains("--quick")
let smolLM2 = arguments.contains("--smollm2")
let modelURL = option("--model").map { URL(fileURLWithPath: $0) }
    ?? (smolLM2 ? ModelLocator.smolLM2_135mInstruct() : ModelLocator.gemma3_270m())
guard FileManager.default.fileExists(atPath: modelURL.path) else {
    let fetch = smolLM2 ? "Scripts/fetching/fetch-smollm2.sh" : "Scripts/fetching/fetch-gemma.sh"
    FileHandle.standardError.write("error: no model at \(modelURL.path); run \(fetch)\n".data(using: .utf8)!)
    exit(1)
}
/// The file's name without `.gguf`, which names model and quantization (`gemma-3-270m-Q4_K_M`).
let modelLabel = modelURL.deletingPathExtension().lastPathComponent
NativeModelSettings.threadCount = threads

struct Figure { let name: String; var ours: Double = .nan; var llama: Double = .nan; var oursPerCPUSecond: Double = .nan }

/// User + system CPU seconds of this process so far: on a shared machine, tokens per CPU-second
/// says how efficient the code is even when other processes take the cores.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(0), &usage)  // RUSAGE_SELF
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
let machine = Machine.current()
print("machine: \(machine.cpuModel); \(ProcessInfo.processInfo.activeProcessorCount) cores; \(machine.caches); SIMD flags: \(machine.simdFlags.joined(separator: " "))")
print(String(format: "load average at the start: %.1f", loadAverage()))
var figures = [Figure(name: "pp512"), Figure(name: "pp2048"), Figure(name: "tg128"), Figure(name: "tg128 @ depth 4096")]


let file = try GGUFFile(contentsOf: modelURL)
let model = try Transformer(file: file, contextSize: 4096 + 160)
let vocabulary = model.config.vocabularySize
func randomTokens(_ count: Int) -> [Int] { (0..<count).map { _ in Int.random(in: 3..<vocabulary) } }

func prefillSpeed(_ count: Int) throws -> (Double, Double) {
    let tokens = randomTokens(count)
    var cpu: [Double] = []
    let seconds = try Measure.median(repetitions: quick ? 1 : 3) {
        model.reset()
        let start = cpuSeconds()
        try model.forward(tokens)
        cpu.append(cpuSeconds() - start)
    }
    return (Double(count) / seconds, Double(count) / cpu.sorted()[cpu.count / 2])
}

func decodeSpeed(depth: Int, count: Int) throws -> (Double, Double) {
    model.reset()
    if depth > 0 { try model.forward(randomTokens(depth)) }
    let start = depth
    let tokens = randomTokens(count)
    var cpu: [Double] = []
    let seconds = try Measure.median(repetitions: quick ? 1 : 2) {
        model.rewind(to: start)
        let cpuStart = cpuSeconds()
        for token in tokens { try model.forward([token]) }
        cpu.append(cpuSeconds() - cpuStart)
    }
    return (Double(count) / seconds, Double(count) / cpu.sorted()[cpu.count / 2])
}

if let index = arguments.firstIndex(of: "--compare-prompt-attention") {
    let rounds = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 3 : 3
    var samples: [String: [(wall: Double, cpu: Double)]] = [:]
    for _ in 0..<rounds {
        for flash in [false, true] {
            NativeModelSettings.flashPromptAttention = flash
            let mode = flash ? "flash" : "exact"
            samples["pp512 " + mode, default: []].append(try prefillSpeed(512))
            samples["pp2048 " + mode, default: []].append(try prefillSpeed(2048))
            samples["tg128 " + mode, default: []].append(try decodeSpeed(depth: 0, count: 128))
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print("\(modelLabel), \(threads) threads, kernels \(NativeModelSettings.kernelVariant), \(rounds) alternating rounds (medians)")
    var table = ResultTable(header: ["test", "exact tok/s", "flash tok/s", "flash / exact", "exact per CPU-s", "flash per CPU-s", "flash / exact"])
    for test in ["pp512", "pp2048", "tg128"] {
        let exact = samples[test + " exact"]!, flash = samples[test + " flash"]!
        let (ew, fw) = (median(exact.map(\.wall)), median(flash.map(\.wall))), (ec, fc) = (median(exact.map(\.cpu)), median(flash.map(\.cpu)))
        table.add([test, String(format: "%.1f", ew), String(format: "%.1f", fw), String(format: "%.3f", fw / ew),
                   String(format: "%.1f", ec), String(format: "%.1f", fc), String(format: "%.3f", fc / ec)])
    }
    table.print()
    print(String(format: "load average at the end: %.1f on %d cores", loadAverage(), ProcessInfo.processInfo.activeProcessorCount))
    exit(0)
}

let skipLong = arguments.contains("--skip-long")  // pp512 and tg128 only, for quick iterations
let decodeOnly = arguments.contains("--decode-only")  // the tg128 rows only
if !decodeOnly { (figures[0].ours, figures[0].oursPerCPUSecond) = try prefillSpeed(512) }
if !skipLong && !decodeOnly { (figures[1].ours, figures[1].oursPerCPUSecond) = try prefillSpeed(2048) }
(figures[2].ours, figures[2].oursPerCPUSecond) = try decodeSpeed(depth: 0, count: 128)
if !skipLong { (figures[3].ours, figures[3].oursPerCPUSecond) = try decodeSpeed(depth: 4096, count: 128) }

var usage = rusage()
getrusage(__rusage_who_t(0), &usage)  // RUSAGE_SELF
print(String(format: "load average after the native runs: %.1f on %d cores", loadAverage(), ProcessInfo.processInfo.activeProcessorCount))
let peakMiB = Double(usage.ru_maxrss) / 1024

if !arguments.contains("--no-llama") {
    let cache = ModelLocator.cacheDirectory().path
    let bench = ProcessInfo.processInfo.environment["LLAMA_BENCH"] ?? cache + "/llama.cpp/build-b11434/bin/llama-bench"
    if FileManager.default.isExecutableFile(atPath: bench) {
        func llamaBench(_ extra: [String]) -> [[String: Any]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: bench)
            process.arguments = ["-m", modelURL.path, "-t", String(threads), "-o", "json", "-r", quick ? "1" : "3"] + extra
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return [] }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] ?? []
        }
        for result in llamaBench(["-p", decodeOnly ? "0" : (skipLong ? "512" : "512,2048"), "-n", "128"]) {
            let prompt = result["n_prompt"] as? Int ?? 0, gen = result["n_gen"] as? Int ?? 0
            let speed = result["avg_ts"] as? Double ?? .nan
            if prompt == 512 { figures[0].llama = speed } else if prompt == 2048 { figures[1].llama = speed } else if gen == 128 { figures[2].llama = speed }
        }
        if !skipLong {
            for result in llamaBench(["-p", "0", "-n", "128", "-d", "4096"]) {
                figures[3].llama = result["avg_ts"] as? Double ?? .nan
            }
        }
    } else {
        print("llama-bench not found at \(bench): run Scripts/llama.cpp/build-llama-cpp.sh llama-bench (or set LLAMA_BENCH)")
    }
}

// After the runs (so the probe's buffer is not in the native run's peak RSS) and with the
// benchmark's thread count: the ceiling of decode is this bandwidth over the bytes a token reads.
let bandwidth = streamingReadBandwidth(threads: threads, bytes: 4 * machine.largestCacheBytes)
let bytesPerToken = weightBytesPerToken(file), ceiling = bandwidth * 1e9 / Double(bytesPerToken)
print(String(format: "streaming read, %d threads: %.1f GB/s; weights read per decoded token %.1f MB; decode ceiling %.1f tokens/s",
             threads, bandwidth, Double(bytesPerToken) / 1e6, ceiling))
print(String(format: "load average at the end: %.1f", loadAverage()))

print("\(modelLabel), \(threads) threads (tokens/s), native kernels: \(NativeModelSettings.kernelVariant)")
var table = ResultTable(header: ["test", "native", "llama.cpp", "ratio", "native per CPU-second", "native / ceiling", "llama.cpp / ceiling"])
for f in figures {
    let decode = f.name.hasPrefix("tg")
    func share(_ speed: Double) -> String { decode && !speed.isNaN ? String(format: "%.0f%%", 100 * speed / ceiling) : "-" }
    table.add([f.name, String(format: "%.1f", f.ours), String(format: "%.1f", f.llama),
               f.llama.isNaN ? "-" : String(format: "%.2fx", f.ours / f.llama), String(format: "%.1f", f.oursPerCPUSecond),
               share(f.ours), share(f.llama)])
}
table.print()
print("(the ceiling counts weights only; at depth 4096 the cached keys and values a token attends to add to what it reads)")
print(String(format: "peak RSS of the native run: %.0f MiB (model file %.0f MiB, weights repacked for prefill %.0f MiB)",
             peakMiB, Double(file.fileSize) / 1_048_576, Double(model.repackedWeightBytes) / 1_048_576))

func loadAverage() -> Double {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
}
