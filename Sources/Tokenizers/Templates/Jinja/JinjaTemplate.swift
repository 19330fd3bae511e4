import Foundation

/// A Jinja chat template, parsed once and rendered as Hugging Face's `apply_chat_template`
/// renders it with jinja2: `trim_blocks`, `lstrip_blocks`, `break`/`continue`, undefined names
/// rendering as nothing, `tojson` as `json.dumps`, `raise_exception` and `strftime_now`.
///
/// The interpreter covers what chat templates use (see `JinjaParser` for the statements and
/// `JinjaFilters`, `JinjaTestFunctions`, `JinjaMethods` for the rest); a template that goes
/// beyond it fails when parsed or rendered with a `JinjaError` naming the line and the construct.
public struct JinjaTemplate: Sendable {
    /// The template text as given.
    public let source: String
    private let nodes: [JinjaNode]

    /// - Throws: `JinjaError` (`.syntax`, `.unsupported`) naming the line of the first problem.
    /// - Complexity: O(n) in the template's length.
    public init(_ source: String) throws {
        self.source = source
        nodes = try JinjaParser.parse(try JinjaLexer.tokenize(source))
    }

    /// The template's output for `context` (the render variables: `messages`, `tools`,
    /// `add_generation_prompt`, `bos_token`…).
    /// - Parameter now: the instant `strftime_now` formats (in UTC).
    /// - Throws: `JinjaError`: `.raised` when the template calls `raise_exception`, `.runtime`
    ///   where jinja2 fails too, `.unsupported` for a filter or test the interpreter lacks.
    /// - Complexity: what the template does; O(n) in the messages for the usual templates.
    public func render(_ context: JinjaDictionary, now: Date = Date()) throws -> String {
        let renderer = JinjaRenderer(context: context, now: now)
        try renderer.render(nodes)
        return renderer.output
    }
}

extension JinjaNode: @unchecked Sendable {}
