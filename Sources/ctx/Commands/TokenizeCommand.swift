import Tokenizers

/// `ctx tokenize FILE --tokenizer SPEC`: the token ids (or pieces) of a file.
struct TokenizeCommand: Command {
    static let ids = TypedOption.flag("ids", "Print the ids on one line (the default).")
    static let pieces = TypedOption.flag("pieces", "Print one token per line: id, then the piece as the vocabulary spells it.")
    static let json = TypedOption.flag("json", "Print JSON: tokenizer, tokenCount, ids and pieces.")

    static let spec = CommandSpec(
        name: "tokenize",
        abstract: "Show the token ids or pieces of a text file.",
        discussion: "Encodes the file as plain text: control tokens written in it (<start_of_turn>, <|im_end|>) are encoded as the characters they are made of, never as control tokens. Prints the ids on one line (--ids, the default), or one token per line with its id and quoted piece (--pieces); --json prints both with the count.",
        arguments: [ArgumentSpec(name: "FILE", help: "A UTF-8 text file.")],
        options: [TokenizerOption.option, ids.spec, pieces.spec, json.spec],
        examples: ["ctx tokenize notes.txt --tokenizer gemma --pieces", "ctx tokenize notes.txt --tokenizer tiktoken:cl100k_base.tiktoken --json"])

    let path: String
    let tokenizer: any Tokenizer
    let showsPieces: Bool
    let json: Bool

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
        showsPieces = try Self.pieces.read(arguments)
        if try Self.ids.read(arguments), showsPieces {
            throw CLIError.usage("--ids and --pieces exclude each other", command: arguments.commandName)
        }
        json = try Self.json.read(arguments)
        tokenizer = try TokenizerOption.parseTokenizer(arguments)
    }

    struct Report: Encodable {
        var tokenizer: String
        var file: String
        var tokenCount: Int
        var ids: [Int]
        var pieces: [String]
    }

    func run() async throws -> Int32 {
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
