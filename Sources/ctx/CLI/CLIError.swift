/// How a command fails, and with which exit status.
enum CLIError: Error, CustomStringConvertible {
    /// The command line itself is wrong: exit 64 (EX_USAGE), with a pointer to `--help`. An option
    /// group shared by several commands leaves `command` out; `Command.parse` and `execute` fill it in.
    case usage(String, command: String? = nil)
    /// The command could not do its job: exit 1.
    case failure(String)

    var exitCode: Int32 {
        switch self {
        case .usage: ExitCode.usage
        case .failure: ExitCode.failure
        }
    }

    var description: String {
        switch self {
        case let .usage(message, command):
            "\(message) (see 'ctx \(command.map { $0 + " " } ?? "")--help')"
        case let .failure(message): message
        }
    }
}

/// Exit statuses: 0 success, 1 failure, 64 usage error (BSD `sysexits.h`), 130 interrupted
/// (128 + SIGINT, what a shell reports for a command Ctrl-C ended).
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let interrupted: Int32 = 130
}
