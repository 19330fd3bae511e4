/// The expression half of `JinjaParser`: jinja2's precedence levels, lowest first.
extension JinjaParser {
    /// An expression, or several separated by commas (a tuple, as a list).
    mutating func tuple(conditional: Bool) throws -> JinjaExpression {
        let first = try expression(conditional: conditional)
        guard isSymbol(",") else { return first }
        var items = [first]
        while skip(symbol: ",") {
            if current == .expressionEnd || current == .statementEnd || isSymbol(")") { break }
            items.append(try expression(conditional: conditional))
        }
        return .list(items)
    }

    mutating func expression(conditional: Bool) throws -> JinjaExpression {
        var value = try or()
        guard conditional else { return value }
        while skip(name: "if") {
            let condition = try or()
            let otherwise = skip(name: "else") ? try expression(conditional: true) : nil
            value = .conditional(value, condition: condition, otherwise: otherwise)
        }
        return value
    }

    mutating func or() throws -> JinjaExpression {
        var value = try and()
        while skip(name: "or") { value = .logical("or", value, try and()) }
        return value
    }

    mutating func and() throws -> JinjaExpression {
        var value = try not()
        while skip(name: "and") { value = .logical("and", value, try not()) }
        return value
    }

    mutating func not() throws -> JinjaExpression {
        let start = line
        if skip(name: "not") { return .unary("not", try not(), line: start) }
        return try compare()
    }

    /// Comparisons chain as in Python: `a < b < c` is `a < b and b < c`.
    mutating func compare() throws -> JinjaExpression {
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

    mutating func sum() throws -> JinjaExpression {
        var value = try concatenation()
        while case let .symbol(symbol) = current, symbol == "+" || symbol == "-" {
            let start = line
            advance()
            value = .binary(symbol, value, try concatenation(), line: start)
        }
        return value
    }

    mutating func concatenation() throws -> JinjaExpression {
        var value = try product()
        while isSymbol("~") {
            let start = line
            advance()
            value = .binary("~", value, try product(), line: start)
        }
        return value
    }

    mutating func product() throws -> JinjaExpression {
        var value = try power()
        while case let .symbol(symbol) = current, ["*", "/", "//", "%"].contains(symbol) {
            let start = line
            advance()
            value = .binary(symbol, value, try power(), line: start)
        }
        return value
    }

    mutating func power() throws -> JinjaExpression {
        var value = try unary(withFilter: true)
        while isSymbol("**") {
            let start = line
            advance()
            value = .binary("**", value, try unary(withFilter: true), line: start)
        }
        return value
    }

    mutating func unary(withFilter: Bool) throws -> JinjaExpression {
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

    mutating func primary() throws -> JinjaExpression {
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

    mutating func postfix(_ base: JinjaExpression) throws -> JinjaExpression {
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

    mutating func subscriptExpression(_ base: JinjaExpression, line start: Int) throws -> JinjaExpression {
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

    mutating func callArguments() throws -> JinjaCallArguments {
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

    mutating func dottedName() throws -> String {
        var name = try expectName()
        while skip(symbol: ".") { name += "." + (try expectName()) }
        return name
    }

    /// `| filter(args)` and `is [not] test args` after a value, and calls between them.
    mutating func filters(_ base: JinjaExpression) throws -> JinjaExpression {
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
    var startsBareTestArgument: Bool {
        switch current {
        case let .name(name): !["else", "or", "and", "if", "in", "is", "not"].contains(name)
        case .string, .integer, .float, .symbol("["), .symbol("{"): true
        default: false
        }
    }
}
