import Foundation

func ProcessInfo_activeProcessorCount() -> Int { ProcessInfo.processInfo.activeProcessorCount }
