#if canImport(FoundationModels)
import FoundationModels
#else
import FoundationModelsStandIn
#endif

#if !canImport(FoundationModels) || compiler(>=6.4)
@available(macOS 27.0, iOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
extension LanguageModelSession.DynamicProfile {
    /// This profile with its history trimmed by `trimmer` before every request
    /// (`historyTransform(_:)` with our trimmer, 27.0+).
    public func trimmingHistory(with trimmer: HistoryTrimmer) -> some LanguageModelSession.DynamicProfile {
        historyTransform { trimmer($0) }
    }
}
#endif
