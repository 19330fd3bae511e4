// What the HTTP client costs while it waits, and how fast it goes when it does not have to:
// the socket client (http:// on Linux) against URLSession (FoundationNetworking), in one run,
// against Scripts/instant_chat_server.py (answers at once) and the same script with --delay
// (answers each request after sleeping, so the server spends no CPU either).
//
// CPU is the benchmark process's own user + system time (getrusage before and after), divided
// by the wall time spent waiting: "CPU-seconds per second of waiting", 1.0 = a whole core.
//
// Usage: swift run -c release --package-path Benchmarks HTTPModelBenchmark waiting [delay seconds]
import BenchmarkSupport
import ContextBudget
import Foundation
import HTTPModel

enum WaitingBenchmark {
    /// A Python server started in the background; its URL is the first line it prints.
    struct PythonServer {
        let url: URL
        let process: Process

        /// `instant_chat_server.py --delay delaySeconds`.
        static func start(delaySeconds: Double) throws -> PythonServer {
            try start(script: "instant_chat_server.py", arguments: ["--delay", String(delaySeconds)])
        }

        /// `Benchmarks/Scripts/<script> <arguments>`.
        static func start(script: String, arguments: [String]) throws -> PythonServer {
            let pipe = Pipe()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", Repository.root.appendingPathComponent("Benchmarks/Scripts/\(script)").path] + arguments
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice  // a client that hangs up mid-answer makes it print tracebacks
            try process.run()
            let line = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
            guard let url = URL(string: line.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw BenchmarkError.serverDidNotStart }
            return PythonServer(url: url, process: process)
        }
    }

    /// One way of sending requests: which client, and whether it keeps connections alive.
    struct Path {
        let label: String
        let client: HTTPClientChoice
        let reusesConnections: Bool
    }

    static let paths = [
        Path(label: "socket client, kept-alive connections", client: .sockets, reusesConnections: true),
        Path(label: "URLSession, a connection per request", client: .urlSession, reusesConnections: false),
        Path(label: "URLSession, kept-alive connections", client: .urlSession, reusesConnections: true),
    ]

    static func model(_ url: URL, _ path: Path, concurrency: Int) throws -> OpenAICompatibleModel {
        try OpenAICompatibleModel(configuration: OpenAICompatibleConfiguration(
            baseURLs: [url], modelName: "instant", contextSize: 4096, requestTimeoutSeconds: 60,
            maximumConcurrentRequests: concurrency, usesServerTokenizer: false,
            reusesConnections: path.reusesConnections, httpClient: path.client))
    }

    /// User + system CPU seconds this process has used so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Sends `rounds` rounds of `inFlight` concurrent calls; returns (wall seconds, CPU seconds).
    static func measure(
        _ model: OpenAICompatibleModel, inFlight: Int, rounds: Int, streaming: Bool = false
    ) async throws -> (wall: Double, cpu: Double) {
        let prompt = Transcript(instructions: "Answer briefly.", prompt: "Say OK.")
        let options = GenerationOptions(maximumResponseTokens: 4)
        @Sendable func call() async throws {
            if streaming {
                for try await _ in model.streamResponse(to: prompt, options: options) {}
            } else {
                _ = try await model.generate(prompt, options: options)
            }
        }
        try await call()  // warm: model name, connection
        let cpuBefore = cpuSeconds()
        let wall = try await seconds {
            for _ in 0..<rounds {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<inFlight { group.addTask { try await call() } }
                    try await group.waitForAll()
                }
            }
        }
        return (wall, cpuSeconds() - cpuBefore)
    }

    static func run(delaySeconds: Double) async throws {
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        print("HTTP client waiting cost, \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load) at the start")
        let instant = try PythonServer.start(delaySeconds: 0)
        let slow = try PythonServer.start(delaySeconds: delaySeconds)
        defer {
            // SIGKILL: a child started by Foundation's Process on Linux does not die of SIGTERM here.
            kill(instant.process.processIdentifier, SIGKILL)
            kill(slow.process.processIdentifier, SIGKILL)
        }

        var waiting = ResultTable(header: [
            "client (server answers after \(ChatClientSeconds.text(delaySeconds)) s)", "in flight", "requests", "wall s",
            "CPU s", "CPU s per s waiting", "per request in flight",
        ])
        for path in paths {
            for (inFlight, rounds, streaming) in [(1, 10, false), (8, 5, false), (1, 10, true)] {
                if streaming && path.client == .urlSession && path.reusesConnections { continue }
                let model = try model(slow.url, path, concurrency: inFlight)
                let result = try await measure(model, inFlight: inFlight, rounds: rounds, streaming: streaming)
                let perSecond = result.cpu / result.wall
                waiting.add([
                    path.label + (streaming ? ", streaming" : ""), String(inFlight), String(inFlight * rounds),
                    String(format: "%.2f", result.wall), String(format: "%.3f", result.cpu),
                    String(format: "%.4f", perSecond), String(format: "%.4f", perSecond / Double(inFlight)),
                ])
            }
        }
        waiting.print()
        print("")
        fflush(nil)

        var speed = ResultTable(header: ["client (server answers at once)", "in flight", "requests", "median s", "requests/s", "CPU ms per request"])
        for path in paths {
            for (inFlight, rounds) in [(1, 300), (8, 60)] {
                let model = try model(instant.url, path, concurrency: inFlight)
                var samples: [(wall: Double, cpu: Double)] = []
                for _ in 0..<3 { samples.append(try await measure(model, inFlight: inFlight, rounds: rounds)) }
                let median = samples.sorted { $0.wall < $1.wall }[1]
                let count = inFlight * rounds
                speed.add([
                    path.label, String(inFlight), String(count), String(format: "%.2f", median.wall),
                    String(format: "%.0f", Double(count) / median.wall), String(format: "%.3f", median.cpu * 1000 / Double(count)),
                ])
            }
        }
        speed.print()
        let end = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        print("load average \(end) at the end")
        fflush(nil)
    }
}

/// Seconds as the tables print them (`0.5`, `2`).
enum ChatClientSeconds {
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
