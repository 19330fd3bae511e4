import Foundation

/// The tools a session offers, checked once at registration, and the one place calls are run.
///
/// Running a call never throws (except for cancellation): an unknown name, arguments that are
/// not JSON or break the schema, and a tool that throws all come back as a `ToolRun` whose
/// output text tells the model what went wrong, so the conversation goes on.
public struct ToolBox: Sendable {
    /// The tools, in registration order.
    public let tools: [any Tool]
    private let byName: [String: Int]

    /// - Throws: `ContextBudgetError.invalidConfiguration` naming the tool and the schema path at
    ///   fault, for a bad name, a duplicate name or unusable parameters.
    public init(_ tools: [any Tool]) throws {
        var byName: [String: Int] = [:]
        var problems: [String] = []
        for (index, tool) in tools.enumerated() {
            if let problem = Self.problem(withName: tool.name) { problems.append(problem) }
            if byName[tool.name] != nil { problems.append("tool \"\(tool.name)\" is registered twice") }
            byName[tool.name] = index
            problems += JSONSchema.problems(inParameters: tool.parameters).map { "tool \"\(tool.name)\": \($0)" }
        }
        guard problems.isEmpty else {
            throw ContextBudgetError.invalidConfiguration(problems.joined(separator: "; "))
        }
        self.tools = tools
        self.byName = byName
    }

    /// The definitions sent to the model, in registration order.
    public var definitions: [ToolDefinition] { tools.map(\.definition) }

    /// True when a tool of this name is registered.
    public func contains(_ name: String) -> Bool { byName[name] != nil }

    static func problem(withName name: String) -> String? {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-.".unicodeScalars.contains(scalar))
        }
        if name.isEmpty || name.count > 64 || !allowed {
            return "tool name \(JSONValue.string(name).compactText) must be 1-64 characters of letters, digits, _, - and ."
        }
        return nil
    }

    /// Runs one call: checks the tool exists and the arguments fit its schema, then calls it.
    /// - Parameter progress: receives the reports of a `ProgressReportingTool` while it runs.
    /// - Throws: only `CancellationError`, when the task is cancelled during the tool's run.
    public func run(_ call: ToolCall, progress: (@Sendable (ToolProgress) -> Void)? = nil) async throws -> ToolRun {
        let start = ContinuousClock.now
        func finish(_ text: String, failure: ToolCallError?) -> ToolRun {
            ToolRun(call: call, output: ToolOutput(callID: call.id, toolName: call.name, text: text),
                    failure: failure, duration: ContinuousClock.now - start)
        }
        guard let index = byName[call.name] else {
            let error = ToolCallError.unknownTool(name: call.name, available: tools.map(\.name))
            return finish(error.description, failure: error)
        }
        let tool = tools[index]
        let arguments: JSONValue
        switch Self.checkedArguments(of: call, against: tool.parameters) {
        case let .success(value): arguments = value
        case let .failure(error): return finish(error.description, failure: error)
        }
        do {
            let text: String
            if let progress, let reporting = tool as? any ProgressReportingTool {
                text = try await reporting.call(arguments: arguments, reportingProgress: progress)
            } else {
                text = try await tool.invoke(with: arguments)
            }
            return finish(text, failure: nil)
        } catch let error as ToolCallError {
            return finish(error.description, failure: error)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            if Task.isCancelled { throw CancellationError() }
            let failure = ToolCallError.toolFailed(tool: tool.name, detail: String(describing: error))
            return finish(failure.description, failure: failure)
        }
    }

    /// The call's arguments as a JSON object that conforms to `parameters`, or the error the
    /// model is shown (not JSON, not an object, or schema violations naming their paths).
    static func checkedArguments(of call: ToolCall, against parameters: JSONValue) -> Result<JSONValue, ToolCallError> {
        parseArguments(call.arguments, tool: call.name).flatMap { arguments in
            let violations = JSONSchema.violations(of: arguments, against: parameters)
            return violations.isEmpty ? .success(arguments) : .failure(.invalidArguments(tool: call.name, problems: violations))
        }
    }

    /// Arguments as the model wrote them, as a JSON object; an empty text counts as `{}`.
    static func parseArguments(_ text: String, tool: String) -> Result<JSONValue, ToolCallError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .success(.object([:])) }
        do {
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(trimmed.utf8))
            guard case .object = value else {
                return .failure(.malformedArguments(tool: tool, detail: "got \(JSONSchema.kindName(value))"))
            }
            return .success(value)
        } catch {
            return .failure(.malformedArguments(tool: tool, detail: "not valid JSON"))
        }
    }
}

/// One tool call as it ran: its output (what the model reads), whether it failed, how long it took.
public struct ToolRun: Sendable {
    /// The call the model made.
    public var call: ToolCall
    /// The output entry appended to the transcript; for a failure, the error text.
    public var output: ToolOutput
    /// Why the call failed, or nil when the tool ran and returned.
    public var failure: ToolCallError?
    /// Wall time of the run, checks included.
    public var duration: Duration
}
