// swift-tools-version:6.0
import PackageDescription

// ContextBudget has no package dependencies: everything below is built from this repository
// and the Swift toolchain (Foundation, Dispatch, Glibc, Swift Testing).
// Opt-in for local benchmarking: CONTEXTBUDGET_NATIVE_CPU=1 compiles the native model for this
// machine's CPU (about 1.5x on prefill). Off by default so the package builds anywhere and can be
// consumed as a dependency (SwiftPM refuses unsafeFlags in dependencies).
let nativeSettings: [SwiftSetting] =
    Context.environment["CONTEXTBUDGET_NATIVE_CPU"] == "1" ? [.unsafeFlags(["-target-cpu", "native"])] : []

let package = Package(
    name: "ContextBudget",
    products: [
        .library(name: "ContextBudget", targets: ["ContextBudget"]),
        .library(name: "Tokenizers", targets: ["Tokenizers"]),
        .library(name: "GGUF", targets: ["GGUF"]),
        .library(name: "NativeModel", targets: ["NativeModel"]),
        .executable(name: "ctx", targets: ["ctx"]),
    ],
    targets: [
        .target(name: "GGUF"),
        .target(name: "NativeModel", dependencies: ["GGUF", "Tokenizers", "ContextBudget"], swiftSettings: nativeSettings),
        .target(name: "Tokenizers"),
        .target(name: "ContextBudget", dependencies: ["Tokenizers"]),
        .executableTarget(name: "ctx", dependencies: ["ContextBudget", "Tokenizers", "GGUF", "NativeModel"]),

        .testTarget(name: "GGUFTests", dependencies: ["GGUF"]),
        .testTarget(name: "NativeModelTests", dependencies: ["NativeModel", "GGUF", "ContextBudget", "Tokenizers"]),
        .testTarget(name: "TokenizersTests", dependencies: ["Tokenizers"]),
        .testTarget(name: "ContextBudgetTests", dependencies: ["ContextBudget", "Tokenizers"]),
        .testTarget(name: "ctxTests", dependencies: ["ctx", "GGUF"]),
    ]
)
