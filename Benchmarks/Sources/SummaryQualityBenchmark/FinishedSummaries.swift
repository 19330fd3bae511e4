import ContextBudget
import Foundation

/// Summaries of generative rows already made, one JSON file per row and document under
/// `--resume DIR`, so that a cut run (a session's end, a kill) goes on where it stopped: a row of
/// 20 documents through llama-server's Gemma takes hours on 2 cores.
///
/// A file is reused only when its fingerprint matches: the row's name, the document's text, the
/// strategy, the family recipe's prompts and options, and the model file's path and size. It does
/// not fingerprint the engine's code: delete the folder after changing the native engine or the
/// summarizer, or their summaries would be mixed with the old ones.
struct FinishedSummaries {
    /// What a finished document keeps: its text and the statistics the table shows.
    struct Entry: Codable {
        var fingerprint: String
        var text: String
        var calls, retried, fellBack, looped, echoed: Int
        var seconds: Double

        /// Statistics with the counts the table reads (one level holding every call).
        var statistics: SummaryStatistics {
            var statistics = SummaryStatistics()
            statistics.callsPerLevel = [calls]
            statistics.guardRetries = retried
            statistics.extractiveFallbacks = fellBack
            statistics.loopedResponses = looped
            statistics.echoedResponses = echoed
            statistics.wallSeconds = seconds
            return statistics
        }
    }

    let folder: URL

    /// FNV-1a of everything a finished summary depends on that the benchmark can see.
    static func fingerprint(row: String, document: String, strategy: SummaryStrategy, recipe: SummaryRecipe, modelPath: String) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: modelPath)[.size] as? Int) ?? -1
        let parts = [row, document, strategy.rawValue, String(describing: recipe.prompts()), String(describing: recipe.options()), modelPath, String(size)]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    func file(row: String, id: String) -> URL {
        folder.appendingPathComponent(BenchmarkOptions.folderName(row: row)).appendingPathComponent("\(id).json")
    }

    /// The finished entry for `row` and document `id`, when its fingerprint is `fingerprint`.
    func entry(row: String, id: String, fingerprint: String) -> Entry? {
        guard let data = try? Data(contentsOf: file(row: row, id: id)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.fingerprint == fingerprint else { return nil }
        return entry
    }

    /// Stores `entry` atomically (a kill mid-write leaves the old file or none).
    func store(_ entry: Entry, row: String, id: String) {
        let url = file(row: row, id: id)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(entry) { try? data.write(to: url, options: .atomic) }
    }
}
