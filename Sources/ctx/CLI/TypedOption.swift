import Foundation

/// An option declared once: its name, value name and help (the `OptionSpec` parsing and `--help`
/// use) and how its value is read back, typed, with its default and its validation.
///
/// A command lists `option.spec` in its `CommandSpec` and reads `try option.read(arguments)` in
/// `init`, so the name is written once and a bad value fails before any work with exit 64.
struct TypedOption<Value>: Sendable {
    let spec: OptionSpec
    let read: @Sendable (ParsedArguments) throws -> Value
}

extension TypedOption where Value == Bool {
    /// `--name`: true when given.
    static func flag(_ name: String, _ help: String) -> Self {
        Self(spec: .flag(name, help)) { $0.flag(name) }
    }
}

extension TypedOption where Value == Int {
    /// `--name N`, a whole number of at least `minimum`, `fallback` when absent.
    static func integer(_ name: String, _ valueName: String = "N", default fallback: Int, atLeast minimum: Int, _ help: String) -> Self {
        Self(spec: .value(name, valueName, help)) { try $0.integer(name, atLeast: minimum) ?? fallback }
    }
}

extension TypedOption where Value == Int? {
    /// `--name N`, a whole number of at least `minimum`, nil when absent.
    static func optionalInteger(_ name: String, _ valueName: String = "N", atLeast minimum: Int, _ help: String) -> Self {
        Self(spec: .value(name, valueName, help)) { try $0.integer(name, atLeast: minimum) }
    }
}

extension TypedOption where Value == String? {
    /// `--name TEXT`, nil when absent.
    static func text(_ name: String, _ valueName: String, _ help: String) -> Self {
        Self(spec: .value(name, valueName, help)) { $0.value(name) }
    }
}

extension TypedOption where Value == URL? {
    /// `--name DIR`: a folder, nil when absent.
    static func folder(_ name: String, _ help: String, valueName: String = "DIR") -> Self {
        Self(spec: .value(name, valueName, help)) { $0.value(name).map { URL(fileURLWithPath: $0, isDirectory: true) } }
    }
}

extension TypedOption {
    /// `--name WORD`, one of `Value`'s raw values, nil when absent.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _ help: String) -> Self
    where Value == Choice?, Choice.RawValue == String {
        let words = Choice.allCases.map(\.rawValue)
        return Self(spec: .value(name, words.joined(separator: "|"), help)) { arguments in
            try arguments.choice(name, from: words).flatMap(Choice.init(rawValue:))
        }
    }

    /// `--name WORD`, one of `words` (the first is shown first in the usage), `fallback` when absent.
    static func words(_ name: String, _ words: KeyValuePairs<String, Value>, default fallback: Value, _ help: String) -> Self
    where Value: Sendable {
        let pairs = words.map { ($0.key, $0.value) }
        let names = pairs.map(\.0)
        return Self(spec: .value(name, names.joined(separator: "|"), help)) { arguments in
            guard let word = try arguments.choice(name, from: names) else { return fallback }
            return pairs.first { $0.0 == word }?.1 ?? fallback
        }
    }

    /// `--name TEXT` turned into `Value` by `parse`, nil when absent. What `parse` throws becomes a
    /// usage error: an `OptionValueError` as it is worded, any other error after `--name: `.
    static func parsed<Wrapped>(_ name: String, _ valueName: String, _ help: String, _ parse: @escaping @Sendable (String) throws -> Wrapped) -> Self
    where Value == Wrapped? {
        Self(spec: .value(name, valueName, help)) { arguments in
            guard let text = arguments.value(name) else { return nil }
            do { return try parse(text) } catch let error as OptionValueError {
                throw CLIError.usage(error.description, command: arguments.commandName)
            } catch {
                throw CLIError.usage("--\(name): \(error)", command: arguments.commandName)
            }
        }
    }
}

extension TypedOption where Value == [String] {
    /// `--name VALUE`, repeatable: every value in the order given, none when absent.
    static func repeated(_ name: String, _ valueName: String, _ help: String) -> Self {
        Self(spec: .value(name, valueName, help, repeatable: true)) { $0.allValues(name) }
    }
}

extension TypedOption where Value == Double {
    /// `--name X`, a finite number in `range`, `fallback` when absent; `requirement` words the range for the error.
    static func number(
        _ name: String, _ valueName: String, default fallback: Double, in range: ClosedRange<Double>, requirement: String, _ help: String
    ) -> Self {
        Self(spec: .value(name, valueName, help)) { try $0.number(name, in: range, requirement: requirement) ?? fallback }
    }
}

extension TypedOption where Value == Double? {
    /// `--name X`, a finite number in `range`, nil when absent; `requirement` words the range for the error.
    static func optionalNumber(_ name: String, _ valueName: String, in range: ClosedRange<Double>, requirement: String, _ help: String) -> Self {
        Self(spec: .value(name, valueName, help)) { try $0.number(name, in: range, requirement: requirement) }
    }
}

/// A bad option value, worded for the user with the option's name: a `TypedOption.parsed` parser
/// throws it to have its message printed as it is (exit 64).
struct OptionValueError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
