#if !canImport(FoundationModels)
/// Stand-in for `struct LanguageModelExecutorGenerationChannel` (27.0+): "a type you use to send
/// model output deltas and updates to the framework"
/// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel).
///
/// Transcribed: `send(_:) async`, `Event.response(entryID:action:)`, `Event.toolCalls(entryID:action:)`,
/// `Event.reasoning(entryID:action:)`, `Response.Action.appendText(_:segmentID:tokenCount:)`,
/// `.updateUsage(input:output:metadata:)`, `.updateMetadata(_:)`, `Usage.Input`/`Usage.Output`,
/// the tool-call types in GenerationChannel+ToolCalls.swift and the reasoning types in
/// GenerationChannel+Reasoning.swift. Left out: the response's segment replacements,
/// attachments and custom segments, and the channel's `AsyncSequence` side. The stand-in
/// records events in order for the session to read back.
public struct LanguageModelExecutorGenerationChannel: Sendable {
    let sink: EventSink

    init(sink: EventSink) { self.sink = sink }

    /// `nonisolated(nonsending) func send(_ event: LanguageModelExecutorGenerationChannel.Event) async`
    /// (the stand-in leaves out `nonisolated(nonsending)`, which Swift 6.0 and 6.1 lack).
    public func send(_ event: Event) async {
        await sink.append(event)
    }

    /// `struct Event`: "a generation event sent on a generation channel"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/event).
    public struct Event: Sendable {
        let entryID: String?
        let payload: Payload

        /// What an event carries: an action on a response, tool-calls or reasoning entry.
        enum Payload: Sendable {
            case response(Response.Action)
            case toolCalls(ToolCalls.Action)
            case reasoning(Reasoning.Action)
        }

        /// `static func response(entryID: String? = nil, action: Response.Action) -> Event`.
        public static func response(entryID: String? = nil, action: Response.Action) -> Event {
            Event(entryID: entryID, payload: .response(action))
        }

        /// `static func toolCalls(entryID: String? = nil, action: ToolCalls.Action) -> Event`: "a
        /// tool-calls event addressed to a transcript entry"; `nil` lets "the framework coalesce
        /// consecutive tool-calls events into a single entry", an explicit id anchors the event to
        /// that entry (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/event/toolcalls(entryid:action:)).
        public static func toolCalls(entryID: String? = nil, action: ToolCalls.Action) -> Event {
            Event(entryID: entryID, payload: .toolCalls(action))
        }
    }

    /// `struct Response`: "a model-generated response event: text, segment replacements,
    /// citations, advisories, custom segments, metadata, or usage".
    public struct Response: Sendable {
        /// `struct Action`: "an operation that can be performed on a response entry".
        public struct Action: Sendable {
            enum Kind: Sendable {
                case appendText(String, segmentID: String?, tokenCount: Int)
                case updateUsage(Usage)
                case updateMetadata([String: String])
            }
            let kind: Kind

            /// `static func appendText(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Action`.
            public static func appendText(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Action {
                Action(kind: .appendText(text, segmentID: segmentID, tokenCount: tokenCount))
            }
            /// `static func updateUsage(input: Usage.Input, output: Usage.Output, metadata: [String : any ConvertibleToGeneratedContent] = [:]) -> Action`;
            /// the stand-in leaves out `metadata`.
            public static func updateUsage(input: Usage.Input, output: Usage.Output) -> Action {
                Action(kind: .updateUsage(Usage(input: input, output: output)))
            }
            /// `static func updateMetadata(_ values: [String : any ConvertibleToGeneratedContent]) -> Action`;
            /// `[String: String]` in the stand-in.
            public static func updateMetadata(_ values: [String: String]) -> Action {
                Action(kind: .updateMetadata(values))
            }
        }
    }

    /// `struct Usage`: "snapshot of an entry's token totals"; "producers report the current
    /// cumulative totals on every update, and consumers replace prior totals wholesale".
    /// `init(input:output:metadata:)` without `metadata`, `Usage.Input` and `Usage.Output`; the
    /// stand-in's body is `StandInUsage`, shared with `LanguageModelSession.Usage`.
    public typealias Usage = StandInUsage<LanguageModelExecutorGenerationChannel>
}

/// Where the stand-in collects a request's events (the real channel is an async sequence the
/// framework reads; the stand-in session reads this after the executor returns, or as it goes).
actor EventSink {
    private(set) var events: [LanguageModelExecutorGenerationChannel.Event] = []
    private let onText: (@Sendable (String) -> Void)?

    init(onText: (@Sendable (String) -> Void)? = nil) { self.onText = onText }

    func append(_ event: LanguageModelExecutorGenerationChannel.Event) {
        events.append(event)
        if case let .response(action) = event.payload, case let .appendText(text, _, _) = action.kind { onText?(text) }
    }
}
#endif
