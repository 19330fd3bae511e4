/// A binary min-heap of `UInt64` keys over storage its owner allocates and sizes.
///
/// The BPE heap path (`PairMerger.runHeap`) pushes and pops millions of `(rank << 32) | position`
/// keys per megabyte of CJK text or long words. Over an `Array` every push and pop paid for a
/// bounds check and a uniqueness check; here they are plain loads and stores. The caller
/// guarantees the storage holds every key it will push (it knows the bound: 3n for n symbols).
struct MinHeap {
    private let storage: UnsafeMutablePointer<UInt64>
    /// Number of keys in the heap.
    private(set) var count = 0

    init(storage: UnsafeMutablePointer<UInt64>) { self.storage = storage }

    /// Adds `value`. - Complexity: O(log count).
    @inline(__always)
    mutating func push(_ value: UInt64) {
        var child = count
        count += 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if storage[parent] <= value { break }
            storage[child] = storage[parent]
            child = parent
        }
        storage[child] = value
    }

    /// Removes and returns the smallest key; the heap must not be empty. - Complexity: O(log count).
    @inline(__always)
    mutating func pop() -> UInt64 {
        let top = storage[0]
        count -= 1
        if count == 0 { return top }
        let last = storage[count]
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && storage[child + 1] < storage[child] { child += 1 }
            if storage[child] >= last { break }
            storage[parent] = storage[child]
            parent = child
        }
        storage[parent] = last
        return top
    }
}
