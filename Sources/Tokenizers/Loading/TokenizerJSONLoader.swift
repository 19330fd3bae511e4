import Foundation

/// Loads Hugging Face `tokenizer.json` files with a byte-level BPE model (GPT-2, Llama 3,
/// Qwen2, and GPT-4-style conversions).
///
/// The file is a pipeline — normalizer, pre-tokenizer, model, decoder — and each component is
/// checked against what we implement: an unknown `type`, or a `Split` regex that is not one of
/// the known families' patterns, is an `unsupported` error naming the field, never a silent
/// approximation.
public enum TokenizerJSONLoader {
    /// The `Split` patterns we have scanners for, exactly as `tokenizer.json` files spell them.
    static let knownPatterns: [String: PreTokenizerKind] = [
        #"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"#: .gpt2,
        #"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"#: .llama3,
        #"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"#: .qwen2,
        #"'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s"#: .cl100k,
        [
            #"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?"#,
            #"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?"#,
            #"\p{N}{1,3}"#, #" ?[^\s\p{L}\p{N}]+[\r\n/]*"#, #"\s*[\r\n]+"#, #"\s+(?!\S)"#, #"\s+"#,
        ].joined(separator: "|"): .o200k,
    ]

    /// Loads `path`.
    /// - Throws: `TokenizerError.invalidFile` for unreadable JSON or missing/mistyped fields
    ///   (naming the field), `TokenizerError.unsupported` for components we do not implement.
    /// - Complexity: O(file size).
    public static func load(path: String) throws -> ByteLevelBPETokenizer {
        try load(parse(path: path).0, name: URL(fileURLWithPath: path).lastPathComponent)
    }

    static func load(_ root: JSONFields, name: String) throws -> ByteLevelBPETokenizer {
        let model = try root.objectField("model")
        let modelType = try model.optionalString("type") ?? "BPE"
        guard modelType == "BPE" else { throw model.unsupported("type", "'\(modelType)' (only byte-level BPE is implemented)") }
        for key in ["continuing_subword_prefix", "end_of_word_suffix"] {
            if let value = try model.optionalString(key), !value.isEmpty { throw model.unsupported(key, "'\(value)'") }
        }
        if model.has("dropout"), let dropout = model.object["dropout"] as? NSNumber, dropout.doubleValue != 0 {
            throw model.unsupported("dropout", "\(dropout) (BPE dropout is random; counts would not be reproducible)")
        }

        let normalization = try normalizer(root)
        let (preTokenizer, addsPrefixSpace) = try preTokenizer(root)
        try checkDecoder(root)

        // Vocabulary: GPT-2 byte alphabet strings → raw bytes.
        let vocabField = try model.objectField("vocab")
        var pieces: [[UInt8]] = []
        var kinds: [TokenKind] = []
        var idsByText: [String: Int32] = [:]
        idsByText.reserveCapacity(vocabField.object.count)
        func place(_ id: Int, _ bytes: [UInt8], _ kind: TokenKind) {
            if id >= pieces.count {
                pieces.append(contentsOf: repeatElement([], count: id + 1 - pieces.count))
                kinds.append(contentsOf: repeatElement(.missing, count: id + 1 - kinds.count))
            }
            pieces[id] = bytes
            kinds[id] = kind
        }
        for (text, value) in vocabField.object {
            guard let number = value as? NSNumber, let id = Int(exactly: number.doubleValue), id >= 0, id < 16_777_216 else {
                throw vocabField.mistyped(text, "a token id (0 ..< 2^24)", value)
            }
            guard let bytes = GPT2ByteAlphabet.decode(text) else {
                throw vocabField.invalid(text, "uses characters outside the GPT-2 byte alphabet: not a byte-level vocabulary")
            }
            place(id, bytes, .normal)
            idsByText[text] = Int32(id)
        }

        // Merges: "left right" strings or [left, right] pairs, in rank order.
        var merges: [(left: Int32, right: Int32, merged: Int32)] = []
        let mergeList = try model.array("merges")
        merges.reserveCapacity(mergeList.count)
        for (rank, entry) in mergeList.enumerated() {
            let left: Substring, right: Substring
            if let text = entry as? String {
                let parts = text.split(separator: " ", omittingEmptySubsequences: false)
                guard parts.count == 2 else { throw model.invalid("merges[\(rank)]", "'\(text)' is not two pieces separated by one space") }
                left = parts[0]; right = parts[1]
            } else if let pair = entry as? [String], pair.count == 2 {
                left = Substring(pair[0]); right = Substring(pair[1])
            } else {
                throw model.mistyped("merges[\(rank)]", "\"left right\" or [left, right]", entry)
            }
            guard let leftID = idsByText[String(left)], let rightID = idsByText[String(right)] else {
                throw model.invalid("merges[\(rank)]", "'\(left) \(right)' uses a piece that is not in the vocabulary")
            }
            guard let mergedID = idsByText[String(left) + String(right)] else {
                throw model.invalid("merges[\(rank)]", "'\(left)\(right)' is not in the vocabulary")
            }
            merges.append((leftID, rightID, mergedID))
        }

        // Added tokens: special ones are control tokens; the others are matched in plain text too.
        if root.has("added_tokens") {
            for token in try root.objects("added_tokens") {
                let id = try token.int("id")
                guard id >= 0, id < 16_777_216 else { throw token.invalid("id", "\(id) is not a valid token id") }
                let content = try token.string("content")
                for flag in ["lstrip", "rstrip", "single_word"] where try token.bool(flag, default: false) {
                    throw token.unsupported(flag, "true (added token '\(content)')")
                }
                let special = try token.bool("special", default: false)
                place(id, Array(content.utf8), special ? .control : .userDefined)
            }
        }
        let unknownID: Int? = try model.optionalString("unk_token").flatMap { idsByText[$0].map(Int.init) }
        return try ByteLevelBPETokenizer(
            name: "\(name) (tokenizer.json)", pieces: pieces, kinds: kinds, mergeMode: .listedPairs(PairTable(merges: merges)),
            wholePieceShortcut: try model.bool("ignore_merges", default: false), preTokenizer: preTokenizer,
            normalization: normalization, addsPrefixSpace: addsPrefixSpace, unknownID: unknownID)
    }

    private static func normalizer(_ root: JSONFields) throws -> ByteLevelBPETokenizer.Normalization {
        guard let normalizer = try root.optionalObject("normalizer") else { return .none }
        let steps = try normalizer.string("type") == "Sequence" ? try normalizer.objects("normalizers") : [normalizer]
        var result = ByteLevelBPETokenizer.Normalization.none
        for step in steps {
            switch try step.string("type") {
            case "NFC": result = .nfc
            case let other: throw step.unsupported("type", "'\(other)' normalizer")
            }
        }
        return result
    }

    private static func preTokenizer(_ root: JSONFields) throws -> (PreTokenizerKind, Bool) {
        guard let pre = try root.optionalObject("pre_tokenizer") else {
            throw root.unsupported("pre_tokenizer", "null (byte-level BPE needs a ByteLevel pre-tokenizer)")
        }
        let steps = try pre.string("type") == "Sequence" ? try pre.objects("pretokenizers") : [pre]
        var kind: PreTokenizerKind?
        var sawByteLevel = false
        var addsPrefixSpace = false
        for step in steps {
            switch try step.string("type") {
            case "Split":
                guard kind == nil else { throw step.unsupported("type", "a second Split") }
                let pattern = try step.objectField("pattern")
                guard let regex = try pattern.optionalString("Regex") else {
                    throw pattern.unsupported("String", "pattern (only the known Regex patterns are implemented)")
                }
                guard let known = knownPatterns[regex] else { throw pattern.unsupported("Regex", "'\(regex.prefix(80))'") }
                let behavior = try step.string("behavior")
                guard behavior == "Isolated" else { throw step.unsupported("behavior", "'\(behavior)'") }
                guard try !step.bool("invert", default: false) else { throw step.unsupported("invert", "true") }
                kind = known
            case "ByteLevel":
                sawByteLevel = true
                addsPrefixSpace = try step.bool("add_prefix_space", default: false)
                if try step.bool("use_regex", default: true) {
                    guard kind == nil else { throw step.unsupported("use_regex", "true after a Split") }
                    kind = .gpt2
                }
            case let other:
                throw step.unsupported("type", "'\(other)' pre-tokenizer")
            }
        }
        guard sawByteLevel, let kind else {
            throw pre.unsupported("type", "without ByteLevel and a known Split (only byte-level BPE is implemented)")
        }
        return (kind, addsPrefixSpace)
    }

    private static func checkDecoder(_ root: JSONFields) throws {
        guard let decoder = try root.optionalObject("decoder") else { return }
        let type = try decoder.string("type")
        guard type == "ByteLevel" else { throw decoder.unsupported("type", "'\(type)' decoder (byte-level BPE decodes bytes)") }
    }
}
