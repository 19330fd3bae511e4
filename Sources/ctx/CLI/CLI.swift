
/// Dispatches a command line to its command and turns errors into `error: …` lines and exit codes.
enum CLI {
    static let version = "0.1.0"

    static func run(_ arguments: [String], commands: [CommandEntry]) async -> Int32 {
        guard let first = arguments.first, first != "--help", first != "-h", first != "help" || arguments.count > 1 else {
            Output.standard(HelpFormatter.overview(commands, version: version))
            return ExitCode.success
        }
        if first == "--version" {
            Output.standard("ctx \(version)\n")
            return ExitCode.success
        }
        var name = first
        var rest = Array(arguments.dropFirst())
        if first == "help", let target = rest.first {
            name = target
            rest = ["--help"]
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            Output.error("unknown command '\(name)' (commands: \(commands.map(\.spec.name).joined(separator: ", ")); see 'ctx --help')")
            return ExitCode.usage
        }
        do {
            let parsed = try ParsedArguments(rest, spec: command.spec)
            if parsed.wantsHelp {
                Output.standard(HelpFormatter.help(for: command.spec))
                return ExitCode.success
            }
            return try await command.execute(parsed)
        } catch let error as CLIError {
            Output.error(error.description)
            return error.exitCode
        } catch is CancellationError {
            Output.error("cancelled")
            return ExitCode.failure
        } catch {
            Output.error(String(describing: error))
            return ExitCode.failure
        }
    }
}
