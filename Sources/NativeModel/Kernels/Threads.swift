import Foundation

func ProcessInfo_activeProcessorCount() -> Int { ProcessInfo.processInfo.activeProcessorCount }
func ProcessInfo_environment(_ key: String) -> String? { ProcessInfo.processInfo.environment[key] }
