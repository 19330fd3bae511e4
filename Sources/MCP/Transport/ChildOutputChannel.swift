import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one child's stdout or stderr is written into: a connected pair of descriptors that
/// close on exec, made so atomically.
///
/// Foundation's `Pipe` leaves its descriptors inheritable, and on Linux `Process` closes, in
/// each child, only the descriptors it saw before spawning: a server launched by another thread
/// at the same moment can inherit the write end, and then the reader sees no end of file when
/// our server dies, only when that other one does. Glibc's Swift module has no `pipe2`, so on
/// Linux this is a socket pair opened with `SOCK_CLOEXEC` (the transport's stdin already is); the
/// one child it is handed to still gets its end (spawning duplicates it onto 1 or 2, and the copy
/// does not close on exec), and nobody else does.
struct ChildOutputChannel {
    let readDescriptor: Int32
    let writeDescriptor: Int32

    /// - Throws: `ChildOutputChannelError` with the `errno` of `socketpair` (or `pipe`).
    init() throws {
        var descriptors: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &descriptors) == 0
        #else
        // Darwin's Foundation spawns with POSIX_SPAWN_CLOEXEC_DEFAULT, so the flag only tidies.
        let made = pipe(&descriptors) == 0
        if made { for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) } }
        #endif
        guard made else { throw ChildOutputChannelError(detail: String(cString: strerror(errno))) }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    /// The write end as a handle for `Process`, which does not close it: call `closeWriteEnd()`
    /// once the child runs, or the reader never sees end of file.
    var writeHandle: FileHandle { FileHandle(fileDescriptor: writeDescriptor, closeOnDealloc: false) }

    func closeWriteEnd() { closeDescriptor(writeDescriptor) }
    func closeReadEnd() { closeDescriptor(readDescriptor) }

    private func closeDescriptor(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}

/// Why a channel for a child's output could not be made.
struct ChildOutputChannelError: Error, CustomStringConvertible {
    var detail: String
    var description: String { "could not open a channel for the server's output: \(detail)" }
}
