/// How many tokens a call may use: the context window, minus a reserve for the response,
/// minus a safety margin for counts that may be off.
///
/// Named `TokenBudget` rather than after the module so that `ContextBudget.X` always means the module.
public struct TokenBudget: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// Tokens the model attends to, prompt and response together.
    public let contextSize: Int
    /// Tokens kept free for the model's answer.
    public let responseReserve: Int
    /// Tokens kept free for counting error (estimates, templates a backend counts differently).
    public let safetyMargin: Int

    /// A budget, validated.
    /// - Throws: `ContextBudgetError.invalidBudget` for negative numbers or when the reserve and
    ///   margin leave no room for a prompt.
    public init(contextSize: Int, responseReserve: Int, safetyMargin: Int = 0) throws {
        guard contextSize > 0 else {
            throw ContextBudgetError.invalidBudget("context size must be positive (got \(contextSize))")
        }
        guard responseReserve >= 0, safetyMargin >= 0 else {
            throw ContextBudgetError.invalidBudget(
                "response reserve and safety margin cannot be negative (got \(responseReserve) and \(safetyMargin))")
        }
        // Written without the sum, which overflows for a reserve near Int.max (a JSON budget or
        // `ctx --reserve 9223372036854775807` is untrusted input).
        guard responseReserve < contextSize, safetyMargin < contextSize - responseReserve else {
            throw ContextBudgetError.invalidBudget(
                "response reserve \(responseReserve) + safety margin \(safetyMargin) leave nothing of a \(contextSize)-token context; lower them or raise the context size")
        }
        self.init(unchecked: contextSize, responseReserve, safetyMargin)
    }

    private init(unchecked contextSize: Int, _ responseReserve: Int, _ safetyMargin: Int) {
        self.contextSize = contextSize
        self.responseReserve = responseReserve
        self.safetyMargin = safetyMargin
    }

    /// Apple's on-device model: 4,096 tokens, 512 kept for the response, 64 for counting error.
    public static let onDevice = TokenBudget(unchecked: 4096, 512, 64)

    /// Apple's Private Cloud Compute model: 32,768 tokens, 2,048 for the response, 256 margin.
    public static let privateCloudCompute = TokenBudget(unchecked: 32768, 2048, 256)

    /// A budget for any context size with the same proportions as the presets
    /// (1/8 of the context for the response, 1/64 as margin).
    public static func proportional(contextSize: Int) throws -> TokenBudget {
        try TokenBudget(contextSize: contextSize, responseReserve: contextSize / 8, safetyMargin: contextSize / 64)
    }

    /// Tokens a prompt (instructions, history, template) may use.
    public var promptCapacity: Int { contextSize - responseReserve - safetyMargin }

    public var description: String {
        "\(contextSize) tokens (\(responseReserve) reserved for the response, \(safetyMargin) margin, \(promptCapacity) for the prompt)"
    }
}

extension TokenBudget: Decodable {
    private enum CodingKeys: String, CodingKey { case contextSize, responseReserve, safetyMargin }

    /// Decodes and validates, so a budget read from JSON is as sound as one built in code.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            contextSize: try container.decode(Int.self, forKey: .contextSize),
            responseReserve: try container.decode(Int.self, forKey: .responseReserve),
            safetyMargin: try container.decodeIfPresent(Int.self, forKey: .safetyMargin) ?? 0)
    }
}
