import ContextBudget
import MCP

/// What `plan` and `summarize` share: the summarizer `ctx summarize` builds
/// (`Summarizer.recommended`) for a call's budget, strategy, target length and language.
enum SummaryInput {
    static let schemaProperties: [String: JSONValue] = [
        "strategy": [
            "type": "string", "enum": .array(SummaryStrategy.allCases.map { .string($0.rawValue) }),
            "description": "How partial summaries are combined (default: what suits the server's model).",
        ],
        "target_tokens": ["type": "integer", "minimum": 1, "description": "Most tokens of the final summary (default: a fifth of the document, within the response reserve)."],
        "language": ["type": "string", "description": "Language to write the summary in, such as English (default: the document's)."],
    ]
    static let argumentNames = ["strategy", "target_tokens", "language"]

    /// What a `plan` or `summarize` call asks about: its document (with `DocumentInput`'s
    /// arguments) and the summarizer for its budget (with `BudgetInput`'s), read in that order.
    struct Request {
        var document: DocumentInput
        var material: SummaryMaterial
        var summarizer: Summarizer
        /// The model the summarizer calls, as the server made it for the call's budget.
        var model: any LanguageModel
    }

    /// The call's budget, document and summarizer.
    /// - Throws: what `BudgetInput.read`, `DocumentInput.read` and `summarizer` throw.
    static func request(_ arguments: MCPToolArguments, configuration: ServerConfiguration) throws -> Request {
        let budget = try BudgetInput.read(arguments)
        let document = try DocumentInput.read(arguments, configuration: configuration)
        let (summarizer, model) = try self.summarizer(arguments, budget: budget, configuration: configuration)
        return Request(document: document, material: document.material, summarizer: summarizer, model: model)
    }

    /// The summarizer for this call, and the model it calls.
    /// - Throws: `MCPToolArgumentError` for a bad strategy or target, a budget the prompts cannot fit.
    private static func summarizer(_ arguments: MCPToolArguments, budget: TokenBudget, configuration: ServerConfiguration) throws
        -> (Summarizer, any LanguageModel) {
        let strategy = try arguments.choice("strategy", SummaryStrategy.allCases.map(\.rawValue)).flatMap(SummaryStrategy.init(rawValue:))
        let target = try arguments.integer("target_tokens", atLeast: 1)
        let language = try arguments.string("language")
        let model = try configuration.makeModel(budget, configuration.counter)
        do {
            let summarizer = try Summarizer.recommended(
                for: model, budget: budget, counter: configuration.counter, counterIsChosen: configuration.counterWasNamed,
                strategy: strategy, targetTokenCount: target, language: language)
            return (summarizer, model)
        } catch let error as ContextBudgetError {
            throw MCPToolArgumentError(error.description)
        }
    }
}
