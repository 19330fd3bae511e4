/// A subcommand: a type whose stored properties are its validated options.
///
/// `init(arguments:)` validates everything it can before any work starts (the swift-argument-parser
/// shape: parse, validate, then run), so a typo fails fast with exit 64.
protocol Command {
    static var spec: CommandSpec { get }
    /// Reads and validates the parsed arguments.
    init(arguments: ParsedArguments) throws
    /// Does the work; returns the exit status.
    func run() async throws -> Int32
}

extension Command {
    /// Validates, then runs: the one entry point the dispatcher calls on a command type.
    static func execute(_ arguments: ParsedArguments) async throws -> Int32 {
        let command = try Self(arguments: arguments)
        return try await command.run()
    }
}

/// A command type, erased: its spec and how to run it. (Calling through `any Command.Type`
/// crashes the Swift 6.3 compiler in async code, and a closure is simpler anyway.)
struct CommandEntry: Sendable {
    let spec: CommandSpec
    let execute: @Sendable (ParsedArguments) async throws -> Int32

    init<C: Command>(_ type: C.Type) {
        spec = C.spec
        execute = { arguments in try await C.execute(arguments) }
    }
}
