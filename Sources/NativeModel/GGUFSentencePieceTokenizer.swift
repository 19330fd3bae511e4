import GGUF
import Tokenizers

/// A SentencePiece (BPE by score) tokenizer read from a GGUF vocabulary (`tokenizer.ggml.model`
/// = `llama`), following llama.cpp's `llm_tokenizer_spm`: user-defined pieces (Gemma's runs of
/// spaces, newlines and tabs, HTML tags) are matched greedily, longest first, on the raw text;
/// the rest has spaces turned into `▁` and is merged pairwise by highest piece score, with
/// `<0xNN>` byte pieces for characters outside the vocabulary.
///
/// A stand-in so that the native model runs end to end on its own; the Tokenizers module's exact
/// loaders supersede it where available.
public struct GGUFSentencePieceTokenizer: Tokenizer {
    public let name: String
    public var isExact: Bool { true }
    public var vocabularySize: Int { pieces.count }

    let pieces: [String]
    let scores: [Float]
    let ids: [String: Int]
    let byteIds: [Int]                    // byte value -> id of <0xNN>
    let userDefined: [String]             // longest first
    let unknownId: Int
    let addSpacePrefix: Bool

    /// Reads the vocabulary of `file`.
    /// - Throws: `TokenizerError.unsupported` for a vocabulary that is not SentencePiece.
    public init(file: GGUFFile) throws {
        let m = file.metadata
        guard m["tokenizer.ggml.model"]?.string == "llama",
              let pieces = m["tokenizer.ggml.tokens"]?.stringArray else {
            throw TokenizerError.unsupported(path: file.path, component: "tokenizer model \(m["tokenizer.ggml.model"]?.string ?? "(none)")")
        }
        let scores = m["tokenizer.ggml.scores"]?.floatArray ?? Array(repeating: 0, count: pieces.count)
        let types = m["tokenizer.ggml.token_type"]?.int32Array ?? Array(repeating: 1, count: pieces.count)
        self.pieces = pieces
        self.scores = scores.count == pieces.count ? scores : Array(repeating: 0, count: pieces.count)
        var ids = [String: Int](minimumCapacity: pieces.count)
        for (id, piece) in pieces.enumerated() where ids[piece] == nil { ids[piece] = id }
        self.ids = ids
        byteIds = (0..<256).map { ids[String(format: "<0x%02X", $0) + ">"] ?? -1 }
        userDefined = zip(pieces, types).filter { $0.1 == 4 }.map(\.0).sorted { $0.utf8.count > $1.utf8.count }
        unknownId = m["tokenizer.ggml.unknown_token_id"]?.int ?? 0
        addSpacePrefix = m["tokenizer.ggml.add_space_prefix"]?.bool ?? true
        name = "\(file.architecture ?? "gguf") SentencePiece (GGUF)"
    }

    public func count(_ text: String) -> Int { encode(text).count }

    /// - Complexity: O(n log n) in the length of the text for the merges; the user-defined pass is
    ///   O(n × user-defined pieces) in the worst case.
    public func encode(_ text: String) -> [Int] {
        var output: [Int] = []
        var pending = ""
        var first = true
        var rest = Substring(text)
        while !rest.isEmpty {
            if let piece = userDefined.first(where: { rest.hasPrefix($0) }) {
                if !pending.isEmpty { output += encodeSegment(pending, prefix: first && addSpacePrefix); first = false; pending = "" }
                output.append(ids[piece]!)
                rest = rest.dropFirst(piece.count)
                first = false
            } else {
                pending.append(rest.removeFirst())
            }
        }
        if !pending.isEmpty { output += encodeSegment(pending, prefix: first && addSpacePrefix) }
        return output
    }

    public func decode(_ tokenIds: [Int]) throws -> String {
        var bytes: [UInt8] = []
        for id in tokenIds {
            guard id >= 0 && id < pieces.count else { throw TokenizerError.idOutOfRange(id: id, vocabularySize: pieces.count) }
            let piece = pieces[id]
            if piece.hasPrefix("<0x"), piece.count == 6, let byte = UInt8(piece.dropFirst(3).prefix(2), radix: 16) {
                bytes.append(byte)
            } else {
                bytes += piece.replacingOccurrences(of: "▁", with: " ").utf8
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Pairwise merges by highest score, word by word (a word is a run starting at a `▁`): merges
    /// across words are skipped, which keeps the quadratic merge loop short; SentencePiece
    /// vocabularies rarely hold pieces spanning a word boundary in the middle.
    private func encodeSegment(_ segment: String, prefix: Bool) -> [Int] {
        let text = ((prefix ? " " : "") + segment).replacingOccurrences(of: " ", with: "▁")
        var output: [Int] = []
        var word = ""
        for character in text {
            if character == "▁", !word.isEmpty, word.last != "▁" {
                output += encodeWord(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { output += encodeWord(word) }
        return output
    }

    private func encodeWord(_ word: String) -> [Int] {
        var symbols = word.map { String($0) }
        while symbols.count > 1 {
            var best = -1
            var bestScore = -Float.infinity
            for i in 0..<(symbols.count - 1) {
                if let id = ids[symbols[i] + symbols[i + 1]], scores[id] > bestScore {
                    bestScore = scores[id]
                    best = i
                }
            }
            if best < 0 { break }
            symbols[best] += symbols[best + 1]
            symbols.remove(at: best + 1)
        }
        var output: [Int] = []
        for symbol in symbols {
            if let id = ids[symbol] { output.append(id); continue }
            for byte in symbol.utf8 { output.append(byteIds[Int(byte)] >= 0 ? byteIds[Int(byte)] : unknownId) }
        }
        return output
    }

    /// The id of a piece spelled exactly `piece` (control tokens such as `<start_of_turn>` included).
    public func id(of piece: String) -> Int? { ids[piece] }
}
