import ContextBudget
import Foundation

/// A server of tools over any `MCPServerConnection`: the lifecycle, `tools/list`, `tools/call`
/// and cancellation, for the tools it is given.
///
/// Each line is one message. Input that is not JSON is answered with a parse error (id null)
/// and the server keeps reading, so one bad line never ends a session; requests it does not
/// offer get `-32601`. Tool calls run concurrently, each in a task of its own that
/// `notifications/cancelled` cancels (a cancelled call sends no answer, as the protocol asks).
/// When the input ends, the calls still running finish and send their answers (the client may
/// still be reading; a host that wants it gone sooner terminates it, as the stdio shutdown
/// says), then `serve` returns.
///
///     let server = MCPServer(info: .init(name: "ctx", version: "0.1"), tools: tools)
///     await server.serve(StandardStreamsConnection())
public actor MCPServer {
    /// How the server introduces itself and pages its tools.
    public struct Info: Sendable {
        /// `serverInfo.name` and `.version` in the answer to `initialize`.
        public var name: String
        public var version: String
        /// Guidance for the host's model, sent in `initialize`'s answer.
        public var instructions: String?
        /// The revisions served, newest first: a client's version is answered when it is one of
        /// them, the first otherwise (the client then decides whether it can go on).
        public var supportedVersions: [String]
        /// Tools per page of `tools/list`; nil sends every tool on one page.
        public var pageSize: Int?

        public init(name: String, version: String, instructions: String? = nil,
                    supportedVersions: [String] = MCPProtocolVersion.supported, pageSize: Int? = nil) {
            precondition(!supportedVersions.isEmpty, "a server supports at least one protocol version")
            precondition(pageSize.map { $0 > 0 } ?? true, "pageSize must be positive")
            self.name = name
            self.version = version
            self.instructions = instructions
            self.supportedVersions = supportedVersions
            self.pageSize = pageSize
        }
    }

    public nonisolated let info: Info
    public nonisolated let tools: [MCPServerTool]
    /// Where the server's diagnostics go (never the connection: for stdio that is stdout).
    private let log: @Sendable (String) -> Void

    /// The revision agreed in `initialize`, once it has come.
    public private(set) var protocolVersion: String?
    /// True once the client sent `notifications/initialized`.
    public private(set) var isInitialized = false

    private let toolsByName: [String: MCPServerTool]
    private var running: [JSONRPCID: Task<Void, Never>] = [:]
    private var connection: (any MCPServerConnection)?

    /// - Parameter log: receives one line per diagnostic (unreadable input, a cancelled call).
    public init(info: Info, tools: [MCPServerTool], log: @escaping @Sendable (String) -> Void = { _ in }) {
        var byName: [String: MCPServerTool] = [:]
        for tool in tools {
            precondition(byName[tool.name] == nil, "two tools are named \(tool.name)")
            byName[tool.name] = tool
        }
        self.info = info
        self.tools = tools
        self.toolsByName = byName
        self.log = log
    }

    /// Serves `connection` until its input ends, then returns once the calls still running
    /// have answered.
    public func serve(_ connection: any MCPServerConnection) async {
        precondition(self.connection == nil, "MCPServer.serve is called once")
        self.connection = connection
        for await line in connection.incoming() {
            await receive(line)
        }
        for task in Array(running.values) { await task.value }
    }

    /// Calls in flight, for tests.
    public var runningCallCount: Int { running.count }

    // MARK: Dispatch

    private func receive(_ line: MCPIncomingLine) async {
        switch line {
        case let .overlong(excerpt):
            log("dropped a message longer than the connection accepts: \(JSONRPCErrorObject.excerpt(excerpt, limit: 80))")
            await send(.error(id: nil, JSONRPCErrorObject(code: JSONRPCErrorObject.parseError, message: "the message is too long")))
        case let .line(data):
            let message: JSONRPCMessage
            do {
                message = try JSONRPCMessage(decoding: data)
            } catch {
                log("unreadable input (\(error)): \(JSONRPCErrorObject.excerpt(String(decoding: data, as: UTF8.self), limit: 80))")
                let code = error == .notJSON ? JSONRPCErrorObject.parseError : JSONRPCErrorObject.invalidRequest
                await send(.error(id: Self.salvagedID(data), JSONRPCErrorObject(code: code, message: error.description)))
                return
            }
            await handle(message)
        }
    }

    private func handle(_ message: JSONRPCMessage) async {
        switch message {
        case let .request(id, method, params):
            await handleRequest(id: id, method: method, params: params)
        case let .notification(method, params):
            handleNotification(method, params)
        case let .response(id, _), let .error(id?, _):
            log("ignored an answer to request \(id), which this server never sent")
        case let .error(nil, error):
            log("the client reported an error: \(error)")
        }
    }

    private func handleRequest(id: JSONRPCID, method: String, params: JSONValue?) async {
        if method != "initialize", method != "ping", protocolVersion == nil {
            await send(.error(id: id, JSONRPCErrorObject(
                code: JSONRPCErrorObject.invalidRequest, message: "\(method) before initialize: send initialize first")))
            return
        }
        switch method {
        case "initialize":
            await send(.response(id: id, result: initializeResult(params)))
        case "ping":
            await send(.response(id: id, result: .object([:])))
        case "tools/list":
            await send(listTools(id: id, params: params))
        case "tools/call":
            await startCall(id: id, params: params)
        default:
            await send(.error(id: id, JSONRPCErrorObject(
                code: JSONRPCErrorObject.methodNotFound, message: "\(method) is not offered by this server (it serves tools: tools/list, tools/call)")))
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue?) {
        switch method {
        case "notifications/initialized":
            isInitialized = true
        case "notifications/cancelled":
            guard let raw = params?["requestId"], let id = JSONRPCID(raw), let task = running.removeValue(forKey: id) else { return }
            log("cancelled request \(id)" + (params?["reason"]?.stringValue.map { ": \($0)" } ?? ""))
            task.cancel()
        default:
            break  // progress, roots changes and the like: nothing this server acts on
        }
    }

    private func initializeResult(_ params: JSONValue?) -> JSONValue {
        let asked = params?["protocolVersion"]?.stringValue
        let version = asked.flatMap { info.supportedVersions.contains($0) ? $0 : nil } ?? info.supportedVersions[0]
        protocolVersion = version
        var result: [String: JSONValue] = [
            "protocolVersion": .string(version),
            "capabilities": ["tools": ["listChanged": false]],
            "serverInfo": ["name": .string(info.name), "version": .string(info.version)],
        ]
        if let instructions = info.instructions { result["instructions"] = .string(instructions) }
        return .object(result)
    }

    private func listTools(id: JSONRPCID, params: JSONValue?) -> JSONRPCMessage {
        var start = 0
        if let cursor = params?["cursor"] {
            guard let text = cursor.stringValue, let offset = Int(text), offset >= 0, offset <= tools.count else {
                return .error(id: id, JSONRPCErrorObject(
                    code: JSONRPCErrorObject.invalidParams, message: "the cursor \(cursor.compactText) is not one this server gave"))
            }
            start = offset
        }
        let end = info.pageSize.map { min(tools.count, start + $0) } ?? tools.count
        var result: [String: JSONValue] = ["tools": .array(tools[start..<end].map(\.listing))]
        if end < tools.count { result["nextCursor"] = .string(String(end)) }
        return .response(id: id, result: .object(result))
    }

    // MARK: Calls

    private func startCall(id: JSONRPCID, params: JSONValue?) async {
        guard running[id] == nil else {
            await send(.error(id: id, JSONRPCErrorObject(
                code: JSONRPCErrorObject.invalidRequest, message: "request id \(id) is already in use by a call in flight")))
            return
        }
        guard let name = params?["name"]?.stringValue else {
            await send(.error(id: id, JSONRPCErrorObject(
                code: JSONRPCErrorObject.invalidParams, message: "tools/call needs params.name, the tool's name (a string)")))
            return
        }
        guard let tool = toolsByName[name] else {
            await send(.error(id: id, JSONRPCErrorObject(
                code: JSONRPCErrorObject.invalidParams,
                message: "unknown tool \(JSONValue.string(name).compactText) (this server's tools: \(tools.map(\.name).joined(separator: ", ")))")))
            return
        }
        let arguments: [String: JSONValue]
        switch params?["arguments"] {
        case nil, .null?: arguments = [:]
        case let .object(members)?: arguments = members
        case let other?:
            await send(.error(id: id, JSONRPCErrorObject(
                code: JSONRPCErrorObject.invalidParams, message: "params.arguments must be an object (got \(MCPToolArguments.excerpt(other)))")))
            return
        }
        let input = MCPToolArguments(toolName: name, values: arguments)
        running[id] = Task { [weak self] in
            let result: MCPServerToolResult
            do {
                result = try await tool.handler(input)
            } catch is CancellationError {
                await self?.finishCall(id, with: nil)
                return
            } catch {
                result = .failure(String(describing: error))
            }
            // A call cancelled while its result was being made still sends nothing.
            await self?.finishCall(id, with: Task.isCancelled ? nil : result)
        }
    }

    private func finishCall(_ id: JSONRPCID, with result: MCPServerToolResult?) async {
        let wasRunning = running.removeValue(forKey: id) != nil
        guard let result, wasRunning else { return }
        await send(.response(id: id, result: result.json))
    }

    private func send(_ message: JSONRPCMessage) async {
        await connection?.send(message.text)
    }

    /// The id of a message that failed to decode, when it is readable, so the error answers it.
    private static func salvagedID(_ data: Data) -> JSONRPCID? {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data), let raw = value["id"] else { return nil }
        return JSONRPCID(raw)
    }
}
