import Tokenizers

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
