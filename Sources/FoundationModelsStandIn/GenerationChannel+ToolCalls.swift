#if !canImport(FoundationModels)
extension LanguageModelExecutorGenerationChannel {
    /// Stand-in for `struct ToolCalls` (27.0+): "a tool-call lifecycle event, including per-call
    /// argument streaming, reasoning, metadata, usage, or retraction"
    /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls).
    ///
    /// Transcribed: `Action.toolCall(id:name:action:)`, `Action.removeToolCall(id:)`, `ToolCall`
    /// with `id`, `name` and `action`, and `ToolCall.Action.appendArguments(_:tokenCount:)` and
    /// `.updateMetadata(_:)`. The entry-level reasoning, metadata and usage actions the summary
    /// mentions were not read and are left out.
    public struct ToolCalls: Sendable {
        /// `struct Action`: an operation on a tool-calls entry
        /// (https://developer.apple.com/documentation/foundationmodels/languagemodelexecutorgenerationchannel/toolcalls/action-swift.struct).
        public struct Action: Sendable {
            enum Kind: Sendable {
                case toolCall(ToolCall)
                case removeToolCall(id: String)
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
/// them: response text joined in order; tool calls grouped into entries (events without an
/// entry id coalesce into the current entry, an explicit id anchors its own), each call opened
/// by its first event and its argument text appended by the later ones, a retracted call
/// dropped; the last usage reported. Stand-in only.
struct ExecutorOutput {
    var text = ""
    var usage: LanguageModelExecutorGenerationChannel.Usage?
    /// Tool-call entries in order: the entry's id and its calls (id, name, argument text) in order.
    var toolCallEntries: [(id: String, calls: [(id: String, name: String, arguments: String)])] = []

    init(_ events: [LanguageModelExecutorGenerationChannel.Event], newEntryID: () -> String) {
        var openEntry: Int? = nil
        for event in events {
            switch event.payload {
            case let .response(action):
                openEntry = nil  // a response event ends a run of consecutive tool-calls events
                switch action.kind {
                case let .appendText(piece, _, _): text += piece
                case let .updateUsage(reported): usage = reported
                case .updateMetadata: break
                }
            case let .toolCalls(action):
                let entry: Int
                if let id = event.entryID, let existing = toolCallEntries.firstIndex(where: { $0.id == id }) {
                    entry = existing
                } else if let id = event.entryID {
                    toolCallEntries.append((id, []))
                    entry = toolCallEntries.count - 1
                } else if let open = openEntry {
                    entry = open
                } else {
                    toolCallEntries.append((newEntryID(), []))
                    entry = toolCallEntries.count - 1
                }
                openEntry = entry
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
                }
            }
        }
        toolCallEntries.removeAll { $0.calls.isEmpty }
    }
}
#endif
