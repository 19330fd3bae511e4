// HTTPModel against llama.cpp's llama-server on loopback, serving Gemma 3 270M.
//
// 1. Client overhead: sequential one-token completions through OpenAICompatibleModel, against the
//    same requests sent by a plain `curl` loop (one process per request) in the same run: first
//    against a Python server that does no work (the client side alone), then against llama-server.
// 2. Batch throughput: a batch of completions with 1 and with 2 server processes behind
//    --endpoint (one thread each, so 2 processes can use both cores), alternated over three
//    rounds; then with 2 servers where one is killed mid-batch: every request must still succeed.
//
// Usage: swift run -c release --package-path Benchmarks HTTPModelBenchmark [requests]
// Starts its servers with Scripts/llama.cpp/start-llama-server.sh (which builds llama-server on first use).
// `HTTPModelBenchmark waiting [delay]` runs only the client's waiting cost and speed against
// Python servers (WaitingBenchmark.swift), no llama-server needed.
// `HTTPModelBenchmark batch [documents] [delay] [slots]` runs the batch engine against the
// sequential loop over many small documents, with one and two Python servers (BatchBenchmark.swift).
import BenchmarkSupport
import ContextBudget
import Foundation
import HTTPModel

struct Server {
    let url: URL
    let pid: Int32

    /// Starts one llama-server with `threads` threads through the repository script.
    static func start(threads: Int, name: String) throws -> Server {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("http-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let urlFile = directory.appendingPathComponent("\(name).url")
        // `system`, not `Process`: Foundation's waitUntilExit can hang in an async main on Linux.
        let script = Repository.root.appendingPathComponent("Scripts/llama.cpp/start-llama-server.sh").path
        let status = shell("LLAMA_SERVER_THREADS=\(threads) LLAMA_SERVER_SLOTS=2 bash '\(script)' '\(urlFile.path)'")
        guard status == 0,
              let text = try? String(contentsOf: urlFile, encoding: .utf8),
              let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)),
              let pidText = try? String(contentsOf: URL(fileURLWithPath: urlFile.path + ".pid"), encoding: .utf8),
              let pid = Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines))
        else { throw BenchmarkError.serverDidNotStart }
        return Server(url: url, pid: pid)
    }

    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<50 where kill(pid, 0) == 0 {
            waitpid(pid, &status, WNOHANG)
            usleep(100_000)
        }
    }
}

enum BenchmarkError: Error { case serverDidNotStart }

/// Runs a shell command and waits for it; returns its exit status.
@discardableResult
func shell(_ command: String) -> Int32 {
    system(command)
}

func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

func model(_ servers: [Server], concurrency: Int = 8) throws -> OpenAICompatibleModel {
    try OpenAICompatibleModel(configuration: OpenAICompatibleConfiguration(
        baseURLs: servers.map(\.url), modelName: "gemma", contextSize: 4096, requestTimeoutSeconds: 120,
        maximumAttempts: 6, initialBackoffSeconds: 0.2, deadEndpointProbeSeconds: 2,
        maximumConcurrentRequests: concurrency, usesServerTokenizer: false))
}

/// The body curl sends: the same request our client builds for `transcript`.
func curlBody(_ transcript: Transcript, maximumTokens: Int) -> String {
    guard case var .object(body) = transcript.openAIChat() else { return "{}" }
    body["model"] = .string("gemma")
    body["stream"] = .bool(false)
    body["max_tokens"] = .number(Double(maximumTokens))
    body["temperature"] = .number(0)
    return JSONValue.object(body).compactText
}

if CommandLine.arguments.dropFirst().first == "batch" {
    let numbers = CommandLine.arguments.dropFirst(2).compactMap(Double.init)
    try await BatchBenchmark.run(
        documentCount: numbers.first.map { Int($0) } ?? 200, delaySeconds: numbers.dropFirst().first ?? 0.2,
        slots: numbers.dropFirst(2).first.map { Int($0) } ?? 4)
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "waiting" {
    let delay = CommandLine.arguments.dropFirst(2).first.flatMap(Double.init) ?? 0.5
    try await WaitingBenchmark.run(delaySeconds: delay)
    exit(0)
}

let requests = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 24
let tiny = Transcript(prompt: "Say OK.")
let documents = try Repository.corpora().filter { $0.path.hasPrefix("en/") }
let material = String(documents.map(\.text).joined(separator: "\n").prefix(1200))
let batch = (0..<requests).map { index in
    Transcript(instructions: "Summarize in one sentence.", prompt: "Request \(index).\n\n" + material)
}
let batchOptions = GenerationOptions(maximumResponseTokens: 32)

print("HTTPModel benchmark: llama-server (Gemma 3 270M Q4_K_M) on 127.0.0.1, \(ProcessInfo.processInfo.activeProcessorCount) cores")
fflush(nil)

// 1. Overhead per request: sequential one-token completions, ours against a curl loop, first
//    against a server that does no work (the client side alone), then against llama-server.
// reusesConnections: true measures URLSession with kept-alive connections (the Nagle stall).
func overhead(url: URL, label: String, count: Int, reusesConnections: Bool = false) async throws -> (ours: Double, curl: Double) {
    var client = try model([Server(url: url, pid: 0)], concurrency: 1)
    if reusesConnections {
        var configuration = client.configuration
        configuration.reusesConnections = true
        configuration.httpClient = .urlSession
        client = try OpenAICompatibleModel(configuration: configuration)
    }
    let options = GenerationOptions(maximumResponseTokens: 1)
    _ = try await client.generate(tiny, options: options)  // warm the prompt cache and the connection
    let bodyFile = FileManager.default.temporaryDirectory.appendingPathComponent("http-bench-body-\(getpid()).json")
    try curlBody(tiny, maximumTokens: 1).write(to: bodyFile, atomically: true, encoding: .utf8)
    let script = "for i in $(seq \(count)); do curl -s -o /dev/null -H 'Content-Type: application/json' --data-binary @\(bodyFile.path) \(url.absoluteString)/v1/chat/completions; done"
    var ours: [Double] = []
    var curl: [Double] = []
    for _ in 0..<5 {
        ours.append(try await seconds { for _ in 0..<count { _ = try await client.generate(tiny, options: options) } } / Double(count))
        curl.append(await seconds { shell(script) } / Double(count))
    }
    return (ours.sorted()[2], curl.sorted()[2])
}

do {
    var table = ResultTable(header: ["1-token completions, sequential", "curl loop ms", "ours ms", "ours / curl"])
    let pipe = Pipe()
    let instant = Process()
    instant.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    instant.arguments = ["python3", Repository.root.appendingPathComponent("Benchmarks/Scripts/instant_chat_server.py").path]
    instant.standardOutput = pipe
    try instant.run()
    let line = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
    if let url = URL(string: line.trimmingCharacters(in: .whitespacesAndNewlines)) {
        let result = try await overhead(url: url, label: "instant", count: 200)
        table.add(["server that does no work (Python)", String(format: "%.2f", result.curl * 1000),
                   String(format: "%.2f", result.ours * 1000), String(format: "%.2f", result.ours / result.curl)])
        let kept = try await overhead(url: url, label: "instant", count: 100, reusesConnections: true)
        table.add(["same, URLSession with kept-alive connections (Nagle stall)", String(format: "%.2f", kept.curl * 1000),
                   String(format: "%.2f", kept.ours * 1000), String(format: "%.2f", kept.ours / kept.curl)])
    }
    instant.terminate()
    let server = try Server.start(threads: 1, name: "overhead")
    let result = try await overhead(url: server.url, label: "llama", count: 20)
    server.stop()
    table.add(["llama-server, Gemma 3 270M, 1 thread", String(format: "%.2f", result.curl * 1000),
               String(format: "%.2f", result.ours * 1000), String(format: "%.2f", result.ours / result.curl)])
    table.print()
    fflush(nil)
}

// 2. Batch throughput with 1 and 2 servers (one thread each), alternating over three rounds so
//    both see the same background load, then failover under a kill.
func runBatch(_ client: OpenAICompatibleModel, killing victim: Server? = nil) async throws -> (succeeded: Int, seconds: Double) {
    var succeeded = 0
    let elapsed = try await seconds {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for transcript in batch {
                group.addTask { (try? await client.generate(transcript, options: batchOptions)) != nil }
            }
            if let victim {
                group.addTask {
                    try await Task.sleep(for: .seconds(1))
                    kill(victim.pid, SIGKILL)
                    return false
                }
            }
            for try await ok in group where ok { succeeded += 1 }
        }
    }
    return (succeeded, elapsed)
}

do {
    var table = ResultTable(header: ["servers behind --endpoint", "requests", "succeeded", "median seconds", "requests/s", "vs 1 server"])
    let servers = try (0..<2).map { try Server.start(threads: 1, name: "batch\($0)") }
    let one = try model([servers[0]], concurrency: 2)
    let two = try model(servers, concurrency: 4)
    _ = try await two.generate(tiny, options: GenerationOptions(maximumResponseTokens: 1))
    _ = try await two.generate(tiny, options: GenerationOptions(maximumResponseTokens: 1))
    var times: [[Double]] = [[], []]
    var succeeded = [0, 0]
    for _ in 0..<3 {
        for (index, client) in [one, two].enumerated() {
            let result = try await runBatch(client)
            times[index].append(result.seconds)
            succeeded[index] += result.succeeded
        }
    }
    let medians = times.map { $0.sorted()[1] }
    for (index, label) in ["1 (1 thread)", "2 (1 thread each)"].enumerated() {
        let rate = Double(requests) / medians[index]
        table.add([label, String(3 * requests), String(succeeded[index]), String(format: "%.1f", medians[index]),
                   String(format: "%.2f", rate), String(format: "%.2f", medians[0] / medians[index])])
    }
    let killed = try await runBatch(two, killing: servers[1])
    table.add(["2, one killed 1 s into the batch", String(requests), String(killed.succeeded), String(format: "%.1f", killed.seconds),
               String(format: "%.2f", Double(requests) / killed.seconds), String(format: "%.2f", medians[0] / killed.seconds)])
    servers.forEach { $0.stop() }
    table.print()
    fflush(nil)
}
