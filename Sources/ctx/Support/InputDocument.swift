import Foundation

/// A text file read for a command, with every way it can be unusable turned into a clear error.
struct InputDocument {
    let path: String
    let text: String
    let byteCount: Int

    /// Reads `path` as UTF-8 text.
    /// - Throws: `CLIError.failure` for a missing file, a directory, an empty file, a binary
    ///   file (NUL bytes) and invalid UTF-8 (with the offset of the first bad byte).
    static func read(_ path: String) throws -> InputDocument {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError.failure("\(path): no such file")
        }
        if isDirectory.boolValue {
            throw CLIError.failure("\(path) is a directory; pass the files in it (for example \(path)/*.txt)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.failure("\(path): cannot be read (\(error.localizedDescription))")
        }
        return try InputDocument(path: path, data: data)
    }

    init(path: String, data: Data) throws {
        guard !data.isEmpty else {
            throw CLIError.failure("\(path) is empty: there is nothing to process")
        }
        if let nul = data.firstIndex(of: 0) {
            throw CLIError.failure(
                "\(path) looks binary (NUL byte at offset \(nul - data.startIndex)); ctx reads UTF-8 text")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let offset = Self.firstInvalidUTF8Offset(in: data) ?? 0
            throw CLIError.failure(
                "\(path) is not valid UTF-8 (first bad byte at offset \(offset)); convert it first, e.g. iconv -f LATIN1 -t UTF-8")
        }
        self.path = path
        self.text = text
        self.byteCount = data.count
    }

    /// Offset of the first byte that does not start or continue a valid UTF-8 sequence.
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
            if length > 1, String(validating: bytes[index..<index + length], as: UTF8.self) == nil { return index }
            index += length
        }
        return nil
    }
}
