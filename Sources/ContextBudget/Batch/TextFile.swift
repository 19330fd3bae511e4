import Foundation
import Tokenizers

/// Reads files as UTF-8 text, turning every way a file can be unusable into a clear error.
///
/// Shared by the batch engine and every command that reads a document, so that a missing,
/// binary or mis-encoded file gives the same message wherever it is met.
public enum TextFile {
    /// The bytes and text of the file at `path`.
    /// - Throws: `ContextBudgetError.unusableFile` for a missing file, a directory, an empty
    ///   file, a binary file (NUL bytes) and invalid UTF-8 (with the offset of the first bad byte).
    /// - Complexity: O(n) in the file's size.
    public static func read(_ path: String) throws -> (text: String, data: Data) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ContextBudgetError.unusableFile("\(path): no such file")
        }
        if isDirectory.boolValue {
            throw ContextBudgetError.unusableFile("\(path) is a directory; pass the files in it (for example \(path)/*.txt)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ContextBudgetError.unusableFile("\(path): cannot be read (\(error.localizedDescription))")
        }
        return (try decode(data, path: path), data)
    }

    /// `data` as UTF-8 text; `path` only names it in errors.
    /// - Throws: `ContextBudgetError.unusableFile` for empty, binary or invalid UTF-8 data.
    public static func decode(_ data: Data, path: String) throws -> String {
        guard !data.isEmpty else {
            throw ContextBudgetError.unusableFile("\(path) is empty: there is nothing to process")
        }
        if let nul = data.firstIndex(of: 0) {
            throw ContextBudgetError.unusableFile(
                "\(path) looks binary (NUL byte at offset \(nul - data.startIndex)); ctx reads UTF-8 text")
        }
        guard let text = String.validatingUTF8Bytes(data) else {
            let offset = firstInvalidUTF8Offset(in: data) ?? 0
            throw ContextBudgetError.unusableFile(
                "\(path) is not valid UTF-8 (first bad byte at offset \(offset)); convert it first, e.g. iconv -f LATIN1 -t UTF-8")
        }
        return text
    }

    /// Why a file is not text (empty, NUL bytes, not UTF-8), or nil when its first 8 KB look like
    /// UTF-8 text: the cheap test a folder walk applies to every file.
    public static func reasonNotText(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot be read" }
        defer { try? handle.close() }
        let head = handle.readData(ofLength: 8192)
        if head.isEmpty { return "empty" }
        if head.contains(0) { return "binary (NUL bytes)" }
        // The 8 KB may end inside a multi-byte character: allow up to 3 bytes cut off.
        for cut in 0...min(3, head.count - 1) where String(data: head.dropLast(cut), encoding: .utf8) != nil { return nil }
        return "not UTF-8 text"
    }

    /// Offset of the first byte that does not start or continue a valid UTF-8 sequence.
    /// - Complexity: O(n).
    static func firstInvalidUTF8Offset(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            if length > 1, String.validatingUTF8Bytes(bytes[index..<index + length]) == nil { return index }
            index += length
        }
        return nil
    }
}
