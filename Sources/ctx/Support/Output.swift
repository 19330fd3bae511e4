import Foundation

/// Where the CLI writes: results on stdout, diagnostics on stderr (so pipes get only results).
enum Output {
    static func standard(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// One `error: …` line on stderr; newlines in the message are flattened so it stays one line.
    static func error(_ message: String) {
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data("error: \(oneLine)\n".utf8))
    }

    static func note(_ message: String, terminator: String = "\n") {
        FileHandle.standardError.write(Data((message + terminator).utf8))
    }

    /// True when stderr is a terminal (progress bars); false in pipes, files and CI logs.
    static var stderrIsTerminal: Bool { isatty(2) == 1 }
}
