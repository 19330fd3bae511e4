import Foundation

/// How text becomes the `▁`-spelled string a unigram model segments.
///
/// Two families, because the two file formats describe the same idea differently:
/// - `sentencePiece`: SentencePiece's own normalizer (`normalizer.cc`), as GGUF files and `.model`
///   files configure it — an optional precompiled character map, then spaces become `▁`, an
///   optional `▁` is prefixed (add_dummy_prefix), and optionally runs of spaces collapse and
///   leading/trailing ones go (remove_extra_whitespaces).
/// - `pipeline`: a Hugging Face `tokenizer.json` normalizer (a sequence of steps on the text) and
///   an optional `Metaspace` pre-tokenizer that spells spaces `▁`, prefixes one, and may split
///   before every `▁`.
enum UnigramNormalization: Sendable {
    case sentencePiece(SentencePieceNormalizer)
    case pipeline(steps: [TextNormalizationStep], metaspace: Metaspace?)

    /// Whether encoding cuts the normalized text before every `▁` (Metaspace with `split`).
    var splitsAtSpaces: Bool {
        if case .pipeline(_, let metaspace?) = self { return metaspace.splits }
        return false
    }

    /// Whether a decoded text's first space is an artefact of encoding (a dummy prefix) to drop.
    var prefixesSpace: Bool {
        switch self {
        case .sentencePiece(let normalizer): normalizer.addsDummyPrefix || normalizer.removesExtraWhitespaces
        case .pipeline(let steps, let metaspace):
            metaspace.map { $0.prependScheme != .never } ?? false
                || steps.contains { if case .prepend = $0 { true } else { false } }
        }
    }

    /// Normalizes one segment of raw text (the text between literal tokens) into `output`.
    /// - Parameters:
    ///   - isFirst: whether the segment starts the text (Metaspace's `first` scheme prefixes only then).
    /// - Complexity: O(n) in the segment's length.
    func normalize(_ raw: UnsafeBufferPointer<UInt8>, isFirst: Bool, into output: inout [UInt8]) {
        output.removeAll(keepingCapacity: true)
        switch self {
        case .sentencePiece(let normalizer):
            normalizer.normalize(raw, into: &output)
        case .pipeline(let steps, let metaspace):
            if steps.isEmpty {
                output.append(contentsOf: raw)
            } else {
                var text = Array(raw)
                for step in steps { step.apply(&text) }
                output = text
            }
            metaspace?.apply(&output, isFirst: isFirst)
        }
    }
}

/// Hugging Face's `Metaspace` pre-tokenizer: spaces become the replacement (`▁`), a replacement is
/// prefixed according to the scheme, and with `split` the text is cut before every replacement.
struct Metaspace: Sendable {
    enum PrependScheme: Sendable { case always, first, never }
    let prependScheme: PrependScheme
    let splits: Bool

    /// Spaces → `▁`, then the prefix: `always` (and `first` on the text's first segment) prefixes
    /// one `▁` unless the text already starts with one.
    func apply(_ text: inout [UInt8], isFirst: Bool) {
        var result: [UInt8] = []
        result.reserveCapacity(text.count + text.count / 4 + 3)
        for byte in text {
            if byte == 0x20 { result.append(contentsOf: spaceSymbol) } else { result.append(byte) }
        }
        let prefixes = prependScheme == .always || (prependScheme == .first && isFirst)
        if prefixes && !result.starts(with: spaceSymbol) && !result.isEmpty {
            result.insert(contentsOf: spaceSymbol, at: 0)
        }
        text = result
    }
}

/// One step of a Hugging Face normalizer, on UTF-8 bytes.
enum TextNormalizationStep: Sendable {
    /// Unicode NFC (`precomposedStringWithCanonicalMapping`).
    case nfc
    /// Unicode NFKC (`precomposedStringWithCompatibilityMapping`).
    case nfkc
    /// Unicode NFD.
    case nfd
    /// Unicode NFKD.
    case nfkd
    /// Every occurrence of `pattern` (a literal string) becomes `content`.
    case replace(pattern: [UInt8], content: [UInt8])
    /// Every run of two or more spaces becomes `content` (the `Regex " {2,}"` that T5-style files use).
    case collapseSpaces(content: [UInt8])
    /// `content` before a non-empty text.
    case prepend([UInt8])
    /// Unicode whitespace removed from the left and/or right end.
    case strip(left: Bool, right: Bool)
    /// Lowercased (Unicode, as Rust's `to_lowercase`).
    case lowercase
    /// Hugging Face's `Precompiled`: SentencePiece's charsmap applied per grapheme.
    case precompiled(PrecompiledCharsmap)
    /// The `WhitespaceSplit` pre-tokenizer before a splitting `Metaspace`: runs of Unicode
    /// whitespace become one space and the ends are trimmed, so each word gets its own `▁`.
    case whitespaceSplit

    func apply(_ text: inout [UInt8]) {
        switch self {
        case .nfc: text = Array(String(decoding: text, as: UTF8.self).precomposedStringWithCanonicalMapping.utf8)
        case .nfkc: text = Array(String(decoding: text, as: UTF8.self).precomposedStringWithCompatibilityMapping.utf8)
        case .nfd: text = Array(String(decoding: text, as: UTF8.self).decomposedStringWithCanonicalMapping.utf8)
        case .nfkd: text = Array(String(decoding: text, as: UTF8.self).decomposedStringWithCompatibilityMapping.utf8)
        case .lowercase: text = Array(String(decoding: text, as: UTF8.self).lowercased().utf8)
        case let .replace(pattern, content): text = Self.replacing(pattern, with: content, in: text)
        case let .collapseSpaces(content):
            var result: [UInt8] = []
            result.reserveCapacity(text.count)
            var index = 0
            while index < text.count {
                if text[index] == 0x20, index + 1 < text.count, text[index + 1] == 0x20 {
                    while index < text.count && text[index] == 0x20 { index += 1 }
                    result.append(contentsOf: content)
                } else {
                    result.append(text[index])
                    index += 1
                }
            }
            text = result
        case let .precompiled(charsmap): text = charsmap.normalizeGraphemes(text)
        case .whitespaceSplit:
            var result = ""
            var pendingSpace = false
            for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
                if scalar.properties.isWhitespace {
                    pendingSpace = !result.isEmpty
                } else {
                    if pendingSpace { result.unicodeScalars.append(" ") }
                    pendingSpace = false
                    result.unicodeScalars.append(scalar)
                }
            }
            text = Array(result.utf8)
        case let .prepend(content):
            if !text.isEmpty { text.insert(contentsOf: content, at: 0) }
        case let .strip(left, right):
            let scalars = String(decoding: text, as: UTF8.self).unicodeScalars
            var start = scalars.startIndex
            var end = scalars.endIndex
            if left { while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) } }
            if right {
                while end > start, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
            }
            text = Array(String(scalars[start..<end]).utf8)
        }
    }

    /// Literal replacement, left to right, non-overlapping (as Rust's `str::replace`).
    static func replacing(_ pattern: [UInt8], with content: [UInt8], in text: [UInt8]) -> [UInt8] {
        guard let first = pattern.first else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count + text.count / 2)
        var index = 0
        while index < text.count {
            if text[index] == first, index + pattern.count <= text.count,
               text[index..<(index + pattern.count)].elementsEqual(pattern) {
                result.append(contentsOf: content)
                index += pattern.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }
}
