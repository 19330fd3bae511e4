import Foundation

extension TokenizerJSONLoader {
    /// Loads any `tokenizer.json` we implement: byte-level BPE or Unigram, by `model.type`.
    /// - Throws: as `load(path:)` and `loadUnigram(_:data:name:)`.
    /// - Complexity: O(file size).
    public static func loadTokenizer(path: String) throws -> any Tokenizer {
        let (root, data) = try parse(path: path)
        let model = try root.objectField("model")
        if try model.optionalString("type") == "Unigram" {
            return try loadUnigram(root, data: data, name: URL(fileURLWithPath: path).lastPathComponent)
        }
        return try load(root, name: URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Reads and parses the JSON object at `path`; also returns the bytes.
    static func parse(path: String) throws -> (JSONFields, Data) {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw TokenizerError.invalidFile(path: path, detail: "cannot read: \(error.localizedDescription)")
        }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            throw TokenizerError.invalidFile(path: path, detail: "not valid JSON: \(error.localizedDescription)")
        }
        guard let object = parsed as? [String: Any] else {
            throw TokenizerError.invalidFile(path: path, detail: "the top level should be a JSON object")
        }
        return (JSONFields(object, path: "", file: path), data)
    }

    /// `model.vocab` decoded again with `JSONDecoder`: on Linux, `JSONSerialization` rounds some
    /// decimal numbers to a neighbouring double, and a score one ulp off can break a Viterbi tie
    /// the other way than Hugging Face does.
    private struct ExactVocabulary: Decodable {
        struct Entry: Decodable {
            let piece: String
            let score: Double
            init(from decoder: Decoder) throws {
                var pair = try decoder.unkeyedContainer()
                piece = try pair.decode(String.self)
                score = try pair.decode(Double.self)
            }
        }
        struct Model: Decodable { let vocab: [Entry] }
        let model: Model
    }

    /// A `"Unigram"` model: `vocab` as `[piece, score]` pairs (ids are positions), `unk_id`,
    /// `byte_fallback`; added tokens (special ones are control tokens, the others are cut out of
    /// plain text as in Hugging Face); the normalizer steps `Sequence`, `NFC`, `NFKC`, `NFD`,
    /// `NFKD`, `Lowercase`, `Replace` (a string, or the regex `" {2,}"`), `Prepend`, `Strip`,
    /// `Precompiled` (SentencePiece's charsmap, applied per grapheme as Hugging Face does);
    /// the pre-tokenizers `Metaspace` (optionally after `WhitespaceSplit`) or none; decoders
    /// `Metaspace` or `Replace`/`ByteFallback`/`Fuse`/`Strip`. Anything else is an
    /// `unsupported` error naming the field.
    /// - Throws: `TokenizerError.invalidFile` / `.unsupported` naming the field.
    static func loadUnigram(_ root: JSONFields, data: Data, name: String) throws -> UnigramTokenizer {
        let model = try root.objectField("model")
        let vocab = try model.array("vocab")
        for (id, entry) in vocab.enumerated() {
            guard let pair = entry as? [Any], pair.count == 2, pair[0] is String, pair[1] is NSNumber else {
                throw model.mistyped("vocab[\(id)]", "a [piece, score] pair", entry)
            }
        }
        let exact: ExactVocabulary
        do { exact = try JSONDecoder().decode(ExactVocabulary.self, from: data) } catch {
            throw model.invalid("vocab", "cannot be read as [piece, score] pairs: \(error)")
        }
        let pieces = exact.model.vocab.map { Array($0.piece.utf8) }
        let scores = exact.model.vocab.map(\.score)
        guard !pieces.isEmpty else { throw model.invalid("vocab", "is empty") }
        guard model.has("unk_id") else {
            throw model.unsupported("unk_id", "null (a unigram model needs an unknown token for characters no piece covers)")
        }
        let unknownID = try model.int("unk_id")
        guard unknownID >= 0, unknownID < pieces.count else {
            throw model.invalid("unk_id", "\(unknownID) is outside the \(pieces.count)-piece vocabulary")
        }
        let byteFallback = try model.bool("byte_fallback", default: false)
        var kinds = [TokenKind](repeating: .normal, count: pieces.count)
        kinds[unknownID] = .unknown
        if byteFallback {
            for id in pieces.indices where SentencePieceTokenizer.byteValue(of: pieces[id]) != nil { kinds[id] = .byte }
        }
        var beginningOfSequenceID: Int?
        var endOfSequenceID: Int?
        if root.has("added_tokens") {
            for token in try root.objects("added_tokens") {
                let id = try token.int("id")
                guard id >= 0, id < pieces.count else { throw token.invalid("id", "\(id) is outside the \(pieces.count)-piece vocabulary") }
                let content = try token.string("content")
                for flag in ["lstrip", "rstrip", "single_word"] where try token.bool(flag, default: false) {
                    throw token.unsupported(flag, "true (added token '\(content)')")
                }
                guard Array(content.utf8) == pieces[id] else {
                    throw token.invalid("content", "'\(content)' differs from vocab[\(id)] '\(String(decoding: pieces[id], as: UTF8.self))'")
                }
                if id == unknownID { continue }
                kinds[id] = try token.bool("special", default: false) ? .control : .userDefined
                if content == "<s>" { beginningOfSequenceID = id }
                if content == "</s>" { endOfSequenceID = id }
            }
        }
        let steps = try unigramNormalizer(root)
        let metaspace = try unigramPreTokenizer(root)
        try checkUnigramDecoder(root)
        return try UnigramTokenizer(
            name: "\(name) (tokenizer.json)", pieces: pieces, scores: scores, kinds: kinds, unknownID: unknownID,
            beginningOfSequenceID: beginningOfSequenceID, endOfSequenceID: endOfSequenceID,
            addsBeginningOfSequence: false, addsEndOfSequence: false, byteFallback: byteFallback,
            normalization: .pipeline(steps: steps + (metaspace.splitsOnWhitespace ? [.whitespaceSplit] : []), metaspace: metaspace.metaspace),
            minimumOverAllPieces: true, userDefinedAsLiterals: true)
    }

    private static func unigramNormalizer(_ root: JSONFields) throws -> [TextNormalizationStep] {
        guard let normalizer = try root.optionalObject("normalizer") else { return [] }
        let steps = try normalizer.string("type") == "Sequence" ? try normalizer.objects("normalizers") : [normalizer]
        var result: [TextNormalizationStep] = []
        for step in steps {
            switch try step.string("type") {
            case "NFC": result.append(.nfc)
            case "NFKC": result.append(.nfkc)
            case "NFD": result.append(.nfd)
            case "NFKD": result.append(.nfkd)
            case "Lowercase": result.append(.lowercase)
            case "Prepend": result.append(.prepend(Array(try step.string("prepend").utf8)))
            case "Strip":
                result.append(.strip(left: try step.bool("strip_left", default: true), right: try step.bool("strip_right", default: true)))
            case "Replace":
                let pattern = try step.objectField("pattern")
                let content = Array(try step.string("content").utf8)
                if let literal = try pattern.optionalString("String") {
                    guard !literal.isEmpty else { throw pattern.invalid("String", "is empty") }
                    result.append(.replace(pattern: Array(literal.utf8), content: content))
                } else if let regex = try pattern.optionalString("Regex") {
                    guard regex == " {2,}" else { throw pattern.unsupported("Regex", "'\(regex.prefix(60))' (only \" {2,}\" is implemented)") }
                    result.append(.collapseSpaces(content: content))
                } else {
                    throw pattern.unsupported("type", "pattern without String or Regex")
                }
            case "Precompiled":
                let encoded = try step.string("precompiled_charsmap")
                guard let blob = Data(base64Encoded: encoded), let charsmap = PrecompiledCharsmap([UInt8](blob)) else {
                    throw step.invalid("precompiled_charsmap", "is not a base64 SentencePiece charsmap")
                }
                result.append(.precompiled(charsmap))
            case let other:
                throw step.unsupported("type", "'\(other)' normalizer")
            }
        }
        return result
    }

    private static func unigramPreTokenizer(_ root: JSONFields) throws -> (metaspace: Metaspace?, splitsOnWhitespace: Bool) {
        guard let pre = try root.optionalObject("pre_tokenizer") else { return (nil, false) }
        let steps = try pre.string("type") == "Sequence" ? try pre.objects("pretokenizers") : [pre]
        var metaspace: Metaspace?
        var splitsOnWhitespace = false
        for (index, step) in steps.enumerated() {
            switch try step.string("type") {
            case "WhitespaceSplit" where index == 0 && steps.count > 1:
                splitsOnWhitespace = true
            case "Metaspace" where index == steps.count - 1:
                let replacement = try step.optionalString("replacement") ?? "▁"
                guard replacement == "▁" else { throw step.unsupported("replacement", "'\(replacement)' (only ▁ is implemented)") }
                let scheme: Metaspace.PrependScheme
                switch try step.optionalString("prepend_scheme") {
                case "always"?: scheme = .always
                case "first"?: scheme = .first
                case "never"?: scheme = .never
                case nil: scheme = try step.bool("add_prefix_space", default: true) ? .always : .never
                case let other?: throw step.unsupported("prepend_scheme", "'\(other)'")
                }
                metaspace = Metaspace(prependScheme: scheme, splits: try step.bool("split", default: true))
            case let other:
                throw step.unsupported("type", "'\(other)' pre-tokenizer here (a unigram model takes Metaspace, optionally after WhitespaceSplit)")
            }
        }
        if splitsOnWhitespace {
            guard let metaspace, metaspace.splits, metaspace.prependScheme == .always else {
                throw pre.unsupported("type", "WhitespaceSplit without a splitting Metaspace (prepend_scheme always) after it")
            }
        }
        return (metaspace, splitsOnWhitespace)
    }

    private static func checkUnigramDecoder(_ root: JSONFields) throws {
        guard let decoder = try root.optionalObject("decoder") else { return }
        let steps = try decoder.string("type") == "Sequence" ? try decoder.objects("decoders") : [decoder]
        for step in steps {
            let type = try step.string("type")
            guard ["Metaspace", "Replace", "ByteFallback", "Fuse", "Strip"].contains(type) else {
                throw step.unsupported("type", "'\(type)' decoder (a unigram model decodes ▁ to spaces and byte pieces to bytes)")
            }
        }
    }
}
