import ContextBudget
import Foundation

/// A client of one MCP server: the lifecycle, tools, and every request's fate.
///
/// Each request waits for its own answer and nothing else: an answer, an error, its timeout
/// (after which the server is told with `notifications/cancelled` and `MCPError.timedOut` is
/// thrown), the caller's task being cancelled (the server is told too), or the connection
/// ending, which fails every request in flight at once with the server's last words. Nothing
/// the server sends can trap or hang the client.
///
///     let client = MCPClient(transport: StdioTransport(executable: "python3", arguments: ["-m", "mcp_server_time"]))
///     try await client.connect()
///     let tools = try await client.listTools()
///     let result = try await client.callTool("get_current_time", arguments: ["timezone": "Europe/Oslo"])
///     await client.shutdown()
public actor MCPClient {
    /// How the client introduces itself and how long it waits.
    public struct Configuration: Sendable {
        /// `clientInfo.name` and `.version` in `initialize`.
        public var clientName: String
        public var clientVersion: String
        /// The revision offered; the server may answer with any of `supportedVersions`.
        public var protocolVersion: String
        public var supportedVersions: [String]
        /// How long a request waits for its answer unless the call says otherwise.
        public var requestTimeoutSeconds: Double

        public init(clientName: String = "ContextBudget", clientVersion: String = "0.1",
                    protocolVersion: String = MCPProtocolVersion.latest, supportedVersions: [String] = MCPProtocolVersion.supported,
                    requestTimeoutSeconds: Double = 60) {
            precondition(requestTimeoutSeconds > 0, "requestTimeoutSeconds must be positive")
            self.clientName = clientName
            self.clientVersion = clientVersion
            self.protocolVersion = protocolVersion
            self.supportedVersions = supportedVersions
            self.requestTimeoutSeconds = requestTimeoutSeconds
        }
    }

    private enum Phase { case idle, connecting, ready, closed }

    private struct Pending {
        var method: String
        var continuation: CheckedContinuation<JSONValue, any Error>
        var timer: Task<Void, Never>?
        var onProgress: (@Sendable (MCPProgress) -> Void)?
    }

    public nonisolated let transport: any MCPTransport
    public nonisolated let configuration: Configuration
    /// Progress, list changes, unreadable input and the end of the connection, as they happen.
    /// Only the newest 256 are buffered for a reader that falls behind.
    public nonisolated let events: AsyncStream<MCPEvent>
    private let eventSink: AsyncStream<MCPEvent>.Continuation

    /// What the server said in `initialize`, once connected.
    public private(set) var initialization: MCPInitialization?
    /// Set by `notifications/tools/list_changed`, cleared by `listTools()`: a session that sees
    /// it set lists the tools again before its next turn.
    public private(set) var toolListChanged = false
    /// How many inputs could not be read as messages (see `MCPEvent.unreadableInput`).
    public private(set) var unreadableInputCount = 0
    /// Why the connection ended, once it has.
    public private(set) var connectionEnd: MCPConnectionEnd?

    private var phase = Phase.idle
    private var isShutDown = false
    private var nextID = 1
    private var pending: [JSONRPCID: Pending] = [:]
    private var outbox: AsyncStream<(JSONRPCMessage, JSONRPCID?)>.Continuation?
    private var tasks: [Task<Void, Never>] = []

    public init(transport: any MCPTransport, configuration: Configuration = Configuration()) {
        self.transport = transport
        self.configuration = configuration
        (events, eventSink) = AsyncStream.makeStream(of: MCPEvent.self, bufferingPolicy: .bufferingNewest(256))
    }

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// A client of a server launched as a child process (`executable` searched on `PATH`).
    public init(executable: String, arguments: [String] = [], environment: [String: String]? = nil,
                currentDirectory: URL? = nil, configuration: Configuration = Configuration()) {
        self.init(transport: StdioTransport(executable: executable, arguments: arguments, environment: environment,
                                            currentDirectory: currentDirectory), configuration: configuration)
    }
    #endif

    deinit {
        for task in tasks { task.cancel() }
        outbox?.finish()
        eventSink.finish()
    }

    // MARK: Lifecycle

    /// Starts the transport and runs the handshake: `initialize` (offering
    /// `configuration.protocolVersion`), then `notifications/initialized`.
    /// - Throws: `MCPError.launchFailed`, `.unsupportedProtocolVersion` (the connection is then
    ///   closed), `.server`, `.timedOut`, `.connectionClosed`.
    @discardableResult
    public func connect(timeoutSeconds: Double? = nil) async throws -> MCPInitialization {
        precondition(phase == .idle, "MCPClient.connect() is called once")
        phase = .connecting
        let inbound: AsyncStream<MCPTransportEvent>
        do {
            inbound = try await transport.start()
        } catch {
            phase = .closed
            throw error
        }
        startPumps(inbound)
        let params: JSONValue = [
            "protocolVersion": .string(configuration.protocolVersion),
            "capabilities": .object([:]),
            "clientInfo": ["name": .string(configuration.clientName), "version": .string(configuration.clientVersion)],
        ]
        do {
            let result = try await send(method: "initialize", params: params, timeoutSeconds: timeoutSeconds, onProgress: nil)
            let answer = try MCPInitialization(result)
            guard configuration.supportedVersions.contains(answer.protocolVersion) else {
                throw MCPError.unsupportedProtocolVersion(offered: configuration.protocolVersion, answered: answer.protocolVersion,
                                                          supported: configuration.supportedVersions)
            }
            initialization = answer
            phase = .ready
            enqueue(.notification(method: "notifications/initialized", params: nil), for: nil)
            return answer
        } catch {
            await shutdown()
            throw error
        }
    }

    /// Ends the session: requests in flight fail with `.connectionClosed`, the transport closes
    /// (for a child: end of input, then terminate). Safe to call more than once.
    public func shutdown() async {
        guard !isShutDown else { return }
        isShutDown = true
        phase = .closed
        let end = connectionEnd ?? MCPConnectionEnd(reason: "the client shut the connection down")
        failAll(with: .connectionClosed(end))
        outbox?.finish()
        await transport.close()
    }

    /// Sends `ping` and waits for the answer.
    public func ping(timeoutSeconds: Double? = nil) async throws {
        _ = try await request("ping", timeoutSeconds: timeoutSeconds)
    }

    // MARK: Tools

    /// One page of `tools/list`, from `cursor` (nil: the first page).
    public func listToolsPage(cursor: String? = nil, timeoutSeconds: Double? = nil) async throws -> MCPToolPage {
        let params: JSONValue? = cursor.map { ["cursor": .string($0)] }
        let result = try await request("tools/list", params: params, timeoutSeconds: timeoutSeconds)
        guard case let .array(entries)? = result["tools"] else {
            throw MCPError.invalidResult(method: "tools/list", detail: "tools is missing or not a list")
        }
        var tools: [MCPToolInfo] = [], unreadable: [String] = []
        for entry in entries {
            if let tool = MCPToolInfo(entry) { tools.append(tool) } else { unreadable.append(JSONValue.excerpt(entry)) }
        }
        let next = result["nextCursor"]?.stringValue
        return MCPToolPage(tools: tools, nextCursor: next?.isEmpty == true ? nil : next, unreadableEntries: unreadable)
    }

    /// Every tool, following `nextCursor` to the last page; clears `toolListChanged`.
    /// - Parameter maximumPages: a bound against a server whose cursors never end.
    /// - Throws: `MCPError.invalidResult` when a cursor repeats or the bound is passed.
    public func listTools(maximumPages: Int = 1000, timeoutSeconds: Double? = nil) async throws -> [MCPToolInfo] {
        toolListChanged = false
        var tools: [MCPToolInfo] = []
        var cursor: String?
        var seen: Set<String> = []
        for _ in 0..<maximumPages {
            let page = try await listToolsPage(cursor: cursor, timeoutSeconds: timeoutSeconds)
            tools += page.tools
            guard let next = page.nextCursor else { return tools }
            guard seen.insert(next).inserted else {
                throw MCPError.invalidResult(method: "tools/list", detail: "the cursor \(next) came back twice")
            }
            cursor = next
        }
        throw MCPError.invalidResult(method: "tools/list", detail: "more than \(maximumPages) pages")
    }

    /// Calls a tool. A tool that ran and failed is a result with `isError` set, not a throw.
    /// - Parameters:
    ///   - onProgress: receives the server's progress notifications for this call (a progress
    ///     token is sent only when it is given); they are also `events`.
    /// - Throws: `MCPError.timedOut` (the call was cancelled on the server), `.server` (an
    ///   unknown tool, bad arguments), `.connectionClosed`, `CancellationError`.
    public func callTool(_ name: String, arguments: JSONValue = .object([:]), timeoutSeconds: Double? = nil,
                         onProgress: (@Sendable (MCPProgress) -> Void)? = nil) async throws -> MCPToolResult {
        let result = try await send(method: "tools/call", params: ["name": .string(name), "arguments": arguments],
                                    timeoutSeconds: timeoutSeconds, onProgress: onProgress)
        return try MCPToolResult(result)
    }

    // MARK: Requests

    /// Sends any request and returns its raw result (for methods this type has no wrapper for).
    /// - Throws: as `callTool`; `MCPError.notConnected` before `connect()` or after `shutdown()`.
    public func request(_ method: String, params: JSONValue? = nil, timeoutSeconds: Double? = nil) async throws -> JSONValue {
        try await send(method: method, params: params, timeoutSeconds: timeoutSeconds, onProgress: nil)
    }

    /// Sends a notification (no answer).
    public func notify(_ method: String, params: JSONValue? = nil) throws {
        guard phase == .ready else { throw connectionEnd.map(MCPError.connectionClosed) ?? MCPError.notConnected(method: method) }
        enqueue(.notification(method: method, params: params), for: nil)
    }

    private func send(method: String, params: JSONValue?, timeoutSeconds: Double?,
                      onProgress: (@Sendable (MCPProgress) -> Void)?) async throws -> JSONValue {
        if let connectionEnd { throw MCPError.connectionClosed(connectionEnd) }
        guard phase == .ready || (phase == .connecting && method == "initialize") else { throw MCPError.notConnected(method: method) }
        try Task.checkCancellation()
        let id = JSONRPCID.number(nextID)
        nextID += 1
        var params = params
        if onProgress != nil {
            // The request's own id is its progress token: unique while it is in flight.
            var members: [String: JSONValue] = if case let .object(existing)? = params { existing } else { [:] }
            var meta: [String: JSONValue] = if case let .object(existing)? = members["_meta"] { existing } else { [:] }
            meta["progressToken"] = id.json
            members["_meta"] = .object(meta)
            params = .object(members)
        }
        let seconds = timeoutSeconds ?? configuration.requestTimeoutSeconds
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<JSONValue, any Error>) in
                pending[id] = Pending(method: method, continuation: continuation, timer: nil, onProgress: onProgress)
                if Task.isCancelled {
                    abandon(id, error: CancellationError(), reason: "the caller cancelled the request")
                    return
                }
                pending[id]?.timer = Task { [weak self] in
                    try? await Task.sleep(for: .seconds(seconds))
                    guard !Task.isCancelled else { return }
                    await self?.abandon(id, error: MCPError.timedOut(method: method, seconds: seconds),
                                        reason: "the client's timeout of \(MCPError.format(seconds)) s passed")
                }
                enqueue(.request(id: id, method: method, params: params), for: id)
            }
        } onCancel: {
            Task { await self.abandon(id, error: CancellationError(), reason: "the caller cancelled the request") }
        }
    }

    /// Gives up on a request in flight (timeout, cancellation): fails it with `error` and tells
    /// the server with `notifications/cancelled` (except for `initialize`, which must not be cancelled).
    private func abandon(_ id: JSONRPCID, error: any Error, reason: String) {
        guard let entry = pending.removeValue(forKey: id) else { return }
        entry.timer?.cancel()
        entry.continuation.resume(throwing: error)
        if entry.method != "initialize", connectionEnd == nil {
            enqueue(.notification(method: "notifications/cancelled", params: ["requestId": id.json, "reason": .string(reason)]), for: nil)
        }
    }

    private func finish(_ id: JSONRPCID, with result: Result<JSONValue, any Error>) {
        guard let entry = pending.removeValue(forKey: id) else { return }
        entry.timer?.cancel()
        entry.continuation.resume(with: result)
    }

    private func failAll(with error: MCPError) {
        let entries = pending
        pending.removeAll()
        for entry in entries.values {
            entry.timer?.cancel()
            entry.continuation.resume(throwing: error)
        }
    }

    // MARK: Pumps

    private func enqueue(_ message: JSONRPCMessage, for id: JSONRPCID?) {
        outbox?.yield((message, id))
    }

    /// One task writes (in order, so a cancellation never overtakes its request), one reads.
    private func startPumps(_ inbound: AsyncStream<MCPTransportEvent>) {
        let (outgoing, sink) = AsyncStream.makeStream(of: (JSONRPCMessage, JSONRPCID?).self, bufferingPolicy: .unbounded)
        outbox = sink
        let transport = self.transport
        tasks.append(Task { [weak self] in
            for await (message, id) in outgoing {
                do {
                    try await transport.send(message)
                } catch {
                    if let id { await self?.finish(id, with: .failure(error)) }
                }
            }
        })
        tasks.append(Task { [weak self] in
            for await event in inbound {
                guard let self else { return }
                await self.handle(event)
            }
        })
    }

    private func handle(_ event: MCPTransportEvent) {
        switch event {
        case let .message(message):
            handle(message)
        case let .requestFailed(id, error):
            finish(id, with: .failure(error))
        case let .unreadable(excerpt, reason):
            unreadableInputCount += 1
            eventSink.yield(.unreadableInput(excerpt: excerpt, reason: reason))
        case let .closed(end):
            connectionEnd = connectionEnd ?? end
            failAll(with: .connectionClosed(end))
            outbox?.finish()
            if phase != .closed { phase = .closed }
            eventSink.yield(.closed(end))
            eventSink.finish()
        }
    }

    private func handle(_ message: JSONRPCMessage) {
        switch message {
        case let .response(id, result):
            finish(id, with: .success(result))
        case let .error(id?, error) where pending[id] != nil:
            finish(id, with: .failure(MCPError.server(method: pending[id]!.method, error)))
        case let .error(id, error):
            eventSink.yield(.serverMessage("an error answering no request in flight (id \(id?.description ?? "null")): \(error)"))
        case let .request(id, method, _):
            // Servers may ping; this client offers no roots, sampling or elicitation.
            if method == "ping" {
                enqueue(.response(id: id, result: .object([:])), for: nil)
            } else {
                enqueue(.error(id: id, JSONRPCErrorObject(code: JSONRPCErrorObject.methodNotFound,
                                                          message: "the client does not offer \(method)")), for: nil)
            }
        case let .notification(method, params):
            handleNotification(method, params)
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue?) {
        switch method {
        case "notifications/progress":
            guard let token = params?["progressToken"].flatMap(JSONRPCID.init), let entry = pending[token],
                  let value = params?["progress"]?.numberValue else { return }
            let progress = MCPProgress(requestID: token, method: entry.method, progress: value,
                                       total: params?["total"]?.numberValue, message: params?["message"]?.stringValue)
            entry.onProgress?(progress)
            eventSink.yield(.progress(progress))
        case "notifications/tools/list_changed":
            toolListChanged = true
            eventSink.yield(.toolListChanged)
        case "notifications/message":
            let level = params?["level"]?.stringValue ?? "info"
            let data = params?["data"].map { $0.stringValue ?? JSONValue.excerpt($0) } ?? ""
            eventSink.yield(.serverMessage("[\(level)] \(data)"))
        default:
            break  // cancellations of requests we never make, resource updates: nothing to do
        }
    }
}
