/// Character classes answered without a Unicode property lookup when the character is ASCII.
///
/// `Character.isWhitespace`, `isLetter` and friends consult the Unicode tables for every call;
/// profiling `ExtractiveModel` on the Jargon File showed a third of its time there. Most
/// characters of most text are ASCII, whose classes are a comparison away; the rest falls back to
/// the standard properties, so the answers are the same (checked by a test over every Corpora
/// character).
extension Character {
    /// Same as `isWhitespace`.
    @inline(__always) var isWhitespaceFast: Bool {
        if let ascii = asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return isWhitespace
    }

    /// Same as `isNewline` (`"\r\n"` is one ASCII character, `"\n"`).
    @inline(__always) var isNewlineFast: Bool {
        if let ascii = asciiValue { return (0x0A...0x0D).contains(ascii) }
        return isNewline
    }

    /// Same as `isNumber`.
    @inline(__always) var isNumberFast: Bool {
        if let ascii = asciiValue { return (0x30...0x39).contains(ascii) }
        return isNumber
    }

    /// Same as `isLetter`.
    @inline(__always) var isLetterFast: Bool {
        if let ascii = asciiValue { return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii) }
        return isLetter
    }
}
