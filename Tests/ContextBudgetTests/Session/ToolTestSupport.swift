import Foundation
@testable import ContextBudget

/// Tools for session tests.
enum TestTools {
    static let weather = FunctionTool(
        name: "get_weather", description: "Current weather for a city.",
        parameters: ["type": "object", "properties": ["city": ["type": "string"]], "required": ["city"],
                     "additionalProperties": false]
    ) { arguments in
        guard case let .object(fields) = arguments, case let .string(city)? = fields["city"] else { return "?" }
        return "Sunny in \(city), 21 °C."
    }

    static let failing = FunctionTool(name: "flaky", description: "Always fails.") { _ in
        throw CocoaLikeError(message: "disk quota exceeded")
    }

    /// Returns `characters` characters of numbered lines (seeded by the argument).
    static func big(characters: Int) -> FunctionTool {
        FunctionTool(name: "dump", description: "Dumps a table.",
                     parameters: ["type": "object", "properties": ["seed": ["type": "integer"]]]) { arguments in
            var seed: UInt64 = 1
            if case let .object(fields) = arguments, case let .number(value)? = fields["seed"] { seed = UInt64(value) }
            return bigText(characters: characters, seed: seed)
        }
    }

    static func bigText(characters: Int, seed: UInt64) -> String {
        var lines: [String] = []
        var length = 0
        var state = seed
        while length < characters {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let line = "row \(lines.count): value \(state >> 40) status \(["ok", "late", "lost"][Int(state >> 62) % 3])"
            lines.append(line)
            length += line.count + 1
        }
        return lines.joined(separator: "\n")
    }

    struct CocoaLikeError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// Records the most tool runs in flight at once.
final class ConcurrencyProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private(set) var maximum = 0

    func tool(name: String) -> FunctionTool {
        FunctionTool(name: name, description: "Waits a little.") { [self] _ in
            lock.withLock { current += 1; maximum = max(maximum, current) }
            try await Task.sleep(for: .milliseconds(150))
            lock.withLock { current -= 1 }
            return "done \(name)"
        }
    }
}

func call(_ id: String, _ name: String, _ arguments: String = "{}") -> ToolCall {
    ToolCall(id: id, name: name, arguments: arguments)
}

extension Transcript {
    /// Every tool call has its outputs and every output its call.
    var toolUnitsAreWhole: Bool {
        var callIDs: Set<String> = []
        var outputIDs: Set<String> = []
        for entry in entries {
            if case let .toolCalls(calls) = entry { callIDs.formUnion(calls.map(\.id)) }
            if case let .toolOutput(output) = entry { outputIDs.insert(output.callID) }
        }
        return callIDs == outputIDs
    }

}
