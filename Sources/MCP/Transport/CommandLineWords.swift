import Foundation

/// Splits a server command written as one string (`ctx chat --mcp 'python -m mcp_server_git
/// --repository "my repo"'`) into a program and its arguments, the way a POSIX shell splits
/// words: blanks separate, single quotes keep everything literally, double quotes keep blanks
/// and let a backslash escape `"`, `\`, `$` and `` ` ``, a backslash outside quotes escapes any
/// character. Nothing is expanded (no variables, globs or `~`): the string is not run by a shell.
public enum CommandLineWords {
    /// Why a command string cannot be split.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case empty
        case unterminatedQuote(Character)
        case trailingBackslash

        public var description: String {
            switch self {
            case .empty: "the server command is empty"
            case let .unterminatedQuote(quote): "the server command has an unterminated \(quote) quote"
            case .trailingBackslash: "the server command ends with a backslash"
            }
        }
    }

    /// The words of `text`; the first is the program.
    /// - Throws: `Problem` for an empty command, an open quote or a trailing backslash.
    /// - Complexity: O(n) in the length of `text`.
    public static func split(_ text: String) throws(Problem) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" { closed = true; break }
                    word.append(next)
                }
                if !closed { throw .unterminatedQuote("'") }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = iterator.next() else { throw .unterminatedQuote("\"") }
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
                if !closed { throw .unterminatedQuote("\"") }
            case "\\":
                guard let escaped = iterator.next() else { throw .trailingBackslash }
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        guard !words.isEmpty else { throw .empty }
        return words
    }
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
extension StdioTransport {
    /// A transport for a command written as one string (see `CommandLineWords`).
    /// - Throws: `CommandLineWords.Problem` when the string cannot be split.
    public convenience init(commandLine: String, environment: [String: String]? = nil, currentDirectory: URL? = nil,
                            configuration: Configuration = Configuration()) throws(CommandLineWords.Problem) {
        let words = try CommandLineWords.split(commandLine)
        self.init(executable: words[0], arguments: Array(words.dropFirst()), environment: environment,
                  currentDirectory: currentDirectory, configuration: configuration)
    }
}
#endif
