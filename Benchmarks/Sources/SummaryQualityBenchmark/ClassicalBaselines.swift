import BenchmarkSupport
import Foundation
import Tokenizers

/// Lead, LexRank and TextRank (PyPI `sumy`, through `Benchmarks/Scripts/classical_baselines.py`),
/// cut to the length of our summary of the same document, counted with the same counter.
///
/// The script ranks every sentence of a document (Lead: document order). A baseline summary
/// takes the best-ranked sentences whole while the summary, in document order, fits our
/// summary's token count (a sentence that would overflow is skipped and the next one tried),
/// then fills what remains with the best-ranked sentence left out, cut after its last word that
/// fits. So it has at most as many tokens as ours, and usually the same to within a token or two.
struct ClassicalBaselines {
    /// The baselines, in the order they are printed: (key in the script's output, row name).
    static let methods = [("lead", "Lead"), ("lexrank", "LexRank (sumy)"), ("textrank", "TextRank (sumy)")]

    struct Ranked: Decodable {
        var id: String
        var sentences: [String]
        var rankings: [String: [Int]]
    }

    /// Rankings by document id.
    let ranked: [String: Ranked]

    /// Runs the script over `documents`, or reads its output from `cacheFolder` when the same
    /// documents were ranked by the same script before (the key hashes both: sumy takes ~1.5 min
    /// of CPU over the whole set).
    /// - Throws: when `python3` or `sumy` is missing, with the command that installs it.
    init(_ documents: [DevelopmentDocument], cacheFolder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let input = try encoder.encode(documents.map { ["id": $0.id, "text": $0.text] })
        let script = Repository.root.appendingPathComponent("Benchmarks/Scripts/classical_baselines.py")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64
        for byte in input + (try Data(contentsOf: script)) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let cached = cacheFolder.appendingPathComponent("classical-rankings-\(String(hash, radix: 16)).json")
        if let data = try? Data(contentsOf: cached), let decoded = try? JSONDecoder().decode([Ranked].self, from: data) {
            ranked = Dictionary(decoded.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            return
        }
        let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent("classical-baselines-\(ProcessInfo.processInfo.processIdentifier).json")
        try input.write(to: inputURL)
        defer { try? FileManager.default.removeItem(at: inputURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("Benchmarks/Scripts/classical_baselines.py failed (exit \(process.terminationStatus)): `pip install sumy` and run it again")
        }
        ranked = Dictionary(try JSONDecoder().decode([Ranked].self, from: data).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        try? data.write(to: cached, options: .atomic)
    }

    /// `method`'s summary of document `id` in at most `tokens` tokens of `counter`.
    func summary(_ method: String, of id: String, tokens: Int, counter: any TokenCounter) -> String {
        guard let document = ranked[id], let ranking = document.rankings[method] else { return "" }
        let sentences = document.sentences
        func text(_ chosen: [Int], extra: (Int, String)? = nil) -> String {
            var parts = chosen.map { ($0, sentences[$0]) }
            if let extra { parts.append(extra) }
            return parts.sorted { $0.0 < $1.0 }.map(\.1).joined(separator: " ")
        }
        var chosen: [Int] = []
        var leftOut: Int?
        for index in ranking where sentences.indices.contains(index) {
            if counter.count(text(chosen + [index])) <= tokens {
                chosen.append(index)
            } else if leftOut == nil {
                leftOut = index
            }
        }
        guard let leftOut else { return text(chosen) }
        // Fill the rest with the best sentence left out, cut after its last word that fits.
        let words = sentences[leftOut].split(separator: " ")
        var low = 0, high = words.count
        while low < high {
            let middle = (low + high + 1) / 2
            let cut = words[..<middle].joined(separator: " ")
            if counter.count(text(chosen, extra: (leftOut, cut))) <= tokens { low = middle } else { high = middle - 1 }
        }
        return low == 0 ? text(chosen) : text(chosen, extra: (leftOut, words[..<low].joined(separator: " ")))
    }
}

/// A benchmark failure with what to do about it.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
