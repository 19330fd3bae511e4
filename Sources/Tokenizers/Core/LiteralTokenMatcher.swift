/// Finds literal tokens (user-defined pieces, added tokens, control tokens) in raw text,
/// leftmost-longest, in one pass.
///
/// SentencePiece's prefix matcher and Hugging Face's added-vocabulary matcher both take, at the
/// leftmost position where any token starts, the longest token that starts there. A byte trie
/// does that in time linear in the text (times the longest token), and a 256-entry table of
/// first bytes keeps the common case — a byte no token starts with — to one load.
struct LiteralTokenMatcher: Sendable {
    /// Trie nodes: `terminal[node]` is the id of the token ending there, or -1.
    private var terminal: [Int32] = [-1]
    /// Children of `node` are `edges[edgeStart[node] ..< edgeStart[node] + edgeCount[node]]` after `finish()`.
    private var children: [[(byte: UInt8, node: Int32)]] = [[]]
    private var edgeStart: [Int32] = []
    private var edgeCount: [UInt16] = []
    private var edgeBytes: [UInt8] = []
    private var edgeNodes: [Int32] = []
    /// `startsToken[b]` is true when some token starts with byte `b`.
    private(set) var startsToken = [Bool](repeating: false, count: 256)
    /// Number of tokens added.
    private(set) var tokenCount = 0

    init() {}

    /// Builds a matcher over `tokens` (bytes and id). An empty token is ignored; for duplicate
    /// bytes the first id wins.
    /// - Complexity: O(total bytes).
    init(tokens: [(bytes: [UInt8], id: Int)]) {
        for token in tokens { add(token.bytes, id: token.id) }
        finish()
    }

    private mutating func add(_ bytes: [UInt8], id: Int) {
        guard let first = bytes.first else { return }
        startsToken[Int(first)] = true
        var node = 0
        for byte in bytes {
            if let next = children[node].first(where: { $0.byte == byte }) {
                node = Int(next.node)
            } else {
                terminal.append(-1)
                children.append([])
                let created = Int32(terminal.count - 1)
                children[node].append((byte, created))
                node = Int(created)
            }
        }
        if terminal[node] < 0 { terminal[node] = Int32(id); tokenCount += 1 }
    }

    private mutating func finish() {
        edgeStart = []
        edgeCount = []
        for list in children {
            edgeStart.append(Int32(edgeBytes.count))
            edgeCount.append(UInt16(list.count))
            for edge in list.sorted(by: { $0.byte < $1.byte }) {
                edgeBytes.append(edge.byte)
                edgeNodes.append(edge.node)
            }
        }
        children = []
    }

    /// The longest token starting at `index`: its id and byte length, or nil.
    /// - Complexity: O(length of the longest token).
    @inline(__always)
    func match(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (id: Int32, length: Int)? {
        var node = 0
        var best: (id: Int32, length: Int)?
        var position = index
        while position < bytes.count {
            let byte = bytes[position]
            let start = Int(edgeStart[node])
            let end = start + Int(edgeCount[node])
            var next = -1
            var edge = start
            while edge < end {
                if edgeBytes[edge] == byte { next = Int(edgeNodes[edge]); break }
                edge += 1
            }
            if next < 0 { break }
            node = next
            position += 1
            if terminal[node] >= 0 { best = (terminal[node], position - index) }
        }
        return best
    }

    /// Whether any token was added.
    var isEmpty: Bool { tokenCount == 0 }
}

extension LiteralTokenMatcher {
    /// Cuts `bytes` at the tokens, leftmost-longest, in order: each token's id goes to `sink`,
    /// each stretch of text between tokens (never empty) to `segment` with its byte offset. The
    /// one literal-token scan of every tokenizer's encoder.
    /// - Complexity: O(n) in `bytes.count`, times the longest token where one starts.
    @inline(__always)
    func cut<Sink: TokenSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink,
        segment: (_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ sink: inout Sink) -> Void
    ) {
        var segmentStart = 0
        var position = 0
        if !isEmpty {
            while position < bytes.count {
                if startsToken[Int(bytes[position])], let match = match(bytes, at: position) {
                    if position > segmentStart {
                        segment(UnsafeBufferPointer(rebasing: bytes[segmentStart..<position]), segmentStart, &sink)
                    }
                    sink.append(match.id)
                    position += match.length
                    segmentStart = position
                } else {
                    position += 1
                }
            }
        }
        if bytes.count > segmentStart {
            segment(UnsafeBufferPointer(rebasing: bytes[segmentStart..<bytes.count]), segmentStart, &sink)
        }
    }
}
