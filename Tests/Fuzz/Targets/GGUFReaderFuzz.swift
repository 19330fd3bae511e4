import GGUF
import Tokenizers

/// The GGUF reader on arbitrary bytes: header, metadata, tensor table and tensor bounds, then
/// the tokenizer loader on whatever metadata parsed.
///
/// Invariants: bad bytes throw `GGUFError` (or `TokenizerError` from the tokenizer loader),
/// never anything else and never a trap; a file that parses has every tensor inside the file,
/// after the data offset, aligned, sized as its type and shape say, and findable by its unique
/// name; small tensors dequantize to exactly their element count; a tokenizer that loads
/// encodes to ids inside its vocabulary and decodes them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file: GGUFFile
    do {
        file = try GGUFFile(bytes: bytes)
    } catch {
        expectDocumentedError(error, { $0 is GGUFError }, "GGUFFile(bytes:)")
        _ = String(describing: error)  // the message itself must be buildable
        return 0
    }
    checkLayout(file, byteCount: bytes.count)
    loadTokenizer(file)
    return 0
}

private func checkLayout(_ file: GGUFFile, byteCount: Int) {
    invariant(file.fileSize == byteCount, "fileSize \(file.fileSize) != \(byteCount) bytes given")
    invariant(file.version == 2 || file.version == 3, "version \(file.version) accepted")
    invariant(file.alignment > 0 && file.alignment.nonzeroBitCount == 1, "alignment \(file.alignment) is not a power of two")
    invariant(file.dataOffset % file.alignment == 0, "data offset \(file.dataOffset) not aligned to \(file.alignment)")
    invariant(file.metadata.count == file.metadata.keys.count, "metadata count disagrees with its keys")
    invariant(Set(file.metadata.keys).count == file.metadata.keys.count, "a metadata key appears twice")
    for key in file.metadata.keys {
        invariant(file.metadata[key] != nil, "metadata key \(key) has no value")
    }
    var names = Set<String>()
    for (index, tensor) in file.tensors.enumerated() {
        invariant(names.insert(tensor.name).inserted, "tensor \(tensor.name) appears twice")
        invariant(tensor.fileOffset >= file.dataOffset, "tensor \(tensor.name) starts before the data section")
        invariant((tensor.fileOffset - file.dataOffset) % file.alignment == 0, "tensor \(tensor.name) is not aligned")
        invariant(tensor.byteCount >= 0 && tensor.fileRange.upperBound <= file.fileSize,
                  "tensor \(tensor.name) ends past the file (\(tensor.fileRange) > \(file.fileSize))")
        invariant(tensor.shape.count <= 4 && tensor.shape.allSatisfy { $0 >= 0 }, "tensor \(tensor.name) has shape \(tensor.shape)")
        invariant(file.tensor(named: tensor.name) == tensor, "tensor \(tensor.name) not found by name")
        if let blockSize = tensor.type.blockSize, let blockBytes = tensor.type.blockBytes {
            invariant(tensor.byteCount == tensor.elementCount / blockSize * blockBytes,
                      "tensor \(tensor.name): \(tensor.byteCount) bytes for \(tensor.elementCount) \(tensor.type) elements")
        } else {
            invariant(false, "tensor \(tensor.name) of unknown type \(tensor.type) accepted")
        }
        invariant(file.bytes(of: tensor).count == tensor.byteCount, "bytes(of:) of \(tensor.name) has the wrong length")
        if index < 8, tensor.elementCount <= 4096 {  // dequantizing more costs time, not coverage
            do {
                let values = try file.floats(of: tensor)
                invariant(values.count == tensor.elementCount, "floats(of: \(tensor.name)) gave \(values.count) of \(tensor.elementCount)")
            } catch {
                expectDocumentedError(error, { $0 is GGUFError }, "floats(of:)")
                invariant(!tensor.type.canDequantize, "floats(of:) threw for a dequantizable type: \(error)")
            }
        }
    }
}

private func loadTokenizer(_ file: GGUFFile) {
    let tokenizer: any Tokenizer
    do {
        tokenizer = try GGUFTokenizerLoader.load(file)
    } catch {
        expectDocumentedError(error, { $0 is TokenizerError || $0 is GGUFError }, "GGUFTokenizerLoader.load")
        _ = String(describing: error)
        return
    }
    for text in ["Hello, world!", " two  spaces\n", "日本語 ünïcödé 🎉", "<start_of_turn>user"] {
        let ids = tokenizer.encode(text)
        invariant(ids.allSatisfy { $0 >= 0 && $0 < tokenizer.vocabularySize },
                  "an id of \(ids) is outside the vocabulary of \(tokenizer.vocabularySize)")
        invariant(tokenizer.count(text) == ids.count, "count(\(text.debugDescription)) != encode().count")
        do { _ = try tokenizer.decode(ids) } catch { invariant(false, "decode of encode's own ids threw: \(error)") }
    }
}
