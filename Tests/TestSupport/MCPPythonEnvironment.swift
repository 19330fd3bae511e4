import Foundation

/// The Python environment with the `mcp` SDK and the reference servers that
/// `Scripts/fetching/fetch-mcp-servers.sh` makes: `CONTEXTBUDGET_MCP_PYTHON` when set (nil if that is not
/// an executable), else the cached one if present.
public enum MCPPythonEnvironment {
    public static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CONTEXTBUDGET_MCP_PYTHON"], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        let cache = environment["CONTEXTBUDGET_CACHE"] ?? (NSHomeDirectory() + "/.cache/contextbudget")
        let cached = cache + "/mcp-venv/bin/python"
        return FileManager.default.isExecutableFile(atPath: cached) ? cached : nil
    }()

    /// Why a test that needs it is skipped.
    public static let missingReason = "the MCP Python environment is missing: run bash Scripts/fetching/fetch-mcp-servers.sh (or set CONTEXTBUDGET_MCP_PYTHON)"
}
