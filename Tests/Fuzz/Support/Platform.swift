import Foundation

/// Writing to stderr without Foundation's buffering, for the few lines a target prints.
enum FileHandleOutput {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Runs async library code from the fuzzer's synchronous entry point.
///
/// The calls fuzzed here never suspend on I/O (in-memory models and stores), so waiting on a
/// semaphore while a detached task runs them costs a thread switch and nothing else.
func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    guard let result = box.result else { fatalError("the task ended without a result") }
    return result
}

/// Carries a task's result to the thread waiting for it (the semaphore orders the accesses).
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}

/// A scratch file in shared memory for loaders that only take a path; rewritten per input.
struct ScratchFile {
    let path: String

    /// `name` is the file's last path component (the tiktoken loader reads the encoding from it).
    init(name: String) {
        let directory = "/dev/shm/contextbudget-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        path = directory + "/" + name
    }

    func write(_ bytes: [UInt8]) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }
}

/// The cached vocabularies and model files `.ci/run` fetches (`Scripts/fetching/fetch-*.sh`).
enum CachedFiles {
    static var cache: String {
        ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"] ?? (NSHomeDirectory() + "/.cache/contextbudget")
    }
    static var gemma: String {
        ProcessInfo.processInfo.environment["CONTEXTBUDGET_GEMMA_GGUF"] ?? (cache + "/models/gemma-3-270m-Q4_K_M.gguf")
    }
    static func tokenizer(_ relativePath: String) -> String { cache + "/tokenizers/" + relativePath }

    /// The repository root, from this file's path at build time.
    static var repository: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }
}
