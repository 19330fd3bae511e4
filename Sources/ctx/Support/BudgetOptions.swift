import ContextBudget

/// `--budget 4k|32k|N` with optional `--reserve N` and `--margin N`: the context window a command
/// works within, as a validated `TokenBudget`.
struct BudgetOptions: OptionGroup {
    /// The context window as a preset budget (its reserve and margin are the defaults of the other two).
    @Option(.parsed(
        "budget", "4k|32k|N", "Context window: 4k (on-device, default), 32k (Private Cloud Compute) or a token count.",
        BudgetOptions.preset(parsing:)))
    var preset: TokenBudget?

    @Option(.optionalInteger("reserve", atLeast: 0, "Tokens kept for the response (default: 512 at 4k, 2048 at 32k, 1/8 of N)."))
    var reserve: Int?

    @Option(.optionalInteger("margin", atLeast: 0, "Tokens kept free for counting error (default: 64 at 4k, 256 at 32k, 1/64 of N)."))
    var margin: Int?

    /// The budget the three options describe.
    /// - Throws: `CLIError.usage` for a reserve and margin that leave no room.
    func resolve() throws -> TokenBudget {
        let preset = preset ?? .onDevice
        do {
            return try TokenBudget(
                contextSize: preset.contextSize, responseReserve: reserve ?? preset.responseReserve, safetyMargin: margin ?? preset.safetyMargin)
        } catch {
            throw CLIError.usage("\(error)")
        }
    }

    /// `4k`, `32k`, their aliases (`on-device`, `pcc`) or a token count such as `8192` or `8k`
    /// (`TokenBudget.sized`).
    static func preset(parsing value: String) throws -> TokenBudget {
        switch value.lowercased() {
        case "ondevice", "on-device": return .onDevice
        case "pcc": return .privateCloudCompute
        default:
            guard let budget = TokenBudget.sized(value) else {
                throw OptionValueError("--budget must be 4k, 32k or a positive number of tokens (got '\(value)')")
            }
            return budget
        }
    }
}
