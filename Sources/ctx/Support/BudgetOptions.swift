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
