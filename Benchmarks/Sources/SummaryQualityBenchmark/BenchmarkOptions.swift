import Foundation

/// The benchmark's command line (see the header of `main.swift`).
struct BenchmarkOptions {
    var generativeDocuments = 20
    var extractiveDocuments: Int?
    var backends: Set<String> = ["extractive", "native", "http"]
    /// The strategies of every backend, in the order run (default: all, `SummaryStrategy.allCases`).
    var strategies: [String]?
    /// `--layouts`: the native rows' prompt layouts (`SummaryPromptLayout` names, hyphenated);
    /// nil: the layout `SummaryRecipe.recommended(for:)` picks for the model.
    var layouts: [String]?
    var modelPath: String
    var endpoint: String?
    var out: URL?
    /// `--resume DIR`: generative rows' finished documents, kept and reused.
    var resume: FinishedSummaries?

    init<S: Sequence>(_ arguments: S) where S.Element == String {
        let cache = ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget")
        modelPath = cache.appendingPathComponent("models/gemma-3-270m-Q4_K_M.gguf").path
        endpoint = (try? String(contentsOf: cache.appendingPathComponent("llama-server.url"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            let value = iterator.next()
            switch (argument, value) {
            case ("--documents", let value?) where Int(value).map({ $0 > 0 }) == true: generativeDocuments = Int(value) ?? 20
            case ("--extractive-documents", let value?) where Int(value).map({ $0 > 0 }) == true: extractiveDocuments = Int(value)
            case ("--backends", let value?): backends = Set(value.split(separator: ",").map(String.init))
            case ("--strategies", let value?): strategies = value.split(separator: ",").map(String.init)
            case ("--layouts", let value?): layouts = value.split(separator: ",").map(String.init)
            case ("--model", let value?): modelPath = value
            case ("--endpoint", let value?): endpoint = value
            case ("--out", let value?): out = URL(fileURLWithPath: value, isDirectory: true)
            case ("--resume", let value?): resume = FinishedSummaries(folder: URL(fileURLWithPath: value, isDirectory: true))
            default:
                FileHandle.standardError.write(Data("error: unknown option or bad value \(argument) \(value ?? ""); see the header of Benchmarks/Sources/SummaryQualityBenchmark/main.swift\n".utf8))
                exit(64)
            }
        }
    }

    /// Writes `text` to `out/<row>/<id>.txt` when `--out` was given.
    func write(_ text: String, row: String, id: String) {
        guard let out else { return }
        let folder = out.appendingPathComponent(Self.folderName(row: row))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: folder.appendingPathComponent("\(id).txt"))
    }

    /// A row's name as a folder name (letters and digits kept, anything else a hyphen), for
    /// `--out` and `--resume`.
    static func folderName(row: String) -> String {
        String(row.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
