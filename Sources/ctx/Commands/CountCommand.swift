import Tokenizers

/// `ctx count FILE...`: tokens per file and in total.
struct CountCommand: Command {
    static let about = CommandAbout(
        name: "count",
        abstract: "Count the tokens of text files.",
        discussion: "Prints bytes, characters and tokens per file and in total. A file that cannot be read is reported and the others are still counted; the exit status is then 1.",
        examples: ["ctx count Corpora/en/kjv-genesis.txt", "ctx count --json Corpora/*/*.txt"])

    @Argument(variadic: "FILE", "UTF-8 text files to count.")
    var paths: [String]

    let tokenizer = TokenizerOptions()

    @Option(.flag("json", "Print JSON instead of a table."))
    var json: Bool

    struct FileCount: Encodable {
        var path: String
        var bytes: Int
        var characters: Int
        var tokens: Int
    }

    struct Report: Encodable {
        var tokenizer: String
        var exact: Bool
        var files: [FileCount]
        var totalTokens: Int
        var failures: [String: String]
    }

    func run() async throws -> Int32 {
        let counter = try tokenizer.counter()
        var counts: [FileCount] = []
        var failures: [String: String] = [:]
        for path in paths {
            do {
                let document = try InputDocument.read(path)
                counts.append(FileCount(
                    path: path, bytes: document.byteCount, characters: document.text.count,
                    tokens: counter.count(document.text)))
            } catch {
                Output.error(String(describing: error))
                failures[path] = String(describing: error)
            }
        }
        let total = counts.reduce(0) { $0 + $1.tokens }
        if json {
            Output.standard(try JSONOutput.render(Report(
                tokenizer: counter.name, exact: counter.isExact, files: counts, totalTokens: total, failures: failures)))
        } else if !counts.isEmpty {
            var table = TextTable(header: ["file", "bytes", "characters", "tokens"])
            table.rows = counts.map { [$0.path, $0.bytes.grouped, $0.characters.grouped, $0.tokens.grouped] }
            if counts.count > 1 {
                table.rows.append([
                    "total", counts.reduce(0) { $0 + $1.bytes }.grouped,
                    counts.reduce(0) { $0 + $1.characters }.grouped, total.grouped,
                ])
            }
            Output.standard(table.rendered())
            Output.standard("tokenizer: \(counter.name)\(counter.isExact ? "" : " (conservative; pass --tokenizer for exact counts)")\n")
        }
        return failures.isEmpty ? ExitCode.success : ExitCode.failure
    }
}
