/// The start of an unreadable line, for a report: at most 160 bytes, decoded with repair, and an
/// ellipsis when there was more.
enum LineExcerpt {
    static func of(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(160), as: UTF8.self)
        return bytes.count > 160 ? text + "…" : text
    }
}
