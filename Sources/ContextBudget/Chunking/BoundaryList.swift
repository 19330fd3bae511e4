/// Boundaries as the scanners collect them: ascending byte offsets inside the text (never 0 or
/// its end), each with the rank of its coarsest level; a second boundary at the same offset keeps
/// the coarser rank.
struct BoundaryList {
    private(set) var offsets: [Int] = []
    private(set) var ranks: [UInt8] = []
    let byteCount: Int

    init(byteCount: Int, reservingCapacity capacity: Int = 0) {
        self.byteCount = byteCount
        offsets.reserveCapacity(capacity)
        ranks.reserveCapacity(capacity)
    }

    /// Records a boundary at `offset` (ignored at the text's edges).
    @inline(__always)
    mutating func emit(_ offset: Int, _ level: BoundaryLevel) {
        guard offset > 0, offset < byteCount else { return }
        let rank = UInt8(level.rank)
        if let last = offsets.last, last == offset {
            ranks[ranks.count - 1] = min(ranks[ranks.count - 1], rank)
            return
        }
        offsets.append(offset)
        ranks.append(rank)
    }
}
