import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a write to an output folder failed, in the system's words, and what to do about it: the
/// tail of every "cannot write …" message of the batch (outputs, manifest, cache).
///
/// Foundation's own text for these ("The operation could not be completed. The volume is read
/// only.") names neither the cause's usual name nor a way out; the POSIX error under it does.
enum FileSystemFailure {
    /// "read-only file system; pass a writable output folder", from a Foundation or POSIX error.
    static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return describe(errno: posix.code.rawValue) }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return describe(errno: Int32(bridged.code)) }
        // Foundation wraps the POSIX error: an NSError on Darwin, a Swift POSIXError on Linux.
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error {
            let inner = underlying as NSError
            if underlying is POSIXError || inner.domain == NSPOSIXErrorDomain { return describe(errno: Int32(inner.code)) }
        }
        return bridged.localizedDescription
    }

    /// "no space left on device; free some space, then resume", from an `errno` value.
    static func describe(errno code: Int32) -> String {
        let reason = String(cString: strerror(code)).lowercased()
        switch code {
        case ENOSPC, EDQUOT: return reason + "; free some space, then resume"
        case EROFS, EACCES, EPERM: return reason + "; pass a writable output folder"
        default: return reason
        }
    }
}
