/// A byte trie of pieces stored as a double array, for the common-prefix walks of unigram Viterbi.
///
/// Viterbi asks, at every character position, "which pieces start here?": one walk down the
/// trie along the text answers it, visiting one node per byte. A double array makes each step
/// two loads and a compare — `next = base[node] + byte`, valid when `check[next] == node` — with
/// no per-node edge lists to search, which is what SentencePiece (darts-clone) and llama.cpp do.
final class PieceTrie: @unchecked Sendable {
    /// One slot: `base + byte` is the slot of this node's child on `byte`; `check` is the parent
    /// of the node in this slot (-1 when the slot is free); `value` the id of the piece that ends
    /// here, or -1. Together, so one step of a walk touches one cache line.
    struct Slot {
        var base: Int32
        var check: Int32
        var value: Int32
    }
    private let slots: UnsafeMutableBufferPointer<Slot>
    /// Number of slots.
    let slotCount: Int
    /// The longest piece, in bytes.
    let maximumPieceLength: Int
    /// Nodes of the trie (the root and one per distinct piece prefix).
    let nodeCount: Int
    /// Free-slot probes and candidate bases the build tried: its work, in a unit that does not
    /// depend on the machine or its load, so a test can bound it (a search that walked the used
    /// slots for every node would make it quadratic in the nodes).
    let buildSteps: Int

    /// Builds the trie over `pieces` (bytes and id); an empty piece is ignored and for duplicate
    /// bytes the first id wins.
    /// - Complexity: O(total bytes × alphabet) in the worst case; a few milliseconds for 32K pieces.
    init(pieces: [(bytes: [UInt8], id: Int32)]) {
        // 1. A plain trie with sorted edge lists.
        var children: [[(byte: UInt8, node: Int32)]] = [[]]
        var terminal: [Int32] = [-1]
        var longest = 0
        for piece in pieces where !piece.bytes.isEmpty {
            longest = max(longest, piece.bytes.count)
            var node = 0
            for byte in piece.bytes {
                if let next = children[node].first(where: { $0.byte == byte }) {
                    node = Int(next.node)
                } else {
                    children.append([])
                    terminal.append(-1)
                    let created = Int32(children.count - 1)
                    children[node].append((byte, created))
                    node = Int(created)
                }
            }
            if terminal[node] < 0 { terminal[node] = piece.id }
        }
        maximumPieceLength = longest

        // 2. Place nodes breadth first: each node's children go at `base + byte` for the first
        //    base whose slots are all free. Free slots are found through a union-find "next free
        //    slot at or after" map, so the search jumps over the densely used prefix instead of
        //    walking it (the difference between milliseconds and seconds for a 250K vocabulary).
        var baseArray = [Int32](repeating: 0, count: 512)
        var checkArray = [Int32](repeating: -1, count: 512)
        var valueArray = [Int32](repeating: -1, count: 512)
        var nextFree = [Int32](0..<512)
        var slotOfNode = [Int32](repeating: -1, count: children.count)
        slotOfNode[0] = 0
        checkArray[0] = 0  // the root's slot is taken
        nextFree[0] = 1
        valueArray[0] = terminal[0]
        var queue: [Int32] = [0]
        var head = 0
        func grow(to size: Int) {
            guard size > checkArray.count else { return }
            let newCount = max(size, checkArray.count * 2)
            let oldCount = checkArray.count
            baseArray.append(contentsOf: repeatElement(0, count: newCount - oldCount))
            checkArray.append(contentsOf: repeatElement(-1, count: newCount - oldCount))
            valueArray.append(contentsOf: repeatElement(-1, count: newCount - oldCount))
            nextFree.append(contentsOf: (Int32(oldCount)..<Int32(newCount)))
        }
        /// The first free slot at or after `slot` (path halving keeps chains short).
        var steps = 0
        func findFree(_ slot: Int) -> Int {
            var slot = slot
            while true {
                steps += 1
                grow(to: slot + 1)
                let next = Int(nextFree[slot])
                if next == slot { return slot }
                grow(to: next + 1)
                nextFree[slot] = nextFree[next]
                slot = next
            }
        }
        while head < queue.count {
            let node = Int(queue[head])
            head += 1
            let edges = children[node].sorted { $0.byte < $1.byte }
            guard let first = edges.first else { continue }
            var slot = findFree(Int(first.byte) + 1)
            var candidate = 0
            search: while true {
                steps += 1
                candidate = slot - Int(first.byte)
                grow(to: candidate + 256)
                for edge in edges.dropFirst() where checkArray[candidate + Int(edge.byte)] >= 0 {
                    slot = findFree(slot + 1)
                    continue search
                }
                break
            }
            let parentSlot = Int(slotOfNode[node])
            baseArray[parentSlot] = Int32(candidate)
            for edge in edges {
                let slot = candidate + Int(edge.byte)
                checkArray[slot] = Int32(parentSlot)
                nextFree[slot] = Int32(slot + 1)
                valueArray[slot] = terminal[Int(edge.node)]
                slotOfNode[Int(edge.node)] = Int32(slot)
                queue.append(edge.node)
            }
        }
        slotCount = checkArray.count
        nodeCount = children.count
        buildSteps = steps
        slots = .allocate(capacity: slotCount)
        for slot in 0..<slotCount {
            slots[slot] = Slot(base: baseArray[slot], check: checkArray[slot], value: valueArray[slot])
        }
    }

    deinit { slots.deallocate() }

    /// The root's slot, where every walk starts.
    static let root = 0

    /// The child of `node` on `byte`, or -1.
    @inline(__always)
    func child(of node: Int, byte: UInt8) -> Int {
        let slot = Int(slots[node].base) + Int(byte)
        // base is 0 for a leaf: then slot < 256, whose check never names a leaf; slot 0 is the root.
        return slot < slotCount && Int(slots[slot].check) == node && slot != 0 ? slot : -1
    }

    /// The id of the piece ending at `node`, or -1.
    @inline(__always)
    func id(at node: Int) -> Int32 { slots[node].value }

    /// The id of the piece spelled exactly `bytes`, or nil.
    /// - Complexity: O(bytes.count).
    func id(of bytes: [UInt8]) -> Int? {
        var node = Self.root
        for byte in bytes {
            node = child(of: node, byte: byte)
            if node < 0 { return nil }
        }
        let found = id(at: node)
        return found >= 0 && !bytes.isEmpty ? Int(found) : nil
    }
}
