import Foundation

/// Cores available to this process.
func processorCount() -> Int { ProcessInfo.processInfo.activeProcessorCount }

/// An environment variable, for the kernels' debugging switches.
func environmentValue(_ key: String) -> String? { ProcessInfo.processInfo.environment[key] }
