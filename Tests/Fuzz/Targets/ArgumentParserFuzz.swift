import Foundation

/// The `ctx` argument parser on arbitrary command lines: bytes split at NUL into arguments,
/// parsed against every real command's spec, then read back through the typed accessors and,
/// where that cannot touch a file or a server, validated by the command's own `parse` (its declarations read, then `validate`).
///
/// Invariants: a bad command line throws `CLIError.usage` (exit 64), nothing else; a parse that
/// succeeds has only declared flags, at most one value for a single option, and the positional
/// count its spec allows (unless `--help`); the typed accessors throw `CLIError.usage` or return
/// a value within their bounds; a command's `parse` fails with a `CLIError`, never a trap.
/// (This target compiles Sources/ctx, all but main.swift, into itself.)
private let entries: [(spec: CommandSpec, validate: (ParsedArguments) throws -> Void)] = [
    (ChatCommand.spec, { _ = try ChatCommand.parse($0) }),
    (CountCommand.spec, { _ = try CountCommand.parse($0) }),
    (ChunkCommand.spec, { _ = try ChunkCommand.parse($0) }),
    (GenerateCommand.spec, { _ = try GenerateCommand.parse($0) }),
    (PlanCommand.spec, { _ = try PlanCommand.parse($0) }),
    (SummarizeCommand.spec, { _ = try SummarizeCommand.parse($0) }),
    (TokenizeCommand.spec, { _ = try TokenizeCommand.parse($0) }),
    (ToolsCommand.spec, { _ = try ToolsCommand.parse($0) }),
    (TrimCommand.spec, { _ = try TrimCommand.parse($0) }),
]

/// Relative paths resolve in an empty folder, so a validated command finds no file to read.
private let emptyFolder: Void = {
    let folder = "/dev/shm/contextbudget-fuzz-cli-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    FileManager.default.changeCurrentDirectoryPath(folder)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = emptyFolder
    var input = FuzzInput(data, size)
    let entry = entries[Int(input.byte()) % entries.count]
    let spec = entry.spec
    let arguments = input.rest().split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }

    let parsed: ParsedArguments
    do {
        parsed = try ParsedArguments(arguments, spec: spec)
    } catch {
        expectUsage(error, "ParsedArguments for ctx \(spec.name) \(arguments)")
        return 0
    }
    let flags = Set(spec.options.filter { $0.valueName == nil }.map(\.name) + ["help"])
    for option in spec.options + [.help] {
        if option.valueName == nil {
            invariant(parsed.value(option.name) == nil, "flag --\(option.name) got a value")
        } else {
            invariant(!parsed.flag(option.name), "option --\(option.name) parsed as a flag")
            invariant(option.isRepeatable || parsed.allValues(option.name).count <= 1, "--\(option.name) kept \(parsed.allValues(option.name).count) values")
        }
    }
    for word in arguments where word.hasPrefix("--") && word.count > 2 && !word.contains("=") {
        let name = String(word.dropFirst(2))
        if parsed.flag(name) { invariant(flags.contains(name), "undeclared flag --\(name) accepted") }
    }
    if !parsed.wantsHelp {
        let required = spec.arguments.filter { !$0.isOptional }.count
        invariant(parsed.positionals.count >= required, "\(parsed.positionals.count) positionals, \(required) required")
        if !spec.arguments.contains(where: \.isVariadic) {
            invariant(parsed.positionals.count <= spec.arguments.count, "\(parsed.positionals.count) positionals, at most \(spec.arguments.count)")
        }
    }
    for option in spec.options where option.valueName != nil {
        do {
            if let number = try parsed.integer(option.name, atLeast: 1) { invariant(number >= 1, "integer below its bound") }
        } catch { expectUsage(error, "integer(--\(option.name))") }
        do {
            if let number = try parsed.number(option.name, in: 0...1, requirement: "0 to 1") {
                invariant((0...1).contains(number), "number \(number) outside 0...1")
            }
        } catch { expectUsage(error, "number(--\(option.name))") }
        do { _ = try parsed.choice(option.name, from: ["a", "b"]) } catch { expectUsage(error, "choice(--\(option.name))") }
    }
    _ = HelpFormatter.help(for: spec)

    // The command's own validation, unless it could open a file, a model, a server or stdin:
    // positionals are names in an empty folder, and options that name files stay unset.
    let fileOptions = ["cache", "chat-template", "file", "model", "out", "store", "transcript", "report", "instructions", "endpoint"]
    let touchesOutside = spec.name == "generate"
        || parsed.positionals.contains { $0.contains("/") || $0 == "-" || $0 == "." || $0 == ".." || $0.hasPrefix("~") }
        || fileOptions.contains { parsed.value($0) != nil }
        || (parsed.value("tokenizer").map { $0 != "estimate" } ?? false)
    if !parsed.wantsHelp, !touchesOutside {
        do { try entry.validate(parsed) } catch {
            invariant(error is CLIError, "ctx \(spec.name) init threw a non-CLI error: \(type(of: error)): \(error)")
        }
    }
    return 0
}

private func expectUsage(_ error: any Error, _ what: String) {
    guard case .usage? = error as? CLIError else {
        invariant(false, "\(what) threw \(type(of: error)): \(error), not a usage error")
        return
    }
    invariant((error as? CLIError)?.exitCode == 64, "a usage error without exit status 64")
}
