/// Renders `--help` text from a `CommandSpec`, so help can never drift from what is parsed.
enum HelpFormatter {
    static func help(for spec: CommandSpec) -> String {
        var usage = "USAGE: ctx \(spec.name)"
        for argument in spec.arguments {
            let name = argument.isVariadic ? "\(argument.name)..." : argument.name
            usage += argument.isOptional ? " [\(name)]" : " \(name)"
        }
        if !spec.options.isEmpty { usage += " [options]" }
        var lines = ["\(spec.abstract)", "", usage]
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += spec.arguments.map { row($0.name, $0.help) }
        }
        lines += ["", "OPTIONS:"]
        for option in spec.options + [.help] {
            let left = "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
            lines.append(row(left, option.help + (option.isRepeatable ? " (repeatable)" : "")))
        }
        if !spec.examples.isEmpty {
            lines += ["", "EXAMPLES:"]
            lines += spec.examples.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func overview(_ commands: [CommandEntry], version: String) -> String {
        var lines = [
            "ctx \(version): make long documents and conversations fit small context windows.",
            "",
            "USAGE: ctx <command> [arguments] [options]",
            "",
            "COMMANDS:",
        ]
        lines += commands.map { row($0.spec.name, $0.spec.abstract) }
        lines += [
            "",
            "Run 'ctx <command> --help' for a command's options; 'ctx --version' prints the version.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ left: String, _ right: String) -> String {
        let padded = left.count < 24 ? left + String(repeating: " ", count: 24 - left.count) : left + "\n" + String(repeating: " ", count: 26)
        return "  \(padded)\(right)"
    }
}
