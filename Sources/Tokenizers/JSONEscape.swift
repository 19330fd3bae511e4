/// JSON's one-character string escapes (RFC 8259, section 7), for the package's JSON readers
/// (`ContextBudget`'s scanner of tool-call arguments, `Guidance`'s schema parser, the template
/// engine's `JinjaJSON.parse`), which cannot share a parser but must agree on what `\n` means.
public enum JSONEscape {
    /// The scalar `\` followed by `byte` stands for, or nil (`u`, which takes four hex digits,
    /// and every byte that is no escape).
    public static func scalar(after byte: UInt8) -> Unicode.Scalar? {
        switch byte {
        case UInt8(ascii: "\""): "\""
        case UInt8(ascii: "\\"): "\\"
        case UInt8(ascii: "/"): "/"
        case UInt8(ascii: "b"): "\u{08}"
        case UInt8(ascii: "f"): "\u{0C}"
        case UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "r"): "\r"
        case UInt8(ascii: "t"): "\t"
        default: nil
        }
    }
}
