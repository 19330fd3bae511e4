import Foundation

/// Loads tiktoken's `.tiktoken` files: one `base64(piece) rank` per line.
///
/// The file holds neither the pre-tokenizer nor the special tokens, so the standard encodings
/// are recognised by file name (`cl100k_base.tiktoken`, `o200k_base.tiktoken`, `r50k_base`,
/// `p50k_base`) and given tiktoken's own pattern and specials.
public enum TiktokenLoader {
    /// The standard encodings: pre-tokenizer and special tokens by name.
    static let encodings: [String: (preTokenizer: PreTokenizerKind, specials: [String: Int])] = [
        "cl100k_base": (.cl100k, ["<|endoftext|>": 100257, "<|fim_prefix|>": 100258, "<|fim_middle|>": 100259,
                                  "<|fim_suffix|>": 100260, "<|endofprompt|>": 100276]),
        "o200k_base": (.o200k, ["<|endoftext|>": 199999, "<|endofprompt|>": 200018]),
        "r50k_base": (.gpt2, ["<|endoftext|>": 50256]),
        "p50k_base": (.gpt2, ["<|endoftext|>": 50256]),
    ]

    /// Ranks are token ids and size the vocabulary's tables, so they must stay below this
    /// (the tokenizer.json loader's bound on ids; the largest real encoding, o200k, has 200,019).
    static let maximumVocabularySize = 1 << 24

    /// Loads a `.tiktoken` file whose name (without extension) is a standard encoding's, or
    /// whose encoding is given by `encodingName`.
    /// - Throws: `TokenizerError.invalidFile` naming the line for bad base64 or ranks (a rank
    ///   must be below 2^24 and below the file's line count: ranks number the pieces from 0);
    ///   `TokenizerError.unsupported` for an encoding name we do not know.
    /// - Complexity: O(file size).
    public static func load(path: String, encodingName: String? = nil) throws -> ByteLevelBPETokenizer {
        let url = URL(fileURLWithPath: path)
        let name = encodingName ?? url.deletingPathExtension().lastPathComponent
        guard let encoding = encodings[name] else {
            throw TokenizerError.unsupported(
                path: path, component: "tiktoken encoding '\(name)' (known: \(encodings.keys.sorted().joined(separator: ", "));"
                    + " name the file after its encoding")
        }
        let data: Data
        do { data = try Data(contentsOf: url, options: .alwaysMapped) } catch {
            throw TokenizerError.invalidFile(path: path, detail: "cannot read: \(error.localizedDescription)")
        }
        var pieces: [[UInt8]] = []
        var kinds: [TokenKind] = []
        try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            // A vocabulary numbers its pieces from 0 without gaps (cl100k, o200k and r50k do), so no
            // rank reaches the file's line count: the tables stay O(file size), as documented,
            // where a 46-byte file with one rank near 2^24 cost 150 MB and a second under ASan.
            let lineCount = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            var lineStart = 0
            var lineNumber = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
                lineNumber += 1
                defer { lineStart = lineEnd + 1 }
                var contentEnd = lineEnd
                if contentEnd > lineStart && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                if contentEnd == lineStart { continue }
                guard let space = (lineStart..<contentEnd).first(where: { bytes[$0] == 0x20 }) else {
                    throw TokenizerError.invalidFile(path: path, detail: "line \(lineNumber): expected 'BASE64 RANK'")
                }
                guard let piece = Base64.decode(UnsafeBufferPointer(rebasing: bytes[lineStart..<space])) else {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<space]), as: UTF8.self)
                    throw TokenizerError.invalidFile(path: path, detail: "line \(lineNumber): invalid base64 '\(text.prefix(40))'")
                }
                var rank = 0
                var digits = 0
                for index in (space + 1)..<contentEnd {
                    let byte = bytes[index]
                    // Ranks index the vocabulary's arrays, so one line with a rank near 10^9 made
                    // a 20-byte file allocate gigabytes (the tiktoken fuzz target's RSS jumped to
                    // 2.6 GB): the bound is tokenizer.json's, 2^24 ids, 200x o200k's size.
                    guard byte >= 0x30, byte <= 0x39, digits < 9, rank * 10 + Int(byte - 0x30) < Self.maximumVocabularySize else {
                        throw TokenizerError.invalidFile(
                            path: path, detail: "line \(lineNumber): rank is not a number below 2^24 (\(Self.maximumVocabularySize))")
                    }
                    rank = rank * 10 + Int(byte - 0x30)
                    digits += 1
                }
                guard digits > 0 else { throw TokenizerError.invalidFile(path: path, detail: "line \(lineNumber): missing rank") }
                guard rank < lineCount else {
                    throw TokenizerError.invalidFile(
                        path: path, detail: "line \(lineNumber): rank \(rank) is not below the file's \(lineCount) lines"
                            + " (ranks number the pieces from 0, without gaps)")
                }
                if rank >= pieces.count {
                    pieces.append(contentsOf: repeatElement([], count: rank + 1 - pieces.count))
                    kinds.append(contentsOf: repeatElement(.missing, count: rank + 1 - kinds.count))
                }
                guard kinds[rank] == .missing else {
                    throw TokenizerError.invalidFile(path: path, detail: "line \(lineNumber): rank \(rank) appears twice")
                }
                pieces[rank] = piece
                kinds[rank] = .normal
            }
        }
        guard !pieces.isEmpty else { throw TokenizerError.invalidFile(path: path, detail: "no tokens") }
        for (text, id) in encoding.specials {
            if id >= pieces.count {
                pieces.append(contentsOf: repeatElement([], count: id + 1 - pieces.count))
                kinds.append(contentsOf: repeatElement(.missing, count: id + 1 - kinds.count))
            }
            pieces[id] = Array(text.utf8)
            kinds[id] = .control
        }
        return try ByteLevelBPETokenizer(
            name: "\(name) (tiktoken)", pieces: pieces, kinds: kinds, mergeMode: .rankedPieces,
            wholePieceShortcut: true, preTokenizer: encoding.preTokenizer)
    }
}

/// Strict standard base64 (RFC 4648, with padding), without Foundation's allocations per call.
enum Base64 {
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(character)] = UInt8(index)
        }
        return table
    }()

    /// The decoded bytes, or nil if `text` is not valid padded base64.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0, !text.isEmpty else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(text.count / 4 * 3)
        var index = 0
        while index < text.count {
            let isLast = index + 4 == text.count
            let padding = isLast ? (text[index + 3] == 0x3D ? (text[index + 2] == 0x3D ? 2 : 1) : 0) : 0
            var quantum: UInt32 = 0
            for offset in 0..<4 {
                let value: UInt8
                if offset >= 4 - padding { value = 0 } else {
                    value = values[Int(text[index + offset])]
                    if value == 0xFF { return nil }
                }
                quantum = quantum << 6 | UInt32(value)
            }
            result.append(UInt8(quantum >> 16))
            if padding < 2 { result.append(UInt8(quantum >> 8 & 0xFF)) }
            if padding < 1 { result.append(UInt8(quantum & 0xFF)) }
            index += 4
        }
        return result
    }
}
