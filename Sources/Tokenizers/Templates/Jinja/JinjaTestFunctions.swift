/// jinja2's tests (`value is name`), the ones chat templates use and their neighbours.
enum JinjaTestFunctions {
    static func apply(_ name: String, to value: JinjaValue, _ arguments: JinjaArguments, line: Int) throws -> Bool {
        let other = arguments.positional.first ?? .undefined(name: "the test '\(name)' needs an argument")
        switch name {
        case "defined": return !value.isUndefined
        case "undefined": return value.isUndefined
        case "none": if case .none = value { return true } else { return false }
        case "string": if case .string = value { return true } else { return false }
        case "mapping": if case .dictionary = value { return true } else { return false }
        case "boolean": if case .bool = value { return true } else { return false }
        case "true": return value == .bool(true) && value.isBoolean
        case "false": return value == .bool(false) && value.isBoolean
        case "number": return value.number != nil
        case "integer": if case .int = value { return true } else { return false }
        case "float": if case .double = value { return true } else { return false }
        case "iterable":
            switch value {
            case .undefined, .string, .array, .dictionary, .iterator: return true
            default: return false
            }
        case "sequence":
            switch value {
            case .string, .array, .dictionary: return true
            default: return false
            }
        case "callable": if case .function = value { return true } else { return false }
        case "equalto", "eq", "==", "sameas": return value == other
        case "ne", "!=": return value != other
        case "lt", "<", "lessthan": return try JinjaOperators.compare(value, other, line: line) < 0
        case "le", "<=": return try JinjaOperators.compare(value, other, line: line) <= 0
        case "gt", ">", "greaterthan": return try JinjaOperators.compare(value, other, line: line) > 0
        case "ge", ">=": return try JinjaOperators.compare(value, other, line: line) >= 0
        case "in": return try JinjaOperators.contains(other, value, line: line)
        case "odd", "even", "divisibleby":
            guard let number = value.integer else { throw JinjaError(.runtime, line: line, "the test '\(name)' needs an integer, not \(value.typeName)") }
            if name == "divisibleby" {
                guard let divisor = other.integer, divisor != 0 else { throw JinjaError(.runtime, line: line, "divisibleby needs a non-zero integer") }
                return number % divisor == 0
            }
            return (abs(number) % 2 == 1) == (name == "odd")
        case "lower": return value.text == value.text.lowercased()
        case "upper": return value.text == value.text.uppercased()
        case "filter", "test": throw JinjaError(.unsupported, line: line, "the test '\(name)'")
        default: throw JinjaError(.unsupported, line: line, "the test '\(name)'")
        }
    }
}

extension JinjaValue {
    var isBoolean: Bool {
        if case .bool = self { return true }
        return false
    }
}
