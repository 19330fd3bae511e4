/// Builds the tree of a tokenized template, with jinja2's operator precedence (loosest first):
/// `x if c else y`, `or`, `and`, `not`, comparisons and `in`, `+ -`, `~`, `* / // %`, `**`,
/// unary `-`, then postfix `.attr`, `[item]`, `(call)`, `| filter`, `is test`.
///
/// Statements: `if`/`elif`/`else`, `for … in … [if …]`/`else`, `set` (plain, namespace
/// attribute, block), `macro`, `filter`, `break`/`continue`, and Hugging Face's `generation`
/// block (rendered as its body). Any other Jinja tag is `JinjaError.unsupported` naming it.
struct JinjaParser {
    private let tokens: [JinjaToken]
    private var index = 0

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

    private var current: JinjaToken.Kind { tokens[index].kind }
    private var line: Int { tokens[index].line }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func isName(_ name: String) -> Bool { current == .name(name) }
    private func isSymbol(_ symbol: String) -> Bool { current == .symbol(symbol) }

    private mutating func skip(name: String) -> Bool {
        guard isName(name) else { return false }
        advance()
        return true
    }

    private mutating func skip(symbol: String) -> Bool {
        guard isSymbol(symbol) else { return false }
        advance()
        return true
    }

    private mutating func expect(symbol: String) throws {
        guard skip(symbol: symbol) else { throw unexpected("'\(symbol)'") }
    }

    private mutating func expectName() throws -> String {
        guard case let .name(name) = current else { throw unexpected("a name") }
        advance()
        return name
    }

    private mutating func expectStatementEnd() throws {
        guard current == .statementEnd else { throw unexpected("%}") }
        advance()
    }

    private func unexpected(_ expected: String) -> JinjaError {
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
    private mutating func body(until ends: Set<String>) throws -> ([JinjaNode], String?) {
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

    private mutating func statement(_ keyword: String) throws -> [JinjaNode] {
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

    private mutating func ifChain() throws -> JinjaNode {
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

    private mutating func forLoop(line start: Int) throws -> JinjaNode {
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

    private mutating func assignmentTarget() throws -> JinjaTarget {
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

    private mutating func set(line start: Int) throws -> JinjaNode {
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

    private mutating func macro() throws -> JinjaNode {
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
    private mutating func filterChain(first: Bool) throws -> [(String, JinjaCallArguments)] {
        var filters: [(String, JinjaCallArguments)] = []
        var needsPipe = !first
        while !needsPipe || skip(symbol: "|") {
            needsPipe = true
            let name = try dottedName()
            filters.append((name, isSymbol("(") ? try callArguments() : JinjaCallArguments()))
        }
        return filters
    }

    // MARK: Expressions

    /// An expression, or several separated by commas (a tuple, as a list).
    private mutating func tuple(conditional: Bool) throws -> JinjaExpression {
        let first = try expression(conditional: conditional)
        guard isSymbol(",") else { return first }
        var items = [first]
        while skip(symbol: ",") {
            if current == .expressionEnd || current == .statementEnd || isSymbol(")") { break }
            items.append(try expression(conditional: conditional))
        }
        return .list(items)
    }

    private mutating func expression(conditional: Bool) throws -> JinjaExpression {
        var value = try or()
        guard conditional else { return value }
        while skip(name: "if") {
            let condition = try or()
            let otherwise = skip(name: "else") ? try expression(conditional: true) : nil
            value = .conditional(value, condition: condition, otherwise: otherwise)
        }
        return value
    }

    private mutating func or() throws -> JinjaExpression {
        var value = try and()
        while skip(name: "or") { value = .logical("or", value, try and()) }
        return value
    }

    private mutating func and() throws -> JinjaExpression {
        var value = try not()
        while skip(name: "and") { value = .logical("and", value, try not()) }
        return value
    }

    private mutating func not() throws -> JinjaExpression {
        let start = line
        if skip(name: "not") { return .unary("not", try not(), line: start) }
        return try compare()
    }

    /// Comparisons chain as in Python: `a < b < c` is `a < b and b < c`.
    private mutating func compare() throws -> JinjaExpression {
        var left = try sum()
        var chain: JinjaExpression?
        while true {
            let start = line
            let op: String
            if case let .symbol(symbol) = current, ["==", "!=", "<", ">", "<=", ">="].contains(symbol) {
                advance()
                op = symbol
            } else if skip(name: "in") {
                op = "in"
            } else if isName("not"), index + 1 < tokens.count, tokens[index + 1].kind == .name("in") {
                advance()
                advance()
                op = "not in"
            } else {
                return chain ?? left
            }
            let right = try sum()
            let comparison = JinjaExpression.binary(op, left, right, line: start)
            chain = chain.map { .logical("and", $0, comparison) } ?? comparison
            left = right
        }
    }

    private mutating func sum() throws -> JinjaExpression {
        var value = try concatenation()
        while case let .symbol(symbol) = current, symbol == "+" || symbol == "-" {
            let start = line
            advance()
            value = .binary(symbol, value, try concatenation(), line: start)
        }
        return value
    }

    private mutating func concatenation() throws -> JinjaExpression {
        var value = try product()
        while isSymbol("~") {
            let start = line
            advance()
            value = .binary("~", value, try product(), line: start)
        }
        return value
    }

    private mutating func product() throws -> JinjaExpression {
        var value = try power()
        while case let .symbol(symbol) = current, ["*", "/", "//", "%"].contains(symbol) {
            let start = line
            advance()
            value = .binary(symbol, value, try power(), line: start)
        }
        return value
    }

    private mutating func power() throws -> JinjaExpression {
        var value = try unary(withFilter: true)
        while isSymbol("**") {
            let start = line
            advance()
            value = .binary("**", value, try unary(withFilter: true), line: start)
        }
        return value
    }

    private mutating func unary(withFilter: Bool) throws -> JinjaExpression {
        let start = line
        var value: JinjaExpression
        if skip(symbol: "-") {
            value = .unary("-", try unary(withFilter: false), line: start)
        } else if skip(symbol: "+") {
            value = .unary("+", try unary(withFilter: false), line: start)
        } else {
            value = try primary()
        }
        value = try postfix(value)
        return withFilter ? try filters(value) : value
    }

    private mutating func primary() throws -> JinjaExpression {
        let start = line
        switch current {
        case let .name(name):
            advance()
            switch name {
            case "true", "True": return .literal(.bool(true))
            case "false", "False": return .literal(.bool(false))
            case "none", "None": return .literal(.none)
            default: return .name(name, line: start)
            }
        case let .string(first):
            var text = first
            advance()
            while case let .string(next) = current {
                text += next
                advance()
            }
            return .literal(.string(text))
        case let .integer(value):
            advance()
            return .literal(.int(value))
        case let .float(value):
            advance()
            return .literal(.double(value))
        case .symbol("("):
            advance()
            if skip(symbol: ")") { return .list([]) }
            let value = try tuple(conditional: true)
            try expect(symbol: ")")
            return value
        case .symbol("["):
            advance()
            var items: [JinjaExpression] = []
            while !skip(symbol: "]") {
                if !items.isEmpty { try expect(symbol: ",") }
                if skip(symbol: "]") { break }
                items.append(try expression(conditional: true))
            }
            return .list(items)
        case .symbol("{"):
            advance()
            var pairs: [(JinjaExpression, JinjaExpression)] = []
            while !skip(symbol: "}") {
                if !pairs.isEmpty { try expect(symbol: ",") }
                if skip(symbol: "}") { break }
                let key = try expression(conditional: true)
                try expect(symbol: ":")
                pairs.append((key, try expression(conditional: true)))
            }
            return .dictionary(pairs)
        default:
            throw unexpected("a value")
        }
    }

    private mutating func postfix(_ base: JinjaExpression) throws -> JinjaExpression {
        var value = base
        while true {
            let start = line
            if skip(symbol: ".") {
                switch current {
                case let .name(name): value = .attribute(value, name, line: start)
                case let .integer(number): value = .item(value, .literal(.int(number)), line: start)
                default: throw unexpected("an attribute name")
                }
                advance()
            } else if skip(symbol: "[") {
                value = try subscriptExpression(value, line: start)
            } else if isSymbol("(") {
                value = .call(value, try callArguments(), line: start)
            } else {
                return value
            }
        }
    }

    private mutating func subscriptExpression(_ base: JinjaExpression, line start: Int) throws -> JinjaExpression {
        var parts: [JinjaExpression?] = [nil]
        var isSlice = false
        while !skip(symbol: "]") {
            if skip(symbol: ":") {
                isSlice = true
                parts.append(nil)
                guard parts.count <= 3 else { throw unexpected("']'") }
            } else if parts[parts.count - 1] == nil {
                parts[parts.count - 1] = try expression(conditional: true)
            } else {
                throw unexpected("':' or ']'")
            }
        }
        guard isSlice else {
            guard let key = parts[0] else { throw unexpected("an index") }
            return .item(base, key, line: start)
        }
        return .slice(base, start: parts[0], stop: parts.count > 1 ? parts[1] : nil, step: parts.count > 2 ? parts[2] : nil, line: start)
    }

    private mutating func callArguments() throws -> JinjaCallArguments {
        try expect(symbol: "(")
        var arguments = JinjaCallArguments()
        var first = true
        while !skip(symbol: ")") {
            if !first { try expect(symbol: ",") }
            first = false
            if skip(symbol: ")") { break }
            if isSymbol("*") || isSymbol("**") { throw JinjaError(.unsupported, line: line, "*args and **kwargs in a call") }
            if case let .name(name) = current, index + 1 < tokens.count, tokens[index + 1].kind == .symbol("=") {
                advance()
                advance()
                arguments.keywords.append((name, try expression(conditional: true)))
            } else {
                arguments.positional.append(try expression(conditional: true))
            }
        }
        return arguments
    }

    private mutating func dottedName() throws -> String {
        var name = try expectName()
        while skip(symbol: ".") { name += "." + (try expectName()) }
        return name
    }

    /// `| filter(args)` and `is [not] test args` after a value, and calls between them.
    private mutating func filters(_ base: JinjaExpression) throws -> JinjaExpression {
        var value = base
        while true {
            let start = line
            if skip(symbol: "|") {
                let name = try dottedName()
                value = .filter(value, name, isSymbol("(") ? try callArguments() : JinjaCallArguments(), line: start)
            } else if skip(name: "is") {
                let negated = skip(name: "not")
                let name = try dottedName()
                var arguments = JinjaCallArguments()
                if isSymbol("(") {
                    arguments = try callArguments()
                } else if startsBareTestArgument {
                    arguments.positional = [try postfix(try primary())]
                }
                value = .test(value, name, arguments, negated: negated, line: start)
            } else if isSymbol("(") {
                value = .call(value, try callArguments(), line: start)
            } else {
                return value
            }
        }
    }

    /// Whether the token after a test name is its one argument (`is divisibleby 3`).
    private var startsBareTestArgument: Bool {
        switch current {
        case let .name(name): !["else", "or", "and", "if", "in", "is", "not"].contains(name)
        case .string, .integer, .float, .symbol("["), .symbol("{"): true
        default: false
        }
    }
}
