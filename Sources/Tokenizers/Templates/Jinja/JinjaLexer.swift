/// Splits a template into tokens the way jinja2's lexer does under Hugging Face's chat-template
/// settings (`trim_blocks`, `lstrip_blocks`, `keep_trailing_newline` off):
///
/// - `{%-`, `{{-`, `{#-` strip all whitespace before the tag; `-%}`, `-}}`, `-#}` all after it.
/// - `trim_blocks`: a block or comment tag eats one newline right after it (not `+%}`).
/// - `lstrip_blocks`: spaces and tabs between a line's start and a block or comment tag are
///   dropped (not before `{{`, not with `{%+`).
/// - Line endings become `\n` and one trailing newline of the source is dropped.
/// - Comments `{# … #}` produce no token.
struct JinjaLexer {
    private let source: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var tokens: [JinjaToken] = []
    /// Whether the last thing consumed ended a line: `lstrip_blocks` then applies to text with
    /// no newline of its own (jinja2's `line_starting`).
    private var lineStarting = true

    init(_ template: String) {
        var text = template.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if text.hasSuffix("\n") { text.removeLast() }
        source = Array(text.unicodeScalars)
    }

    /// The tokens, ending with `.end`.
    /// - Throws: `JinjaError.syntax` for an unclosed tag, comment or string, or a character
    ///   that is not Jinja.
    /// - Complexity: O(n) in the template's length.
    static func tokenize(_ template: String) throws -> [JinjaToken] {
        var lexer = JinjaLexer(template)
        try lexer.run()
        return lexer.tokens
    }

    private mutating func run() throws {
        while position < source.count {
            let (tagStart, opener) = nextTag(from: position)
            var text = Array(source[position..<tagStart])
            guard let opener else {
                emitText(text)
                position = source.count
                break
            }
            let signIndex = tagStart + 2
            let sign: Unicode.Scalar? = signIndex < source.count && (source[signIndex] == "-" || source[signIndex] == "+") ? source[signIndex] : nil
            if sign == "-" {
                while let last = text.last, Self.isSpace(last) { text.removeLast() }
            } else if sign != "+", opener != "{" {
                let lineStart = (text.lastIndex(of: "\n") ?? -1) + 1
                if lineStart > 0 || lineStarting, lineStart < text.count, text[lineStart...].allSatisfy(Self.isSpace) {
                    text.removeSubrange(lineStart...)
                }
            }
            emitText(text)
            advance(to: signIndex + (sign == nil ? 0 : 1))
            switch opener {
            case "#": try comment(startLine: line)
            case "{": try tag(start: .expressionStart, close: "}")
            default: try tag(start: .statementStart, close: "%")
            }
        }
        tokens.append(JinjaToken(kind: .end, line: line))
    }

    /// The index of the next `{{`, `{%` or `{#` at or after `index`, and its second character.
    private func nextTag(from index: Int) -> (Int, Unicode.Scalar?) {
        var index = index
        while index + 1 < source.count {
            if source[index] == "{", "{%#".unicodeScalars.contains(source[index + 1]) { return (index, source[index + 1]) }
            index += 1
        }
        return (source.count, nil)
    }

    private mutating func emitText(_ text: [Unicode.Scalar]) {
        guard !text.isEmpty else { return }
        var string = ""
        string.unicodeScalars.append(contentsOf: text)
        // `advance` counts the text's lines when it moves past it.
        tokens.append(JinjaToken(kind: .text(string), line: line))
    }

    private mutating func advance(to index: Int) {
        line += source[position..<index].lazy.filter { $0 == "\n" }.count
        position = index
    }

    private mutating func comment(startLine: Int) throws {
        var index = position
        while index + 1 < source.count, !(source[index] == "#" && source[index + 1] == "}") { index += 1 }
        guard index + 1 < source.count else { throw JinjaError(.syntax, line: startLine, "a comment {# is never closed with #}") }
        let sign = index > position ? source[index - 1] : nil
        advance(to: index + 2)
        closeTag(sign: sign == "-" || sign == "+" ? sign : nil, trimsNewline: true)
    }

    /// Whitespace control after a tag's closing delimiter.
    private mutating func closeTag(sign: Unicode.Scalar?, trimsNewline: Bool) {
        let start = position
        if sign == "-" {
            var index = position
            while index < source.count, Self.isSpace(source[index]) { index += 1 }
            advance(to: index)
        } else if sign == nil, trimsNewline, position < source.count, source[position] == "\n" {
            advance(to: position + 1)
        }
        if position > start { lineStarting = source[position - 1] == "\n" } else { lineStarting = false }
    }

    /// The tokens inside `{{ … }}` or `{% … %}`, through the closing delimiter.
    private mutating func tag(start: JinjaToken.Kind, close: Unicode.Scalar) throws {
        let startLine = line
        tokens.append(JinjaToken(kind: start, line: line))
        while true {
            while position < source.count, Self.isSpace(source[position]) { advance(to: position + 1) }
            guard position < source.count else {
                throw JinjaError(.syntax, line: startLine, close == "}" ? "an expression {{ is never closed with }}" : "a tag {% is never closed with %}")
            }
            let scalar = source[position]
            // The closing delimiter, with its whitespace sign, before any operator.
            for sign in ["-", "+", nil] as [Unicode.Scalar?] {
                let offset = sign == nil ? 0 : 1
                if sign != nil, source[position] != sign! { continue }
                if position + offset + 1 < source.count, source[position + offset] == close, source[position + offset + 1] == "}" {
                    tokens.append(JinjaToken(kind: close == "}" ? .expressionEnd : .statementEnd, line: line))
                    advance(to: position + offset + 2)
                    closeTag(sign: sign, trimsNewline: close == "%")
                    return
                }
            }
            if scalar == "'" || scalar == "\"" {
                try string(quote: scalar)
            } else if scalar.properties.numericType != nil, scalar.isASCII {
                number()
            } else if scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic) {
                var end = position
                while end < source.count, source[end] == "_" || (source[end].isASCII && (source[end].properties.isAlphabetic || source[end].properties.numericType != nil)) { end += 1 }
                tokens.append(JinjaToken(kind: .name(Self.string(source[position..<end])), line: line))
                position = end
            } else if let symbol = Self.symbols.first(where: { matches($0) }) {
                tokens.append(JinjaToken(kind: .symbol(symbol), line: line))
                position += symbol.unicodeScalars.count
            } else {
                throw JinjaError(.syntax, line: line, "unexpected character '\(scalar)' in a tag")
            }
        }
    }

    private static let symbols = ["//", "**", "==", "!=", ">=", "<=", "+", "-", "*", "/", "%", "~", "[", "]", "(", ")", "{", "}", "<", ">", "=", ".", ":", "|", ",", ";"]

    private func matches(_ symbol: String) -> Bool {
        var index = position
        for scalar in symbol.unicodeScalars {
            guard index < source.count, source[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    private mutating func number() {
        var end = position
        func digits() { while end < source.count, source[end].isASCII, source[end].properties.numericType != nil || source[end] == "_" { end += 1 } }
        digits()
        var isFloat = false
        if end + 1 < source.count, source[end] == ".", source[end + 1].isASCII, source[end + 1].properties.numericType != nil {
            isFloat = true
            end += 1
            digits()
        }
        if end < source.count, source[end] == "e" || source[end] == "E" {
            var exponent = end + 1
            if exponent < source.count, source[exponent] == "+" || source[exponent] == "-" { exponent += 1 }
            if exponent < source.count, source[exponent].isASCII, source[exponent].properties.numericType != nil {
                isFloat = true
                end = exponent
                digits()
            }
        }
        let text = Self.string(source[position..<end]).replacingOccurrences(of: "_", with: "")
        tokens.append(JinjaToken(kind: isFloat ? .float(Double(text) ?? 0) : .integer(Int(text) ?? 0), line: line))
        position = end
    }

    /// A quoted literal with Python's backslash escapes.
    private mutating func string(quote: Unicode.Scalar) throws {
        let startLine = line
        var index = position + 1
        var value = String.UnicodeScalarView()
        while index < source.count, source[index] != quote {
            var scalar = source[index]
            if scalar == "\\", index + 1 < source.count {
                index += 1
                scalar = source[index]
                switch scalar {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                case "a": value.append("\u{07}")
                case "b": value.append("\u{08}")
                case "f": value.append("\u{0C}")
                case "v": value.append("\u{0B}")
                case "\\", "'", "\"": value.append(scalar)
                case "\n": break
                case "x", "u", "U":
                    let width = scalar == "x" ? 2 : scalar == "u" ? 4 : 8
                    let digits = Self.string(source[(index + 1)..<min(source.count, index + 1 + width)])
                    guard digits.count == width, let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) else {
                        throw JinjaError(.syntax, line: line, "a string's \\\(scalar) escape needs \(width) hex digits")
                    }
                    value.append(decoded)
                    index += width
                default:
                    value.append("\\")
                    value.append(scalar)
                }
            } else {
                value.append(scalar)
            }
            index += 1
        }
        guard index < source.count else { throw JinjaError(.syntax, line: startLine, "a string opened with \(quote) is never closed") }
        tokens.append(JinjaToken(kind: .string(String(value)), line: startLine))
        advance(to: index + 1)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return string
    }
}
