/// A command's positional argument declared as one stored property: its name and help, and the
/// value (one word, the optional next word, or every remaining word) once the command line is parsed.
///
///     @Argument("FILE", "UTF-8 text file to cut.") var path: String
///     @Argument(variadic: "PATH", "Files, folders or globs to summarize.") var paths: [String]
@propertyWrapper
struct Argument<Value>: ArgumentBinding {
    let spec: ArgumentSpec
    private let take: @Sendable (ArraySlice<String>) -> Value
    private let slot = ValueSlot<Value>()

    var wrappedValue: Value {
        guard let value = slot.value else {
            preconditionFailure("\(spec.name) was read before the command line was parsed (use Command.parse)")
        }
        return value
    }

    /// `positionals` starts at this argument's place; `ParsedArguments` has already checked the count.
    func bind(_ positionals: ArraySlice<String>) {
        slot.value = take(positionals)
    }
}

extension Argument where Value == String {
    /// One required word.
    init(_ name: String, _ help: String) {
        spec = ArgumentSpec(name: name, help: help)
        take = { $0.first ?? "" }
    }
}

extension Argument where Value == String? {
    /// One word that may be left out.
    init(optional name: String, _ help: String) {
        spec = ArgumentSpec(name: name, help: help, isOptional: true)
        take = { $0.first }
    }
}

extension Argument where Value == [String] {
    /// Every remaining word, at least one.
    init(variadic name: String, _ help: String) {
        spec = ArgumentSpec(name: name, help: help, isVariadic: true)
        take = { Array($0) }
    }
}

/// A positional argument as `Declarations` sees it.
protocol ArgumentBinding {
    var spec: ArgumentSpec { get }
    func bind(_ positionals: ArraySlice<String>)
}
