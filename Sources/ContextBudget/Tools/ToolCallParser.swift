import Foundation
import Tokenizers

/// Finds tool calls in a model's reply text, in the syntax its chat template asked for
/// (`ToolCallSyntax`): for backends that generate text and must recognise calls themselves,
/// such as the native engine.
///
/// Three outcomes: no call in the text (a text answer), calls, or a call that cannot be used
/// (bad JSON, no name, an unknown tool, arguments that are not an object), with a reason
/// written for the model so it can correct itself.
public struct ToolCallParser: Sendable {
    /// What a reply turned out to be.
    public enum Outcome: Sendable, Hashable {
        /// No call: the reply is an answer.
        case text(String)
        /// One or more calls, in order (several are parallel calls).
        case calls([ChatToolCall])
        /// The reply tries to call a tool and fails; `reason` tells the model what is wrong.
        case malformed(reason: String)
    }

    /// The syntax the prompt asked for.
    public var syntax: ToolCallSyntax
    /// The names of the tools offered; a call to any other is malformed.
    public var toolNames: [String]

    public init(syntax: ToolCallSyntax, toolNames: [String]) {
        self.syntax = syntax
        self.toolNames = toolNames
    }

    /// Keys that hold the arguments: the syntax's own first, then the other common one.
    var argumentsKeys: [String] {
        switch syntax {
        case .tagged: ["arguments", "parameters"]
        case let .json(key, _): [key] + ["arguments", "parameters"].filter { $0 != key }
        }
    }

    /// - Complexity: O(n) in the length of the text.
    public func parse(_ text: String) -> Outcome {
        switch syntax {
        case let .tagged(open, close): parseTagged(text, open: open, close: close)
        case let .json(_, prefixes): parseJSON(text, prefixes: prefixes)
        }
    }

    // MARK: Tagged blocks

    private func parseTagged(_ text: String, open: String, close: String) -> Outcome {
        guard text.contains(open) else { return .text(text) }
        var calls: [ChatToolCall] = []
        var rest = text[...]
        while let start = rest.range(of: open) {
            let tail = rest[start.upperBound...]
            // A block ends at its close marker, or (cut short) at the next block or the end.
            let end = tail.range(of: close)?.lowerBound ?? tail.range(of: open)?.lowerBound ?? tail.endIndex
            var scanner = JSONSpanScanner(tail[..<end])
            switch call(from: &scanner) {
            case let .success(found?): calls.append(found)
            case .success(nil): return .malformed(reason: "the \(open) block holds no call object with a \"name\"")
            case let .failure(reason): return .malformed(reason: reason)
            }
            scanner.skipSpace()
            guard scanner.isAtEnd else { return .malformed(reason: "unexpected text after the call object in a \(open) block") }
            rest = tail[end...]
        }
        return .calls(calls)
    }

    // MARK: Bare JSON

    private func parseJSON(_ text: String, prefixes: [String]) -> Outcome {
        var body = Substring(text.strippingWhitespace)
        for prefix in prefixes where body.hasPrefix(prefix) { body = Substring(body.dropFirst(prefix.count).strippingWhitespace) }
        if let fenced = Self.fenceContent(body) {
            body = Substring(fenced.strippingWhitespace)
        }
        guard let first = body.first, first == "{" || first == "[" else { return .text(text) }
        var scanner = JSONSpanScanner(body)
        var calls: [ChatToolCall] = []
        while true {
            scanner.skipSpace()
            while let byte = scanner.current, byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") {
                scanner.index += 1
                scanner.skipSpace()
            }
            guard let byte = scanner.current, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else { break }
            if byte == UInt8(ascii: "[") {
                scanner.index += 1
                while true {
                    scanner.skipSpace()
                    if scanner.current == UInt8(ascii: "]") { scanner.index += 1; break }
                    // A list of anything but objects is data, not calls.
                    guard scanner.current == UInt8(ascii: "{") else {
                        return calls.isEmpty ? .text(text) : .malformed(reason: "an item of the list is not a call object")
                    }
                    switch call(from: &scanner) {
                    case let .success(found?): calls.append(found)
                    case .success(nil): return calls.isEmpty ? .text(text) : .malformed(reason: "an item of the list is not a call with a \"name\"")
                    case let .failure(reason): return .malformed(reason: reason)
                    }
                    scanner.skipSpace()
                    if scanner.current == UInt8(ascii: ",") { scanner.index += 1; continue }
                    if scanner.current == UInt8(ascii: "]") { scanner.index += 1; break }
                    return .malformed(reason: "the list of calls is not closed with ]")
                }
            } else {
                switch call(from: &scanner) {
                case let .success(found?): calls.append(found)
                // JSON that is not shaped like a call is an answer (a model asked for JSON data).
                case .success(nil): return calls.isEmpty ? .text(text) : .calls(calls)
                case let .failure(reason): return .malformed(reason: reason)
                }
            }
        }
        // Text after the calls is dropped: the format asks for the call alone.
        return calls.isEmpty ? .text(text) : .calls(calls)
    }

    /// The content of a Markdown code fence when the reply is one, or holds a ```json,
    /// ```tool_call or ```tool_code fence; nil otherwise.
    static func fenceContent(_ body: Substring) -> Substring? {
        let fence: Range<Substring.Index>
        if body.hasPrefix("```") {
            fence = body.startIndex..<body.index(body.startIndex, offsetBy: 3)
        } else if let found = ["```tool_call", "```json", "```tool_code"].compactMap({ body.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            fence = found
        } else {
            return nil
        }
        let afterFence = body[fence.upperBound...]
        guard let lineEnd = afterFence.firstIndex(of: "\n") else { return nil }
        let content = afterFence[afterFence.index(after: lineEnd)...]
        if let close = content.range(of: "```") { return content[..<close.lowerBound] }
        return content
    }

    // MARK: One call object

    /// The call in the object at the scanner: `.success(nil)` when the JSON is not shaped like
    /// a call (no name and no arguments), a failure naming what is wrong when it is a broken one.
    private func call(from scanner: inout JSONSpanScanner) -> Result<ChatToolCall?, Reason> {
        let members: [JSONSpanScanner.Member]
        do {
            members = try scanner.members()
        } catch {
            return .failure(Reason("the call is not valid JSON (\(error))"))
        }
        var byKey: [String: JSONSpanScanner.Member] = [:]
        for member in members { byKey[member.key] = member }
        // OpenAI's shape, {"type": "function", "function": {"name": …, "arguments": …}}.
        if case .object = byKey["function"]?.value, byKey["name"] == nil, let inner = byKey["function"] {
            var nested = JSONSpanScanner(Substring(scanner.text(inner.valueRange)))
            return call(from: &nested)
        }
        let argumentsMember = argumentsKeys.lazy.compactMap { byKey[$0] }.first
        guard let nameMember = byKey["name"] else {
            return argumentsMember == nil ? .success(nil) : .failure(Reason("the call has no \"name\""))
        }
        guard case let .string(name) = nameMember.value else { return .failure(Reason("the call's \"name\" must be a string")) }
        guard toolNames.contains(name) else {
            return .failure(Reason("there is no tool named \"\(name)\"; the tools are: \(toolNames.joined(separator: ", "))"))
        }
        let arguments: String
        switch argumentsMember?.value {
        case nil: arguments = "{}"
        case .object?: arguments = scanner.text(argumentsMember!.valueRange)
        case let .string(encoded)?:
            // Arguments sent as a JSON-encoded string, as OpenAI's API writes them.
            var inner = JSONSpanScanner(Substring(encoded))
            guard (try? inner.members()) != nil else { return .failure(Reason("the arguments of \(name) must be a JSON object")) }
            inner.skipSpace()
            guard inner.isAtEnd else { return .failure(Reason("the arguments of \(name) must be a JSON object")) }
            arguments = encoded
        case .null?: arguments = "{}"
        case let other?: return .failure(Reason("the arguments of \(name) must be a JSON object, not \(JSONSchema.kindName(other))"))
        }
        return .success(ChatToolCall(name: name, arguments: arguments))
    }

    struct Reason: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension Result where Failure == ToolCallParser.Reason {
    fileprivate static func failure(_ reason: String) -> Result { .failure(ToolCallParser.Reason(reason)) }
}

extension ToolCallParser.Outcome {
    fileprivate static func malformed(reason: ToolCallParser.Reason) -> Self { .malformed(reason: reason.description) }
}

extension StringProtocol {
    /// Without leading and trailing whitespace and newlines.
    var strippingWhitespace: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
