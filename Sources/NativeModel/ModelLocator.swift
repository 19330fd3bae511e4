import Foundation

/// Where the model files a `NativeLanguageModel` runs by default live on disk, so the CLI, the
/// benchmarks and the tests all look in the same places.
///
/// It lives beside the engine, not in `GGUF` (the file format knows no file names). Files are
/// looked up, never fetched: a caller that finds none says how to get one (the `ctx` CLI names
/// the repository's fetch script).
public enum ModelLocator {
    /// The cache folder: `$CONTEXTBUDGET_CACHE`, else `~/.cache/contextbudget`.
    public static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cache = environment["CONTEXTBUDGET_CACHE"], !cache.isEmpty {
            return URL(fileURLWithPath: cache, isDirectory: true)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/contextbudget", isDirectory: true)
    }

    /// Gemma 3 270M, the base (pretrained) model, Q4_K_M: `$CONTEXTBUDGET_GEMMA_GGUF` if set, else
    /// `<cache>/models/gemma-3-270m-Q4_K_M.gguf`. The path is returned whether or not the
    /// file exists; see `gemma3_270mIfPresent`.
    public static func gemma3_270m(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        model(overriddenBy: "CONTEXTBUDGET_GEMMA_GGUF", else: "models/gemma-3-270m-Q4_K_M.gguf", environment: environment)
    }

    /// `gemma3_270m()` if a file is there, else `nil`.
    public static func gemma3_270mIfPresent(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        present(gemma3_270m(environment: environment))
    }

    /// SmolLM2-135M-Instruct, the instruct model, Q4_1: `$CONTEXTBUDGET_SMOLLM2_GGUF` if set, else
    /// `<cache>/models/SmolLM2-135M-Instruct.Q4_1.gguf` (Scripts/fetching/fetch-smollm2.sh puts it there).
    /// The path is returned whether or not the file exists; see `smolLM2_135mInstructIfPresent`.
    public static func smolLM2_135mInstruct(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        model(overriddenBy: "CONTEXTBUDGET_SMOLLM2_GGUF", else: "models/SmolLM2-135M-Instruct.Q4_1.gguf", environment: environment)
    }

    /// `smolLM2_135mInstruct()` if a file is there, else `nil`.
    public static func smolLM2_135mInstructIfPresent(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        present(smolLM2_135mInstruct(environment: environment))
    }

    /// The path in `$variable` when it is set and not empty, else `cachePath` under the cache folder.
    private static func model(overriddenBy variable: String, else cachePath: String, environment: [String: String]) -> URL {
        if let path = environment[variable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return cacheDirectory(environment: environment).appendingPathComponent(cachePath)
    }

    private static func present(_ url: URL) -> URL? {
        FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
