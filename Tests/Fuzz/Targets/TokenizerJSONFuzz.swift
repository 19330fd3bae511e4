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
