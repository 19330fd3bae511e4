import Foundation
import GGUF
import TestSupport
import Testing
@testable import Tokenizers

/// Bad input never crashes: truncated or corrupt GGUF, `tokenizer.json` with missing or
/// mistyped fields or unsupported components, broken `.tiktoken` lines. Every error names the
/// file and the field or value. Built from small files written here, so it runs offline.
struct TokenizerLoadingTests {
    static func temporaryFile(_ name: String, _ data: Data) throws -> String {
        try ScratchFolder.file(named: name, contents: data)
    }

    static func message(_ body: () throws -> Any) -> String {
        do { _ = try body(); return "no error" } catch { return String(describing: error) }
    }

    // MARK: GGUF

    /// A GGUF v3 image with no tensors and the given metadata.
    enum Value { case string(String), uint32(UInt32), bool(Bool), strings([String]), floats([Float]), int32s([Int32]) }

    static func gguf(_ entries: [(String, Value)]) -> [UInt8] {
        var bytes: [UInt8] = Array("GGUF".utf8)
        func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func string(_ text: String) { u64(UInt64(text.utf8.count)); bytes += Array(text.utf8) }
        u32(3); u64(0); u64(UInt64(entries.count))
        for (key, value) in entries {
            string(key)
            switch value {
            case .string(let text): u32(8); string(text)
            case .uint32(let number): u32(4); u32(number)
            case .bool(let flag): u32(7); bytes.append(flag ? 1 : 0)
            case .strings(let texts): u32(9); u32(8); u64(UInt64(texts.count)); texts.forEach(string)
            case .floats(let values): u32(9); u32(6); u64(UInt64(values.count)); values.forEach { u32($0.bitPattern) }
            case .int32s(let values): u32(9); u32(5); u64(UInt64(values.count)); values.forEach { u32(UInt32(bitPattern: $0)) }
            }
        }
        return bytes
    }

    /// A tiny SentencePiece vocabulary: control tokens, byte pieces, a few merges.
    static func tinyVocabulary(types: [Int32]? = nil) -> [(String, Value)] {
        let pieces = ["<pad>", "<eos>", "<bos>", "<unk>", "<start_of_turn>"] + (0..<256).map { String(format: "<0x%02X>", $0) }
            + ["▁", "a", "b", "ab", "▁ab", "  "]
        var kinds: [Int32] = [3, 3, 3, 2, 3] + [Int32](repeating: 6, count: 256) + [1, 1, 1, 1, 1, 4]
        if let types { kinds = types }
        let scores: [Float] = pieces.indices.map { -Float($0) }
        return [
            ("general.architecture", .string("tiny")),
            ("tokenizer.ggml.model", .string("llama")),
            ("tokenizer.ggml.tokens", .strings(pieces)),
            ("tokenizer.ggml.scores", .floats(scores)),
            ("tokenizer.ggml.token_type", .int32s(kinds)),
            ("tokenizer.ggml.bos_token_id", .uint32(2)),
            ("tokenizer.ggml.eos_token_id", .uint32(1)),
            ("tokenizer.ggml.unknown_token_id", .uint32(3)),
            ("tokenizer.ggml.add_space_prefix", .bool(false)),
        ]
    }

    @Test func tinyGGUFVocabularyEncodesAndRoundTrips() throws {
        let path = try Self.temporaryFile("tiny.gguf", Data(Self.gguf(Self.tinyVocabulary())))
        let tokenizer = try GGUFTokenizerLoader.load(path: path)
        let text = "ab ab  é"
        let ids = tokenizer.encode(text)
        #expect(try tokenizer.decode(ids) == text)
        // "ab", "▁ab", the user-defined double space, then é as two byte pieces.
        #expect(try ids.map { try tokenizer.piece(for: $0) } == ["ab", "▁ab", "  ", "<0xC3>", "<0xA9>"])
        #expect(tokenizer.encode("<start_of_turn>", parsingSpecialTokens: true) == [4])
        #expect(!tokenizer.encode("<start_of_turn>").contains(4))
        #expect(throws: TokenizerError.idOutOfRange(id: 267, vocabularySize: 267)) { try tokenizer.decode([267]) }
    }

    @Test func truncatedGGUFNamesTheFieldItStoppedIn() throws {
        let image = Self.gguf(Self.tinyVocabulary())
        for length in [3, 20, 60, image.count / 2, image.count - 1] {
            let path = try Self.temporaryFile("truncated.gguf", Data(image.prefix(length)))
            let message = Self.message { try GGUFTokenizerLoader.load(path: path) }
            #expect(message.contains(path), "\(length): \(message)")
            #expect(message.contains("truncated") || message.contains("not a GGUF") || message.contains("metadata"), "\(length): \(message)")
        }
    }

    @Test func corruptGGUFMetadataIsReported() throws {
        var missingModel = Self.tinyVocabulary()
        missingModel.removeAll { $0.0 == "tokenizer.ggml.model" }
        let missing = try Self.temporaryFile("missing.gguf", Data(Self.gguf(missingModel)))
        #expect(Self.message { try GGUFTokenizerLoader.load(path: missing) }.contains("tokenizer.ggml.model"))

        let badTypes = Self.tinyVocabulary(types: [Int32](repeating: 9, count: 267))
        let typed = try Self.temporaryFile("types.gguf", Data(Self.gguf(badTypes)))
        #expect(Self.message { try GGUFTokenizerLoader.load(path: typed) }.contains("tokenizer.ggml.token_type"))

        let shortScores = Self.tinyVocabulary().map { $0.0 == "tokenizer.ggml.scores" ? ($0.0, Value.floats([1, 2])) : $0 }
        let scores = try Self.temporaryFile("scores.gguf", Data(Self.gguf(shortScores)))
        #expect(Self.message { try GGUFTokenizerLoader.load(path: scores) }.contains("tokenizer.ggml.scores"))

        let badBOS = Self.tinyVocabulary().map { $0.0 == "tokenizer.ggml.bos_token_id" ? ($0.0, Value.uint32(9999)) : $0 }
        let bos = try Self.temporaryFile("bos.gguf", Data(Self.gguf(badBOS)))
        #expect(Self.message { try GGUFTokenizerLoader.load(path: bos) }.contains("9999"))

        let wordPiece = Self.tinyVocabulary().map { $0.0 == "tokenizer.ggml.model" ? ($0.0, Value.string("bert")) : $0 }
        let bert = try Self.temporaryFile("bert.gguf", Data(Self.gguf(wordPiece)))
        #expect(throws: TokenizerError.unsupported(path: bert, component: "tokenizer model \"tokenizer.ggml.model\" = 'bert'")) {
            try GGUFTokenizerLoader.load(path: bert)
        }
        let notGGUF = try Self.temporaryFile("text.gguf", Data("hello, not a model".utf8))
        #expect(Self.message { try GGUFTokenizerLoader.load(path: notGGUF) }.contains("not a GGUF"))
    }

    // MARK: tokenizer.json

    /// A minimal byte-level BPE tokenizer.json: the 256 byte characters, three merges.
    static func tokenizerJSON(_ edit: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        var vocab: [String: Int] = [:]
        for (byte, scalar) in GPT2ByteAlphabet.characters.enumerated() { vocab[String(Character(scalar))] = byte }
        vocab["Ġt"] = 256; vocab["he"] = 257; vocab["Ġthe"] = 258
        var root: [String: Any] = [
            "version": "1.0",
            "normalizer": NSNull(),
            "pre_tokenizer": ["type": "ByteLevel", "add_prefix_space": false, "use_regex": true],
            "decoder": ["type": "ByteLevel"],
            "added_tokens": [["id": 259, "content": "<|end|>", "special": true]],
            "model": ["type": "BPE", "vocab": vocab, "merges": ["Ġ t", "h e", "Ġt he"]],
        ]
        edit(&root)
        return try temporaryFile("tokenizer.json", try JSONSerialization.data(withJSONObject: root))
    }

    @Test func tinyTokenizerJSONEncodes() throws {
        let tokenizer = try TokenizerJSONLoader.load(path: try Self.tokenizerJSON())
        #expect(tokenizer.encode(" the") == [258])
        #expect(tokenizer.encode("the") == [Int(UInt8(ascii: "t")), 257])
        #expect(tokenizer.encode("<|end|>", parsingSpecialTokens: true) == [259])
        #expect(try tokenizer.decode(tokenizer.encode("x the <|end|> é")) == "x the <|end|> é")
        #expect(throws: TokenizerError.idOutOfRange(id: 260, vocabularySize: 260)) { try tokenizer.decode([260]) }
    }

    @Test func tokenizerJSONErrorsNameTheField() throws {
        func message(_ edit: @escaping (inout [String: Any]) -> Void) throws -> String {
            let path = try Self.tokenizerJSON(edit)
            return Self.message { try TokenizerJSONLoader.load(path: path) }
        }
        #expect(try message { $0["model"] = nil }.contains("missing field 'model'"))
        #expect(try message { $0["model"] = "BPE" }.contains("field 'model' should be an object"))
        #expect(try message { root in
            var model = root["model"] as! [String: Any]; model["merges"] = nil; root["model"] = model
        }.contains("missing field 'model.merges'"))
        #expect(try message { root in
            var model = root["model"] as! [String: Any]; model["merges"] = ["Ġ zz"]; root["model"] = model
        }.contains("model.merges[0]"))
        #expect(try message { root in
            var model = root["model"] as! [String: Any]; var vocab = model["vocab"] as! [String: Any]
            vocab["he"] = "seven"; model["vocab"] = vocab; root["model"] = model
        }.contains("model.vocab.he"))
        #expect(try message { $0["normalizer"] = ["type": "NFKC"] }.contains("normalizer.type 'NFKC'"))
        #expect(try message { $0["pre_tokenizer"] = ["type": "Split", "pattern": ["Regex": "\\w+"], "behavior": "Isolated"] }
            .contains("pre_tokenizer.pattern.Regex"))
        #expect(try message { root in
            var model = root["model"] as! [String: Any]; model["type"] = "WordPiece"; root["model"] = model
        }.contains("model.type 'WordPiece'"))
        #expect(try message { $0["added_tokens"] = [["id": 259, "content": "<|end|>", "special": true, "lstrip": true]] }
            .contains("added_tokens[0].lstrip"))
        let notJSON = try Self.temporaryFile("broken.json", Data("{\"model\": ".utf8))
        #expect(Self.message { try TokenizerJSONLoader.load(path: notJSON) }.contains("not valid JSON"))
    }

    // MARK: .tiktoken

    @Test func tiktokenErrorsNameTheLine() throws {
        func load(_ text: String, name: String = "cl100k_base.tiktoken") throws -> String {
            let path = try Self.temporaryFile(name, Data(text.utf8))
            return Self.message { try TiktokenLoader.load(path: path) }
        }
        #expect(try load("IQ== 0\nIg== 1\n!!!! 2\n").contains("line 3: invalid base64 '!!!!'"))
        #expect(try load("IQ== 0\nIg== one\n").contains("line 2: rank is not a number"))
        // A rank sizes the vocabulary's tables: one near 10^9 made a 20-byte file allocate
        // gigabytes (found by the tiktoken fuzz target); ranks stop below 2^24, as tokenizer.json ids do.
        #expect(try load("IQ== 0\nIg== 999999999\n").contains("line 2: rank is not a number below 2^24 (16777216)"))
        #expect(try load("IQ== 16777216\n").contains("line 1: rank is not a number below 2^24"))
        // The fuzzer's own input (17 s and 3.9 GB of RSS under ASan before the bounds); ranks also
        // stay below the line count, so that memory follows the file's size.
        #expect(try load("\njg== 244\nlw== 245\nmA== 446212244\nl\naWM= 299\n")
            .contains("line 2: rank 244 is not below the file's 7 lines"))
        #expect(try load("IQ== 0\nIg== 2\n").contains("has no token"))  // rank 2 of 3 lines passes
        #expect(try load("IQ== 0\nIg== 3\n").contains("line 2: rank 3 is not below the file's 3 lines"))
        #expect(try load("IQ==0\n").contains("line 1: expected 'BASE64 RANK'"))
        #expect(try load("IQ== 0\nIg== 0\n").contains("rank 0 appears twice"))
        #expect(try load("IQ== 0\n", name: "mystery.tiktoken").contains("tiktoken encoding 'mystery'"))
        // A valid file without all 256 bytes is not a byte-level vocabulary.
        #expect(try load("IQ== 0\n").contains("has no token"))
    }

    @Test func specificationsParse() throws {
        #expect(try TokenizerSpecification(parsing: "estimate") == .estimate)
        #expect(try TokenizerSpecification(parsing: "gguf:/m.gguf") == .gguf(path: "/m.gguf"))
        #expect(try TokenizerSpecification(parsing: "json:a:b.json") == .tokenizerJSON(path: "a:b.json"))
        #expect(try TokenizerSpecification(parsing: "tiktoken:x.tiktoken") == .tiktoken(path: "x.tiktoken"))
        #expect(throws: TokenizerError.invalidSpecification("gguf:")) { try TokenizerSpecification(parsing: "gguf:") }
        #expect(throws: TokenizerError.invalidSpecification("bpe:x")) { try TokenizerSpecification(parsing: "bpe:x") }
        #expect(Self.message { try TokenizerSpecification.gguf(path: "/no/such.gguf").loadTokenizer() }.contains("/no/such.gguf: no such file"))
    }
}
