/// The `▁` character (U+2581) in UTF-8: how SentencePiece spells a space inside pieces.
let spaceSymbol: [UInt8] = [0xE2, 0x96, 0x81]

/// Appends `piece[start...]` to `output` with every `▁` written as a space: a SentencePiece
/// piece read back as text (decoding, and user-defined pieces matched on raw text).
/// - Complexity: O(n) in the piece's length.
@inline(__always)
func appendUnescapingSpaces(_ piece: UnsafeBufferPointer<UInt8>, from start: Int = 0, to output: inout [UInt8]) {
    var index = start
    while index < piece.count {
        if index + 2 < piece.count && piece[index] == 0xE2 && piece[index + 1] == 0x96 && piece[index + 2] == 0x81 {
            output.append(0x20)
            index += 3
        } else {
            output.append(piece[index])
            index += 1
        }
    }
}
