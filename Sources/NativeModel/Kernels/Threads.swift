import Foundation

/// Cores available to this process.
func processorCount() -> Int { ProcessInfo.processInfo.activeProcessorCount }
