/// The protocol revisions this client speaks, newest first. It offers the first; a server may
/// answer with another it prefers, which is accepted when it is in this list.
///
/// What changed between them that a client of tools sees: 2025-03-26 added tool annotations
/// and audio content, 2025-06-18 added `structuredContent`, `outputSchema`, `title` and
/// resource links, and 2025-11-25 tool icons; older servers simply omit the newer members,
/// which every decoder here treats as optional.
public enum MCPProtocolVersion {
    /// The revision offered in `initialize`.
    public static let latest = "2025-11-25"
    /// Every revision accepted in the server's answer.
    public static let supported = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
}
