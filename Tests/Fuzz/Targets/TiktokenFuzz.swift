import Tokenizers

/// The `.tiktoken` loader on arbitrary bytes, under each standard encoding's file name (the
/// first byte picks it; the name decides the specials and pre-tokenizer).
///
/// Invariants: as `TokenizerJSONFuzz` — `TokenizerError` for bad lines, and a loaded tokenizer
/// that stays inside its vocabulary and decodes its own ids.
private let names = ["r50k_base", "p50k_base", "cl100k_base", "o200k_base"]
private let scratches = names.map { ScratchFile(name: "\($0).tiktoken") }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let scratch = scratches[Int(input.byte()) % scratches.count]
    scratch.write(input.rest())
    let tokenizer: any Tokenizer
    do {
        tokenizer = try TiktokenLoader.load(path: scratch.path)
    } catch {
        expectDocumentedError(error, { $0 is TokenizerError }, "TiktokenLoader.load")
        _ = String(describing: error)
        return 0
    }
    checkLoadedTokenizer(tokenizer)
    return 0
}
