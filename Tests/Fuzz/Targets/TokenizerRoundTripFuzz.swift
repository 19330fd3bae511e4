import Foundation
@testable import Tokenizers

/// One tokenizer's encode → decode round trip on arbitrary bytes made text (invalid UTF-8
/// repaired as the library repairs files). `FUZZ_TOKENIZER` picks the vocabulary: gemma
/// (SentencePiece BPE), cl100k, o200k, r50k (tiktoken), llama3, qwen2 (tokenizer.json), unigram
/// (the committed byte-fallback Unigram fixture).
///
/// Invariants: `decode(encode(x)) == x` (NFC-composed for a vocabulary that normalizes to NFC);
/// the same with special tokens parsed, for byte-level BPE (a SentencePiece vocabulary with a
/// dummy prefix gives each text piece after a control token its own `▁`, as llama.cpp does, so
/// a space appears there); every id is inside the vocabulary; `count(x)` equals
/// `encode(x).count`; `piece(for:)` answers for the ids produced.
private let loaded: (tokenizer: any Tokenizer, composesNFC: Bool, isByteLevel: Bool) = {
    let name = ProcessInfo.processInfo.environment["FUZZ_TOKENIZER"] ?? "cl100k"
    let path: String
    switch name {
    case "gemma": path = CachedFiles.gemma
    case "cl100k", "o200k", "r50k": path = CachedFiles.tokenizer("\(name)_base.tiktoken")
    case "llama3", "qwen2": path = CachedFiles.tokenizer("\(name)/tokenizer.json")
    case "unigram": path = CachedFiles.repository + "/Tests/Fixtures/Tokenizers/Unigram/bytes.gguf"
    default: skipTarget("unknown FUZZ_TOKENIZER \(name)")
    }
    guard FileManager.default.fileExists(atPath: path) else { skipTarget("\(path) not fetched (Scripts/fetching/fetch-tokenizers.sh, fetch-gemma.sh)") }
    do {
        let tokenizer: any Tokenizer
        switch name {
        case "gemma", "unigram": tokenizer = try GGUFTokenizerLoader.load(path: path)
        case "llama3", "qwen2": tokenizer = try TokenizerJSONLoader.loadTokenizer(path: path)
        default: tokenizer = try TiktokenLoader.load(path: path)
        }
        let composes = (tokenizer as? ByteLevelBPETokenizer)?.normalization == .nfc
        return (tokenizer, composes, tokenizer is ByteLevelBPETokenizer)
    } catch {
        fatalError("\(path) does not load: \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (tokenizer, composesNFC, isByteLevel) = loaded
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let expected = composesNFC ? text.precomposedStringWithCanonicalMapping : text
    for parsing in [false, true] {
        let ids = tokenizer.encode(text, parsingSpecialTokens: parsing)
        invariant(tokenizer.count(text, parsingSpecialTokens: parsing) == ids.count,
                  "count != encode().count (parsingSpecialTokens: \(parsing)) for \(text.debugDescription)")
        for id in ids {
            invariant(id >= 0 && id < tokenizer.vocabularySize, "id \(id) outside the vocabulary of \(tokenizer.vocabularySize)")
        }
        do {
            let decoded = try tokenizer.decode(ids)
            invariant(decoded == expected || (parsing && !isByteLevel),
                      "decode(encode(x)) != x (parsingSpecialTokens: \(parsing)):\n  x = \(text.debugDescription)\n  got \(decoded.debugDescription)\n  ids \(ids)")
            if let first = ids.first { _ = try tokenizer.piece(for: first) }
        } catch {
            invariant(false, "decode of encode's own ids threw: \(error)")
        }
    }
    return 0
}
