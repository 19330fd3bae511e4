import BenchmarkSupport
import ContextBudget
import Foundation
import Tokenizers

// Chunking throughput over the whole Corpora, single thread, no overlap, per counter and maximum
// chunk size: ours (TextChunker) and, in the same run, the Python peers semantic-text-splitter
// (the Rust text-splitter) and semchunk given the same tokenizer (Benchmarks/Scripts/chunker_peers.py).
// Besides MB/s: chunks over the limit (recounted on each chunk's text) and mean fill (tokens /
// maximum over every chunk but each document's last). Markdown files are chunked as Markdown by
// everyone. Environment: CHUNKER_CAPACITIES (default 256,1000,4000), CHUNKER_REPETITIONS (3),
// CHUNKER_PEER_REPETITIONS (1: a pass takes the peers minutes with a real tokenizer),
// CHUNKER_PEERS=0 to skip the peers, CHUNKER_COUNTERS (comma-separated parts of counter names:
// `gemma`, `estimate`, `characters`; default all).

let environment = ProcessInfo.processInfo.environment
let capacities = (environment["CHUNKER_CAPACITIES"] ?? "256,1000,4000").split(separator: ",").compactMap { Int($0) }
let repetitions = Int(environment["CHUNKER_REPETITIONS"] ?? "") ?? 3
let peerRepetitions = Int(environment["CHUNKER_PEER_REPETITIONS"] ?? "") ?? 1
let documents = try Repository.corpora()
let totalBytes = documents.reduce(0) { $0 + $1.text.utf8.count }
let paths = documents.map { Repository.root.appendingPathComponent("Corpora").appendingPathComponent($0.path).path }
print(String(format: "%d documents, %.2f MB, single thread; median of %d runs (peers: %d) after a warm-up\n",
             documents.count, Double(totalBytes) / 1e6, repetitions, peerRepetitions))

struct Quality {
    var chunks = 0
    var over = 0
    var fill = 0.0
}

func quality(of chunksPerDocument: [[Chunk]], maximum: Int, counter: any TokenCounter) -> Quality {
    var quality = Quality()
    var body: [Int] = []
    for chunks in chunksPerDocument {
        quality.chunks += chunks.count
        let counts = chunks.map { counter.count($0.text) }
        quality.over += counts.filter { $0 > maximum }.count
        body += counts.dropLast()
    }
    quality.fill = body.isEmpty ? 1 : Double(body.reduce(0, +)) / Double(maximum) / Double(body.count)
    return quality
}

struct PeerResult: Decodable {
    var peer: String
    var capacity: Int
    var seconds: Double
    var chunks: Int
    var over: Int
    var fill: Double
}

func peers(counter spec: String, capacity: Int) -> [PeerResult] {
    let script = Repository.root.appendingPathComponent("Benchmarks/Scripts/chunker_peers.py").path
    guard let output = Repository.runReference("python3", [script, "--counter", spec, "--repetitions", String(peerRepetitions),
                                                           "--capacities", String(capacity)] + paths) else {
        print("(peers not run for \(spec): pip install semantic-text-splitter==0.33.1 semchunk==4.1.1 tokenizers)")
        return []
    }
    return output.split(separator: "\n").compactMap { try? JSONDecoder().decode(PeerResult.self, from: Data($0.utf8)) }
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

var table = ResultTable(header: [
    "counter", "max", "count alone MB/s", "ours MB/s", "text-splitter MB/s", "semchunk MB/s", "ours / text-splitter",
    "over (ours/ts/sc)", "fill ours", "fill ts", "fill sc",
])
// Each row is measured back to back (count alone, ours, then the peers) so that load from other
// processes on a shared machine hits all of them alike.
let counterNames = environment["CHUNKER_COUNTERS"].map { $0.lowercased().split(separator: ",").map(String.init) }
for (counter, peerSpec) in BenchmarkCounters.all() where counterNames?.contains(where: counter.name.lowercased().contains) ?? true {
    for maximum in capacities {
        let countSeconds = Measure.median(repetitions: repetitions) { for document in documents { _ = counter.count(document.text) } }
        let chunkers = try documents.map { document in
            try TextChunker(maximumTokens: maximum, counter: counter, format: document.path.hasSuffix(".md") ? .markdown : .plainText)
        }
        var chunks: [[Chunk]] = []
        let seconds = try Measure.median(repetitions: repetitions) {
            chunks = try zip(chunkers, documents).map { try $0.chunks(of: $1.text) }
        }
        let ours = quality(of: chunks, maximum: maximum, counter: counter)
        let peerResults = environment["CHUNKER_PEERS"] == "0" ? [] : peerSpec.map { peers(counter: $0, capacity: maximum) } ?? []
        let textSplitter = peerResults.first { $0.peer == "semantic-text-splitter" }
        let semchunk = peerResults.first { $0.peer == "semchunk" }
        let oursMBs = Measure.megabytesPerSecond(bytes: totalBytes, seconds: seconds)
        let textSplitterMBs = textSplitter.map { Measure.megabytesPerSecond(bytes: totalBytes, seconds: $0.seconds) }
        let semchunkMBs = semchunk.map { Measure.megabytesPerSecond(bytes: totalBytes, seconds: $0.seconds) }
        let countMBs = Measure.megabytesPerSecond(bytes: totalBytes, seconds: countSeconds)
        let ratio: String = textSplitterMBs.map { format(oursMBs / $0, 1) + "x" } ?? "-"
        let over: String = "\(ours.over)/" + (textSplitter.map { String($0.over) } ?? "-") + "/" + (semchunk.map { String($0.over) } ?? "-")
        var row: [String] = [counter.name, String(maximum), format(countMBs), format(oursMBs)]
        row.append(textSplitterMBs.map { format($0) } ?? "-")
        row.append(semchunkMBs.map { format($0) } ?? "-")
        row += [ratio, over, format(ours.fill)]
        row.append(textSplitter.map { format($0.fill) } ?? "-")
        row.append(semchunk.map { format($0.fill) } ?? "-")
        FileHandle.standardOutput.write(Data((row.joined(separator: "  ") + "\n").utf8))  // as measured
        table.add(row)
    }
}
print("")
table.print()
