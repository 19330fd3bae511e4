import Tokenizers

/// The `tokenizer.json` loader (byte-level BPE and Unigram) on arbitrary bytes.
///
/// Invariants: a bad file throws `TokenizerError` naming the field, never anything else and
/// never a trap; a tokenizer that loads encodes to ids inside its vocabulary, counts what it
/// encodes, and decodes its own ids without throwing.
private let scratch = ScratchFile(name: "tokenizer.json")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    scratch.write(Array(UnsafeBufferPointer(start: data, count: size)))
    let tokenizer: any Tokenizer
    do {
        tokenizer = try TokenizerJSONLoader.loadTokenizer(path: scratch.path)
    } catch {
        expectDocumentedError(error, { $0 is TokenizerError }, "TokenizerJSONLoader.loadTokenizer")
        _ = String(describing: error)
        return 0
    }
    checkLoadedTokenizer(tokenizer)
    return 0
}

/// What every tokenizer that loads must do on a few texts.
func checkLoadedTokenizer(_ tokenizer: any Tokenizer) {
    for text in ["Hello, world!", " two  spaces\n\n", "日本語 ünïcödé 🎉", "<|endoftext|> <s>", ""] {
        for parsing in [false, true] {
            let ids = tokenizer.encode(text, parsingSpecialTokens: parsing)
            invariant(ids.allSatisfy { $0 >= 0 && $0 < tokenizer.vocabularySize },
                      "an id of \(ids) is outside the vocabulary of \(tokenizer.vocabularySize)")
            invariant(tokenizer.count(text, parsingSpecialTokens: parsing) == ids.count,
                      "count(\(text.debugDescription), parsingSpecialTokens: \(parsing)) != encode().count")
            do {
                _ = try tokenizer.decode(ids)
                _ = try tokenizer.decode(ids, skippingControlTokens: true)
            } catch {
                invariant(false, "decode of encode's own ids threw: \(error)")
            }
        }
    }
    do {
        _ = try tokenizer.decode([tokenizer.vocabularySize])
        invariant(false, "decode accepted id \(tokenizer.vocabularySize), one past the vocabulary")
    } catch {
        expectDocumentedError(error, { $0 is TokenizerError }, "decode of an out-of-range id")
    }
}
