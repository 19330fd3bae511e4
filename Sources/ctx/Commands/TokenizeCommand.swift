import Tokenizers

/// `ctx tokenize FILE --tokenizer SPEC`: the token ids (or pieces) of a file.
struct TokenizeCommand: Command {
    static let about = CommandAbout(
        name: "tokenize",
        abstract: "Show the token ids or pieces of a text file.",
        discussion: "Encodes the file as plain text: control tokens written in it (<start_of_turn>, <|im_end|>) are encoded as the characters they are made of, never as control tokens. Prints the ids on one line (--ids, the default), or one token per line with its id and quoted piece (--pieces); --json prints both with the count.",
        examples: ["ctx tokenize notes.txt --tokenizer gemma --pieces", "ctx tokenize notes.txt --tokenizer tiktoken:cl100k_base.tiktoken --json"])

    @Argument("FILE", "A UTF-8 text file.")
    var path: String

    let tokenizer = TokenizerOptions()

    @Option(.flag("ids", "Print the ids on one line (the default)."))
    var ids: Bool

    @Option(.flag("pieces", "Print one token per line: id, then the piece as the vocabulary spells it."))
    var showsPieces: Bool

    @Option(.flag("json", "Print JSON: tokenizer, tokenCount, ids and pieces."))
    var json: Bool

    func validate() throws {
        if ids, showsPieces {
            throw CLIError.usage("--ids and --pieces exclude each other")
        }
    }

    struct Report: Encodable {
        var tokenizer: String
        var file: String
        var tokenCount: Int
        var ids: [Int]
        var pieces: [String]
    }

    func run() async throws -> Int32 {
        let tokenizer = try tokenizer.tokenizer()
        let document = try InputDocument.read(path)
        let ids = tokenizer.encode(document.text)
        let pieces = try ids.map { try tokenizer.piece(for: $0) }
        if json {
            Output.standard(try JSONOutput.render(Report(tokenizer: tokenizer.name, file: path, tokenCount: ids.count, ids: ids, pieces: pieces)))
        } else if showsPieces {
            var text = ""
            for (id, piece) in zip(ids, pieces) { text += "\(id)\t\(piece.debugDescription)\n" }
            Output.standard(text)
        } else {
            Output.standard(ids.map(String.init).joined(separator: " ") + "\n")
        }
        return ExitCode.success
    }
}
