import Foundation

/// Kept-alive connections waiting for their next request, per `host:port`, newest last.
final class IdleConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var connections: [String: [SocketConnection]] = [:]
    private let maximumPerEndpoint: Int
    private let maximumIdleSeconds: Double

    init(maximumPerEndpoint: Int, maximumIdleSeconds: Double) {
        self.maximumPerEndpoint = max(1, maximumPerEndpoint)
        self.maximumIdleSeconds = maximumIdleSeconds
    }

    /// A request that finished after its transport went away still hands its connection back
    /// here; the last reference closes it.
    deinit {
        closeAll()
    }

    /// The most recently used connection to `key` that is still open and not too old, if any.
    func take(_ key: String) -> SocketConnection? {
        lock.lock(); defer { lock.unlock() }
        let limit = Duration.milliseconds(Int64(maximumIdleSeconds * 1000))
        while let connection = connections[key]?.popLast() {
            if ContinuousClock.now - connection.idleSince < limit, connection.isQuietAndOpen { return connection }
            connection.close()
        }
        return nil
    }

    /// Keeps `connection` for the next request, or closes it when enough are kept.
    func put(_ connection: SocketConnection) {
        connection.idleSince = ContinuousClock.now
        lock.lock(); defer { lock.unlock() }
        if connections[connection.endpointKey, default: []].count < maximumPerEndpoint {
            connections[connection.endpointKey, default: []].append(connection)
        } else {
            connection.close()
        }
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return connections.values.reduce(0) { $0 + $1.count }
    }

    func closeAll() {
        lock.lock(); defer { lock.unlock() }
        for list in connections.values { list.forEach { $0.close() } }
        connections = [:]
    }
}
