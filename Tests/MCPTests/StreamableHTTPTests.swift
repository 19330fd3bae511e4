import ContextBudget
import Foundation
@testable import MCP
import Testing

/// The Streamable HTTP transport against the drill server run by the SDK over HTTP (uvicorn on
/// 127.0.0.1), answering with event streams and with JSON bodies. The server is waited for by
/// reading its log until uvicorn says it listens, never by sleeping.
@Suite(.serialized, .enabled(if: MCPPython.isPresent, MCPPython.missing), .timeLimit(.minutes(15)))
struct StreamableHTTPTests {
    @Test(arguments: [false, true])
    func toolsListAndCallOverHTTP(json: Bool) async throws {
        let server = try await HTTPDrillServer.start(json: json)
        defer { server.stop() }
        let transport = StreamableHTTPTransport(url: server.url)
        let client = MCPClient(transport: transport, configuration: .init(requestTimeoutSeconds: 120))
        let initialization = try await client.connect()
        #expect(initialization.protocolVersion == MCPProtocolVersion.latest)
        #expect(transport.currentSessionID?.isEmpty == false, "the server assigned a session")
        let registration = try await MCPToolRegistration.load(from: client)
        #expect(registration.tools.map(\.name).contains("echo"), "\(registration.skipped)")
        #expect(try await client.callTool("echo", arguments: ["text": "over http"]).text == "over http")
        try await client.ping()
        let steps = Steps()
        #expect(try await client.callTool("progress", arguments: ["steps": 2], onProgress: { steps.add($0.progress) }).text == "done")
        if !json { #expect(steps.values == [1, 2], "progress travels in the call's event stream") }
        await client.shutdown()
    }

    @Test func aListChangeArrivesOverTheServersStream() async throws {
        let server = try await HTTPDrillServer.start(json: false)
        defer { server.stop() }
        let client = MCPClient(transport: StreamableHTTPTransport(url: server.url), configuration: .init(requestTimeoutSeconds: 120))
        try await client.connect()
        #expect(try await client.callTool("add_tool").text == "added")
        // Sent on the request's stream or on the GET stream, which connect() returned with open
        // (the Python SDK drops a notification it has no open stream for): wait for the event.
        for await event in client.events where event == .toolListChanged { break }
        #expect(await client.toolListChanged)
        #expect(try await client.listTools().map(\.name).contains("added"))
        await client.shutdown()
    }

    @Test func aCallPastItsTimeoutIsCancelledOnTheServer() async throws {
        let server = try await HTTPDrillServer.start(json: false)
        defer { server.stop() }
        let client = MCPClient(transport: StreamableHTTPTransport(url: server.url), configuration: .init(requestTimeoutSeconds: 120))
        try await client.connect()
        #expect(try await client.callTool("echo", arguments: ["text": "warm"]).text == "warm")
        await #expect(throws: MCPError.timedOut(method: "tools/call", seconds: 8)) {
            try await client.callTool("slow", arguments: ["seconds": 600], timeoutSeconds: 8)
        }
        #expect(try await client.callTool("was_cancelled").text == "cancelled")
        await client.shutdown()
    }

    @Test func anUnreachableServerFailsToConnectWithTheURL() async throws {
        let url = URL(string: "http://127.0.0.1:\(try HTTPDrillServer.freePort())/mcp")!
        let client = MCPClient(transport: StreamableHTTPTransport(url: url), configuration: .init(requestTimeoutSeconds: 120))
        do {
            try await client.connect()
            Issue.record("connected to nothing")
        } catch let MCPError.http(failedURL, detail) {
            #expect(failedURL == url.absoluteString, "\(detail)")
        }
    }
}

/// `drill_server.py --http PORT` as a child process, ready once uvicorn logs that it listens.
/// The wait is on the log, on a thread of its own, so no cooperative thread is blocked.
final class HTTPDrillServer: @unchecked Sendable {
    let url: URL
    private let process: Process

    private init(url: URL, process: Process) {
        self.url = url
        self.process = process
    }

    static func start(json: Bool) async throws -> HTTPDrillServer {
        let port = try freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MCPPython.path!)
        process.arguments = [MCPPython.drillServerPath, "--http", String(port)] + (json ? ["--json"] : [])
        let log = Pipe()
        process.standardError = log
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let handle = log.fileHandleForReading
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                var text = ""
                var resumed = false
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    text += String(decoding: chunk, as: UTF8.self)
                    if !resumed, text.contains("Uvicorn running on") {
                        resumed = true
                        continuation.resume()
                    }
                }
                // The server ended (or was stopped); if it never listened, connecting fails with the reason.
                if !resumed { continuation.resume() }
            }.start()
        }
        return HTTPDrillServer(url: URL(string: "http://127.0.0.1:\(port)/mcp")!, process: process)
    }

    /// Kills the server (uvicorn's graceful stop waits for open streams, which a drill leaves).
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// A port nothing listens on now (bound to 0 and released).
    static func freePort() throws -> Int {
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { throw MCPError.http(url: "127.0.0.1", detail: "socket failed") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw MCPError.http(url: "127.0.0.1", detail: "bind failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
