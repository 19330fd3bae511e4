// swift-tools-version:6.0
import PackageDescription

// ContextBudget has no package dependencies: everything below is built from this repository
// and the Swift toolchain (Foundation, Dispatch, Glibc, Swift Testing).

// Opt-in for local benchmarking: CONTEXTBUDGET_NATIVE_CPU=1 compiles the native model's Swift code
// for this machine's CPU (docs/engine.md). Off by default so the package builds anywhere and can be
// consumed as a dependency (SwiftPM refuses unsafeFlags in dependencies).
let nativeSettings: [SwiftSetting] =
    Context.environment["CONTEXTBUDGET_NATIVE_CPU"] == "1" ? [.unsafeFlags(["-target-cpu", "native"])] : []

// The floor is what the code uses without a gate: ContinuousClock, Duration and
// Task.sleep(for:) (Swift 5.7's clocks: macOS 13, iOS 16, tvOS 16, watchOS 9), in ContextBudget's
// public API (ToolRun.duration) and HTTPModel's timeouts. Anything newer is behind @available or
// #available (Synchronization's Atomic, String(validating:), task executors, FoundationModels
// 26 / 26.4 / 27); Scripts/apple/check-availability.py, run by .ci/run, checks that against this list.
let package = Package(
    name: "ContextBudget",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ContextBudget", targets: ["ContextBudget"]),
        // Measuring, not fitting: ROUGE, tool recall and the tool-selection cases the benchmarks and
        // tests score with. Kept out of the library product, which apps ship.
        .library(name: "ContextBudgetEvaluation", targets: ["ContextBudgetEvaluation"]),
        .library(name: "Tokenizers", targets: ["Tokenizers"]),
        .library(name: "Guidance", targets: ["Guidance"]),
        .library(name: "HTTPModel", targets: ["HTTPModel"]),
        .library(name: "MCP", targets: ["MCP"]),
        .library(name: "ContextBudgetMCPServer", targets: ["ContextBudgetMCPServer"]),
        .library(name: "FoundationModelsAdapter", targets: ["FoundationModelsAdapter"]),
        .library(name: "GGUF", targets: ["GGUF"]),
        .library(name: "NativeModel", targets: ["NativeModel"]),
        .executable(name: "ctx", targets: ["ctx"]),
    ],
    targets: [
        .target(name: "GGUF"),
        .target(name: "Tokenizers", dependencies: ["GGUF"]),
        .target(name: "ContextBudget", dependencies: ["Tokenizers"]),
        .target(name: "ContextBudgetEvaluation", dependencies: ["ContextBudget"]),
        // JSON Schema -> byte-level matcher -> per-step token masks; no model knowledge.
        .target(name: "Guidance", dependencies: ["Tokenizers"]),
        .target(name: "HTTPModel", dependencies: ["ContextBudget", "Tokenizers"]),
        // Model Context Protocol client: JSON-RPC 2.0, stdio and Streamable HTTP transports, server tools as `Tool`s.
        .target(name: "MCP", dependencies: ["ContextBudget", "HTTPModel"]),
        // ContextBudget's operations (count, plan, chunk, summarize, trim) as MCP server tools, confined to root folders.
        .target(name: "ContextBudgetMCPServer", dependencies: ["ContextBudget", "Tokenizers", "MCP"]),
        // Empty wherever Apple's FoundationModels exists; elsewhere the documented API surface the
        // adapter uses, so that the adapter compiles and is tested on Linux.
        .target(name: "FoundationModelsStandIn"),
        .target(name: "FoundationModelsAdapter", dependencies: ["ContextBudget", "Tokenizers", "FoundationModelsStandIn"]),
        // The hot kernels in C, one variant per instruction set chosen at run time (no build flags).
        .target(name: "NativeKernels"),
        .target(name: "NativeModel", dependencies: ["GGUF", "Tokenizers", "ContextBudget", "Guidance", "NativeKernels"], swiftSettings: nativeSettings),
        .executableTarget(name: "ctx", dependencies: ["ContextBudget", "Tokenizers", "HTTPModel", "GGUF", "NativeModel", "MCP", "ContextBudgetMCPServer"]),

        // Helpers the test targets share (a seeded generator); never a dependency of a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GGUFTests", dependencies: ["GGUF", "NativeModel", "TestSupport"]),
        .testTarget(name: "TokenizersTests", dependencies: ["Tokenizers", "GGUF", "TestSupport"]),
        .testTarget(name: "GuidanceTests", dependencies: ["Guidance", "Tokenizers", "TestSupport"]),
        .testTarget(name: "ContextBudgetTests", dependencies: ["ContextBudget", "ContextBudgetEvaluation", "Tokenizers", "TestSupport"]),
        .testTarget(name: "ContextBudgetEvaluationTests", dependencies: ["ContextBudgetEvaluation", "ContextBudget", "Tokenizers", "TestSupport"]),
        .testTarget(name: "NativeModelTests", dependencies: ["NativeModel", "NativeKernels", "GGUF", "ContextBudget", "Tokenizers"]),
        .testTarget(name: "ctxTests", dependencies: ["ctx", "ContextBudget", "NativeModel", "TestSupport"]),
        .testTarget(name: "FoundationModelsAdapterTests",
                    dependencies: ["FoundationModelsAdapter", "FoundationModelsStandIn", "ContextBudget", "Tokenizers", "NativeModel", "HTTPModel"]),
        .testTarget(name: "MCPTests", dependencies: ["MCP", "ContextBudget", "TestSupport"]),
        .testTarget(name: "ContextBudgetMCPServerTests", dependencies: ["ContextBudgetMCPServer", "MCP", "ContextBudget", "Tokenizers", "TestSupport"]),
        .testTarget(name: "HTTPModelTests", dependencies: ["HTTPModel", "ContextBudget", "Tokenizers", "ctx", "TestSupport"]),
    ]
)
