import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders that refuse writes, for the output-failure drills: a read-only one, and a full disk.
///
/// Read-only: a folder without write permission for a normal user; root ignores permissions, so
/// for root a read-only tmpfs mount (the same EROFS a read-only volume gives). Full disk: a 64 KB
/// tmpfs filled to the last byte (ENOSPC on every write); mounting needs root, and no honest
/// stand-in exists without it (`/dev/full` is not a folder; a file size limit raises EFBIG and
/// SIGXFSZ, not ENOSPC).
final class ScratchFileSystem {
    let url: URL
    private let mounted: Bool

    /// True when this process may mount a tmpfs (root, and a kernel that lets it), checked once.
    static let canMount: Bool = {
        guard getuid() == 0, let folder = try? Ctx.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) else { return false }
        return run("/bin/umount", [folder.path])
    }()

    /// True when a read-only folder can be made here.
    static var canMakeReadOnly: Bool { getuid() != 0 || canMount }

    /// A folder nothing can be written to.
    static func readOnly() throws -> ScratchFileSystem {
        let folder = try Ctx.temporaryDirectory()
        if getuid() != 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
            return ScratchFileSystem(url: folder, mounted: false)
        }
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k,ro", "tmpfs", folder.path]) else { throw POSIXError(.EPERM) }
        return ScratchFileSystem(url: folder, mounted: true)
    }

    /// A 64 KB file system with no byte free.
    static func full() throws -> ScratchFileSystem {
        let folder = try Ctx.temporaryDirectory()
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) else { throw POSIXError(.EPERM) }
        let scratch = ScratchFileSystem(url: folder, mounted: true)
        let filler = folder.appendingPathComponent("filler")
        guard FileManager.default.createFile(atPath: filler.path, contents: nil) else { throw POSIXError(.EIO) }
        let handle = try FileHandle(forWritingTo: filler)
        defer { try? handle.close() }
        let page = Data(count: 4096)
        do { while true { try handle.write(contentsOf: page) } } catch {}  // until ENOSPC
        return scratch
    }

    private init(url: URL, mounted: Bool) {
        self.url = url
        self.mounted = mounted
    }

    /// Frees the full disk's space (its filler file).
    func freeSpace() throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent("filler"))
    }

    deinit {
        if mounted {
            _ = Self.run("/bin/umount", ["-l", url.path])
        } else {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Regular files under `folder`, hidden ones included, as relative paths.
    static func allFiles(in folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    @discardableResult
    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        return ChildExit.waitBlocking(for: process).succeeded
    }
}
