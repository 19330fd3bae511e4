import Foundation

/// A secret bearer token that never shows itself: its descriptions are redacted, so a key
/// cannot end up in a log line, an error message or a test failure by accident.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The secret; read only where the `Authorization` header is built.
    let secret: String

    /// A key given directly (tests, apps that keep keys elsewhere).
    public init(_ secret: String) {
        self.secret = secret
    }

    /// The key held in environment variable `variable`.
    /// - Throws: `HTTPModelError.missingAPIKey` when the variable is unset or empty.
    public static func fromEnvironment(_ variable: String, environment: [String: String] = ProcessInfoEnvironment.current) throws -> APIKey {
        guard let value = environment[variable], !value.isEmpty else {
            throw HTTPModelError.missingAPIKey(variable: variable)
        }
        return APIKey(value)
    }

    public var description: String { "APIKey(redacted)" }
    public var debugDescription: String { description }
}


/// The process environment, read once per call; a seam so tests need not mutate the real one.
public enum ProcessInfoEnvironment {
    /// `ProcessInfo.processInfo.environment`.
    public static var current: [String: String] { ProcessInfo.processInfo.environment }
}
