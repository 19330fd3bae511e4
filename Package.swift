// swift-tools-version:6.0
import PackageDescription

// ContextBudget has no package dependencies: everything below is built from this repository
// and the Swift toolchain (Foundation, Dispatch, Glibc, Swift Testing).
let package = Package(
    name: "ContextBudget",
    products: [
        .library(name: "ContextBudget", targets: ["ContextBudget"]),
        .library(name: "Tokenizers", targets: ["Tokenizers"]),
        .library(name: "HTTPModel", targets: ["HTTPModel"]),
        .library(name: "FoundationModelsAdapter", targets: ["FoundationModelsAdapter"]),
        .library(name: "GGUF", targets: ["GGUF"]),
        .executable(name: "ctx", targets: ["ctx"]),
    ],
    targets: [
        .target(name: "GGUF"),
        .target(name: "Tokenizers"),
        .target(name: "ContextBudget", dependencies: ["Tokenizers"]),
        .target(name: "HTTPModel", dependencies: ["ContextBudget", "Tokenizers"]),
        .target(name: "FoundationModelsAdapter", dependencies: ["ContextBudget", "Tokenizers"]),
        .executableTarget(name: "ctx", dependencies: ["ContextBudget", "Tokenizers", "HTTPModel"]),

        .testTarget(name: "GGUFTests", dependencies: ["GGUF"]),
        .testTarget(name: "TokenizersTests", dependencies: ["Tokenizers"]),
        .testTarget(name: "ContextBudgetTests", dependencies: ["ContextBudget", "Tokenizers"]),
        .testTarget(name: "ctxTests", dependencies: ["ctx"]),
        .testTarget(name: "HTTPModelTests", dependencies: ["HTTPModel", "ContextBudget", "Tokenizers", "ctx"]),
    ]
)
