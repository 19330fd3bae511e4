/// FNV-1a over UTF-8 bytes: a hash that is the same in every process and on every platform.
///
/// Swift's `Hasher` is seeded per process, so it cannot name stored data; reference ids must be
/// reproducible for trimming to be deterministic.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in `text`'s bytes followed by a separator, so ("ab", "c") and ("a", "bc") differ.
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    mutating func combine(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { mix(byte) }
        }
        if done == nil {
            for byte in text.utf8 { mix(byte) }
        }
        mix(0xFF)  // never a byte of valid UTF-8
    }

    mutating func combine(_ entry: Transcript.Entry) {
        combine(entry.kind.rawValue)
        switch entry {
        case let .instructions(text), let .prompt(text), let .response(text), let .summary(text):
            combine(text)
        case let .toolCalls(calls):
            for call in calls {
                combine(call.id)
                combine(call.name)
                combine(call.arguments)
            }
        case let .toolOutput(output):
            combine(output.callID)
            combine(output.toolName ?? "")
            combine(output.text)
        }
    }

    @inline(__always)
    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Sixteen lowercase hex digits.
    var hexDigits: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A reference id for entries moved out of a transcript: `prefix-` and their hash.
    static func referenceID(prefix: String, for entries: [Transcript.Entry]) -> String {
        var hash = StableHash()
        for entry in entries { hash.combine(entry) }
        return "\(prefix)-\(hash.hexDigits)"
    }
}
