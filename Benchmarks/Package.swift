// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so that `swift test` on the main package never runs
// them and the main package stays free of benchmark-only code. Build them in release:
//   swift run -c release --package-path Benchmarks <BenchmarkName>
let package = Package(
    name: "ContextBudgetBenchmarks",
    // A consumer declares at least the package's own platforms (SwiftPM refuses a lower target).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "ContextBudget", path: "..")],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "GuidanceMaskBenchmark",
            dependencies: [
                .product(name: "Guidance", package: "ContextBudget"),
                .product(name: "Tokenizers", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "TokenCountBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Tokenizers", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "SessionPrefixBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "NativeModelBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GGUF", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "PromptLookupBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GGUF", package: "ContextBudget"),
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "SummarizerEndToEndBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GGUF", package: "ContextBudget"),
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
                .product(name: "HTTPModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "ChunkerBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "Tokenizers", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "SummaryQualityBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "ContextBudgetEvaluation", package: "ContextBudget"),
                .product(name: "Tokenizers", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
                .product(name: "HTTPModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "GenerativeSummaryBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "ContextBudgetEvaluation", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
                .product(name: "Tokenizers", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "TokenizerBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Tokenizers", package: "ContextBudget"),
                .product(name: "GGUF", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "TrimBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "ToolSearchBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "ContextBudgetEvaluation", package: "ContextBudget"),
                .product(name: "Tokenizers", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "GuidedDecodeBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "ToolCallValidityBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "ContextBudgetEvaluation", package: "ContextBudget"),
                .product(name: "Guidance", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "ToolSelectionBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "ContextBudgetEvaluation", package: "ContextBudget"),
                .product(name: "Tokenizers", package: "ContextBudget"),
                .product(name: "NativeModel", package: "ContextBudget"),
            ]),
        .executableTarget(
            name: "HTTPModelBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ContextBudget", package: "ContextBudget"),
                .product(name: "HTTPModel", package: "ContextBudget"),
            ]),
    ]
)
