import ContextBudget

/// What the server said about itself in `initialize`.
public struct MCPInitialization: Sendable, Equatable {
    /// The revision both sides now speak.
    public var protocolVersion: String
    /// The server's name (`serverInfo.name`).
    public var serverName: String
    /// The server's version (`serverInfo.version`).
    public var serverVersion: String
    /// The capabilities object as sent (`tools`, `resources`, `prompts`, `logging`…).
    public var capabilities: JSONValue
    /// Guidance the server gives its host's model, if any.
    public var instructions: String?

    /// True when the server offers tools at all.
    public var offersTools: Bool { capabilities["tools"] != nil }
    /// True when the server says it sends `notifications/tools/list_changed`.
    public var announcesToolListChanges: Bool { capabilities["tools"]?["listChanged"]?.boolValue == true }

    init(_ result: JSONValue) throws(MCPError) {
        guard case .object = result else { throw .invalidResult(method: "initialize", detail: "the result is not an object") }
        guard let version = result["protocolVersion"]?.stringValue else {
            throw .invalidResult(method: "initialize", detail: "protocolVersion is missing")
        }
        protocolVersion = version
        serverName = result["serverInfo"]?["name"]?.stringValue ?? "unnamed server"
        serverVersion = result["serverInfo"]?["version"]?.stringValue ?? ""
        capabilities = result["capabilities"] ?? .object([:])
        instructions = result["instructions"]?.stringValue
    }
}
