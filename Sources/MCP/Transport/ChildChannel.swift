import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Only the stdio transport starts a child, and it exists where Foundation's Process does.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
/// One of a child's standard streams: a connected socket pair whose two ends close on exec, one
/// end ours (`parentEnd`) and one handed to the child (`childEnd`, through `childHandle`).
///
/// Foundation's `Pipe` leaves its descriptors inheritable, and on Linux `Process` closes, in
/// each child, only the descriptors it saw before spawning: a server launched by another thread
/// at the same moment can inherit a write end, and then our reader sees no end of file when our
/// server dies, only when that other one does. Close-on-exec from birth (`SOCK_CLOEXEC`; Glibc's
/// Swift module has no `pipe2`) prevents that: spawning duplicates `childEnd` onto 0, 1 or 2,
/// and the copy does not close on exec, so the one child it is meant for still gets it.
struct ChildChannel {
    let parentEnd: Int32
    let childEnd: Int32

    /// - Throws: `ChildChannelError` with the `errno` of `socketpair`.
    init() throws {
        var descriptors: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, socketType, 0, &descriptors) == 0 else {
            throw ChildChannelError(detail: String(cString: strerror(errno)))
        }
        #if canImport(Darwin)
        // Darwin's Foundation spawns with POSIX_SPAWN_CLOEXEC_DEFAULT, so the flags only tidy;
        // a write to a server that is gone must fail, not raise SIGPIPE.
        var one: Int32 = 1
        _ = setsockopt(descriptors[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #endif
        parentEnd = descriptors[0]
        childEnd = descriptors[1]
    }

    /// The child's end as a handle for `Process`, which does not close it: call `closeChildEnd()`
    /// once the child runs (our copy would keep a reader from ever seeing end of file).
    var childHandle: FileHandle { FileHandle(fileDescriptor: childEnd, closeOnDealloc: false) }

    func closeChildEnd() { closeDescriptor(childEnd) }
    func closeParentEnd() { closeDescriptor(parentEnd) }
}

/// Why a channel to a child could not be made.
struct ChildChannelError: Error, CustomStringConvertible {
    var detail: String
    var description: String { "socketpair failed: \(detail)" }
}

/// `close(2)`, named apart from the transports' own `close()`.
@inline(__always) func closeDescriptor(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
}
#endif
