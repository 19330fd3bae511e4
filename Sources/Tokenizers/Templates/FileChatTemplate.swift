import Foundation

/// The chat template a model file ships (`tokenizer.chat_template` in GGUF), rendered by the
/// Jinja interpreter as Hugging Face renders it, so the prompt is the one the model was trained
/// on and its count is exact.
///
/// The rendered text is cut into segments at the vocabulary's control tokens that the template
/// writes (`controlMarkers`). Markers typed inside a message stay text: before rendering they are
/// swapped for private-use placeholders, which come back as text afterwards.
///
/// Tools: a template that reads `tools` gets them (and the calls, and the outputs) as Hugging
/// Face passes them. A template that ignores tools (SmolLM2's) would drop them silently, so a
/// conversation with tools goes to the `family` format instead when there is one.
public struct FileChatTemplate: ToolCallingChatTemplate {
    /// The parsed template.
    public let template: JinjaTemplate
    /// The vocabulary's control tokens the template writes, longest first.
    public let controlMarkers: [String]
    /// `bos_token` and `eos_token` as the template sees them.
    public let beginningToken: String
    public let endToken: String
    /// The hand-written format of the same family (`ChatTemplates.recognize`), for stop markers,
    /// the tool-call syntax and conversations with tools the template does not render.
    public let family: (any ChatTemplate)?
    /// The instant `strftime_now` formats; nil: the time of each render.
    public var now: Date?

    /// `"file"`, or `"file (chatml)"` when the template is recognised as a family's.
    public var name: String { family.map { "file (\($0.name))" } ?? "file" }

    /// - Parameters:
    ///   - source: the Jinja text.
    ///   - isControlToken: whether the vocabulary has a text as a control token.
    ///   - beginningToken, endToken: the vocabulary's BOS and EOS pieces.
    /// - Throws: `JinjaError` when the template does not parse, or raises on a plain
    ///   system-and-user conversation (the check that it renders at all).
    public init(source: String, isControlToken: (String) -> Bool, beginningToken: String, endToken: String, now: Date? = nil) throws {
        template = try JinjaTemplate(source)
        var markers = Self.markers(in: source, isControlToken: isControlToken)
        for token in [beginningToken, endToken] where !token.isEmpty && isControlToken(token) && !markers.contains(token) { markers.append(token) }
        controlMarkers = markers.sorted { $0.count > $1.count }
        self.beginningToken = beginningToken
        self.endToken = endToken
        family = ChatTemplates.recognize(jinja: source)
        self.now = now
        _ = try renderThrowing([ChatMessage(role: .system, content: "s"), ChatMessage(role: .user, content: "u")], tools: [], addGenerationPrompt: true)
    }

    /// The family's end-of-turn markers, and EOS.
    public var endOfTurnMarkers: [String] {
        var markers = family?.endOfTurnMarkers ?? []
        if !endToken.isEmpty, !markers.contains(endToken) { markers.append(endToken) }
        return markers
    }

    /// The family's syntax; else `<tool_call>` blocks when the template writes them, else a JSON object.
    public var toolCallSyntax: ToolCallSyntax {
        if let family = family as? any ToolCallingChatTemplate { return family.toolCallSyntax }
        if template.source.contains("<tool_call>") { return .tagged(open: "<tool_call>", close: "</tool_call>") }
        return .json(argumentsKey: "arguments", prefixes: [])
    }

    /// Whether the template reads the tool definitions at all.
    public var rendersTools: Bool { template.source.contains("tools") }

    public func segments(for messages: [ChatMessage], addGenerationPrompt: Bool) -> [ChatSegment] {
        segments(for: messages, tools: [], addGenerationPrompt: addGenerationPrompt)
    }

    /// The file's rendering, for counting. When the template raises for these messages (a role
    /// it refuses), the family's format when there is one, else the estimated layout: a count
    /// never fails. Generation does not take that fallback: it renders through
    /// `checkedSegments(for:tools:addGenerationPrompt:)` and reports the template's error.
    /// - Complexity: O(n) in the rendered length times the number of markers.
    public func segments(for messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool) -> [ChatSegment] {
        do {
            return try checkedSegments(for: messages, tools: tools, addGenerationPrompt: addGenerationPrompt)
        } catch {
            if let family = family as? any ToolCallingChatTemplate { return family.segments(for: messages, tools: tools, addGenerationPrompt: addGenerationPrompt) }
            if let family { return family.segments(for: messages, addGenerationPrompt: addGenerationPrompt) }
            return EstimatedChatTemplate().segments(for: messages, addGenerationPrompt: addGenerationPrompt)
        }
    }

    /// What the model is sent: the file's rendering, or the family's format for a conversation
    /// with tools when the template does not read them (`toolHandOff`); never a silent fallback.
    /// - Throws: `JinjaError` when the template raises for these messages or goes beyond the
    ///   interpreter.
    public func checkedSegments(for messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool) throws -> [ChatSegment] {
        let usesTools = !tools.isEmpty || messages.contains { !$0.toolCalls.isEmpty || $0.role == .tool }
        if usesTools, !rendersTools, let family = family as? any ToolCallingChatTemplate {
            return family.segments(for: messages, tools: tools, addGenerationPrompt: addGenerationPrompt)
        }
        return try segmentsThrowing(messages, tools: tools, addGenerationPrompt: addGenerationPrompt)
    }

    /// When the template does not read `tools` (SmolLM2's) but its family has a tool format, what
    /// a conversation with tools is sent instead, said for the user; nil when the template renders
    /// tools itself, or has no family format to hand them to (then its own rendering is sent, which
    /// leaves the definitions out).
    public var toolHandOff: String? {
        guard !rendersTools, let family = family as? any ToolCallingChatTemplate else { return nil }
        return "its chat template does not render tools, so a conversation with tools is written in the hand-written "
            + "\(family.name) format of the same family"
    }

    /// The file's rendering as segments, or the template's error.
    /// - Throws: `JinjaError` when the template raises or goes beyond the interpreter.
    public func segmentsThrowing(_ messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool) throws -> [ChatSegment] {
        let text = try renderThrowing(messages, tools: tools, addGenerationPrompt: addGenerationPrompt, protected: true)
        return ChatSegment.splitting(text, at: controlMarkers).map { segment in
            guard case let .text(run) = segment, run.unicodeScalars.contains(where: { $0 == Self.open }) else { return segment }
            return .text(restore(run))
        }
    }

    /// The text the template renders, control markers written literally, exactly as jinja2 would.
    /// - Throws: `JinjaError` when the template raises or goes beyond the interpreter.
    public func renderThrowing(_ messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool) throws -> String {
        try renderThrowing(messages, tools: tools, addGenerationPrompt: addGenerationPrompt, protected: false)
    }

    private func renderThrowing(_ messages: [ChatMessage], tools: [ChatTool], addGenerationPrompt: Bool, protected: Bool) throws -> String {
        let context = JinjaDictionary([
            ("messages", .array(messages.map { Self.value(of: $0, protect: protected ? protect : { $0 }) })),
            ("tools", tools.isEmpty ? .none : .array(tools.map(Self.value(of:)))),
            ("documents", .none),
            ("add_generation_prompt", .bool(addGenerationPrompt)),
            ("bos_token", .string(beginningToken)),
            ("eos_token", .string(endToken)),
        ])
        return try template.render(context, now: now ?? Date())
    }

    // Markers inside message text become U+E000 index U+E001 while the template runs.
    private static let open: Unicode.Scalar = "\u{E000}", close: Unicode.Scalar = "\u{E001}"

    private func protect(_ text: String) -> String {
        var text = text
        for (index, marker) in controlMarkers.enumerated() where text.contains(marker) {
            text = text.replacingOccurrences(of: marker, with: "\(Self.open)\(index)\(Self.close)")
        }
        return text
    }

    private func restore(_ text: String) -> String {
        var out = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == Self.open, let end = scalars.firstIndex(of: Self.close),
                  let index = Int(String(String.UnicodeScalarView(scalars[..<end]))), controlMarkers.indices.contains(index) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            out += controlMarkers[index]
            scalars = scalars[scalars.index(after: end)...]
        }
        return out
    }

    /// A message as Hugging Face passes it: `role`, `content`, and for calls `tool_calls` with
    /// the arguments as an object (as text when they are not JSON).
    static func value(of message: ChatMessage, protect: (String) -> String) -> JinjaValue {
        var pairs: [(String, JinjaValue)] = [("role", .string(message.role.rawValue)), ("content", .string(protect(message.content)))]
        if !message.toolCalls.isEmpty {
            pairs.append(("tool_calls", .array(message.toolCalls.map { call in
                let arguments = (try? JinjaJSON.parse(call.argumentsOrEmpty)) ?? .string(call.arguments)
                return .from([("type", .string("function")), ("function", .from([("name", .string(call.name)), ("arguments", arguments)]))])
            })))
        }
        return .from(pairs)
    }

    /// A tool definition as Hugging Face passes it: `{"type": "function", "function": {…}}`.
    static func value(of tool: ChatTool) -> JinjaValue {
        let parameters = (try? JinjaJSON.parse(tool.parameters)) ?? .from([])
        return .from([("type", .string("function")), ("function", .from([
            ("name", .string(tool.name)), ("description", .string(tool.description)), ("parameters", parameters),
        ]))])
    }

    /// The texts between `<`…`>` or `[`…`]` in the template that the vocabulary has as control
    /// tokens (`<|im_start|>`, `<start_of_turn>`, `[INST]`).
    /// - Complexity: O(n) in the template's length.
    static func markers(in source: String, isControlToken: (String) -> Bool) -> [String] {
        let scalars = Array(source.unicodeScalars)
        var found: [String] = []
        for (start, scalar) in scalars.enumerated() where scalar == "<" || scalar == "[" {
            let closing: Unicode.Scalar = scalar == "<" ? ">" : "]"
            var end = start + 1
            while end < scalars.count, end - start < 64, scalars[end] != closing, scalars[end] != scalar, !JinjaLexer.isSpace(scalars[end]) { end += 1 }
            guard end < scalars.count, scalars[end] == closing else { continue }
            let candidate = String(String.UnicodeScalarView(scalars[start...end]))
            if !found.contains(candidate), isControlToken(candidate) { found.append(candidate) }
        }
        return found
    }
}
