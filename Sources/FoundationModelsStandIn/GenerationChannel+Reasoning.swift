#if !canImport(FoundationModels)
import Foundation

extension LanguageModelExecutorGenerationChannel {
    /// Stand-in for `struct Reasoning` (27.0+): "a reasoning event. A per-entry reasoning text,
    /// segment replacements, signature updates, metadata, or usage. Reasoning events are peers of
    /// `Response` and `ToolCalls`"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/reasoning).
    ///
    /// Transcribed: the five factories of `Reasoning.Action`. The stand-in session turns a run of
    /// reasoning events into one `Transcript.Reasoning` entry (see `ExecutorOutput`); a provider
    /// that sends them should declare `.reasoning` (the adapter's providers never do: none of our
    /// backends separates reasoning from its answer).
    public struct Reasoning: Sendable {
        /// `struct Action`: "an operation that can be performed on a reasoning entry", "an
        /// enum-like struct; construct one with a leading-dot factory"
        /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/reasoning/action-swift.struct).
        public struct Action: Sendable {
            enum Kind: Sendable {
                case appendText(String, segmentID: String?, tokenCount: Int)
                case replaceTextSegment(String, segmentID: String?, tokenCount: Int)
                case updateSignature(Data, tokenCount: Int)
                case updateUsage(Usage)
                case updateMetadata([String: String])
            }
            let kind: Kind

            /// `static func appendText(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Reasoning.Action`.
            public static func appendText(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Action {
                Action(kind: .appendText(text, segmentID: segmentID, tokenCount: tokenCount))
            }
            /// `static func replaceTextSegment(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Reasoning.Action`:
            /// "a replacement for a streaming entry's current text segment" (`TextSegmentReplacement`).
            public static func replaceTextSegment(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Action {
                Action(kind: .replaceTextSegment(text, segmentID: segmentID, tokenCount: tokenCount))
            }
            /// `static func updateSignature(_ signature: Data, tokenCount: Int) -> Reasoning.Action`:
            /// the entry's "opaque producer-supplied signature" (`Transcript.Reasoning.signature`).
            public static func updateSignature(_ signature: Data, tokenCount: Int) -> Action {
                Action(kind: .updateSignature(signature, tokenCount: tokenCount))
            }
            /// `static func updateUsage(input: Usage.Input, output: Usage.Output, metadata: [String : any ConvertibleToGeneratedContent] = [:]) -> Reasoning.Action`;
            /// the stand-in leaves out `metadata`.
            public static func updateUsage(input: Usage.Input, output: Usage.Output) -> Action {
                Action(kind: .updateUsage(Usage(input: input, output: output)))
            }
            /// `static func updateMetadata(_ values: [String : any ConvertibleToGeneratedContent]) -> Reasoning.Action`;
            /// `[String: String]` in the stand-in.
            public static func updateMetadata(_ values: [String: String]) -> Action {
                Action(kind: .updateMetadata(values))
            }
        }
    }
}

extension LanguageModelExecutorGenerationChannel.Event {
    /// `static func reasoning(entryID: String? = nil, action: Reasoning.Action) -> Event`: "a
    /// reasoning event addressed to a transcript entry"; `nil` coalesces "consecutive reasoning
    /// deltas into the trailing reasoning entry", an explicit id is "a stable anchor"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/event/reasoning(entryid:action:)).
    public static func reasoning(entryID: String? = nil, action: LanguageModelExecutorGenerationChannel.Reasoning.Action) -> Self {
        Self(entryID: entryID, payload: .reasoning(action))
    }
}
#endif
