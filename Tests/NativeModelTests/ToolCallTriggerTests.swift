import ContextBudget
import Guidance
@testable import NativeModel
import Testing

/// `.auto` tool calls: the call grammar applies only inside the calls of a free reply. A
/// scripted reply is fed token by token through `SchemaConstraint` with a trigger; each token
/// must be allowed by the step's mask (or the logits left as they are, in free text).
struct ToolCallTriggerTests {
    /// Every printable ASCII byte and the newline as tokens, a marker token, and an end token.
    static let tokens: [[UInt8]?] = (0x20...0x7E).map { [UInt8($0)] } + [[0x0A], Array("<tool_call>".utf8), Array("{\"".utf8), Array(" {\"".utf8), Array(" {}".utf8), nil]
    static let end = tokens.count - 1
    static let vocabulary = TokenVocabulary(tokenBytes: tokens, endTokenIDs: [end])
    static var masker: TokenMasker { TokenMasker(vocabulary: vocabulary) }  // one per constraint: it is not thread-safe
    static let tools = [
        ToolDefinition(name: "get_weather", description: "", parameters: .object(["type": "object", "properties": .object(["city": .object(["type": "string"])]), "required": .array(["city"])])),
        ToolDefinition(name: "get_time", description: "", parameters: .object([:])),
    ]

    /// Greedy single-byte tokens of `text` (the marker and `{"` as their own tokens).
    static func tokenize(_ text: String) -> [Int] {
        var ids: [Int] = []
        var bytes = Array(text.utf8)[...]
        while let first = bytes.first {
            if let id = tokens.indices.filter({ tokens[$0].map { bytes.starts(with: $0) } ?? false }).max(by: { tokens[$0]!.count < tokens[$1]!.count }) {
                ids.append(id)
                bytes = bytes.dropFirst(tokens[id]!.count)
            } else {
                Issue.record("no token for byte \(first)")
                return ids
            }
        }
        return ids
    }

    /// Feeds `text`; returns the index of the first token its mask refuses (nil if all taken),
    /// the phases after each token, and the constraint.
    static func feed(_ text: String, trigger: ToolCallTrigger, argumentsKey: String) throws -> (refused: Int?, free: Int, constraint: SchemaConstraint) {
        let call = try #require(ToolCallConstraint(tools: tools, toolChoice: .required, argumentsKey: argumentsKey))
        let constraint = SchemaConstraint(grammar: call.grammar, masker: masker, logitCount: tokens.count, trigger: trigger)
        let zeros = [Float](repeating: 0, count: tokens.count)
        var free = 0
        for (index, id) in tokenize(text).enumerated() {
            let allowed = try zeros.withUnsafeBufferPointer { logits in
                let constrained = try constraint.constrain(logits)
                if constrained.baseAddress == logits.baseAddress { free += 1 }
                return constrained[id] > -.infinity
            }
            guard allowed else { return (index, free, constraint) }
            constraint.accept(id)
        }
        return (nil, free, constraint)
    }

    static let tagged = ToolCallTrigger(requiredAfter: "<tool_call>", optionalAfter: [])
    static let json = ToolCallTrigger(requiredAfter: nil, optionalAfter: ["", "```json", "```"])

    @Test func taggedTextThenParallelCalls() throws {
        let reply = "Let me check. <tool_call>\n{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Paris\"}}\n</tool_call>\n<tool_call>\n{\"name\":\"get_time\",\"arguments\":{}}\n</tool_call>"
        let (refused, free, constraint) = try Self.feed(reply, trigger: Self.tagged, argumentsKey: "arguments")
        #expect(refused == nil)
        #expect(free >= "Let me check. ".count + "\n</tool_call>\n".count)  // text before and between calls is free
        #expect(constraint.isComplete && constraint.phase == .free)
    }

    @Test func taggedCallMustBeValid() throws {
        // An unknown tool, arguments the tool refuses, and text instead of a call after the marker.
        for bad in ["<tool_call>\n{\"name\":\"unknown\"", "<tool_call>\n{\"name\":\"get_weather\",\"arguments\":{\"town\":", "<tool_call>\nI will call", "<tool_call>\n\n{"] {
            let (refused, _, _) = try Self.feed(bad, trigger: Self.tagged, argumentsKey: "arguments")
            #expect(refused != nil, "\(bad)")
        }
        // Braces in text before the marker are text.
        #expect(try Self.feed("use {x} then <tool_call>{\"name\":\"get_time\",\"arguments\":{}}", trigger: Self.tagged, argumentsKey: "arguments").refused == nil)
    }

    @Test func taggedCutCallIsIncomplete() throws {
        let (refused, _, constraint) = try Self.feed("<tool_call>\n{\"name\":\"get_ti", trigger: Self.tagged, argumentsKey: "arguments")
        #expect(refused == nil)
        #expect(!constraint.isComplete)
        #expect(try !Self.feed("<tool_call>", trigger: Self.tagged, argumentsKey: "arguments").constraint.isComplete)
    }

    @Test func jsonCallsAtTheStartAfterAFenceAndInParallel() throws {
        for reply in ["{\"name\":\"get_time\",\"parameters\":{}}",
                      "```json\n{\"name\":\"get_weather\",\"parameters\":{\"city\":\"Oslo\"}}\n```",
                      "{\"name\":\"get_time\",\"parameters\":{}}\n{\"name\":\"get_weather\",\"parameters\":{\"city\":\"Rome\"}}"] {
            let (refused, _, constraint) = try Self.feed(reply, trigger: Self.json, argumentsKey: "parameters")
            #expect(refused == nil, "\(reply)")
            #expect(constraint.isComplete, "\(reply)")
        }
        // Where a call may begin, `{` must begin a valid one.
        #expect(try Self.feed("{\"name\":\"nope\"", trigger: Self.json, argumentsKey: "parameters").refused != nil)
        #expect(try Self.feed("{\"name\":\"get_time\",\"parameters\":{}}\n{\"x\"", trigger: Self.json, argumentsKey: "parameters").refused != nil)
        // A token that puts a space before the brace (` {"`) starts a call where one may begin;
        // one whose brace cannot start a call (` {}`) is refused there, as `{` alone would be.
        let spaced = try Self.feed(" {\"name\":\"get_time\",\"parameters\":{}}", trigger: Self.json, argumentsKey: "parameters")
        #expect(spaced.refused == nil)
        #expect(spaced.constraint.isComplete)
        #expect(Self.tokenize(" {\"name\"").first == Self.tokens.firstIndex { $0 == Array(" {\"".utf8) }, "the spaced token is the one fed")
        #expect(try Self.feed(" {}", trigger: Self.json, argumentsKey: "parameters").refused == 0)
        // A reply that starts as text stays free, braces included.
        let (refused, free, _) = try Self.feed("The answer is {42}.", trigger: Self.json, argumentsKey: "parameters")
        #expect(refused == nil)
        #expect(free == "The answer is {42}.".count - 1)  // the first token was masked (a call could begin)
    }
}
