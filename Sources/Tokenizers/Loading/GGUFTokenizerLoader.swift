import Foundation
import GGUF

/// Builds a tokenizer from a GGUF file's `tokenizer.ggml.*` metadata, the way llama.cpp does.
///
/// `tokenizer.ggml.model = "llama"` is SentencePiece BPE (Gemma, Llama 2, Mistral);
/// `"gpt2"` is byte-level BPE with `tokenizer.ggml.merges` and a pre-tokenizer named by
/// `tokenizer.ggml.pre`; `"t5"` is SentencePiece unigram (`loadUnigram`). Other models (`bert`
/// WordPiece, `rwkv`) are reported as unsupported.
public enum GGUFTokenizerLoader {
    /// llama.cpp's `tokenizer.ggml.pre` names, mapped to our scanners.
    static let preTokenizers: [String: PreTokenizerKind] = [
        "default": .gpt2, "gpt2": .gpt2, "gpt-2": .gpt2,
        "llama3": .llama3, "llama-v3": .llama3, "llama-bpe": .llama3, "smaug-bpe": .llama3,
        "qwen2": .qwen2, "deepseek-r1-qwen": .qwen2,
        "gpt-4o": .o200k,
        "smollm": .smollm,
    ]

    /// Loads the tokenizer of the GGUF file at `path`.
    /// - Throws: `TokenizerError.gguf` for a truncated or corrupt file or a missing/mistyped
    ///   key (naming the file and key), `TokenizerError.unsupported` for tokenizer models we
    ///   do not implement.
    /// - Complexity: O(vocabulary size); tensor data is never read.
    public static func load(path: String) throws -> any Tokenizer {
        let file: GGUFFile
        do { file = try GGUFFile(contentsOf: URL(fileURLWithPath: path)) } catch let error as GGUFError {
            throw TokenizerError.gguf(error)
        }
        do { return try load(file) } catch let error as GGUFError { throw TokenizerError.gguf(error) }
    }

    /// The token id stored under metadata `key`, nil when absent.
    /// - Throws: `TokenizerError.invalidFile` naming the key when the id is outside the vocabulary.
    static func vocabularyID(_ file: GGUFFile, _ key: String, vocabularySize: Int) throws -> Int? {
        guard file.metadata[key] != nil else { return nil }
        let id = try file.metadata.int(key)
        guard id >= 0, id < vocabularySize else {
            throw TokenizerError.invalidFile(path: file.path, detail: "metadata \"\(key)\" is \(id), outside the \(vocabularySize)-token vocabulary")
        }
        return id
    }

    /// Builds the tokenizer from an opened file's metadata.
    /// - Throws: as `load(path:)`.
    public static func load(_ file: GGUFFile) throws -> any Tokenizer {
        let metadata = file.metadata
        let model = try metadata.string(GGUFKey.Tokenizer.model)
        let tokens = try metadata.stringArray(GGUFKey.Tokenizer.tokens)
        guard !tokens.isEmpty else {
            throw TokenizerError.invalidFile(path: file.path, detail: "metadata \"\(GGUFKey.Tokenizer.tokens)\" is empty")
        }
        let types = try optionalArray(metadata, GGUFKey.Tokenizer.tokenType, count: tokens.count) { try metadata.int32Array($0) }
        let kinds = try (types ?? [Int32](repeating: 1, count: tokens.count)).enumerated().map { id, type in
            guard let kind = kind(ofGGUFType: type) else {
                throw TokenizerError.invalidFile(path: file.path, detail: "metadata \"\(GGUFKey.Tokenizer.tokenType)\"[\(id)] is \(type), expected 1…6")
            }
            return kind
        }
        let name = "\(metadata[GGUFKey.name]?.string ?? URL(fileURLWithPath: file.path).lastPathComponent) (GGUF)"
        func tokenID(_ key: String) throws -> Int? { try vocabularyID(file, key, vocabularySize: tokens.count) }
        switch model {
        case "llama":
            let scores = try optionalArray(metadata, GGUFKey.Tokenizer.scores, count: tokens.count) { try metadata.floatArray($0) }
            return SentencePieceTokenizer(
                name: name, pieces: tokens.map { Array($0.utf8) }, scores: scores ?? [Float](repeating: 0, count: tokens.count),
                kinds: kinds, beginningOfSequenceID: try tokenID(GGUFKey.Tokenizer.beginningOfSequenceID),
                endOfSequenceID: try tokenID(GGUFKey.Tokenizer.endOfSequenceID),
                // llama.cpp's default for SentencePiece files that name no unknown token: id 0.
                unknownID: try tokenID(GGUFKey.Tokenizer.unknownID) ?? 0,
                addsBeginningOfSequence: try metadata[GGUFKey.Tokenizer.addsBeginningOfSequence] == nil ? true : metadata.bool(GGUFKey.Tokenizer.addsBeginningOfSequence),
                addsSpacePrefix: try metadata[GGUFKey.Tokenizer.addsSpacePrefix] == nil ? true : metadata.bool(GGUFKey.Tokenizer.addsSpacePrefix))
        case "gpt2":
            let pre = try metadata[GGUFKey.Tokenizer.preTokenizer] == nil ? "default" : metadata.string(GGUFKey.Tokenizer.preTokenizer)
            guard let preTokenizer = preTokenizers[pre] else {
                throw TokenizerError.unsupported(path: file.path, component: "pre-tokenizer \"\(GGUFKey.Tokenizer.preTokenizer)\" = '\(pre)'")
            }
            var pieces: [[UInt8]] = []
            pieces.reserveCapacity(tokens.count)
            var idsByText: [String: Int32] = [:]
            for (id, token) in tokens.enumerated() {
                if kinds[id] == .normal || kinds[id] == .unknown {
                    guard let bytes = GPT2ByteAlphabet.decode(token) else {
                        throw TokenizerError.invalidFile(path: file.path, detail: "token \(id) '\(token.prefix(30))' is not in GPT-2's byte alphabet")
                    }
                    pieces.append(bytes)
                } else {
                    pieces.append(Array(token.utf8))
                }
                if idsByText[token] == nil { idsByText[token] = Int32(id) }
            }
            let mergeLines = try metadata.stringArray(GGUFKey.Tokenizer.merges)
            var merges: [(left: Int32, right: Int32, merged: Int32)] = []
            merges.reserveCapacity(mergeLines.count)
            for (rank, line) in mergeLines.enumerated() {
                let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, let left = idsByText[String(parts[0])], let right = idsByText[String(parts[1])],
                      let merged = idsByText[String(parts[0]) + String(parts[1])] else {
                    throw TokenizerError.invalidFile(path: file.path, detail: "metadata \"\(GGUFKey.Tokenizer.merges)\"[\(rank)] '\(line.prefix(40))' does not name two pieces whose concatenation is a piece")
                }
                merges.append((left, right, merged))
            }
            let byteLevelKinds = kinds.map { $0 == .unused || $0 == .unknown || $0 == .byte ? TokenKind.control : $0 }
            return try ByteLevelBPETokenizer(
                name: name, pieces: pieces, kinds: byteLevelKinds, mergeMode: .listedPairs(PairTable(merges: merges)),
                wholePieceShortcut: preTokenizer == .llama3, preTokenizer: preTokenizer, dropsMissingBytes: true)
        case "t5":
            return try loadUnigram(file, tokens: tokens, kinds: kinds, name: name)
        default:
            throw TokenizerError.unsupported(path: file.path, component: "tokenizer model \"\(GGUFKey.Tokenizer.model)\" = '\(model)'")
        }
    }

    /// llama.cpp's token types: 1 normal, 2 unknown, 3 control, 4 user-defined, 5 unused, 6 byte.
    static func kind(ofGGUFType type: Int32) -> TokenKind? {
        switch type {
        case 1: .normal
        case 2: .unknown
        case 3: .control
        case 4: .userDefined
        case 5: .unused
        case 6: .byte
        default: nil
        }
    }

    private static func optionalArray<T>(_ metadata: GGUFMetadata, _ key: String, count: Int, _ read: (String) throws -> [T]) throws -> [T]? {
        guard metadata[key] != nil else { return nil }
        let values = try read(key)
        guard values.count == count else {
            throw TokenizerError.invalidFile(path: metadata.path, detail: "metadata \"\(key)\" has \(values.count) entries for \(count) tokens")
        }
        return values
    }
}
