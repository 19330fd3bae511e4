import Guidance
import Tokenizers

/// Where the calls of a free reply (`.auto`) begin, so the call grammar switches on only there:
/// the text before a call, between calls and after them stays the model's own.
///
/// - Tagged syntaxes (Qwen's `<tool_call>`): once the text ends with the open marker a call must
///   follow; one whitespace token may come first (the template writes a newline there).
/// - JSON syntaxes (the Gemma convention, Llama 3.1): a call may begin where the reply begins, after
///   one of the syntax's prefixes (`<|python_tag|>`), after a code fence's opening, or right after
///   a call (parallel calls). There a token that starts with `{` must start a valid call; any
///   other token is text, and the reply goes on free.
///
/// A call ends when its JSON value is complete; the text after it is free again, so the close
/// marker and further calls are the model's, each new call constrained in turn.
struct ToolCallTrigger {
    /// The open marker after which a call must follow (tagged syntaxes), nil for JSON syntaxes.
    let requiredAfter: [UInt8]?
    /// Texts (whitespace trimmed) after which a call may begin (JSON syntaxes).
    let optionalAfter: [[UInt8]]
    /// The text of marker and prefix tokens the vocabulary has no bytes for (control tokens such
    /// as `<|python_tag|>`), so the trigger still sees them.
    let markerTokens: [Int: [UInt8]]

    init(syntax: ToolCallSyntax, tokenizer: any Tokenizer) {
        let markers: [String]
        switch syntax {
        case let .tagged(open, _):
            requiredAfter = Array(open.utf8)
            optionalAfter = []
            markers = [open]
        case let .json(_, prefixes):
            requiredAfter = nil
            optionalAfter = ([""] + prefixes + ["```json", "```tool_code", "```"]).map { Array($0.utf8) }
            markers = prefixes
        }
        var markerTokens: [Int: [UInt8]] = [:]
        for marker in markers { if let id = tokenizer.specialTokenID(marker) { markerTokens[id] = Array(marker.utf8) } }
        self.markerTokens = markerTokens
    }

    init(requiredAfter: String?, optionalAfter: [String], markerTokens: [Int: [UInt8]] = [:]) {
        self.requiredAfter = requiredAfter.map { Array($0.utf8) }
        self.optionalAfter = optionalAfter.map { Array($0.utf8) }
        self.markerTokens = markerTokens
    }

    /// What the text since the last call (or the reply's start) arms.
    func arming(after text: [UInt8]) -> ToolCallPhase {
        if let marker = requiredAfter { return text.count >= marker.count && text.suffix(marker.count).elementsEqual(marker) ? .required : .free }
        let trimmed = text.trimmingWhitespace
        return optionalAfter.contains { $0.elementsEqual(trimmed) } ? .optional : .free
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}

/// Where a reply under a `ToolCallTrigger` is.
enum ToolCallPhase: Equatable {
    /// Text: the logits are left as they are.
    case free
    /// A call may begin here: a token starting with `{` must start a valid call.
    case optional
    /// A call must begin here (after the open marker).
    case required
    /// Inside a call: the grammar's mask applies.
    case inCall
}

extension [UInt8] {
    var trimmingWhitespace: ArraySlice<UInt8> {
        var slice = self[...]
        while let first = slice.first, ToolCallTrigger.isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, ToolCallTrigger.isWhitespace(last) { slice = slice.dropLast() }
        return slice
    }
}
