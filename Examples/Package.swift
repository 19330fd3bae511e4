// swift-tools-version:6.0
import PackageDescription

// The README's library examples, one executable each, compiled against the package as a consumer
// sees it: a dependency by path, products only. Each main.swift is the README's code block of the
// same name, verbatim (python3 Examples/check-readme.py checks that). Run them from the repository
// root, where the Corpora folder is:
//   swift run --package-path Examples FitADocument
let package = Package(
    name: "ContextBudgetExamples",
    // A consumer declares at least the package's own platforms (SwiftPM refuses a lower target).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "ContextBudget", path: "..")],
    targets: [
        .executableTarget(name: "FitADocument", dependencies: [.product(name: "ContextBudget", package: "ContextBudget")]),
        .executableTarget(name: "ChunkADocument", dependencies: [
            .product(name: "ContextBudget", package: "ContextBudget"), .product(name: "Tokenizers", package: "ContextBudget"),
        ]),
        .executableTarget(name: "SummarizeADocument", dependencies: [.product(name: "ContextBudget", package: "ContextBudget")]),
        .executableTarget(name: "TrimATranscript", dependencies: [.product(name: "ContextBudget", package: "ContextBudget")]),
        .executableTarget(name: "ToolSession", dependencies: [.product(name: "ContextBudget", package: "ContextBudget")]),
        .executableTarget(name: "BatchSummaries", dependencies: [.product(name: "ContextBudget", package: "ContextBudget")]),
        .executableTarget(name: "StructuredAnswer", dependencies: [
            .product(name: "ContextBudget", package: "ContextBudget"), .product(name: "NativeModel", package: "ContextBudget"),
        ]),
        .executableTarget(name: "ModelBackends", dependencies: [
            .product(name: "ContextBudget", package: "ContextBudget"), .product(name: "NativeModel", package: "ContextBudget"),
            .product(name: "HTTPModel", package: "ContextBudget"),
        ]),
    ]
)
