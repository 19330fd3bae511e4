import ContextBudget

/// `--budget 4k|32k|N` with optional `--reserve N` and `--margin N`, turned into a validated `TokenBudget`.
enum BudgetOption {
    /// The context window as a preset budget (its reserve and margin are the defaults of the other two).
    static let budget = TypedOption.parsed(
        "budget", "4k|32k|N", "Context window: 4k (on-device, default), 32k (Private Cloud Compute) or a token count.",
        BudgetOption.preset(parsing:))
    static let reserve = TypedOption.optionalInteger(
        "reserve", atLeast: 0, "Tokens kept for the response (default: 512 at 4k, 2048 at 32k, 1/8 of N).")
    static let margin = TypedOption.optionalInteger(
        "margin", atLeast: 0, "Tokens kept free for counting error (default: 64 at 4k, 256 at 32k, 1/64 of N).")

    static let options: [OptionSpec] = [budget.spec, reserve.spec, margin.spec]

    /// The budget the three options describe.
    /// - Throws: `CLIError.usage` for a bad window, or a reserve and margin that leave no room.
    static func parse(_ arguments: ParsedArguments) throws -> TokenBudget {
        let preset = try budget.read(arguments) ?? .onDevice
        let reserve = try reserve.read(arguments) ?? preset.responseReserve
        let margin = try margin.read(arguments) ?? preset.safetyMargin
        do {
            return try TokenBudget(contextSize: preset.contextSize, responseReserve: reserve, safetyMargin: margin)
        } catch {
            throw CLIError.usage("\(error)", command: arguments.commandName)
        }
    }

    /// `4k`, `32k` (and their aliases) or a token count such as `8192` or `8k`.
    static func preset(parsing value: String) throws -> TokenBudget {
        let text = value.lowercased()
        switch text {
        case "4k", "4096", "ondevice", "on-device": return .onDevice
        case "32k", "32768", "pcc": return .privateCloudCompute
        default:
            var digits = text
            var scale = 1
            if digits.hasSuffix("k") { digits.removeLast(); scale = 1024 }
            guard let number = Int(digits), number > 0, number <= Int.max / scale else {
                throw OptionValueError("--budget must be 4k, 32k or a positive number of tokens (got '\(value)')")
            }
            do {
                return try .proportional(contextSize: number * scale)
            } catch {
                throw OptionValueError("--budget \(value): \(error)")
            }
        }
    }
}
