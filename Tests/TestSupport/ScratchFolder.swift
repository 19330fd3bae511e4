import Foundation

/// The files tests write for a moment (a corrupt GGUF, a tokenizer.json with one field wrong, a
/// text to tokenize), all in one folder per test process that is removed when the process exits.
/// Each file gets a fresh subfolder, so tests running in parallel never share a name. Before,
/// each such test left its file in the temporary directory: about 35 per `swift test`.
public enum ScratchFolder {
    /// `contextbudget-tests-PID` in the temporary directory, created on first use.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contextbudget-tests-\(getpid())", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return url
    }()

    /// Writes `contents` to a new file called `name` and returns its path.
    public static func file(named name: String, contents: Data) throws -> String {
        let url = try directory().appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    /// A new, empty folder.
    public static func directory() throws -> URL {
        let url = root.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
