/// One run of a rendered chat prompt: template markup that must become a control token, or text
/// that must stay text.
///
/// Rendering to segments instead of one string is what keeps prompts safe and counts exact: a
/// user who types `<|im_end|>` gets those characters as text, never the control token, and the
/// tokenizer splits the prompt exactly where the reference does (at control tokens), so the
/// count of a prompt is the sum of its runs' counts.
public enum ChatSegment: Sendable, Hashable {
    /// A control token written as the vocabulary spells it (`<start_of_turn>`, `<|eot_id|>`).
    case control(String)
    /// Text encoded as text, markup characters included.
    case text(String)

    /// The segment as it appears in the rendered prompt.
    public var rendered: String {
        switch self {
        case let .control(marker): marker
        case let .text(text): text
        }
    }
}

extension Array where Element == ChatSegment {
    /// The prompt as a tokenizer splits the rendered string: markers the vocabulary has as
    /// control tokens stay controls; any other marker is ordinary text to that vocabulary (Gemma
    /// markup counted with cl100k), so it joins its neighbouring text runs. Empty text is dropped.
    /// - Complexity: O(n) in the total length.
    func runs(isControlToken: (String) -> Bool) -> [ChatSegment] {
        var result: [ChatSegment] = []
        var pending = ""
        for segment in self {
            switch segment {
            case let .control(marker) where isControlToken(marker):
                if !pending.isEmpty { result.append(.text(pending)); pending = "" }
                result.append(segment)
            case .control, .text: pending += segment.rendered
            }
        }
        if !pending.isEmpty { result.append(.text(pending)) }
        return result
    }
}

extension Tokenizer {
    /// Token ids of a rendered chat prompt: each control marker becomes its control token, each
    /// text run (with any marker this vocabulary lacks) is encoded as plain text.
    /// - Complexity: O(n) in the total length.
    public func encode(_ segments: [ChatSegment]) -> [Int] {
        var ids: [Int] = []
        for segment in segments.runs(isControlToken: { specialTokenID($0) != nil }) {
            switch segment {
            case let .control(marker): ids.append(specialTokenID(marker)!)
            case let .text(text): ids += encode(text)
            }
        }
        return ids
    }
}

extension TokenCounter {
    /// Tokens of a rendered chat prompt, equal to `encode(segments).count` for an exact tokenizer;
    /// a counter without a vocabulary counts every marker as text.
    /// - Complexity: O(n) in the total length.
    public func count(_ segments: [ChatSegment]) -> Int {
        let tokenizer = self as? any Tokenizer
        var total = 0
        for segment in segments.runs(isControlToken: { tokenizer?.specialTokenID($0) != nil }) {
            switch segment {
            case .control: total += 1
            case let .text(text): total += count(text)
            }
        }
        return total
    }
}

extension ChatSegment {
    /// Template-authored `text` cut at each occurrence of `markers`, which become control
    /// segments (a vocabulary without them as control tokens still reads them as text).
    /// - Complexity: O(n · m) in the length of the text and the number of markers.
    static func splitting(_ text: String, at markers: [String]) -> [ChatSegment] {
        var segments: [ChatSegment] = []
        var rest = text[...]
        while let (range, marker) = markers.compactMap({ marker in rest.range(of: marker).map { ($0, marker) } })
            .min(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            if range.lowerBound > rest.startIndex { segments.append(.text(String(rest[..<range.lowerBound]))) }
            segments.append(.control(marker))
            rest = rest[range.upperBound...]
        }
        if !rest.isEmpty { segments.append(.text(String(rest))) }
        return segments
    }
}
