/// One token of a Jinja template: a run of literal text, a tag delimiter, or a piece of an
/// expression inside a tag. `line` is the 1-based source line it starts on, for error messages.
struct JinjaToken: Equatable {
    enum Kind: Equatable {
        /// Literal text between tags, whitespace control already applied.
        case text(String)
        /// `{{` and `}}`.
        case expressionStart, expressionEnd
        /// `{%` and `%}`.
        case statementStart, statementEnd
        case name(String)
        case string(String)
        case integer(Int)
        case float(Double)
        /// An operator or punctuation: `+`, `==`, `(`, `|`, `.` …
        case symbol(String)
        case end
    }

    var kind: Kind
    var line: Int
}
