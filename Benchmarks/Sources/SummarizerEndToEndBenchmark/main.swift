import BenchmarkSupport
import ContextBudget
import Foundation
import GGUF
import HTTPModel
import NativeModel
#if canImport(Glibc)
import Glibc
#endif

// One Corpora document summarized end to end by `Summarizer` (on-device budget, greedy, one call
// in flight) through the in-process native engine and through llama.cpp's llama-server (b11434,
// Scripts/llama.cpp/start-llama-server.sh, one slot), same threads, same plan, alternately in one run:
//   swift run -c release --package-path Benchmarks SummarizerEndToEndBenchmark [--threads 2] [--rounds 2]
//       [--document en/ehp-pbde47-thyroid.md] [--no-lookup]
// Prints each run's wall time, the CPU seconds of this process and of the server, calls and
// tokens, and the ratio of median wall times (server / native: above 1 the native engine is faster).
// The native engine runs as users get it: prompt-lookup decoding on (its default for greedy
// decoding). --no-lookup also times it decoding one token per pass.

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let threads = Int(option("--threads") ?? "2") ?? 2
let rounds = Int(option("--rounds") ?? "2") ?? 2
let documentPath = option("--document") ?? "en/ehp-pbde47-thyroid.md"
NativeModelSettings.threadCount = threads

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(0), &usage)  // RUSAGE_SELF
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
/// User + system CPU seconds of another process, from /proc/PID/stat (clock ticks of 1/100 s).
func cpuSeconds(pid: Int32) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return .nan }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}
func loadAverage() -> Double {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
}
/// The server this run started, stopped on every way out.
nonisolated(unsafe) var serverToStop: Int32?
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    if let pid = serverToStop { kill(pid, SIGTERM) }
    exit(1)
}

let modelURL = ModelLocator.gemma3_270m()
let document = try String(contentsOf: Repository.root.appendingPathComponent("Corpora").appendingPathComponent(documentPath), encoding: .utf8)
let native = try NativeLanguageModel(url: modelURL, contextSize: 4096)

// The server: one slot (the native engine answers one request at a time too), the same threads.
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("contextbudget-e2e-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
let urlFile = scratch.appendingPathComponent("server.url")
let start = Process()
start.executableURL = URL(fileURLWithPath: "/bin/bash")
start.arguments = [Repository.root.appendingPathComponent("Scripts/llama.cpp/start-llama-server.sh").path, urlFile.path]
var environment = ProcessInfo.processInfo.environment
environment["LLAMA_SERVER_THREADS"] = String(threads)
environment["LLAMA_SERVER_SLOTS"] = "1"
environment["LLAMA_SERVER_CONTEXT"] = "4096"
environment["CONTEXTBUDGET_GEMMA_GGUF"] = modelURL.path
start.environment = environment
try start.run()
// waitpid, not waitUntilExit: in an async main, Foundation on Linux never noticed the script end.
var scriptStatus: Int32 = 0
_ = waitpid(start.processIdentifier, &scriptStatus, 0)
guard scriptStatus == 0, let urlText = try? String(contentsOf: urlFile, encoding: .utf8),
      let pidText = try? String(contentsOf: URL(fileURLWithPath: urlFile.path + ".pid"), encoding: .utf8),
      let serverPID = Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
    fail("llama-server did not start (Scripts/llama.cpp/start-llama-server.sh; log in \(urlFile.path).log)")
}
serverToStop = serverPID
let server = try OpenAICompatibleModel(configuration: OpenAICompatibleConfiguration(
    baseURLs: [URL(string: urlText.trimmingCharacters(in: .whitespacesAndNewlines))!], contextSize: 4096,
    requestTimeoutSeconds: 900, tokenCounter: native.tokenizer))

func summarizer(_ model: any LanguageModel) throws -> Summarizer {
    try Summarizer(model: model, budget: .onDevice, counter: native.tokenCounter, concurrency: 1,
                   generationOptions: GenerationOptions(sampling: .greedy))
}
let nativePlan = try await summarizer(native).plan(document), serverPlan = try await summarizer(server).plan(document)
let describe: (SummaryPlan) -> String = { plan in plan.levels.map { "\($0.stage) \($0.calls)×≤\($0.outputTokenCap)" }.joined(separator: ", ") }
print("\(documentPath): \(nativePlan.documentTokens) tokens; plan \(describe(nativePlan)); server's plan \(describe(serverPlan))")
if describe(nativePlan) != describe(serverPlan) { fail("the two plans differ") }

struct Run { var name: String; var wall: Double; var cpu: Double; var serverCPU: Double; var summary: Summary }
var runs: [Run] = []
var engines: [(String, any LanguageModel, PromptLookup?)] = [("native", native, native.promptLookup), ("llama-server", server, nil)]
if arguments.contains("--no-lookup") { engines.insert(("native, no prompt lookup", native, nil), at: 1) }
print(String(format: "load average at the start: %.1f; %d threads; %d rounds, alternating", loadAverage(), threads, rounds))
for _ in 0..<rounds {
    for (name, model, lookup) in engines {
        if model is NativeLanguageModel { native.promptLookup = lookup }
        let s = try summarizer(model)
        let (wall0, cpu0, server0) = (DispatchTime.now().uptimeNanoseconds, cpuSeconds(), cpuSeconds(pid: serverPID))
        let summary: Summary
        do { summary = try await s.summarize(document) } catch { fail("\(name): \(error)") }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - wall0) / 1e9
        runs.append(Run(name: name, wall: wall, cpu: cpuSeconds() - cpu0, serverCPU: cpuSeconds(pid: serverPID) - server0, summary: summary))
        let st = summary.statistics
        print(String(format: "%@: %.1f s wall, %.1f CPU-s here, %.1f CPU-s in the server; %d calls, %d prompt + %d response tokens; load %.1f",
                     name, wall, runs.last!.cpu, runs.last!.serverCPU, st.modelCalls, st.promptTokens, st.responseTokens, loadAverage()))
    }
}
var table = ResultTable(header: ["engine", "median wall s", "CPU-s (client + server)", "response tokens", "tokens / CPU-s"])
var medians: [String: Double] = [:]
for (name, _, _) in engines {
    let mine = runs.filter { $0.name == name }
    let wall = mine.map(\.wall).sorted()[mine.count / 2]
    let cpu = mine.map { $0.cpu + ($0.name == "llama-server" ? $0.serverCPU : 0) }.sorted()[mine.count / 2]
    let st = mine[0].summary.statistics
    medians[name] = wall
    table.add([name, String(format: "%.1f", wall), String(format: "%.1f", cpu), String(st.responseTokens),
               String(format: "%.0f", Double(st.promptTokens + st.responseTokens) / cpu)])
}
table.print()
if let n = medians["native"], let l = medians["llama-server"] {
    print(String(format: "native in-process vs llama-server: %.2fx (server wall / native wall)", l / n))
}
let same = runs.first { $0.name == "native" }?.summary.text == runs.first { $0.name == "llama-server" }?.summary.text
print("summaries identical across engines: \(same) (greedy on both; the engines' float orders differ)")
kill(serverPID, SIGTERM)
