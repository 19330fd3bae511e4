/// The scalar rules: strings (UTF-8, escapes, length in Unicode scalars), integers (with
/// range bounds decided digit by digit), and JSON numbers.
extension Grammar {
    /// String phases: 0 before `"`, 1 in the body between characters, 2 inside a multi-byte
    /// UTF-8 character (`a` bytes due, next in `c`'s range), 3 after `\`, 4 reading `\u` hex
    /// digits (`a` read, `value` so far), 5 after a high surrogate (a `\` must follow), 6 after
    /// its `\` (a `u` must follow), 7 reading the low surrogate's digits. `b` counts scalars.
    ///
    /// `isName`: the name of an additional property, written without escapes and never equal to
    /// a declared name; `value` is its position in the name trie (-1 once it left the trie).
    @inline(__always)
    func stepString(_ frame: inout Frame, _ rule: StringRule, _ byte: UInt8, isName: Bool) -> StepResult {
        switch frame.phase {
        case 0:
            return stepOpening(&frame, byte, "\"")
        case 1:
            switch byte {
            case UInt8(ascii: "\""):
                guard frame.b >= rule.minimumLength else { return .rejected }
                if isName && frame.value >= 0 && nameTrieTerminal[Int(frame.value)] { return .rejected }
                return .finished
            case 0..<0x20:
                return .rejected  // control characters must be escaped
            case UInt8(ascii: "\\"):
                guard !isName, frame.b < rule.maximumLength else { return .rejected }
                frame.b += 1
                frame.phase = 3
                return .consumed
            case 0x20..<0x80:
                guard frame.b < rule.maximumLength else { return .rejected }
                frame.b += 1
            default:
                // The lead byte fixes how many continuation bytes follow and the range of the
                // first one (which excludes overlong forms, surrogates and values past U+10FFFF).
                let due: Int32, low: Int32, high: Int32
                switch byte {
                case 0xC2...0xDF: (due, low, high) = (1, 0x80, 0xBF)
                case 0xE0: (due, low, high) = (2, 0xA0, 0xBF)
                case 0xED: (due, low, high) = (2, 0x80, 0x9F)
                case 0xE1...0xEF: (due, low, high) = (2, 0x80, 0xBF)
                case 0xF0: (due, low, high) = (3, 0x90, 0xBF)
                case 0xF1...0xF3: (due, low, high) = (3, 0x80, 0xBF)
                case 0xF4: (due, low, high) = (3, 0x80, 0x8F)
                default: return .rejected
                }
                guard frame.b < rule.maximumLength else { return .rejected }
                frame.b += 1
                frame.phase = 2
                frame.a = due
                frame.c = low | high << 8
            }
            if isName { advanceNameTrie(&frame, byte) }
            return .consumed
        case 2:
            guard Int32(byte) >= frame.c & 0xFF && Int32(byte) <= frame.c >> 8 else { return .rejected }
            frame.a -= 1
            frame.c = 0x80 | 0xBF << 8
            if frame.a == 0 { frame.phase = 1 }
            if isName { advanceNameTrie(&frame, byte) }
            return .consumed
        case 3:
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                frame.phase = 1
                return .consumed
            case UInt8(ascii: "u"):
                frame.phase = 4
                frame.a = 0
                frame.value = 0
                return .consumed
            default: return .rejected
            }
        case 4, 7:
            guard let digit = hexValue(byte) else { return .rejected }
            let isLow = frame.phase == 7
            // Surrogates are decided by the first two digits: D8–DB starts a high surrogate
            // (a pair must follow), DC–DF alone is a lone low surrogate (not Unicode).
            if frame.a == 0 && isLow && digit != 0xD { return .rejected }
            if frame.a == 1 && frame.value == 0xD {
                if isLow ? digit < 0xC : digit >= 0xC { return .rejected }
            }
            frame.value = frame.value << 4 | Int64(digit)
            frame.a += 1
            guard frame.a == 4 else { return .consumed }
            frame.phase = !isLow && frame.value >= 0xD800 && frame.value < 0xDC00 ? 5 : 1
            return .consumed
        case 5:
            guard byte == UInt8(ascii: "\\") else { return .rejected }
            frame.phase = 6
            return .consumed
        default:
            guard byte == UInt8(ascii: "u") else { return .rejected }
            frame.phase = 7
            frame.a = 0
            frame.value = 0
            return .consumed
        }
    }

    @inline(__always)
    func advanceNameTrie(_ frame: inout Frame, _ byte: UInt8) {
        guard frame.value >= 0 else { return }
        frame.value = Int64(nameTrieChildren[Int32(frame.value) << 8 | Int32(byte)] ?? -1)
    }

    /// Integer phases: 0 before the first character, 1 after `-`, 2 after a leading `0` (the
    /// number is whole), 3 in the digits. `a` is 1 for a negative number, `value` the magnitude
    /// as a UInt64 bit pattern (tracked only when the rule has bounds).
    @inline(__always)
    func stepInteger(_ frame: inout Frame, _ rule: IntegerRule, _ byte: UInt8) -> StepResult {
        let isDigit = byte >= 0x30 && byte <= 0x39
        let bounded = rule.minimum != nil || rule.maximum != nil
        switch frame.phase {
        case 0, 1:
            if frame.phase == 0 && byte == UInt8(ascii: "-") {
                guard !bounded || IntegerReach.canReach(rule, negative: true, magnitude: nil) else { return .rejected }
                frame.phase = 1
                frame.a = 1
                return .consumed
            }
            guard isDigit else { return .rejected }
            if byte == 0x30 {
                guard !bounded || IntegerReach.contains(rule, negative: false, 0) else { return .rejected }
                frame.phase = 2
                return .consumed
            }
            let magnitude = UInt64(byte - 0x30)
            guard !bounded || IntegerReach.canReach(rule, negative: frame.a == 1, magnitude: magnitude) else { return .rejected }
            frame.phase = 3
            frame.value = Int64(magnitude)
            return .consumed
        case 2:
            return .finishedBefore  // in range: checked when the 0 was read
        default:
            if isDigit {
                guard bounded else { return .consumed }
                let (tens, overflow) = UInt64(bitPattern: frame.value).multipliedReportingOverflow(by: 10)
                guard !overflow, tens <= UInt64.max - 9 else { return .rejected }  // past every 64-bit bound
                let magnitude = tens + UInt64(byte - 0x30)
                guard IntegerReach.canReach(rule, negative: frame.a == 1, magnitude: magnitude) else { return .rejected }
                frame.value = Int64(bitPattern: magnitude)
                return .consumed
            }
            guard canEnd(frame) else { return .rejected }
            return .finishedBefore
        }
    }

    /// Number phases (RFC 8259 `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`): 0 start,
    /// 1 after `-`, 2 after a leading `0`, 3 integer digits, 4 after `.`, 5 fraction digits,
    /// 6 after `e`, 7 after the exponent's sign, 8 exponent digits. 2, 3, 5, 8 may end.
    ///
    /// Digits are capped so every number is a finite Double (parsers such as Foundation's refuse
    /// `1e400`): at most `maximumIntegerDigits` before the point (`a` counts them) and
    /// `maximumExponentDigits` in the exponent (`b`), so |value| < 10^(20+99).
    @inline(__always)
    func stepNumber(_ frame: inout Frame, _ byte: UInt8) -> StepResult {
        let isDigit = byte >= 0x30 && byte <= 0x39
        let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        let next: Int32
        switch frame.phase {
        case 0 where byte == UInt8(ascii: "-"): next = 1
        case 0, 1:
            guard isDigit else { return .rejected }
            next = byte == 0x30 ? 2 : 3
            frame.a = 1
        case 2, 3, 5:
            if isDigit && frame.phase != 2 {
                if frame.phase == 3 {
                    guard frame.a < Self.maximumIntegerDigits else { return .rejected }
                    frame.a += 1
                }
                next = frame.phase
            }
            else if byte == UInt8(ascii: ".") && frame.phase != 5 { next = 4 }
            else if isExponent { next = 6 }
            else { return .finishedBefore }
        case 4:
            guard isDigit else { return .rejected }
            next = 5
        case 6:
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { next = 7 }
            else if isDigit { next = 8; frame.b = 1 }
            else { return .rejected }
        case 7:
            guard isDigit else { return .rejected }
            next = 8
            frame.b = 1
        default:
            guard isDigit else { return .finishedBefore }
            guard frame.b < Self.maximumExponentDigits else { return .rejected }
            frame.b += 1
            next = 8
        }
        frame.phase = next
        return .consumed
    }

    /// Digits allowed before a number's decimal point.
    static let maximumIntegerDigits: Int32 = 20
    /// Digits allowed in a number's exponent.
    static let maximumExponentDigits: Int32 = 2
}

/// Range checks for integers read one digit at a time, on a sign and a UInt64 magnitude so
/// that every 64-bit bound (including `Int64.min`) is exact without wider integers.
enum IntegerReach {
    /// The order of the integer (sign, magnitude) against `bound`: -1 below, 0 equal, 1 above.
    static func compare(negative: Bool, _ magnitude: UInt64, _ bound: Int64) -> Int {
        if !negative || magnitude == 0 {
            if bound < 0 { return 1 }
            return magnitude < UInt64(bound) ? -1 : magnitude == UInt64(bound) ? 0 : 1
        }
        if bound >= 0 { return -1 }
        return magnitude > bound.magnitude ? -1 : magnitude == bound.magnitude ? 0 : 1
    }

    /// Whether the integer (sign, magnitude) is within the rule's bounds.
    static func contains(_ rule: IntegerRule, negative: Bool, _ magnitude: UInt64) -> Bool {
        (rule.minimum.map { compare(negative: negative, magnitude, $0) >= 0 } ?? true)
            && (rule.maximum.map { compare(negative: negative, magnitude, $0) <= 0 } ?? true)
    }

    /// Whether some integer that starts with this sign and these digits lies within the bounds.
    /// With `magnitude` nil only the sign has been read. A magnitude m > 0 written so far can
    /// become m, or any of [m·10ʲ, (m+1)·10ʲ − 1] after j more digits.
    /// - Complexity: O(log₁₀ of the bounds), at most 20 intervals.
    static func canReach(_ rule: IntegerRule, negative: Bool, magnitude: UInt64?) -> Bool {
        guard let magnitude else {
            // After `-`: every value ≤ 0 is reachable (-0 is 0).
            return (rule.minimum ?? .min) <= min(rule.maximum ?? .max, 0)
        }
        if negative ? rule.minimum == nil : rule.maximum == nil {
            return true  // the intervals grow without end on the open side
        }
        var lowMagnitude = magnitude, highMagnitude = magnitude
        while true {
            // The interval's signed ends: [L, H] for a positive number, [-H, -L] for a negative one.
            let (fromMagnitude, toMagnitude) = negative ? (highMagnitude, lowMagnitude) : (lowMagnitude, highMagnitude)
            let belowHigh = rule.maximum.map { compare(negative: negative, fromMagnitude, $0) <= 0 } ?? true
            let aboveLow = rule.minimum.map { compare(negative: negative, toMagnitude, $0) >= 0 } ?? true
            if belowHigh && aboveLow { return true }
            let (nextLow, overflow) = lowMagnitude.multipliedReportingOverflow(by: 10)
            if overflow { return false }
            lowMagnitude = nextLow
            let (tens, highOverflow) = highMagnitude.multipliedReportingOverflow(by: 10)
            highMagnitude = highOverflow || tens > UInt64.max - 9 ? .max : tens + 9
        }
    }
}
