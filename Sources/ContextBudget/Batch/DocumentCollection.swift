import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns path arguments (files, folders, globs) into the documents a batch works on.
///
/// Files named explicitly are taken as they are (a bad one fails later, on its own, with its
/// reason). Folders are walked recursively, hidden entries skipped, and only text-like files kept:
/// the others are listed as skipped with the reason. Globs (`*`, `?`, `[…]`) are expanded by the
/// C library. A file reached twice is taken once, in the order first met.
public struct DocumentCollection: Sendable {
    /// A file left out of a folder walk, and why.
    public struct Skipped: Sendable, Hashable {
        /// The path as shown.
        public var path: String
        /// The path below the folder it was found in.
        public var relativePath: String
        /// "binary (NUL bytes)", "empty", "not UTF-8 text"…
        public var reason: String
    }

    /// The documents, in argument order (each folder's files sorted by path).
    public var documents: [BatchDocument] = []
    /// Files seen in folder walks and left out.
    public var skipped: [Skipped] = []

    /// Collects the documents `paths` name.
    /// - Throws: `ContextBudgetError.unusableFile` for a path that does not exist and a pattern
    ///   that matches nothing.
    /// - Complexity: O(files under the folders named), plus one 8 KB read per walked file.
    public init(paths: [String]) throws {
        var seen: Set<String> = []
        func add(_ document: BatchDocument) {
            if seen.insert(URL(fileURLWithPath: document.path).standardizedFileURL.path).inserted { documents.append(document) }
        }
        func walk(_ directory: String) {
            let (texts, others) = Self.walk(directory)
            texts.forEach(add)
            skipped += others
        }
        for argument in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
                if isDirectory.boolValue { walk(argument) } else { add(BatchDocument(path: argument)) }
            } else if argument.contains(where: { "*?[".contains($0) }) {
                let matches = Self.glob(argument)
                guard !matches.isEmpty else {
                    throw ContextBudgetError.unusableFile("\(argument): no file matches this pattern")
                }
                for match in matches {
                    var matchIsDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: match, isDirectory: &matchIsDirectory), matchIsDirectory.boolValue {
                        walk(match)
                    } else {
                        add(BatchDocument(path: match))
                    }
                }
            } else {
                throw ContextBudgetError.unusableFile("\(argument): no such file or directory")
            }
        }
    }

    /// The text files under `directory` (sorted) and the other files with why they are left out.
    private static func walk(_ directory: String) -> ([BatchDocument], [Skipped]) {
        var texts: [BatchDocument] = []
        var skipped: [Skipped] = []
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
            if let reason = TextFile.reasonNotText(path) {
                skipped.append(Skipped(path: shown, relativePath: relative, reason: reason))
            } else {
                texts.append(BatchDocument(path: shown, relativePath: relative))
            }
        }
        return (texts, skipped)
    }

    private static func glob(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        #if canImport(Glibc)
        guard Glibc.glob(pattern, 0, nil, &result) == 0 else { return [] }
        #else
        guard Darwin.glob(pattern, 0, nil, &result) == 0 else { return [] }
        #endif
        return (0..<Int(result.gl_pathc)).compactMap { index in result.gl_pathv[index].map { String(cString: $0) } }
    }
}
