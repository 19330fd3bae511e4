/// Builds the tree of a tokenized template, with jinja2's operator precedence (loosest first):
/// `x if c else y`, `or`, `and`, `not`, comparisons and `in`, `+ -`, `~`, `* / // %`, `**`,
/// unary `-`, then postfix `.attr`, `[item]`, `(call)`, `| filter`, `is test`.
///
/// Statements: `if`/`elif`/`else`, `for … in … [if …]`/`else`, `set` (plain, namespace
/// attribute, block), `macro`, `filter`, `break`/`continue`, and Hugging Face's `generation`
/// block (rendered as its body). Any other Jinja tag is `JinjaError.unsupported` naming it.
struct JinjaParser {
    let tokens: [JinjaToken]
    var index = 0

    /// - Throws: `JinjaError` naming the line of the first construct that is not valid or not
    ///   supported.
    /// - Complexity: O(n) in the number of tokens.
    static func parse(_ tokens: [JinjaToken]) throws -> [JinjaNode] {
        var parser = JinjaParser(tokens: tokens)
        let (nodes, end) = try parser.body(until: [])
        if let end { throw JinjaError(.syntax, line: parser.line, "{% \(end) %} without its opening tag") }
        return nodes
    }

    private init(tokens: [JinjaToken]) { self.tokens = tokens }

    var current: JinjaToken.Kind { tokens[index].kind }
    var line: Int { tokens[index].line }

    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    func isName(_ name: String) -> Bool { current == .name(name) }
    func isSymbol(_ symbol: String) -> Bool { current == .symbol(symbol) }

    mutating func skip(name: String) -> Bool {
        guard isName(name) else { return false }
        advance()
        return true
    }

    mutating func skip(symbol: String) -> Bool {
        guard isSymbol(symbol) else { return false }
        advance()
        return true
    }

    mutating func expect(symbol: String) throws {
        guard skip(symbol: symbol) else { throw unexpected("'\(symbol)'") }
    }

    mutating func expectName() throws -> String {
        guard case let .name(name) = current else { throw unexpected("a name") }
        advance()
        return name
    }

    mutating func expectStatementEnd() throws {
        guard current == .statementEnd else { throw unexpected("%}") }
        advance()
    }

    func unexpected(_ expected: String) -> JinjaError {
        JinjaError(.syntax, line: line, "expected \(expected), found \(Self.describe(current))")
    }

    private static func describe(_ kind: JinjaToken.Kind) -> String {
        switch kind {
        case let .text(text): "text \(JinjaValue.pythonRepr(String(text.prefix(20))))"
        case .expressionStart: "{{"
        case .expressionEnd: "}}"
        case .statementStart: "{%"
        case .statementEnd: "%}"
        case let .name(name): "'\(name)'"
        case let .string(string): "the string \(JinjaValue.pythonRepr(string))"
        case let .integer(value): "\(value)"
        case let .float(value): "\(value)"
        case let .symbol(symbol): "'\(symbol)'"
        case .end: "the end of the template"
        }
    }

    // MARK: Statements

    /// Nodes up to a `{% name %}` whose name is in `ends` (consumed, returned) or the end.
    mutating func body(until ends: Set<String>) throws -> ([JinjaNode], String?) {
        var nodes: [JinjaNode] = []
        while true {
            switch current {
            case .end:
                if !ends.isEmpty { throw JinjaError(.syntax, line: line, "the template ends before {% \(ends.sorted().joined(separator: " or ")) %}") }
                return (nodes, nil)
            case let .text(text):
                nodes.append(.text(text))
                advance()
            case .expressionStart:
                let start = line
                advance()
                nodes.append(.output(try tuple(conditional: true), line: start))
                guard current == .expressionEnd else { throw unexpected("}}") }
                advance()
            case .statementStart:
                advance()
                guard case let .name(keyword) = current else { throw unexpected("a tag name") }
                if ends.contains(keyword) {
                    advance()
                    return (nodes, keyword)
                }
                nodes += try statement(keyword)
            default:
                throw unexpected("text or a tag")
            }
        }
    }

    private static let unsupportedTags: Set<String> = [
        "include", "import", "from", "extends", "block", "call", "raw", "with", "autoescape", "do", "trans",
    ]

    mutating func statement(_ keyword: String) throws -> [JinjaNode] {
        let start = line
        advance()
        switch keyword {
        case "if": return [try ifChain()]
        case "for": return [try forLoop(line: start)]
        case "set": return [try set(line: start)]
        case "macro": return [try macro()]
        case "filter":
            let filters = try filterChain(first: true)
            try expectStatementEnd()
            let (body, _) = try body(until: ["endfilter"])
            try expectStatementEnd()
            return [.filterBlock(filters, body: body, line: start)]
        case "generation":
            try expectStatementEnd()
            let (body, _) = try body(until: ["endgeneration"])
            try expectStatementEnd()
            return body
        case "break", "continue":
            try expectStatementEnd()
            return [keyword == "break" ? .break : .continue]
        default:
            if Self.unsupportedTags.contains(keyword) { throw JinjaError(.unsupported, line: start, "the {% \(keyword) %} tag") }
            throw JinjaError(.syntax, line: start, "unknown tag {% \(keyword) %}")
        }
    }

    mutating func ifChain() throws -> JinjaNode {
        var branches: [(condition: JinjaExpression, body: [JinjaNode])] = []
        var condition = try expression(conditional: false)
        while true {
            try expectStatementEnd()
            let (body, end) = try body(until: ["elif", "else", "endif"])
            branches.append((condition, body))
            switch end {
            case "elif":
                condition = try expression(conditional: false)
            case "else":
                try expectStatementEnd()
                let (otherwise, _) = try self.body(until: ["endif"])
                try expectStatementEnd()
                return .ifChain(branches, otherwise: otherwise)
            default:
                try expectStatementEnd()
                return .ifChain(branches, otherwise: [])
            }
        }
    }

    mutating func forLoop(line start: Int) throws -> JinjaNode {
        let target = try assignmentTarget()
        guard skip(name: "in") else { throw unexpected("'in'") }
        let iterable = try tuple(conditional: false)
        let filter = skip(name: "if") ? try expression(conditional: true) : nil
        if isName("recursive") { throw JinjaError(.unsupported, line: line, "a recursive for loop") }
        try expectStatementEnd()
        let (body, end) = try body(until: ["else", "endfor"])
        var otherwise: [JinjaNode] = []
        if end == "else" {
            try expectStatementEnd()
            (otherwise, _) = try self.body(until: ["endfor"])
        }
        try expectStatementEnd()
        return .forLoop(target, iterable: iterable, filter: filter, body: body, otherwise: otherwise, line: start)
    }

    mutating func assignmentTarget() throws -> JinjaTarget {
        let first = try expectName()
        if skip(symbol: ".") { return .attribute(first, try expectName()) }
        guard isSymbol(",") else { return .name(first) }
        var names = [first]
        while skip(symbol: ",") {
            guard case .name = current else { break }
            names.append(try expectName())
        }
        return .tuple(names)
    }

    mutating func set(line start: Int) throws -> JinjaNode {
        let target = try assignmentTarget()
        if skip(symbol: "=") {
            let value = try tuple(conditional: true)
            try expectStatementEnd()
            return .set(target, value, line: start)
        }
        let filters = isSymbol("|") ? try filterChain(first: false) : []
        try expectStatementEnd()
        let (body, _) = try body(until: ["endset"])
        try expectStatementEnd()
        return .setBlock(target, body: body, filters: filters, line: start)
    }

    mutating func macro() throws -> JinjaNode {
        let name = try expectName()
        try expect(symbol: "(")
        var parameters: [JinjaParameter] = []
        while !skip(symbol: ")") {
            if !parameters.isEmpty { try expect(symbol: ",") }
            if skip(symbol: ")") { break }
            let parameter = try expectName()
            parameters.append(JinjaParameter(name: parameter, defaultValue: skip(symbol: "=") ? try expression(conditional: true) : nil))
        }
        try expectStatementEnd()
        let (body, _) = try body(until: ["endmacro"])
        if case .name = current { advance() }  // {% endmacro name %}
        try expectStatementEnd()
        return .macro(name, parameters, body: body)
    }

    /// `name(args) | name(args) …` after `{% filter` (first name without a pipe) or a block set.
    mutating func filterChain(first: Bool) throws -> [(String, JinjaCallArguments)] {
        var filters: [(String, JinjaCallArguments)] = []
        var needsPipe = !first
        while !needsPipe || skip(symbol: "|") {
            needsPipe = true
            let name = try dottedName()
            filters.append((name, isSymbol("(") ? try callArguments() : JinjaCallArguments()))
        }
        return filters
    }
}
