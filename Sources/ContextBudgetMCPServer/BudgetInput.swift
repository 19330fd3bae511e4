import ContextBudget
import MCP

/// A call's context window: `budget` (4k, 32k or a token count) with optional `reserve` and
/// `margin`, as `ctx`'s `--budget`, `--reserve` and `--margin` read them.
enum BudgetInput {
    static let schemaProperties: [String: JSONValue] = [
        "budget": [
            "type": ["string", "integer"],
            "description": "Context window: \"4k\" (on-device, default), \"32k\" (Private Cloud Compute), or a token count such as 8192 or \"8k\".",
        ],
        "reserve": ["type": "integer", "minimum": 0, "description": "Tokens kept for the response (default: 512 at 4k, 2048 at 32k, 1/8 of other sizes)."],
        "margin": ["type": "integer", "minimum": 0, "description": "Tokens kept free for counting error (default: 64 at 4k, 256 at 32k, 1/64 of other sizes)."],
    ]

    /// The budget the three arguments describe.
    /// - Throws: `MCPToolArgumentError` for a size that is not one, or a reserve and margin that leave no room.
    static func read(_ arguments: MCPToolArguments) throws -> TokenBudget {
        let preset = try self.preset(arguments.value("budget"))
        let reserve = try arguments.integer("reserve", atLeast: 0)
        let margin = try arguments.integer("margin", atLeast: 0)
        do {
            return try TokenBudget(contextSize: preset.contextSize, responseReserve: reserve ?? preset.responseReserve,
                                   safetyMargin: margin ?? preset.safetyMargin)
        } catch {
            throw MCPToolArgumentError("budget: \(error)")
        }
    }

    private static func preset(_ value: JSONValue?) throws -> TokenBudget {
        let text: String
        switch value {
        case nil: return .onDevice
        case let .number(number)? where number == number.rounded() && abs(number) < 1e15: text = String(Int(number))
        case let .string(given)?: text = given.lowercased()
        case let other?: throw MCPToolArgumentError("'budget' must be \"4k\", \"32k\" or a token count (got \(other.compactText))")
        }
        guard let budget = TokenBudget.sized(text) else {
            throw MCPToolArgumentError("'budget' must be \"4k\", \"32k\" or a positive token count (got \(value?.compactText ?? ""))")
        }
        return budget
    }
}
