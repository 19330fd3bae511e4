import Foundation

/// The functions every template can call: jinja2's `range`, `namespace`, `dict`, and the two
/// Hugging Face adds, `raise_exception(message)` and `strftime_now(format)`.
enum JinjaGlobals {
    static func functions(now: Date) -> [String: JinjaValue] {
        [
            "raise_exception": .function(JinjaFunction("raise_exception") { arguments in
                throw JinjaError(.raised, line: 0, arguments.positional.first?.text ?? "raise_exception() called")
            }),
            "strftime_now": .function(JinjaFunction("strftime_now") { arguments in
                .string(strftime(arguments.positional.first?.text ?? "", now))
            }),
            "namespace": .function(JinjaFunction("namespace") { arguments in
                var attributes = JinjaDictionary()
                if case let .dictionary(initial)? = arguments.positional.first { attributes = initial }
                for (key, value) in arguments.keywords { attributes[key] = value }
                return .namespace(JinjaNamespace(attributes))
            }),
            "dict": .function(JinjaFunction("dict") { arguments in
                var dictionary = JinjaDictionary()
                if case let .dictionary(initial)? = arguments.positional.first { dictionary = initial }
                for (key, value) in arguments.keywords { dictionary[key] = value }
                return .dictionary(dictionary)
            }),
            "range": .function(JinjaFunction("range") { arguments in
                let bounds = arguments.positional.compactMap(\.integer)
                guard bounds.count == arguments.positional.count, (1...3).contains(bounds.count) else {
                    throw JinjaError(.runtime, line: 0, "range() takes one to three integers")
                }
                let start = bounds.count > 1 ? bounds[0] : 0
                let stop = bounds.count > 1 ? bounds[1] : bounds[0]
                let step = bounds.count > 2 ? bounds[2] : 1
                guard step != 0 else { throw JinjaError(.runtime, line: 0, "range() arg 3 must not be zero") }
                guard (Double(stop) - Double(start)) / Double(step) < 100_000 else { throw JinjaError(.runtime, line: 0, "range() is too long for a chat template") }
                return .array(Swift.stride(from: start, to: stop, by: step).map(JinjaValue.int))
            }),
        ]
    }

    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Python's `datetime.strftime` for the directives templates use, in UTC (the caller picks
    /// the instant; Hugging Face uses local time).
    static func strftime(_ format: String, _ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let dayOfYear = calendar.ordinality(of: .day, in: .year, for: date) ?? 1
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        var out = ""
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%", let directive = characters.next() else { out.append(character); continue }
            switch directive {
            case "Y": out += String(parts.year ?? 0)
            case "y": out += two((parts.year ?? 0) % 100)
            case "m": out += two(parts.month)
            case "d": out += two(parts.day)
            case "-": // glibc's %-d, %-m: no padding
                if let next = characters.next() {
                    switch next {
                    case "d": out += String(parts.day ?? 0)
                    case "m": out += String(parts.month ?? 0)
                    default: out += "%-" + String(next)
                    }
                }
            case "H": out += two(parts.hour)
            case "I": out += two(((parts.hour ?? 0) + 11) % 12 + 1)
            case "p": out += (parts.hour ?? 0) < 12 ? "AM" : "PM"
            case "M": out += two(parts.minute)
            case "S": out += two(parts.second)
            case "j": out += String(format: "%03d", dayOfYear)
            case "B": out += months[(parts.month ?? 1) - 1]
            case "b", "h": out += String(months[(parts.month ?? 1) - 1].prefix(3))
            case "A": out += weekdays[(parts.weekday ?? 1) - 1]
            case "a": out += String(weekdays[(parts.weekday ?? 1) - 1].prefix(3))
            case "%": out += "%"
            default: out += "%" + String(directive)
            }
        }
        return out
    }
}
