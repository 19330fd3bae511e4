/// Ids of words already encoded during one call, so each distinct word is merged once.
///
/// Natural text repeats its words (Zipf): in the Corpora, one pre-token in ten is new. BPE on
/// a word costs a few hundred nanoseconds; this lookup costs one hash and one `memcmp`. Words
/// longer than `maximumWordLength` bytes are rarely repeated and are not cached. The cache is
/// local to a call (no locks); when it holds `maximumEntries` words it starts over.
struct WordCache {
    static let maximumWordLength = 48
    static let maximumEntries = 1 << 15

    /// Allocated on the first insert: an empty cache costs nothing to create.
    private var slots: [Int32] = []
    private var mask = 0
    private var hashes: [UInt64] = []
    private var keyStarts: [Int32] = []
    private var idStarts: [Int32] = []
    private var keyBytes: [UInt8] = []
    private var ids: [Int32] = []

    init() {}

    /// `word`'s hash for `appendIDs` and `insert`, or nil for a word longer than
    /// `maximumWordLength` bytes, which is never cached.
    @inline(__always)
    static func hash(_ word: UnsafePointer<UInt8>, _ length: Int) -> UInt64? {
        length <= maximumWordLength ? PieceTable.hash(word, length) : nil
    }

    /// Appends `word`'s ids to `sink` when the cache holds them; whether it did. The one replay
    /// of a cached word in every encoder that caches words.
    @inline(__always)
    func appendIDs<Sink: TokenSink>(of word: UnsafePointer<UInt8>, _ length: Int, hash: UInt64, to sink: inout Sink) -> Bool {
        guard let range = lookup(word, length, hash: hash) else { return false }
        for index in range { sink.append(ids[index]) }
        return true
    }

    /// The range of `ids` that holds `word`'s ids, or nil.
    @inline(__always)
    private func lookup(_ word: UnsafePointer<UInt8>, _ length: Int, hash: UInt64) -> Range<Int>? {
        if slots.isEmpty { return nil }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 { return nil }
            if hashes[entry] == hash {
                let start = Int(keyStarts[entry])
                let end = entry + 1 < keyStarts.count ? Int(keyStarts[entry + 1]) : keyBytes.count
                if end - start == length && keyBytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + start, word, length) == 0 }) {
                    let idEnd = entry + 1 < idStarts.count ? Int(idStarts[entry + 1]) : ids.count
                    return Int(idStarts[entry])..<idEnd
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Remembers `word`'s ids.
    mutating func insert(_ word: UnsafePointer<UInt8>, _ length: Int, hash: UInt64, ids newIDs: ArraySlice<Int32>) {
        let entry = startEntry(word, length, hash: hash)
        ids.append(contentsOf: newIDs)
        place(entry)
    }

    /// Remembers that `word` is the single token `id`.
    mutating func insert(_ word: UnsafePointer<UInt8>, _ length: Int, hash: UInt64, id: Int32) {
        let entry = startEntry(word, length, hash: hash)
        ids.append(id)
        place(entry)
    }

    /// Appends `word`'s key (emptying the cache when full, growing the slots when half full) and
    /// returns its entry index; the caller appends the ids, then places the entry.
    @inline(__always)
    private mutating func startEntry(_ word: UnsafePointer<UInt8>, _ length: Int, hash: UInt64) -> Int {
        if hashes.count >= Self.maximumEntries { self = WordCache() }
        if (hashes.count + 1) * 2 > slots.count { grow() }
        let entry = hashes.count
        hashes.append(hash)
        keyStarts.append(Int32(keyBytes.count))
        keyBytes.append(contentsOf: UnsafeBufferPointer(start: word, count: length))
        idStarts.append(Int32(ids.count))
        return entry
    }

    private mutating func place(_ entry: Int) {
        var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: max(slots.count * 2, 1 << 12))
        mask = slots.count - 1
        for entry in 0..<hashes.count { place(entry) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
