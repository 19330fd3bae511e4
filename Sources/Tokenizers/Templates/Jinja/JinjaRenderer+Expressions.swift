/// Expression evaluation: names, attributes and items as jinja2 resolves them, calls, filters,
/// tests, and Python's operators.
extension JinjaRenderer {
    func evaluate(_ expression: JinjaExpression) throws -> JinjaValue {
        switch expression {
        case let .literal(value):
            return value
        case let .name(name, _):
            return lookup(name)
        case let .list(items):
            return .array(try items.map(evaluate))
        case let .dictionary(pairs):
            var dictionary = JinjaDictionary()
            for (keyExpression, valueExpression) in pairs {
                let key = try evaluate(keyExpression)
                guard let storable = JinjaDictionary.Key(key) else { throw JinjaError(.unsupported, line: 0, "a dict key of type \(key.typeName)") }
                dictionary[storable] = try evaluate(valueExpression)
            }
            return .dictionary(dictionary)
        case let .attribute(base, name, line):
            return try attribute(name, of: try evaluate(base), line: line)
        case let .item(base, key, line):
            return try item(try evaluate(key), of: try evaluate(base), line: line)
        case let .slice(base, start, stop, step, line):
            return try slice(try evaluate(base), start: start.map(evaluate), stop: stop.map(evaluate), step: step.map(evaluate), line: line)
        case let .call(callee, arguments, line):
            let function = try evaluate(callee)
            return try call(function, try evaluate(arguments), line: line)
        case let .filter(base, name, arguments, line):
            return try applyFilter(name, to: try evaluate(base), arguments, line: line)
        case let .test(base, name, arguments, negated, line):
            let result = try JinjaTestFunctions.apply(name, to: try evaluate(base), try evaluate(arguments), line: line)
            return .bool(result != negated)
        case let .unary(op, operand, line):
            let value = try evaluate(operand)
            switch op {
            case "not": return .bool(!value.isTruthy)
            case "-":
                switch value {
                case let .int(number): return .int(-number)
                case let .double(number): return .double(-number)
                case let .bool(flag): return .int(flag ? -1 : 0)
                default: throw JinjaError(.runtime, line: line, "bad operand type for unary -: '\(value.typeName)'")
                }
            default:
                guard value.number != nil else { throw JinjaError(.runtime, line: line, "bad operand type for unary +: '\(value.typeName)'") }
                return value
            }
        case let .binary(op, lhs, rhs, line):
            return try JinjaOperators.apply(op, try evaluate(lhs), try evaluate(rhs), line: line)
        case let .logical(op, lhs, rhs):
            let left = try evaluate(lhs)
            if op == "and" { return left.isTruthy ? try evaluate(rhs) : left }
            return left.isTruthy ? left : try evaluate(rhs)
        case let .conditional(value, condition, otherwise):
            if try evaluate(condition).isTruthy { return try evaluate(value) }
            return try otherwise.map(evaluate) ?? .undefined(name: "the inline if's condition was false and it has no else")
        }
    }

    func evaluate(_ arguments: JinjaCallArguments) throws -> JinjaArguments {
        JinjaArguments(try arguments.positional.map(evaluate), keywords: try arguments.keywords.map { ($0.0, try evaluate($0.1)) })
    }

    func call(_ function: JinjaValue, _ arguments: JinjaArguments, line: Int) throws -> JinjaValue {
        switch function {
        case let .function(function):
            do {
                return try function.body(arguments)
            } catch var error as JinjaError where error.line == 0 {
                error.line = line
                throw error
            }
        case let .undefined(name):
            throw JinjaError(.runtime, line: line, name)
        default:
            throw JinjaError(.runtime, line: line, "'\(function.typeName)' object is not callable")
        }
    }

    func applyFilter(_ name: String, to value: JinjaValue, _ arguments: JinjaCallArguments, line: Int) throws -> JinjaValue {
        try applyFilter(name, to: value, try evaluate(arguments), line: line)
    }

    func applyFilter(_ name: String, to value: JinjaValue, _ arguments: JinjaArguments, line: Int) throws -> JinjaValue {
        do {
            return try JinjaFilters.apply(name, to: value, arguments, renderer: self)
        } catch var error as JinjaError where error.line == 0 {
            error.line = line
            throw error
        }
    }

    /// `value.name`: an attribute (a method) first, then an item, as jinja2's `getattr` does.
    /// Only undefined values refuse it; a missing attribute is undefined.
    func attribute(_ name: String, of value: JinjaValue, line: Int) throws -> JinjaValue {
        if case let .undefined(message) = value { throw JinjaError(.runtime, line: line, message) }
        if let method = try JinjaMethods.method(name, of: value, line: line) { return method }
        switch value {
        case let .dictionary(dictionary):
            if let item = dictionary[name] { return item }
        case let .namespace(namespace):
            if let item = namespace.attributes[name] { return item }
        default: break
        }
        return .undefined(name: "'\(Self.objectName(value))' has no attribute '\(name)'")
    }

    /// `value[key]`: an item first, then an attribute.
    func item(_ key: JinjaValue, of value: JinjaValue, line: Int) throws -> JinjaValue {
        if case let .undefined(message) = value { throw JinjaError(.runtime, line: line, message) }
        switch (value, key) {
        case let (.dictionary(dictionary), _):
            if let item = dictionary[value: key] { return item }
        case let (.array(items), _):
            if let position = key.integer {
                let index = position < 0 ? items.count + position : position
                if items.indices.contains(index) { return items[index] }
            }
        case let (.string(text), _):
            if let position = key.integer {
                let scalars = Array(text.unicodeScalars)
                let index = position < 0 ? scalars.count + position : position
                if scalars.indices.contains(index) { return .string(String(scalars[index])) }
            }
        default: break
        }
        if case let .string(name) = key { return try attribute(name, of: value, line: line) }
        return .undefined(name: "'\(Self.objectName(value))' has no attribute '\(key.text)'")
    }

    /// How jinja2's messages name an object: `dict object`, `list object`, `None`.
    static func objectName(_ value: JinjaValue) -> String {
        if case .none = value { return "None" }
        return "\(value.typeName) object"
    }

    /// Python slicing of lists and strings (`[1:]`, `[::-1]`, negative bounds).
    func slice(_ value: JinjaValue, start: JinjaValue?, stop: JinjaValue?, step: JinjaValue?, line: Int) throws -> JinjaValue {
        func bound(_ value: JinjaValue?) throws -> Int? {
            guard let value, !(value == .none) else { return nil }
            guard let number = value.integer else { throw JinjaError(.runtime, line: line, "slice indices must be integers, not \(value.typeName)") }
            return number
        }
        let stride = try bound(step) ?? 1
        guard stride != 0 else { throw JinjaError(.runtime, line: line, "slice step cannot be zero") }
        func indices(count: Int) throws -> [Int] {
            func clamp(_ index: Int?, _ fallback: Int) -> Int {
                guard var index else { return fallback }
                if index < 0 { index += count }
                return stride > 0 ? min(max(index, 0), count) : min(max(index, -1), count - 1)
            }
            let from = clamp(try bound(start), stride > 0 ? 0 : count - 1)
            let to = clamp(try bound(stop), stride > 0 ? count : -1)
            return Array(Swift.stride(from: from, to: to, by: stride))
        }
        switch value {
        case let .undefined(message): throw JinjaError(.runtime, line: line, message)
        case let .array(items): return .array(try indices(count: items.count).map { items[$0] })
        case let .string(text):
            let scalars = Array(text.unicodeScalars)
            var result = ""
            for index in try indices(count: scalars.count) { result.unicodeScalars.append(scalars[index]) }
            return .string(result)
        default: throw JinjaError(.runtime, line: line, "'\(value.typeName)' object is not subscriptable")
        }
    }
}
