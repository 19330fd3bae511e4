/// Where an encoder puts the ids it finds: an array for `encode`, a counter for `count`.
///
/// Encoders are generic over the sink so `count(_:)` runs the same code as `encode(_:)` without
/// building the id array; the compiler specializes each use, so the call costs nothing.
protocol TokenSink {
    mutating func append(_ id: Int32)
}

/// Collects ids.
struct IDSink: TokenSink {
    var ids: [Int] = []
    @inline(__always) mutating func append(_ id: Int32) { ids.append(Int(id)) }
}

/// Counts ids.
struct CountSink: TokenSink {
    var count = 0
    @inline(__always) mutating func append(_ id: Int32) { count += 1 }
}
