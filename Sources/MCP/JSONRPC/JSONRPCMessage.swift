import ContextBudget
import Foundation

/// One JSON-RPC 2.0 message, as MCP exchanges them: a request (expects an answer), a
/// notification (does not), a result, or an error.
///
/// Decoding checks the envelope strictly (`"jsonrpc": "2.0"`, an id of the right kind, exactly
/// one of `result` and `error`) because a message that is almost right is the one that would
/// otherwise be answered wrongly or leave a call waiting; every problem is a typed
/// `JSONRPCDecodingError`, never a trap.
public enum JSONRPCMessage: Sendable, Equatable {
    case request(id: JSONRPCID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: JSONRPCID, result: JSONValue)
    /// An error answer; `id` is nil when the peer could not read the request's id.
    case error(id: JSONRPCID?, JSONRPCErrorObject)

    /// Decodes one message from its JSON text.
    /// - Throws: `JSONRPCDecodingError` saying what is wrong.
    /// - Complexity: O(n) in the size of the text.
    public init(decoding data: Data) throws(JSONRPCDecodingError) {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .notJSON
        }
        try self.init(value)
    }

    /// Reads a message from a decoded JSON value.
    /// - Throws: `JSONRPCDecodingError` saying what is wrong.
    public init(_ value: JSONValue) throws(JSONRPCDecodingError) {
        guard case let .object(members) = value else {
            if case .array = value { throw .batch }
            throw .notAnObject
        }
        guard members["jsonrpc"] == .string("2.0") else { throw .wrongVersion(members["jsonrpc"]?.compactText) }
        let params = members["params"]
        if let params {
            switch params {
            case .object, .array: break
            default: throw .invalidParams
            }
        }
        if let method = members["method"] {
            guard case let .string(name) = method, !name.isEmpty else { throw .invalidMethod }
            guard let rawID = members["id"] else {
                self = .notification(method: name, params: params)
                return
            }
            guard let id = JSONRPCID(rawID) else { throw .invalidID(rawID.compactText) }
            self = .request(id: id, method: name, params: params)
            return
        }
        switch (members["result"], members["error"]) {
        case let (result?, nil):
            guard let rawID = members["id"], let id = JSONRPCID(rawID) else { throw .invalidID(members["id"]?.compactText) }
            self = .response(id: id, result: result)
        case let (nil, error?):
            guard let object = JSONRPCErrorObject(error) else { throw .invalidErrorObject }
            let rawID = members["id"] ?? .null
            if rawID == .null {
                self = .error(id: nil, object)
            } else {
                guard let id = JSONRPCID(rawID) else { throw .invalidID(rawID.compactText) }
                self = .error(id: id, object)
            }
        case (.some, .some): throw .resultAndError
        case (nil, nil): throw .noMethodResultOrError
        }
    }

    /// The message as a JSON value.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0"]
        switch self {
        case let .request(id, method, params):
            members["id"] = id.json
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case let .notification(method, params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case let .response(id, result):
            members["id"] = id.json
            members["result"] = result
        case let .error(id, error):
            members["id"] = id?.json ?? .null
            members["error"] = error.json
        }
        return .object(members)
    }

    /// Compact JSON text on one line (newlines inside strings are escaped), as the stdio
    /// transport frames messages; without the trailing newline.
    public var text: String { json.compactText }

    /// The method of a request or notification.
    public var method: String? {
        switch self {
        case let .request(_, method, _), let .notification(method, _): method
        case .response, .error: nil
        }
    }
}

/// Why a text is not a JSON-RPC message MCP accepts.
public enum JSONRPCDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not JSON text at all (a server printing logs to stdout, a cut line).
    case notJSON
    /// JSON, but not an object.
    case notAnObject
    /// A JSON array: a JSON-RPC batch, which MCP no longer uses.
    case batch
    /// `jsonrpc` is missing or not "2.0" (the value found, if any).
    case wrongVersion(String?)
    /// `method` is not a non-empty string.
    case invalidMethod
    /// `id` is missing where it is needed, or not an integer or a string (the value found).
    case invalidID(String?)
    /// `params` is neither an object nor an array.
    case invalidParams
    /// `error` lacks an integer `code` or a string `message`.
    case invalidErrorObject
    /// Both `result` and `error`.
    case resultAndError
    /// Neither a method nor a result nor an error.
    case noMethodResultOrError

    public var description: String {
        switch self {
        case .notJSON: "not JSON"
        case .notAnObject: "JSON but not an object"
        case .batch: "a JSON-RPC batch (an array), which MCP does not use"
        case let .wrongVersion(found): "\"jsonrpc\" must be \"2.0\"" + (found.map { ", got \($0)" } ?? ", missing")
        case .invalidMethod: "\"method\" must be a non-empty string"
        case let .invalidID(found): "\"id\" must be an integer or a string" + (found.map { ", got \($0)" } ?? ", missing")
        case .invalidParams: "\"params\" must be an object or an array"
        case .invalidErrorObject: "\"error\" needs an integer \"code\" and a string \"message\""
        case .resultAndError: "a response has both \"result\" and \"error\""
        case .noMethodResultOrError: "neither \"method\", \"result\" nor \"error\""
        }
    }
}
