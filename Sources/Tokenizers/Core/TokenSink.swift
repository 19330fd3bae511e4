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

/// A tokenizer whose one generic encoder feeds a sink; `count` and `encode` are then the same
/// pass with a different sink, written once here for every such tokenizer.
protocol SinkEncoding {
    func encode<Sink: TokenSink>(_ text: String, parsingSpecialTokens: Bool, into sink: inout Sink)
}

extension SinkEncoding {
    /// Tokens of `text`, without building the id array.
    /// - Complexity: that of the encoder.
    @inline(__always) func sinkCount(_ text: String, parsingSpecialTokens: Bool) -> Int {
        var sink = CountSink()
        encode(text, parsingSpecialTokens: parsingSpecialTokens, into: &sink)
        return sink.count
    }

    /// The ids of `text`.
    /// - Complexity: that of the encoder.
    @inline(__always) func sinkIDs(_ text: String, parsingSpecialTokens: Bool) -> [Int] {
        var sink = IDSink()
        sink.ids.reserveCapacity(text.utf8.count / 3)
        encode(text, parsingSpecialTokens: parsingSpecialTokens, into: &sink)
        return sink.ids
    }
}
