#if !canImport(FoundationModels)
import Foundation

extension LanguageModelExecutorGenerationChannel {
    /// Stand-in for `struct ToolCalls` (27.0+): "a tool-call lifecycle event, including per-call
    /// argument streaming, reasoning, metadata, usage, or retraction"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls).
    ///
    /// Transcribed: the four factories of `Action` (`toolCall(id:name:action:)`,
    /// `removeToolCall(id:)`, `updateMetadata(_:)`, `updateUsage(input:output:metadata:)`),
    /// `ToolCall` with `id`, `name` and `action`, and `ToolCall.Action.appendArguments(_:tokenCount:)`
    /// and `.updateMetadata(_:)`. The summary also names reasoning; the documented `Action` has no
    /// reasoning factory (reasoning is an event of its own, `Event.reasoning(entryID:action:)`).
    public struct ToolCalls: Sendable {
        /// `struct Action`: an operation on a tool-calls entry
        /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls/action-swift.struct).
        public struct Action: Sendable {
            enum Kind: Sendable {
                case toolCall(ToolCall)
                case removeToolCall(id: String)
                case updateUsage(Usage)
                case updateMetadata([String: String])
            }
            let kind: Kind

            /// `static func toolCall(id: String, name: String, action: ToolCall.Action) -> Action`:
            /// "routes an event to a specific tool call within the entry"
            /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls/action-swift.struct/toolcall(id:name:action:)).
            public static func toolCall(id: String, name: String, action: ToolCall.Action) -> Action {
                Action(kind: .toolCall(ToolCall(id: id, name: name, action: action)))
            }

            /// `static func removeToolCall(id: String) -> Action`: "removes a tool call", for "a
            /// tool call the model retracted"
            /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls/action-swift.struct/removetoolcall(id:)).
            public static func removeToolCall(id: String) -> Action {
                Action(kind: .removeToolCall(id: id))
            }

            /// `static func updateUsage(input: Usage.Input, output: Usage.Output, metadata: [String : any ConvertibleToGeneratedContent] = [:]) -> ToolCalls.Action`:
            /// the tool-calls entry's token totals
            /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls/action-swift.struct/updateusage(input:output:metadata:));
            /// the stand-in leaves out `metadata`.
            public static func updateUsage(input: Usage.Input, output: Usage.Output) -> Action {
                Action(kind: .updateUsage(Usage(input: input, output: output)))
            }

            /// `static func updateMetadata(_ values: [String : any ConvertibleToGeneratedContent]) -> ToolCalls.Action`;
            /// `[String: String]` in the stand-in.
            public static func updateMetadata(_ values: [String: String]) -> Action {
                Action(kind: .updateMetadata(values))
            }
        }

        /// `struct ToolCall`: "a per-tool-call event payload"; "the `id` and `name` route the
        /// event to a specific tool call within the `ToolCalls` entry. The `action` names the
        /// mutation" (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls/toolcall).
        public struct ToolCall: Sendable {
            /// The identifier of the tool call the event targets.
            public var id: String
            /// The name of the tool being called.
            public var name: String
            /// `var action: ToolCall.Action`: "the action to perform".
            public var action: Action

            /// `struct Action`: "an operation that can be performed on a tool call"
            /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls/toolcall/action-swift.struct).
            public struct Action: Sendable {
                enum Kind: Sendable {
                    case appendArguments(String, tokenCount: Int)
                    case updateMetadata([String: String])
                }
                let kind: Kind

                /// `static func appendArguments(_ content: String, tokenCount: Int) -> ToolCall.Action`:
                /// "appends argument text to the tool call". "The first event for a given id opens
                /// the tool call (using `name` from the enclosing `ToolCall`); subsequent events
                /// append additional argument text"
                /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls/toolcall/argumentsfragment).
                public static func appendArguments(_ content: String, tokenCount: Int) -> Action {
                    Action(kind: .appendArguments(content, tokenCount: tokenCount))
                }

                /// `static func updateMetadata(_ values: [String : any ConvertibleToGeneratedContent]) -> ToolCall.Action`;
                /// `[String: String]` in the stand-in.
                public static func updateMetadata(_ values: [String: String]) -> Action {
                    Action(kind: .updateMetadata(values))
                }
            }
        }
    }
}

/// What one executor run produced, read back from its events as the documentation describes
/// them: response text joined in order; reasoning and tool calls grouped into entries (events
/// without an entry id coalesce into the entry of the run of consecutive events of that kind
/// they belong to, an explicit id anchors its own); each call opened by its first event and its
/// argument text appended by the later ones, a retracted call dropped; a reasoning entry's text
/// appended, or replaced by `replaceTextSegment`, and its signature the last one sent; the last
/// usage reported, whichever entry it was addressed to (how the framework combines per-entry
/// usage into the response's is not documented). Stand-in only.
struct ExecutorOutput {
    var text = ""
    var usage: LanguageModelExecutorGenerationChannel.Usage?
    /// Tool-call entries in order: the entry's id and its calls (id, name, argument text) in order.
    var toolCallEntries: [(id: String, calls: [(id: String, name: String, arguments: String)])] = []
    /// Reasoning entries in order: the entry's id, its text and its signature.
    var reasoningEntries: [(id: String, text: String, signature: Data?)] = []

    init(_ events: [LanguageModelExecutorGenerationChannel.Event], newEntryID: () -> String) {
        var openToolCalls: Int? = nil
        var openReasoning: Int? = nil
        for event in events {
            switch event.payload {
            case let .response(action):
                (openToolCalls, openReasoning) = (nil, nil)  // a response event ends both runs
                switch action.kind {
                case let .appendText(piece, _, _): text += piece
                case let .updateUsage(reported): usage = reported
                case .updateMetadata: break
                }
            case let .reasoning(action):
                openToolCalls = nil
                let entry = Self.entry(event.entryID, open: openReasoning, in: &reasoningEntries, id: { $0.id }, newID: newEntryID) { ($0, "", nil) }
                openReasoning = entry
                switch action.kind {
                case let .appendText(piece, _, _): reasoningEntries[entry].text += piece
                case let .replaceTextSegment(replacement, _, _): reasoningEntries[entry].text = replacement
                case let .updateSignature(signature, _): reasoningEntries[entry].signature = signature
                case let .updateUsage(reported): usage = reported
                case .updateMetadata: break
                }
            case let .toolCalls(action):
                openReasoning = nil
                let entry = Self.entry(event.entryID, open: openToolCalls, in: &toolCallEntries, id: { $0.id }, newID: newEntryID) { ($0, []) }
                openToolCalls = entry
                switch action.kind {
                case let .toolCall(call):
                    guard case let .appendArguments(fragment, _) = call.action.kind else { continue }
                    if let index = toolCallEntries[entry].calls.firstIndex(where: { $0.id == call.id }) {
                        toolCallEntries[entry].calls[index].arguments += fragment
                    } else {
                        toolCallEntries[entry].calls.append((call.id, call.name, fragment))
                    }
                case let .removeToolCall(id):
                    toolCallEntries[entry].calls.removeAll { $0.id == id }
                case let .updateUsage(reported):
                    usage = reported
                case .updateMetadata:
                    break
                }
            }
        }
        toolCallEntries.removeAll { $0.calls.isEmpty }
        reasoningEntries.removeAll { $0.text.isEmpty && $0.signature == nil }
    }

    /// The index of the entry an event addresses: the entry with the event's id (made by `make`
    /// the first time the id is seen); for an event without one, the open run's entry, or a new
    /// entry with a fresh id when no run is open.
    private static func entry<Entry>(_ id: String?, open: Int?, in entries: inout [Entry], id entryID: (Entry) -> String,
                                     newID: () -> String, make: (String) -> Entry) -> Int {
        if id == nil, let open { return open }
        let id = id ?? newID()
        if let existing = entries.firstIndex(where: { entryID($0) == id }) { return existing }
        entries.append(make(id))
        return entries.count - 1
    }

    /// The reasoning as transcript entries, text in one segment each.
    var reasoningTranscriptEntries: [Transcript.Entry] {
        reasoningEntries.map { entry in
            .reasoning(.init(id: entry.id, segments: entry.text.isEmpty ? [] : [.text(.init(content: entry.text))], signature: entry.signature))
        }
    }
}
#endif
