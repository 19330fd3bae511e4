import ContextBudget

/// The `error` member of a JSON-RPC error response: what the peer said went wrong.
public struct JSONRPCErrorObject: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error code; the constants below are the ones JSON-RPC and MCP define.
    public var code: Int
    /// A short description, for people.
    public var message: String
    /// Anything the peer attached.
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The text was not JSON.
    public static let parseError = -32700
    /// The JSON was not a valid request.
    public static let invalidRequest = -32600
    /// The method does not exist or is not offered.
    public static let methodNotFound = -32601
    /// The parameters were wrong (MCP also uses it for an unknown tool).
    public static let invalidParams = -32602
    /// The peer failed while handling the request.
    public static let internalError = -32603

    /// The error as it appears in a message.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["code": .number(Double(code)), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }

    /// Reads an error object; nil when `code` is not an integer or `message` is not a string.
    init?(_ value: JSONValue) {
        guard case let .object(members) = value, case let .number(code)? = members["code"], code == code.rounded(),
              abs(code) < 1e15, case let .string(message)? = members["message"] else { return nil }
        self.init(code: Int(code), message: message, data: members["data"])
    }

    public var description: String {
        "\(message) (JSON-RPC error \(code)" + (data.map { ", data: \(Self.excerpt($0.compactText))" } ?? "") + ")"
    }

    static func excerpt(_ text: String, limit: Int = 300) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}
