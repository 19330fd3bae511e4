/// Length in bytes of the UTF-8 sequence that starts with `lead` (1 for ASCII and stray continuation bytes).
@inline(__always)
func utf8SequenceLength(_ lead: UInt8) -> Int {
    if lead < 0xC0 { return 1 }
    if lead < 0xE0 { return 2 }
    if lead < 0xF0 { return 3 }
    return 4
}

/// Decodes the scalar at `index` of valid UTF-8 `bytes`; returns its value and byte length.
@inline(__always)
func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length = min(utf8SequenceLength(lead), bytes.count - index)
    var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
    var offset = 1
    while offset < length {
        value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        offset += 1
    }
    return (value, length)
}
