/// The vocabulary's byte strings as a trie laid out in preorder, so a mask is one linear pass
/// that skips a whole subtree at the first byte the grammar rejects.
///
/// Node `i` (the root is implicit) has a byte, a depth (1 for a first byte), the index just past
/// its subtree, and the tokens whose bytes end there. Because a node's parent is the latest node
/// one level up, the walk keeps one matcher state per depth and never stores parent links
/// (the layout llguidance's token trie uses, written here from that description).
struct TokenTrie: Sendable {
    let nodeBytes: [UInt8]
    let nodeDepths: [UInt16]
    /// Index of the first node after this node's subtree.
    let subtreeEnds: [Int32]
    /// Tokens ending at node `i`: `tokenIDs[tokenStarts[i] ..< tokenStarts[i + 1]]`.
    let tokenStarts: [Int32]
    let tokenIDs: [Int32]
    /// The longest token, in bytes: how many matcher states a walk needs.
    let maximumDepth: Int

    /// A trie over `tokens` (id, bytes); tokens with equal bytes share a node.
    /// - Precondition: no byte string is empty or longer than 65,535 bytes.
    /// - Complexity: O(n log n) comparisons to sort plus O(total bytes).
    init(tokens: [(id: Int32, bytes: ArraySlice<UInt8>)]) {
        let sorted = tokens.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) || ($0.bytes == $1.bytes && $0.id < $1.id) }
        var nodeBytes: [UInt8] = [], nodeDepths: [UInt16] = [], subtreeEnds: [Int32] = []
        var tokenStarts: [Int32] = [], tokenIDs: [Int32] = []
        // open[d - 1]: the node at depth d on the path of the previous token.
        var open: [Int] = []
        var previous: ArraySlice<UInt8> = []
        var maximumDepth = 0
        for (id, bytes) in sorted {
            precondition(!bytes.isEmpty && bytes.count <= Int(UInt16.max), "token \(id) has \(bytes.count) bytes")
            var shared = 0
            while shared < previous.count && shared < bytes.count
                    && previous[previous.startIndex + shared] == bytes[bytes.startIndex + shared] { shared += 1 }
            // Close the nodes of the previous path below the shared prefix.
            while open.count > shared { subtreeEnds[open.removeLast()] = Int32(nodeBytes.count) }
            for depth in shared..<bytes.count {
                open.append(nodeBytes.count)
                nodeBytes.append(bytes[bytes.startIndex + depth])
                nodeDepths.append(UInt16(depth + 1))
                subtreeEnds.append(0)
                tokenStarts.append(Int32(tokenIDs.count))
            }
            // The token ends at the deepest open node; its id joins that node's list, which is
            // contiguous because equal byte strings sort together.
            tokenIDs.append(id)
            previous = bytes
            maximumDepth = max(maximumDepth, bytes.count)
        }
        while let node = open.popLast() { subtreeEnds[node] = Int32(nodeBytes.count) }
        tokenStarts.append(Int32(tokenIDs.count))
        self.nodeBytes = nodeBytes
        self.nodeDepths = nodeDepths
        self.subtreeEnds = subtreeEnds
        self.tokenStarts = tokenStarts
        self.tokenIDs = tokenIDs
        self.maximumDepth = maximumDepth
    }

    var nodeCount: Int { nodeBytes.count }
}
