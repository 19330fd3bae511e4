/// Command-line arguments checked against a `CommandSpec`, with typed accessors whose errors
/// name the option and the bad value.
struct ParsedArguments {
    let commandName: String
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `--name value`, `--name=value`, flags, and positionals (`--` ends options).
    /// - Throws: `CLIError.usage` for unknown options, missing values, repeated single options,
    ///   and missing or extra positional arguments.
    init(_ arguments: [String], spec: CommandSpec) throws {
        commandName = spec.name
        let options = Dictionary((spec.options + [.help]).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
                if !onlyPositionals, argument.hasPrefix("-"), argument.count > 1, argument != "-" {
                    throw CLIError.usage("unknown option '\(argument)' for 'ctx \(spec.name)' (options are spelled --name)", command: spec.name)
                }
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options[name] else {
                throw CLIError.usage("unknown option '--\(name)' for 'ctx \(spec.name)'", command: spec.name)
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil {
                    throw CLIError.usage("option '--\(name)' takes no value", command: spec.name)
                }
                flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw CLIError.usage("option '--\(name)' needs a value (\(valueName))", command: spec.name)
                }
                value = arguments[index]
                index += 1
            }
            if !option.isRepeatable, values[name] != nil {
                throw CLIError.usage("option '--\(name)' given more than once", command: spec.name)
            }
            values[name, default: []].append(value)
        }
        if flags.contains("help") { return }
        try checkPositionals(against: spec)
    }

    private func checkPositionals(against spec: CommandSpec) throws {
        let required = spec.arguments.filter { !$0.isOptional }.count
        let variadic = spec.arguments.contains { $0.isVariadic }
        if positionals.count < required {
            let missing = spec.arguments[positionals.count].name
            throw CLIError.usage("missing argument \(missing)", command: spec.name)
        }
        if !variadic, positionals.count > spec.arguments.count {
            throw CLIError.usage("unexpected argument '\(positionals[spec.arguments.count])'", command: spec.name)
        }
    }

    var wantsHelp: Bool { flags.contains("help") }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func value(_ name: String) -> String? { values[name]?.last }

    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// An integer option, checked against a lower bound.
    func integer(_ name: String, atLeast minimum: Int = Int.min) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else {
            throw CLIError.usage("--\(name) must be a whole number (got '\(text)')", command: commandName)
        }
        guard number >= minimum else {
            throw CLIError.usage("--\(name) must be at least \(minimum) (got \(number))", command: commandName)
        }
        return number
    }

    /// A decimal option, checked against a range; `requirement` says what is allowed in the error.
    func number(_ name: String, in range: ClosedRange<Double>, requirement: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw CLIError.usage("--\(name) must be \(requirement) (got '\(text)')", command: commandName)
        }
        return number
    }

    /// An option that must be one of a fixed set of words.
    func choice(_ name: String, from choices: [String]) throws -> String? {
        guard let text = value(name) else { return nil }
        guard choices.contains(text) else {
            throw CLIError.usage(
                "--\(name) must be one of \(choices.joined(separator: ", ")) (got '\(text)')", command: commandName)
        }
        return text
    }
}
