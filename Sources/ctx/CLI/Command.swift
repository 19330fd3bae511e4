/// A subcommand: a struct whose stored properties are its declared arguments and options.
///
/// `Command.parse` reads the command line into a fresh instance, then `validate` checks what goes
/// across options, all before any work starts (the swift-argument-parser shape: parse, validate,
/// run), so a typo fails fast with exit 64.
protocol Command {
    /// The name, one-line abstract, discussion and examples; the arguments and options are the
    /// command's own declarations.
    static var about: CommandAbout { get }
    /// Every stored property is a declaration with its default, so the command can be made empty.
    init()
    /// Checks between options (one of two required, two that exclude each other, a file that must
    /// exist), after every option has been read.
    func validate() throws
    /// Does the work; returns the exit status.
    func run() async throws -> Int32
}

extension Command {
    func validate() throws {}

    /// What `--help` shows and `ParsedArguments` checks the command line against.
    static var spec: CommandSpec {
        let declarations = Declarations(of: Self())
        return CommandSpec(
            name: about.name, abstract: about.abstract, discussion: about.discussion,
            arguments: declarations.arguments.map(\.spec), options: declarations.options.map(\.spec), examples: about.examples)
    }

    /// The command the parsed line describes, read and validated.
    /// - Throws: `CLIError.usage` naming this command for a bad value or combination.
    static func parse(_ arguments: ParsedArguments) throws -> Self {
        try namingCommand {
            let command = Self()
            try Declarations(of: command).bind(arguments)
            try command.validate()
            return command
        }
    }

    /// Parses, validates, then runs: the one entry point the dispatcher calls on a command type.
    static func execute(_ arguments: ParsedArguments) async throws -> Int32 {
        let command = try parse(arguments)
        do { return try await command.run() } catch let CLIError.usage(message, nil) {
            throw CLIError.usage(message, command: about.name)
        }
    }

    /// A usage error thrown without a command (by a shared option group) gets this one's name.
    private static func namingCommand<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let CLIError.usage(message, nil) {
            throw CLIError.usage(message, command: about.name)
        }
    }
}

/// What a command says about itself, beside its declarations.
struct CommandAbout: Sendable {
    var name: String
    /// One line, shown in `ctx --help`.
    var abstract: String
    /// Paragraphs shown after the usage line in the command's own help.
    var discussion: String = ""
    /// Example invocations shown at the end of the help.
    var examples: [String] = []
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
