/// A cheap, byte-based stand-in for a token count, used to guess where a chunk will end before
/// the real count confirms it.
///
/// Counting is the chunker's only expensive operation (an exact tokenizer runs at a few MB/s),
/// so it guesses with this proxy, scaled by the ratio of real tokens to proxy units measured on
/// the chunks already counted, and counts only the candidates the guess selects. The proxy
/// never decides a chunk's size on its own: every chunk is measured on its own text.
///
/// Weights (thousandths of a token per byte), fitted to Gemma 3 on the Corpora and rounded:
/// ASCII letters 260 (English runs about four characters per token), digits 1000 (split one by
/// one), spaces 40 (they merge into the next word's token, but a run of them is not free),
/// line breaks and tabs 800, other ASCII 800, control characters 1000, the lead byte of a 2-byte
/// scalar 700 (accented Latin, Cyrillic), of a 3-byte scalar 450 (CJK: about two characters per
/// token), of a 4-byte scalar 1500; continuation bytes cost nothing. Other vocabularies differ by
/// a factor the calibration absorbs; what matters is that the proportions hold locally.
struct SizeProxy: Sendable {
    /// Proxy units of `bytes[0..<k·stride]`, for every k. A short stride, because the chunker
    /// asks for units at every boundary it considers.
    private let checkpoints: [Int]
    private static let stride = 16

    static let weights: [Int] = (0...255).map { byte -> Int in
        switch byte {
        case 0x41...0x5A, 0x61...0x7A: 260
        case 0x30...0x39: 1000
        case 0x20: 40
        case 0x0A, 0x0D, 0x09: 800
        case 0x21...0x7E: 800
        case 0x00...0x1F, 0x7F: 1000
        case 0x80...0xBF: 0
        case 0xC0...0xDF: 700
        case 0xE0...0xEF: 450
        default: 1500
        }
    }

    /// - Complexity: O(n) in `bytes.count`; n / 16 integers of memory.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var checkpoints = [0]
        checkpoints.reserveCapacity(bytes.count / Self.stride + 2)
        var total = 0
        Self.weights.withUnsafeBufferPointer { weights in
            var index = 0
            while index < bytes.count {
                let end = min(index + Self.stride, bytes.count)
                while index < end {
                    total &+= weights[Int(bytes[index])]
                    index += 1
                }
                if index % Self.stride == 0 { checkpoints.append(total) }
            }
        }
        self.checkpoints = checkpoints
    }

    /// Proxy units of `bytes[0..<offset]`.
    /// - Complexity: O(1) (at most 15 bytes summed).
    func units(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let block = offset / Self.stride
        var total = checkpoints[block]
        var index = block * Self.stride
        while index < offset {
            total += Self.weights[Int(bytes[index])]
            index += 1
        }
        return total
    }
}
