/// The sentences of a prompt's material and where each one sits: in which section, whether it
/// opens its section or its paragraph, whether it is a heading.
///
/// Why: where a sentence sits says how much it summarizes, in any kind of document, without a
/// trained weight. Sections open with the sentence that says what they are about, documents open
/// with their introduction and close with their conclusion (see `SentenceScorer`). A Markdown
/// heading (`#` … `######` and a space, at the start of a line) starts a section; the heading
/// itself is kept as context (its terms say what the section is about) but is not a sentence a
/// summary would quote. Without any heading (plain text, or partial summaries handed to a merge
/// call, which the summarizer separates with blank lines) a paragraph is a section.
struct MaterialLayout {
    /// One sentence and its place.
    struct Sentence {
        var text: String
        /// A Markdown heading line.
        var isHeading: Bool
        /// Index of the section, 0-based, in the order of the material.
        var section: Int
        /// The first sentence after a heading (only when the material has headings).
        var opensSection: Bool
    }

    var sentences: [Sentence] = []
    /// True when the material has at least one Markdown heading.
    var hasHeadings = false

    /// - Complexity: O(n) in the length of `material`.
    init(_ material: String) {
        var paragraph: [Substring] = []
        var section = -1
        var sawHeadingSinceText = false
        func flush() {
            guard !paragraph.isEmpty else { return }
            let pieces = SentenceSplitter.sentences(in: paragraph.joined(separator: "\n"))
            paragraph.removeAll(keepingCapacity: true)
            guard !pieces.isEmpty else { return }
            if !hasHeadings || section < 0 { section += 1 }
            for (index, piece) in pieces.enumerated() {
                sentences.append(Sentence(
                    text: piece, isHeading: false, section: section,
                    opensSection: hasHeadings && index == 0 && sawHeadingSinceText))
            }
            sawHeadingSinceText = false
        }
        for line in material.split(separator: "\n", omittingEmptySubsequences: false) {
            if Self.isHeading(line) {
                flush()
                hasHeadings = true
                section += 1
                sawHeadingSinceText = true
                sentences.append(Sentence(
                    text: line.trimmingWhitespace(), isHeading: true, section: section, opensSection: false))
            } else if line.allSatisfy(\.isWhitespaceFast) {
                flush()
            } else {
                paragraph.append(line)
            }
        }
        flush()
    }

    /// `#` to `######` then a space (or nothing), after at most three spaces: CommonMark's ATX heading.
    static func isHeading(_ line: Substring) -> Bool {
        var rest = line.drop { $0 == " " }
        guard line.count - rest.count <= 3 else { return false }
        var hashes = 0
        while rest.first == "#" { hashes += 1; rest = rest.dropFirst() }
        guard (1...6).contains(hashes) else { return false }
        return rest.first.map { $0 == " " || $0 == "\t" } ?? true
    }
}
