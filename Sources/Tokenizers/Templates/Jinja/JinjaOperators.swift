import Foundation

/// Python's binary operators on template values: arithmetic (`int` stays `int` except under
/// `/`), concatenation of strings and lists, `~` (both sides as text), comparisons, `in`.
enum JinjaOperators {
    static func apply(_ op: String, _ lhs: JinjaValue, _ rhs: JinjaValue, line: Int) throws -> JinjaValue {
        switch op {
        case "~": return .string(lhs.text + rhs.text)
        case "==": return .bool(lhs == rhs)
        case "!=": return .bool(lhs != rhs)
        case "<", ">", "<=", ">=":
            let order = try compare(lhs, rhs, op: op, line: line)
            switch op {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        case "in": return .bool(try contains(rhs, lhs, line: line))
        case "not in": return .bool(!(try contains(rhs, lhs, line: line)))
        default: return try arithmetic(op, lhs, rhs, line: line)
        }
    }

    /// `needle in haystack`: a substring, a list item, a dict key; never in undefined.
    static func contains(_ haystack: JinjaValue, _ needle: JinjaValue, line: Int) throws -> Bool {
        switch haystack {
        case .undefined: return false
        case let .string(text):
            guard case let .string(part) = needle else {
                throw JinjaError(.runtime, line: line, "'in <string>' requires string as left operand, not \(needle.typeName)")
            }
            return part.isEmpty || text.unicodeScalars.firstRange(of: part.unicodeScalars) != nil
        case let .array(items), let .iterator(items): return items.contains(needle)
        case let .dictionary(dictionary):
            return dictionary[value: needle] != nil
        default:
            throw JinjaError(.runtime, line: line, "argument of type '\(haystack.typeName)' is not iterable")
        }
    }

    /// -1, 0 or 1 as Python orders numbers, strings (by code point) and lists.
    static func compare(_ lhs: JinjaValue, _ rhs: JinjaValue, op: String = "<", line: Int) throws -> Int {
        if let a = lhs.number, let b = rhs.number { return a < b ? -1 : a > b ? 1 : 0 }
        switch (lhs, rhs) {
        case let (.string(a), .string(b)):
            let x = a.unicodeScalars.map(\.value), y = b.unicodeScalars.map(\.value)
            return x.lexicographicallyPrecedes(y) ? -1 : x == y ? 0 : 1
        case let (.array(a), .array(b)):
            for (x, y) in zip(a, b) where x != y { return try compare(x, y, op: op, line: line) }
            return a.count < b.count ? -1 : a.count > b.count ? 1 : 0
        default:
            throw JinjaError(.runtime, line: line, "'\(op)' not supported between instances of '\(lhs.typeName)' and '\(rhs.typeName)'")
        }
    }

    private static func arithmetic(_ op: String, _ lhs: JinjaValue, _ rhs: JinjaValue, line: Int) throws -> JinjaValue {
        for side in [lhs, rhs] {
            if case let .undefined(message) = side { throw JinjaError(.runtime, line: line, message) }
        }
        switch (op, lhs, rhs) {
        case let ("+", .string(a), .string(b)): return .string(a + b)
        case let ("+", .array(a), .array(b)): return .array(a + b)
        case let ("+", .string, other):
            throw JinjaError(.runtime, line: line, "can only concatenate str (not \"\(other.typeName)\") to str")
        case let ("*", .string(text), count), let ("*", count, .string(text)):
            guard let times = count.integer else { break }
            return .string(String(repeating: text, count: max(0, times)))
        case let ("*", .array(items), count), let ("*", count, .array(items)):
            guard let times = count.integer else { break }
            return .array(Array(repeatElement(items, count: max(0, times)).joined()))
        case let ("%", .string(format), values):
            return .string(try percentFormat(format, values, line: line))
        default: break
        }
        guard let a = lhs.number, let b = rhs.number else {
            throw JinjaError(.runtime, line: line, "unsupported operand type(s) for \(op): '\(lhs.typeName)' and '\(rhs.typeName)'")
        }
        if let x = lhs.integer, let y = rhs.integer {
            switch op {
            case "+": return .int(try checked(x.addingReportingOverflow(y), op, line: line))
            case "-": return .int(try checked(x.subtractingReportingOverflow(y), op, line: line))
            case "*": return .int(try checked(x.multipliedReportingOverflow(by: y), op, line: line))
            case "//", "%":
                guard y != 0 else { throw JinjaError(.runtime, line: line, "integer division or modulo by zero") }
                // Python floors the quotient (towards minus infinity), so the remainder takes the
                // divisor's sign; Swift truncates.
                let remainder = x.remainderReportingOverflow(dividingBy: y).partialValue
                let floors = remainder != 0 && (remainder < 0) != (y < 0)
                if op == "%" { return .int(floors ? remainder + y : remainder) }
                let quotient = try checked(x.dividedReportingOverflow(by: y), op, line: line)
                return .int(floors ? quotient - 1 : quotient)
            case "**" where y >= 0: return .int(try power(x, y, line: line))
            default: break
            }
        }
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/", "//", "%":
            guard b != 0 else { throw JinjaError(.runtime, line: line, "float division by zero") }
            if op == "/" { return .double(a / b) }
            let quotient = (a / b).rounded(.down)
            return .double(op == "//" ? quotient : a - quotient * b)
        case "**": return .double(pow(a, b))
        default: throw JinjaError(.unsupported, line: line, "the operator \(op)")
        }
    }

    /// `"%s and %d" % values`, for the conversions templates use (`%s`, `%d`, `%%`).
    /// A float as a 64-bit integer, rounded towards zero as Python's `int()` rounds it. A value
    /// Python would hold in a bigger integer (or infinity, NaN) is a runtime error, not a trap:
    /// this interpreter's integers are 64-bit.
    static func integer(truncating value: Double, line: Int) throws -> Int {
        guard value.isFinite, let integer = Int(exactly: value.rounded(.towardZero)) else {
            throw JinjaError(.runtime, line: line, "\(value) does not fit a 64-bit integer")
        }
        return integer
    }

    /// The result of a reporting-overflow operation, or the runtime error Python's unbounded
    /// integers never raise but 64-bit ones must.
    private static func checked(_ result: (partialValue: Int, overflow: Bool), _ op: String, line: Int) throws -> Int {
        guard !result.overflow else { throw JinjaError(.runtime, line: line, "integer \(op) overflows 64 bits") }
        return result.partialValue
    }

    /// `base ** exponent` for a non-negative exponent, by squaring, exact or a runtime error.
    private static func power(_ base: Int, _ exponent: Int, line: Int) throws -> Int {
        var result = 1, factor = base, remaining = exponent
        while remaining > 0 {
            if remaining & 1 == 1 { result = try checked(result.multipliedReportingOverflow(by: factor), "**", line: line) }
            remaining >>= 1
            if remaining > 0 { factor = try checked(factor.multipliedReportingOverflow(by: factor), "**", line: line) }
        }
        return result
    }

    private static func percentFormat(_ format: String, _ values: JinjaValue, line: Int) throws -> String {
        var arguments: [JinjaValue]
        if case let .array(items) = values { arguments = items } else { arguments = [values] }
        var out = ""
        var scalars = format.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { out.unicodeScalars.append(scalar); continue }
            guard let conversion = scalars.next() else { throw JinjaError(.runtime, line: line, "incomplete format") }
            switch conversion {
            case "%": out += "%"
            case "s", "d", "r":
                guard !arguments.isEmpty else { throw JinjaError(.runtime, line: line, "not enough arguments for format string") }
                let value = arguments.removeFirst()
                switch conversion {
                case "s": out += value.text
                case "r": out += value.repr
                default:
                    guard let number = value.number else { throw JinjaError(.runtime, line: line, "%d format: a real number is required, not \(value.typeName)") }
                    out += String(try integer(truncating: number, line: line))
                }
            default: throw JinjaError(.unsupported, line: line, "the %\(conversion) format conversion")
            }
        }
        return out
    }
}
