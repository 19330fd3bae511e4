/// What a command accepts, declared once: parsing, validation messages and `--help` all come from it.
struct CommandSpec: Sendable {
    var name: String
    /// One line, shown in `ctx --help`.
    var abstract: String
    /// Paragraphs shown after the usage line in the command's own help.
    var discussion: String = ""
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    /// Example invocations shown at the end of the help.
    var examples: [String] = []
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    /// Takes every remaining positional argument (at least one unless `isOptional`).
    var isVariadic = false
    var isOptional = false
}

/// A `--name value` option, or a `--name` flag when `valueName` is nil.
struct OptionSpec: Sendable {
    var name: String
    var valueName: String?
    var help: String
    /// May be given several times (`--endpoint A --endpoint B`).
    var isRepeatable = false

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ help: String, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, isRepeatable: repeatable)
    }

    /// Shared by every command.
    static let help = OptionSpec.flag("help", "Show this help and exit.")
}
