/// One way of escaping text: a replacement for some ASCII scalars, and a rule for the scalars
/// that need one computed (a code point in hex, a quote that depends on the text).
///
/// The template engine writes text out in three languages, each with its own table: HTML for
/// the `escape` filter, JSON string literals for `tojson`, Python string literals for `repr`.
/// The walk over the scalars is the same for all three and is written once, in `escape`.
struct JinjaEscapes {
    /// `fixed[s]`: what ASCII scalar `s` is written as, or nil to keep it (or ask `computed`).
    private let fixed: [String?]

    /// - Parameter fixed: ASCII scalars and what each is written as.
    init(_ fixed: KeyValuePairs<Unicode.Scalar, String>) {
        var table = [String?](repeating: nil, count: 128)
        for (scalar, replacement) in fixed {
            precondition(scalar.isASCII, "only ASCII scalars have fixed replacements")
            table[Int(scalar.value)] = replacement
        }
        self.fixed = table
    }

    /// MarkupSafe's `escape`, as jinja2's `escape` filter writes it.
    static let html = JinjaEscapes(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&#34;", "'": "&#39;"])

    /// The one-character escapes Python's `json.dumps` writes in a string literal.
    static let json = JinjaEscapes([
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{08}": "\\b", "\u{0C}": "\\f",
    ])

    /// The one-character escapes Python's `repr(str)` writes (the quote is chosen per text).
    static let python = JinjaEscapes(["\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"])

    /// Appends `text` to `out`, each scalar written as its fixed replacement, else as what
    /// `computed` returns for it, else as itself.
    /// - Complexity: O(n) in the length of `text`.
    func escape(_ text: String, into out: inout String, computed: (Unicode.Scalar) -> String? = { _ in nil }) {
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let replacement = fixed[Int(scalar.value)] {
                out += replacement
            } else if let replacement = computed(scalar) {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
}
