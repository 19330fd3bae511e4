/// How strong a place to cut is, from the coarsest (a top-level Markdown heading) to the
/// finest (between two tokens).
///
/// The chunker cuts at the coarsest level that yields pieces under the limit, so a chunk ends at
/// a heading or a blank line whenever the text allows, and inside a word only when a word alone
/// is over the limit.
public enum BoundaryLevel: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Before a Markdown ATX heading of depth 1 (`# Title`) … 6 (`###### Title`).
    case heading1, heading2, heading3, heading4, heading5, heading6
    /// After a blank line (two or more line breaks, possibly with spaces between them).
    case paragraph
    /// After one line break (`\n`, `\r\n` or `\r`).
    case line
    /// After a sentence: `.` `!` `?` `…` followed by a space, or `。！？．｡।॥؟۔።` (spaces go with the next sentence).
    case sentence
    /// After a clause: `,` `;` `:` followed by a space, or `、，；：`.
    case clause
    /// Before a run of spaces or tabs (the space goes with the next word, as tokenizers attach it).
    case word
    /// Between two grapheme clusters (user-perceived characters).
    case grapheme
    /// Inside a grapheme cluster that alone is over the limit: between tokens, or Unicode scalars.
    case token

    /// 0 for `heading1` … 12 for `token`: smaller is coarser.
    var rank: Int {
        switch self {
        case .heading1: 0
        case .heading2: 1
        case .heading3: 2
        case .heading4: 3
        case .heading5: 4
        case .heading6: 5
        case .paragraph: 6
        case .line: 7
        case .sentence: 8
        case .clause: 9
        case .word: 10
        case .grapheme: 11
        case .token: 12
        }
    }

    /// The level of `rank` (see `rank`).
    init(rank: Int) {
        precondition((0...12).contains(rank), "boundary rank \(rank) out of range")
        self = Self.allCases[rank]
    }

    /// The heading level for a Markdown heading of `depth` 1…6.
    static func heading(depth: Int) -> BoundaryLevel { BoundaryLevel(rank: depth - 1) }

    /// The finest level `TextStructure` knows (words); grapheme and token cuts are found in the
    /// oversized word itself.
    static let finestStructuralRank = BoundaryLevel.word.rank

    /// Coarser levels sort first: `heading1 < paragraph < token`.
    public static func < (left: BoundaryLevel, right: BoundaryLevel) -> Bool { left.rank < right.rank }
}
