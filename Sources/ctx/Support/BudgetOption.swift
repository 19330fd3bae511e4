import ContextBudget

/// `--budget 4k|32k|N` with optional `--reserve N` and `--margin N`, turned into a validated `TokenBudget`.
enum BudgetOption {
    static let options: [OptionSpec] = [
        .value("budget", "4k|32k|N", "Context window: 4k (on-device, default), 32k (Private Cloud Compute) or a token count."),
        .value("reserve", "N", "Tokens kept for the response (default: 512 at 4k, 2048 at 32k, 1/8 of N)."),
        .value("margin", "N", "Tokens kept free for counting error (default: 64 at 4k, 256 at 32k, 1/64 of N)."),
    ]

    static func parse(_ arguments: ParsedArguments) throws -> TokenBudget {
        let text = arguments.value("budget")?.lowercased() ?? "4k"
        let preset: TokenBudget
        switch text {
        case "4k", "4096", "ondevice", "on-device": preset = .onDevice
        case "32k", "32768", "pcc": preset = .privateCloudCompute
        default:
            var digits = text
            var scale = 1
            if digits.hasSuffix("k") { digits.removeLast(); scale = 1024 }
            guard let number = Int(digits), number > 0, !number.multipliedReportingOverflow(by: scale).overflow else {
                throw CLIError.usage("--budget must be 4k, 32k or a positive number of tokens (got '\(text)')", command: arguments.commandName)
            }
            do {
                preset = try .proportional(contextSize: number * scale)
            } catch {
                throw CLIError.usage("--budget \(text): \(error)", command: arguments.commandName)
            }
        }
        let reserve = try arguments.integer("reserve", atLeast: 0) ?? preset.responseReserve
        let margin = try arguments.integer("margin", atLeast: 0) ?? preset.safetyMargin
        do {
            return try TokenBudget(contextSize: preset.contextSize, responseReserve: reserve, safetyMargin: margin)
        } catch {
            throw CLIError.usage("\(error)", command: arguments.commandName)
        }
    }
}
