import ContextBudget
import Foundation
import MCP

/// The material of a call: `text` given inline, or `path`, a file under the server's roots;
/// exactly one of them, within the input limit.
struct DocumentInput {
    /// The path as given, or "text" for inline text; names the input in messages.
    var name: String
    /// The text as read (a transcript file's JSON, not its rendering).
    var text: String
    var data: Data
    /// True when it came from a file ending in `.md` or `.markdown`.
    var isMarkdownFile: Bool

    /// The schema members of the two arguments, for a tool's `inputSchema`.
    static let schemaProperties: [String: JSONValue] = [
        "text": ["type": "string", "description": "The text itself (give this or path)."],
        "path": ["type": "string", "description": "A UTF-8 text file under the server's roots, absolute or relative to the first root (give this or text)."],
    ]

    /// Reads whichever of `text` and `path` the call gives.
    /// - Throws: `MCPToolArgumentError` for neither or both; `FileAccessError` and
    ///   `ContextBudgetError.unusableFile` for a file that may not or cannot be read as text.
    static func read(_ arguments: MCPToolArguments, configuration: ServerConfiguration) throws -> DocumentInput {
        let limit = configuration.limits.maximumInputBytes
        switch (try arguments.string("text"), try arguments.string("path")) {
        case let (text?, nil):
            let data = Data(text.utf8)
            guard data.count <= limit else {
                throw MCPToolArgumentError("'text' has \(data.count) bytes, over this server's limit of \(limit); send less, or start the server with a larger --max-input-bytes")
            }
            guard !text.isEmpty else { throw MCPToolArgumentError("'text' is empty: there is nothing to process") }
            return DocumentInput(name: "text", text: text, data: data, isMarkdownFile: false)
        case let (nil, path?):
            let data = try configuration.roots.read(path, maximumBytes: limit)
            let lowered = path.lowercased()
            return DocumentInput(name: path, text: try TextFile.decode(data, path: path), data: data,
                                 isMarkdownFile: lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown"))
        case (nil, nil):
            throw MCPToolArgumentError("\(arguments.toolName) needs 'text' (the text itself) or 'path' (a file under the server's roots)")
        case (.some, .some):
            throw MCPToolArgumentError("give 'text' or 'path' to \(arguments.toolName), not both")
        }
    }

    /// What is summarized or planned, as `ctx summarize` reads it (`SummaryMaterial`).
    var material: SummaryMaterial { SummaryMaterial(path: name, text: text, data: data) }
}
