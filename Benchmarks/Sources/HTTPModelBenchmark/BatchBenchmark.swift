// Many small documents through OpenAICompatibleModel: the batch engine (`BatchSummarizer`, one pool
// of `--jobs` calls across documents) against the sequential loop `ctx summarize` ran before it
// (one document after another, `--jobs` calls within each), with one and two servers, in one run:
//
// - the client's waiting cost: CPU-seconds of this process per second spent waiting for the
//   delaying server (socket client, 1 and 8 requests in flight; target <= 0.02);
// - documents per second for `documents` small documents (15 lines of Genesis each: one call
//   each) against Scripts/instant_chat_server.py (answers at once: the client side alone) and
//   Scripts/delayed_chat_server.py (each answer takes `delay` seconds in one of `slots` slots, the
//   rest queue, as on llama-server --parallel N: parallelism past the slots is not free).
//
// Each configuration runs `rounds` (3) passes, alternated so they share the background load, and
// the median is reported; the sequential loop against the delaying server runs one pass (it takes
// documents x delay seconds, and sleeping varies little).
//
// Usage: swift run -c release --package-path Benchmarks HTTPModelBenchmark batch [documents=200] [delay=0.2] [slots=4]
import BenchmarkSupport
import ContextBudget
import Foundation
import HTTPModel
import Tokenizers

enum BatchBenchmark {
    /// Calls in flight for the whole batch (`ctx summarize --jobs 8`).
    static let jobs = 8

    /// The load average's three figures, for the table headers.
    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    }

    /// `count` documents of 15 consecutive lines of Genesis (wrapping around), each distinct.
    static func smallDocuments(_ count: Int) throws -> [BatchDocument] {
        let url = Repository.root.appendingPathComponent("Corpora/en/kjv-genesis.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.count > 15 else { throw BenchmarkFailure.corpusTooShort }
        return (0..<count).map { index in
            let start = (index * 15) % (lines.count - 15)
            return BatchDocument(name: String(format: "doc-%03d.txt", index), text: lines[start..<start + 15].joined(separator: "\n") + "\n")
        }
    }

    static func model(_ servers: [WaitingBenchmark.PythonServer]) throws -> OpenAICompatibleModel {
        try OpenAICompatibleModel(configuration: OpenAICompatibleConfiguration(
            baseURLs: servers.map(\.url), modelName: "bench", contextSize: 4096, requestTimeoutSeconds: 60,
            maximumConcurrentRequests: jobs, usesServerTokenizer: false, httpClient: .sockets))
    }

    static func summarizer(_ model: OpenAICompatibleModel) throws -> Summarizer {
        try Summarizer(model: model, budget: .onDevice, counter: TokenEstimator(), concurrency: jobs)
    }

    /// One timed pass over `documents`; returns (wall seconds, CPU seconds). Throws if any document fails.
    static func pass(_ documents: [BatchDocument], engine: Bool, model: OpenAICompatibleModel) async throws -> (wall: Double, cpu: Double) {
        let summarizer = try summarizer(model)
        let cpuBefore = WaitingBenchmark.cpuSeconds()
        let wall = try await seconds {
            if engine {
                let batch = try BatchSummarizer(summarizer: summarizer, jobs: jobs)
                let report = try await batch.run(documents, sink: BatchCallbackSink { _, _ in })
                guard report.failureCount == 0 else { throw BenchmarkFailure.documentsFailed(report.failureCount) }
            } else {
                // As `ctx summarize DIR` did before the engine: one document after another.
                for document in documents { _ = try await summarizer.summarize(try document.load().text) }
            }
        }
        return (wall, WaitingBenchmark.cpuSeconds() - cpuBefore)
    }

    enum BenchmarkFailure: Error { case documentsFailed(Int), corpusTooShort }

    /// One cell of the throughput table.
    struct Configuration {
        let server: String
        let servers: [WaitingBenchmark.PythonServer]
        let engine: Bool
        /// Passes to run; the sequential loop against a slow server runs fewer (it takes documents x delay).
        let passes: Int
        var samples: [(wall: Double, cpu: Double)] = []

        var median: (wall: Double, cpu: Double) { samples.sorted { $0.wall < $1.wall }[samples.count / 2] }
    }

    static func run(documentCount: Int, delaySeconds: Double, slots: Int, rounds: Int = 3) async throws {
        let startLoad = loadAverage()
        print("HTTPModelBenchmark batch: \(documentCount) small documents, --jobs \(jobs), \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(startLoad) at the start")
        fflush(nil)
        let documents = try smallDocuments(documentCount)
        let slotArguments = [String(delaySeconds), "0", "--slots", String(slots)]
        let instant = try (0..<2).map { _ in try WaitingBenchmark.PythonServer.start(delaySeconds: 0) }
        let delayed = try (0..<2).map { _ in try WaitingBenchmark.PythonServer.start(script: "delayed_chat_server.py", arguments: slotArguments) }
        defer {
            // SIGKILL: a child started by Foundation's Process on Linux does not die of SIGTERM here.
            for server in instant + delayed { kill(server.process.processIdentifier, SIGKILL) }
        }

        // 1. Waiting: raw requests against one delaying server, socket client.
        let socket = WaitingBenchmark.Path(label: "socket client", client: .sockets, reusesConnections: true)
        var waiting = ResultTable(header: [
            "waiting for delayed_chat_server.py (\(ChatClientSeconds.text(delaySeconds)) s, \(slots) slots)", "in flight", "requests",
            "wall s", "CPU s", "CPU s per s waiting", "target",
        ])
        for (inFlight, requests) in [(1, 20), (8, 40)] {
            let model = try WaitingBenchmark.model(delayed[0].url, socket, concurrency: inFlight)
            let result = try await WaitingBenchmark.measure(model, inFlight: inFlight, rounds: requests / inFlight)
            let perSecond = result.cpu / result.wall
            waiting.add([
                "socket client, kept-alive", String(inFlight), String(requests), String(format: "%.2f", result.wall),
                String(format: "%.3f", result.cpu), String(format: "%.4f", perSecond), perSecond <= 0.02 ? "<= 0.02 met" : "MISSED",
            ])
        }
        waiting.print()
        print("")
        fflush(nil)

        // 2. Documents per second: engine against the sequential loop, 1 and 2 servers of each kind.
        let delayedName = "delayed \(ChatClientSeconds.text(delaySeconds)) s, \(slots) slots"
        var configurations: [Configuration] = []
        for (name, fleet) in [("instant", instant), (delayedName, delayed)] {
            for count in [1, 2] {
                for engine in [false, true] {
                    let slowLoop = !engine && name != "instant"
                    configurations.append(Configuration(
                        server: name, servers: Array(fleet.prefix(count)), engine: engine, passes: slowLoop ? 1 : rounds))
                }
            }
        }
        // Warm each fleet's connections once (not timed).
        for fleet in [instant, delayed] {
            for count in [1, 2] { _ = try await pass(Array(documents.prefix(jobs)), engine: true, model: model(Array(fleet.prefix(count)))) }
        }
        for round in 0..<rounds {
            for index in configurations.indices where round < configurations[index].passes {
                let configuration = configurations[index]
                configurations[index].samples.append(try await pass(documents, engine: configuration.engine, model: model(configuration.servers)))
            }
        }

        var table = ResultTable(header: [
            "server", "servers", "engine", "passes", "median s", "documents/s", "client CPU s per s", "engine / loop", "vs 1 server",
        ])
        func rate(_ configuration: Configuration) -> Double { Double(documentCount) / configuration.median.wall }
        for configuration in configurations {
            let loop = configurations.first { $0.server == configuration.server && $0.servers.count == configuration.servers.count && !$0.engine }
            let single = configurations.first { $0.server == configuration.server && $0.servers.count == 1 && $0.engine == configuration.engine }
            let median = configuration.median
            table.add([
                configuration.server, String(configuration.servers.count),
                configuration.engine ? "BatchSummarizer, --jobs \(jobs)" : "sequential loop (before)", String(configuration.samples.count),
                String(format: "%.2f", median.wall), String(format: "%.1f", rate(configuration)), String(format: "%.3f", median.cpu / median.wall),
                loop.map { String(format: "%.2fx", rate(configuration) / rate($0)) } ?? "",
                single.map { String(format: "%.2fx", rate(configuration) / rate($0)) } ?? "",
            ])
        }
        table.print()
        print("floor with the delaying server: \(documentCount) documents x \(ChatClientSeconds.text(delaySeconds)) s / (\(slots) slots x servers), or / 1 for the loop")
        print("load average \(startLoad) at the start, \(loadAverage()) at the end")
        fflush(nil)
    }
}
