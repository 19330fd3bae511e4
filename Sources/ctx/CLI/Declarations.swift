/// Options that several commands share, declared together with what they mean as a whole (a budget
/// from `--budget`, `--reserve` and `--margin`): a struct whose stored properties are `@Option`s,
/// held as a stored property of each command that takes them.
protocol OptionGroup {}

/// The arguments and options a command declares as stored properties (`@Argument`, `@Option`, and
/// the options of its `OptionGroup`s), found by reflection in the order they are written, so the
/// declaration is the only place a name, its help and its validation appear.
struct Declarations {
    private(set) var arguments: [any ArgumentBinding] = []
    private(set) var options: [any OptionBinding] = []

    init(of value: Any) {
        collect(value)
    }

    private mutating func collect(_ value: Any) {
        for child in Mirror(reflecting: value).children {
            switch child.value {
            case let option as any OptionBinding: options.append(option)
            case let argument as any ArgumentBinding: arguments.append(argument)
            case let group as any OptionGroup: collect(group)
            default: continue
            }
        }
    }

    /// Gives every declaration its value from `parsed`; the first bad value throws its usage error.
    func bind(_ parsed: ParsedArguments) throws {
        var rest = parsed.positionals[...]
        for argument in arguments {
            argument.bind(rest)
            if !rest.isEmpty { rest = rest.dropFirst() }
        }
        for option in options {
            try option.bind(parsed)
        }
    }
}
