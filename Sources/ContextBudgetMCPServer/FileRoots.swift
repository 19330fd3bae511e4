import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a server may read from, and the one way it opens files: a path is resolved to
/// its real path (every symlink followed, `..` removed) and refused unless that lies inside a
/// root's real path, since the host's model chooses the arguments.
///
/// Roots are resolved once, when the server starts, so a symlinked root stands for the folder
/// it points to. Relative paths are taken from the first root. A file is opened with
/// `O_NOFOLLOW` on its resolved path and checked again on the open descriptor (a regular file,
/// no larger than the limit), so a symlink swapped in after the check is refused too.
public struct FileRoots: Sendable, Equatable {
    /// The roots' real paths, in the order given.
    public let paths: [String]

    /// - Parameter roots: folders, absolute or relative to the working directory.
    /// - Throws: `FileAccessError.badRoot` for a root that does not exist or is not a folder.
    public init(_ roots: [String]) throws {
        precondition(!roots.isEmpty, "at least one root")
        var resolved: [String] = []
        for root in roots {
            guard let real = Self.realPath(root) else { throw FileAccessError.badRoot(root, reason: "it does not exist") }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw FileAccessError.badRoot(root, reason: "it is not a folder")
            }
            if !resolved.contains(real) { resolved.append(real) }
        }
        paths = resolved
    }

    /// The real path of `path` if it lies under a root.
    /// - Throws: `FileAccessError.outsideRoots` (naming the path and the roots) or `.notFound`.
    public func resolve(_ path: String) throws -> String {
        guard !path.isEmpty else { throw FileAccessError.notFound(path, roots: paths) }
        let absolute = path.hasPrefix("/") ? path : paths[0] + "/" + path
        guard let real = Self.realPath(absolute) else {
            // A missing file is reported as outside when its folder already is, so probing
            // for names beyond the roots tells nothing.
            let lexical = (absolute as NSString).standardizingPath
            if !contains(lexical) { throw FileAccessError.outsideRoots(path, resolved: lexical, roots: paths) }
            throw FileAccessError.notFound(path, roots: paths)
        }
        guard contains(real) else { throw FileAccessError.outsideRoots(path, resolved: real, roots: paths) }
        return real
    }

    /// The bytes of the regular file at `path` (under a root), at most `maximumBytes`.
    /// - Throws: `FileAccessError` for a path outside the roots, a missing file, a folder or
    ///   device, a file over the limit, or a read that fails.
    public func read(_ path: String, maximumBytes: Int) throws -> Data {
        let real = try resolve(path)
        let descriptor = open(real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw FileAccessError.unreadable(path, reason: reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileAccessError.unreadable(path, reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileAccessError.notRegularFile(path) }
        guard Int(status.st_size) <= maximumBytes else {
            throw FileAccessError.tooLarge(path, byteCount: Int(status.st_size), maximumBytes: maximumBytes)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileAccessError.unreadable(path, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
            // The file may grow after fstat: the limit holds for what is read.
            if data.count > maximumBytes { throw FileAccessError.tooLarge(path, byteCount: data.count, maximumBytes: maximumBytes) }
        }
        return data
    }

    /// True when `real` is a root or lies inside one.
    private func contains(_ real: String) -> Bool {
        paths.contains { root in real == root || real.hasPrefix(root == "/" ? "/" : root + "/") }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// `read(2)`, named apart from `FileRoots.read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Why a server refused or could not read a path; the text is what the host's model reads.
public enum FileAccessError: Error, Sendable, Equatable, CustomStringConvertible {
    case badRoot(String, reason: String)
    case outsideRoots(String, resolved: String, roots: [String])
    case notFound(String, roots: [String])
    case notRegularFile(String)
    case tooLarge(String, byteCount: Int, maximumBytes: Int)
    case unreadable(String, reason: String)

    public var description: String {
        switch self {
        case let .badRoot(root, reason):
            "cannot serve the root \(root): \(reason); pass an existing folder to --root"
        case let .outsideRoots(path, resolved, roots):
            "\(path) is outside the folders this server may read" + (resolved == path ? "" : " (it resolves to \(resolved))")
                + "; pass a path under \(roots.joined(separator: ", ")) (relative paths start at \(roots[0]))"
        case let .notFound(path, roots):
            "\(path): no such file under \(roots.joined(separator: ", ")) (relative paths start at \(roots[0]))"
        case let .notRegularFile(path):
            "\(path) is not a regular file (a folder, device or pipe); pass a text file"
        case let .tooLarge(path, byteCount, maximumBytes):
            "\(path) has \(byteCount) bytes, over this server's limit of \(maximumBytes); pass a smaller file, or start the server with a larger --max-input-bytes"
        case let .unreadable(path, reason):
            "\(path) cannot be read: \(reason)"
        }
    }
}
