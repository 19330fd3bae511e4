import ContextBudget

/// A server's tools made into `Tool`s, each checked as `ChatSession` checks tools at
/// registration; the ones that fail are set aside with the reason instead of failing the
/// whole server, since one tool's odd schema should not take its siblings away.
public struct MCPToolRegistration: Sendable {
    /// The tools that pass, in the server's order.
    public var tools: [MCPTool]
    /// The tools left out, each with why (a name ChatSession refuses, a schema it cannot use,
    /// a name another tool already has).
    public var skipped: [(name: String, problem: String)]

    /// Lists the client's tools (every page) and checks each.
    /// - Parameters:
    ///   - prefix: put before every name, to keep several servers' tools apart.
    ///   - reservedNames: names already taken (other servers' tools, `read_reference`).
    /// - Throws: what `listTools` throws.
    public static func load(from client: any MCPClientSource, prefix: String = "", reservedNames: Set<String> = [],
                            timeoutSeconds: Double? = nil,
                            onProgress: (@Sendable (MCPProgress) -> Void)? = nil) async throws -> MCPToolRegistration {
        let infos = try await client.connectedClient().listTools()
        return check(infos.map { MCPTool($0, client: client, prefix: prefix, timeoutSeconds: timeoutSeconds, onProgress: onProgress) },
                     reservedNames: reservedNames)
    }

    /// Checks tools already made.
    /// - Complexity: O(n) in the total size of the schemas.
    public static func check(_ candidates: [MCPTool], reservedNames: Set<String> = []) -> MCPToolRegistration {
        var tools: [MCPTool] = [], skipped: [(name: String, problem: String)] = []
        var taken = reservedNames
        for tool in candidates {
            if taken.contains(tool.name) {
                skipped.append((tool.name, "another tool is already named \(tool.name)"))
                continue
            }
            do {
                _ = try ToolBox([tool])
            } catch let ContextBudgetError.invalidConfiguration(problem) {
                skipped.append((tool.name, problem))
                continue
            } catch {
                skipped.append((tool.name, String(describing: error)))
                continue
            }
            taken.insert(tool.name)
            tools.append(tool)
        }
        return MCPToolRegistration(tools: tools, skipped: skipped)
    }
}
