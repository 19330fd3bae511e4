import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns `PATH...` arguments (files, directories, globs) into the files a batch command works on.
///
/// Files named explicitly are taken as they are (a bad one fails later, on its own). Directories
/// are walked recursively, hidden entries skipped, and only text-like files kept: the others are
/// listed as skipped with the reason. Globs (`*`, `?`, `[…]`) are expanded by the C library.
struct InputCollector {
    /// One file to process, and where it came from.
    struct Input: Equatable {
        /// The path as the user can open it.
        var path: String
        /// The path below the directory argument it was found in (its name for a file argument);
        /// output files mirror it.
        var relativePath: String
    }

    var inputs: [Input] = []
    /// Files seen in directory walks and left out, with why.
    var skipped: [(path: String, reason: String)] = []

    /// - Throws: `CLIError.failure` for a path that does not exist and matches nothing.
    init(_ arguments: [String]) throws {
        var seen: Set<String> = []
        var found: [Input] = []
        var skippedFiles: [(path: String, reason: String)] = []
        defer { inputs = found; skipped = skippedFiles }
        func add(_ input: Input) {
            if seen.insert(URL(fileURLWithPath: input.path).standardizedFileURL.path).inserted { found.append(input) }
        }
        func walk(_ directory: String, add: (Input) -> Void) {
            let (texts, others) = Self.walk(directory)
            texts.forEach(add)
            skippedFiles += others
        }
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    walk(argument, add: add)
                } else {
                    add(Input(path: argument, relativePath: (argument as NSString).lastPathComponent))
                }
            } else if argument.contains(where: { "*?[".contains($0) }) {
                let matches = Self.glob(argument)
                guard !matches.isEmpty else { throw CLIError.failure("\(argument): no file matches this pattern") }
                for match in matches {
                    var matchIsDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: match, isDirectory: &matchIsDirectory), matchIsDirectory.boolValue { walk(match, add: add) } else {
                        add(Input(path: match, relativePath: (match as NSString).lastPathComponent))
                    }
                }
            } else {
                throw CLIError.failure("\(argument): no such file or directory")
            }
        }
    }

    /// The text files under `directory` (sorted) and the other files with why they are left out.
    private static func walk(_ directory: String) -> ([Input], [(path: String, reason: String)]) {
        var texts: [Input] = []
        var skipped: [(path: String, reason: String)] = []
        let root = URL(fileURLWithPath: directory)
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return ([], []) }
        var found: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            found.append(url.path)
        }
        let base = root.standardizedFileURL.path
        for path in found.sorted() {
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            let relative = standardized.hasPrefix(base + "/") ? String(standardized.dropFirst(base.count + 1)) : (path as NSString).lastPathComponent
            let shown = (directory as NSString).appendingPathComponent(relative)
            if let reason = notText(path) {
                skipped.append((shown, reason))
            } else {
                texts.append(Input(path: shown, relativePath: relative))
            }
        }
        return (texts, skipped)
    }

    /// Why a file is not text (empty, NUL bytes, not UTF-8), or nil when its first 8 KB look like UTF-8 text.
    static func notText(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot be read" }
        defer { try? handle.close() }
        let head = handle.readData(ofLength: 8192)
        if head.isEmpty { return "empty" }
        if head.contains(0) { return "binary (NUL bytes)" }
        // The 8 KB may end inside a multi-byte character: allow up to 3 bytes cut off.
        for cut in 0...min(3, head.count - 1) where String(data: head.dropLast(cut), encoding: .utf8) != nil { return nil }
        return "not UTF-8 text"
    }

    static func glob(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard Glibc.glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { index in result.gl_pathv[index].map { String(cString: $0) } }
    }
}
