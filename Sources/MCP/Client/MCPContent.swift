import ContextBudget

/// One block of a tool result's `content`.
///
/// Text is what a language model reads; every other kind becomes a one-line placeholder
/// (`[image: image/png, 12 KB]`) so that a screenshot's base64 never reaches a 4K window, while
/// the model still learns that something was returned.
public enum MCPContent: Sendable, Equatable {
    case text(String)
    /// Base64 image data and its MIME type.
    case image(base64: String, mimeType: String)
    /// Base64 audio data and its MIME type.
    case audio(base64: String, mimeType: String)
    /// An embedded resource: its text, or its base64 blob.
    case resource(uri: String, mimeType: String?, text: String?, blobBase64: String?)
    /// A link to a resource the server can serve (not fetched).
    case resourceLink(uri: String, name: String?, mimeType: String?)
    /// A kind this client does not know, kept by its `type`.
    case other(type: String)

    init(_ value: JSONValue) {
        let type = value["type"]?.stringValue ?? "(no type)"
        switch type {
        case "text":
            self = .text(value["text"]?.stringValue ?? "")
        case "image":
            self = .image(base64: value["data"]?.stringValue ?? "", mimeType: value["mimeType"]?.stringValue ?? "unknown type")
        case "audio":
            self = .audio(base64: value["data"]?.stringValue ?? "", mimeType: value["mimeType"]?.stringValue ?? "unknown type")
        case "resource":
            let resource = value["resource"]
            self = .resource(uri: resource?["uri"]?.stringValue ?? "", mimeType: resource?["mimeType"]?.stringValue,
                             text: resource?["text"]?.stringValue, blobBase64: resource?["blob"]?.stringValue)
        case "resource_link":
            self = .resourceLink(uri: value["uri"]?.stringValue ?? "", name: value["name"]?.stringValue,
                                 mimeType: value["mimeType"]?.stringValue)
        default:
            self = .other(type: type)
        }
    }

    /// What the model reads for this block: the text itself, or a short placeholder.
    public var rendered: String {
        switch self {
        case let .text(text):
            return text
        case let .image(data, mimeType):
            return "[image: \(mimeType), \(Self.size(ofBase64: data))]"
        case let .audio(data, mimeType):
            return "[audio: \(mimeType), \(Self.size(ofBase64: data))]"
        case let .resource(uri, mimeType, text, blob):
            if let text { return "[resource: \(uri)]\n" + text }
            return "[resource: \(uri)" + (mimeType.map { ", \($0)" } ?? "") + (blob.map { ", \(Self.size(ofBase64: $0))" } ?? "") + "]"
        case let .resourceLink(uri, name, mimeType):
            return "[resource link: \(uri)" + (name.map { " (\($0))" } ?? "") + (mimeType.map { ", \($0)" } ?? "") + "]"
        case let .other(type):
            return "[\(type) content]"
        }
    }

    /// The decoded size of base64 text, in the units people read (`512 bytes`, `12 KB`, `3.4 MB`).
    static func size(ofBase64 text: String) -> String {
        let characters = text.utf8.count { $0 != 0x0A && $0 != 0x0D }
        let padding = text.utf8.reversed().prefix { $0 == UInt8(ascii: "=") || $0 == 0x0A || $0 == 0x0D }.count { $0 == UInt8(ascii: "=") }
        return byteCount(max(0, characters / 4 * 3 - padding))
    }

    static func byteCount(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1024 * 1024 { return "\((bytes + 512) / 1024) KB" }
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
