#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A whole file mapped read-only into memory; the one place in this module that owns raw memory.
///
/// Tensor data is read straight from the page cache through this mapping and never copied, so a
/// 250 MB model costs 250 MB of shared, evictable pages rather than private heap.
final class MappedFile: @unchecked Sendable {
    /// The mapped bytes; valid for the lifetime of this object.
    let bytes: UnsafeRawBufferPointer
    /// Set when `bytes` is a private heap copy (tests) rather than a mapping.
    private let allocation: UnsafeMutableRawPointer?

    /// Maps the file at `path` read-only.
    /// - Throws: `GGUFError.cannotOpen` when the file cannot be opened, is empty or cannot be mapped.
    init(path: String) throws {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw GGUFError.cannotOpen(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw GGUFError.cannotOpen(path: path, reason: String(cString: strerror(errno))) }
        let size = Int(info.st_size)
        guard size > 0 else {
            throw GGUFError.truncated(path: path, field: "header magic", offset: 0, needed: 4, fileSize: 0)
        }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw GGUFError.cannotOpen(path: path, reason: "mmap: " + String(cString: strerror(errno)))
        }
        bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(base), count: size)
        allocation = nil
    }

    /// Copies `data` into a private allocation: for tests and for files already in memory.
    init(copying data: some Collection<UInt8>) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 64)
        buffer.copyBytes(from: data)
        bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: data.count)
        allocation = buffer.baseAddress
    }

    deinit {
        if let allocation {
            allocation.deallocate()
        } else if let base = bytes.baseAddress {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        }
    }
}
