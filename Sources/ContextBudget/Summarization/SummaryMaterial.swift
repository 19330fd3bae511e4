import Foundation

/// What is summarized of a file: its text, or for a `.json` file that is a transcript (this
/// package's format or OpenAI messages) its messages as `role: text` paragraphs
/// (`SummaryPlanner.document(from:)`), with a word saying which. One rule for `ctx summarize`,
/// `ctx plan` and the MCP tools, whichever way they read the file's bytes.
public struct SummaryMaterial: Sendable, Hashable {
    /// The text to summarize.
    public var text: String
    /// "document", or "transcript (N entries)" when a transcript file was rendered as its messages.
    public var kind: String

    /// The material of the file at `path`, whose bytes are `data` and whose UTF-8 text is `text`.
    /// - Complexity: O(n) in the file's size.
    public init(path: String, text: String, data: Data) {
        if path.hasSuffix(".json"), let (transcript, _) = try? Transcript.decode(data, source: path) {
            self.text = SummaryPlanner.document(from: transcript)
            kind = "transcript (\(transcript.entries.count) entries)"
        } else {
            self.text = text
            kind = "document"
        }
    }
}
