import Foundation

/// Finds the program a server command names, as a shell would: a name with a slash is a path,
/// anything else is searched on `PATH`. Done here because `Process` needs a full path and a
/// missing program should fail with its name, not with an errno.
enum ExecutableLookup {
    static func resolve(_ command: String, path: String?) -> String? {
        let manager = FileManager.default
        if command.contains("/") {
            return manager.isExecutableFile(atPath: command) ? command : nil
        }
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            let candidate = directory + "/" + command
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               manager.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }
}
