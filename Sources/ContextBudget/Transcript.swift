/// A conversation with a model: instructions, prompts, responses, tool calls and their outputs.
///
/// It mirrors FoundationModels' `Transcript` so Apple developers feel at home, and adds
/// `summary`, which stands in for entries a trimmer evicted. Tool definitions travel with the
/// transcript because they are part of the prompt and cost tokens.
public struct Transcript: Sendable, Hashable {
    /// The entries, oldest first.
    public var entries: [Entry]
    /// Tools the model may call; rendered into the instructions.
    public var tools: [ToolDefinition]

    public init(entries: [Entry] = [], tools: [ToolDefinition] = []) {
        self.entries = entries
        self.tools = tools
    }

    /// A transcript of optional instructions and one prompt: the common one-shot call.
    public init(instructions: String? = nil, prompt: String) {
        var entries: [Entry] = []
        if let instructions { entries.append(.instructions(instructions)) }
        entries.append(.prompt(prompt))
        self.init(entries: entries)
    }

    /// One step of a conversation.
    public enum Entry: Sendable, Hashable {
        /// What the model is told to be and do; always kept by trimmers.
        case instructions(String)
        /// What the user asks.
        case prompt(String)
        /// What the model answered.
        case response(String)
        /// The model asked to call one or more tools (parallel calls are one entry).
        case toolCalls([ToolCall])
        /// A tool's result, answering the call with the same id.
        case toolOutput(ToolOutput)
        /// A summary standing in for entries that were removed to save tokens.
        case summary(String)

        /// The entry's kind as a word, for reports and JSON.
        public var kind: Kind {
            switch self {
            case .instructions: .instructions
            case .prompt: .prompt
            case .response: .response
            case .toolCalls: .toolCalls
            case .toolOutput: .toolOutput
            case .summary: .summary
            }
        }

        /// The kinds of entry, named as in the JSON format.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            case instructions, prompt, response, toolCalls, toolOutput, summary
        }
    }

    /// The text of the newest prompt, if any.
    public var latestPrompt: String? {
        for entry in entries.reversed() {
            if case let .prompt(text) = entry { return text }
        }
        return nil
    }
}

/// A request from the model to run a tool.
public struct ToolCall: Sendable, Hashable, Codable {
    /// Identifier that the matching `ToolOutput.callID` repeats.
    public var id: String
    /// The tool's name.
    public var name: String
    /// The arguments as JSON text, kept byte for byte as the model wrote them.
    public var arguments: String

    public init(id: String, name: String, arguments: String) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }
}

/// A tool's result, sent back to the model.
public struct ToolOutput: Sendable, Hashable, Codable {
    /// The id of the `ToolCall` this answers.
    public var callID: String
    /// The tool's name, when known.
    public var toolName: String?
    /// The result as text.
    public var text: String

    public init(callID: String, toolName: String? = nil, text: String) {
        self.callID = callID
        self.toolName = toolName
        self.text = text
    }
}

/// A tool the model may call: its name, what it does and the JSON schema of its parameters.
public struct ToolDefinition: Sendable, Hashable, Codable {
    public var name: String
    public var description: String
    /// JSON schema of the arguments.
    public var parameters: JSONValue
    /// JSON schema of what the tool returns, when its definition says (MCP's `outputSchema`, a
    /// Gorilla/BFCL function doc's `response`). It is never sent to the model, so it costs no
    /// prompt tokens; tool selection reads it to keep the tool that produces what another
    /// tool's parameter needs (a zipcode lookup beside a distance that takes zipcodes).
    public var outputSchema: JSONValue?

    public init(name: String, description: String, parameters: JSONValue = .object([:]), outputSchema: JSONValue? = nil) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.outputSchema = outputSchema
    }
}
