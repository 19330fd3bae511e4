/// A command's option declared as one stored property: the `TypedOption` given to the attribute
/// is the option's name, help and validation, and the property is where its value lives.
///
///     @Option(.integer("max-tokens", default: 256, atLeast: 1, "Stop after N generated tokens."))
///     var maximumTokens: Int
///
/// The command's `CommandSpec` lists the options it finds among its properties (`Declarations`),
/// in the order they are written, and `Command.parse` reads every one before `validate` and `run`.
@propertyWrapper
struct Option<Value>: OptionBinding {
    let declaration: TypedOption<Value>
    private let slot = ValueSlot<Value>()

    init(_ declaration: TypedOption<Value>) {
        self.declaration = declaration
    }

    /// The value read from the command line (its default when the option is absent).
    var wrappedValue: Value {
        guard let value = slot.value else {
            preconditionFailure("--\(declaration.spec.name) was read before the command line was parsed (use Command.parse)")
        }
        return value
    }

    var spec: OptionSpec { declaration.spec }

    func bind(_ arguments: ParsedArguments) throws {
        slot.value = try declaration.read(arguments)
    }
}

/// An option as `Declarations` sees it: its spec, and how it takes its value.
protocol OptionBinding {
    var spec: OptionSpec { get }
    func bind(_ arguments: ParsedArguments) throws
}

/// Where a declared option or argument keeps its parsed value. A reference, so that the copies of a
/// command that `Mirror` hands out and the command itself see the same value once it is bound.
final class ValueSlot<Value>: @unchecked Sendable {
    // Written once, by `Command.parse`, before the command is used.
    var value: Value?
}
