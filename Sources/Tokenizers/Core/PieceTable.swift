/// An immutable open-addressing hash map from byte strings (pieces) to token ids.
///
/// Every tokenizer in this module looks pieces up by the raw bytes they stand for, millions of
/// times per megabyte, so this table avoids `[UInt8]` keys (hashing them allocates and walks
/// through generic code). A slot is 32 bytes, half a cache line, and holds the piece's first 16
/// bytes inline with its length, id and a payload (SentencePiece: the merge rank): a lookup of a
/// piece of up to 16 bytes — nearly all of them — touches one cache line. The previous layout
/// (a tag and an id per slot, bytes in a separate arena, ranks in a third array) took three or
/// four cache misses per successful lookup into tables of megabytes; on the Gemma vocabulary
/// that was half of all encoding time. Longer pieces compare their tail against the arena.
final class PieceTable: @unchecked Sendable {
    /// All pieces' bytes, back to back, indexed by `offsets`.
    private let arena: UnsafeMutableBufferPointer<UInt8>
    /// `offsets[id] ..< offsets[id + 1]` are the bytes of piece `id`.
    private let offsets: UnsafeMutableBufferPointer<UInt32>
    /// Four words per slot: key bytes 0..<8, key bytes 8..<16 (zero-padded), `length << 32 | (id + 1)`
    /// (zero: empty slot), `payload << 32 | id`.
    private let slots: UnsafeMutablePointer<UInt64>
    private let slotMask: Int
    /// A blocked Bloom filter over the indexed pieces' slot hashes: two bits in one 64-bit word
    /// per piece, 8 bits per piece, 256 KB for Gemma — small enough to stay in L2. About half
    /// of the lookups BPE makes on a word it has not seen ask for a pair that is not a piece;
    /// the filter answers ~95% of those without the cache miss into the slot table.
    private let filter: UnsafeMutablePointer<UInt64>
    private let filterShift: UInt64
    /// Number of pieces (ids are `0..<count`).
    let count: Int
    /// The longest piece, in bytes: lookups of longer spans can fail without hashing.
    let maximumPieceLength: Int

    /// Builds the table; ids are the pieces' indices. Only ids for which `isIndexed` is true
    /// can be found by `id(of:)` (their bytes are kept for `bytes(of:)` either way). When two
    /// ids have the same bytes, the first one indexed wins, as in SentencePiece. `payload(id)`
    /// is returned with the id by `payloadAndID(of:count:)` (default: the id itself).
    /// - Complexity: O(total bytes).
    init(pieces: [[UInt8]], payload: (Int) -> UInt32 = { UInt32(truncatingIfNeeded: $0) },
         isIndexed: (Int) -> Bool = { _ in true }) {
        count = pieces.count
        let totalBytes = pieces.reduce(0) { $0 + $1.count }
        arena = .allocate(capacity: max(totalBytes, 1))
        offsets = .allocate(capacity: pieces.count + 1)
        var position = 0
        var longest = 0
        for (id, piece) in pieces.enumerated() {
            offsets[id] = UInt32(position)
            for byte in piece { arena[position] = byte; position += 1 }
            longest = max(longest, piece.count)
        }
        offsets[pieces.count] = UInt32(position)
        maximumPieceLength = longest
        var capacity = 16
        while capacity < pieces.count * 2 { capacity <<= 1 }
        slots = Self.allocateSlots(wordCount: 4 * capacity)
        slotMask = capacity - 1
        var filterWords = 64
        while filterWords * 8 < pieces.count { filterWords <<= 1 }
        filter = .allocate(capacity: filterWords)
        filter.initialize(repeating: 0, count: filterWords)
        filterShift = UInt64(64 - filterWords.trailingZeroBitCount)
        for id in 0..<pieces.count where isIndexed(id) && !pieces[id].isEmpty {
            let start = UnsafeRawPointer(arena.baseAddress! + Int(offsets[id]))
            insert(id: id, payload: payload(id), bytes: start, length: pieces[id].count)
        }
    }

    deinit {
        arena.deallocate()
        offsets.deallocate()
        Self.deallocateSlots(slots)
        filter.deallocate()
    }

    /// Zeroed memory for the slot table (8 MB for cl100k, 16 MB for Gemma and o200k). Lookups land
    /// on random slots, so with 4 KB pages nearly each one also misses the TLB; on Linux the table
    /// is 2 MB-aligned and marked for transparent huge pages, which removes most of those misses.
    private static func allocateSlots(wordCount: Int) -> UnsafeMutablePointer<UInt64> {
        #if os(Linux)
        var raw: UnsafeMutableRawPointer?
        let byteCount = wordCount * MemoryLayout<UInt64>.stride
        let hugePage = 1 << 21
        // Small tables (test vocabularies) stay on ordinary pages: no 2 MB alignment to waste.
        if posix_memalign(&raw, byteCount >= hugePage ? hugePage : 64, byteCount) == 0, let raw {
            if byteCount >= hugePage { _ = madvise(raw, byteCount, MADV_HUGEPAGE) }
            memset(raw, 0, byteCount)
            return raw.bindMemory(to: UInt64.self, capacity: wordCount)
        }
        preconditionFailure("out of memory for a \(byteCount)-byte piece table")
        #else
        let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
        slots.initialize(repeating: 0, count: wordCount)
        return slots
        #endif
    }

    private static func deallocateSlots(_ slots: UnsafeMutablePointer<UInt64>) {
        #if os(Linux)
        free(slots)
        #else
        slots.deallocate()
        #endif
    }

    private func insert(id: Int, payload: UInt32, bytes: UnsafeRawPointer, length: Int) {
        let (key0, key1) = Self.key(bytes, length)
        let hash = Self.hash(key0, key1, bytes, length)
        filter[Int(truncatingIfNeeded: hash >> filterShift)] |= Self.filterBits(hash)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while slots[4 * slot + 2] != 0 {
            if matches(slot, key0, key1, bytes, length) { return }  // first wins
            slot = (slot + 1) & slotMask
        }
        slots[4 * slot] = key0
        slots[4 * slot + 1] = key1
        slots[4 * slot + 2] = UInt64(length) << 32 | UInt64(id + 1)
        slots[4 * slot + 3] = UInt64(payload) << 32 | UInt64(id)
    }

    /// The first 16 bytes as two little-endian words, zero-padded, reading no byte past `length`.
    @inline(__always)
    private static func key(_ bytes: UnsafeRawPointer, _ length: Int) -> (UInt64, UInt64) {
        if length >= 16 {
            return (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
        if length >= 8 {
            return (bytes.loadUnaligned(as: UInt64.self), partialWord(bytes + 8, length - 8))
        }
        return (partialWord(bytes, length), 0)
    }

    /// `length` (< 8) bytes as a zero-padded little-endian word: two overlapping loads when
    /// there are at least four, so no loop and no read past the end.
    @inline(__always)
    private static func partialWord(_ bytes: UnsafeRawPointer, _ length: Int) -> UInt64 {
        if length >= 4 {
            let low = UInt64(bytes.loadUnaligned(as: UInt32.self))
            let high = UInt64(bytes.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self))
            return low | high << UInt64(8 * (length - 4))
        }
        var word: UInt64 = 0
        var index = 0
        while index < length {
            word |= UInt64(bytes.load(fromByteOffset: index, as: UInt8.self)) << UInt64(8 * index)
            index += 1
        }
        return word
    }

    /// Slot hash: the inline key mixed with the length; the bytes past 16 through `hash(_:_:)`.
    @inline(__always)
    private static func hash(_ key0: UInt64, _ key1: UInt64, _ bytes: UnsafeRawPointer, _ length: Int) -> UInt64 {
        var hash = (key0 ^ UInt64(length) << 56) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ (hash >> 29) ^ key1) &* 0xBF58_476D_1CE4_E5B9
        if length > 16 { hash ^= Self.hash(bytes + 16, length - 16) }
        return hash ^ (hash >> 32)
    }

    /// The filter's two bits for `hash`, taken from bits the slot index and word index do not use.
    @inline(__always)
    private static func filterBits(_ hash: UInt64) -> UInt64 {
        1 << ((hash >> 32) & 63) | 1 << ((hash >> 38) & 63)
    }

    @inline(__always)
    private func matches(_ slot: Int, _ key0: UInt64, _ key1: UInt64, _ bytes: UnsafeRawPointer, _ length: Int) -> Bool {
        guard slots[4 * slot] == key0, slots[4 * slot + 1] == key1, slots[4 * slot + 2] >> 32 == UInt64(length) else {
            return false
        }
        if length <= 16 { return true }
        let id = Int(UInt32(truncatingIfNeeded: slots[4 * slot + 2])) - 1
        return memcmp(arena.baseAddress! + Int(offsets[id]) + 16, bytes + 16, length - 16) == 0
    }

    /// `payload << 32 | id` of the piece with exactly these bytes, or `UInt64.max`.
    @inline(__always)
    func payloadAndID(of bytes: UnsafeRawPointer, count length: Int) -> UInt64 {
        if length > maximumPieceLength || length == 0 { return UInt64.max }
        let (key0, key1) = Self.key(bytes, length)
        let hash = Self.hash(key0, key1, bytes, length)
        let bits = Self.filterBits(hash)
        if filter[Int(truncatingIfNeeded: hash >> filterShift)] & bits != bits { return UInt64.max }
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            if slots[4 * slot + 2] == 0 { return UInt64.max }
            if matches(slot, key0, key1, bytes, length) { return slots[4 * slot + 3] }
            slot = (slot + 1) & slotMask
        }
    }

    /// The id of the piece with exactly these bytes, or -1.
    @inline(__always)
    func id(of bytes: UnsafeRawPointer, count length: Int) -> Int32 {
        let found = payloadAndID(of: bytes, count: length)
        return found == UInt64.max ? -1 : Int32(truncatingIfNeeded: found & 0xFFFF_FFFF)
    }

    /// The id of the piece with these bytes, or nil.
    func id(of bytes: [UInt8]) -> Int? {
        let found = bytes.withUnsafeBytes { id(of: $0.baseAddress ?? UnsafeRawPointer(arena.baseAddress!), count: bytes.count) }
        return found >= 0 ? Int(found) : nil
    }

    /// The bytes of piece `id` (which must be in `0..<count`).
    @inline(__always)
    func bytes(of id: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(offsets[id])
        return UnsafeBufferPointer(start: arena.baseAddress! + start, count: Int(offsets[id + 1]) - start)
    }

    /// A 64-bit hash of `length` bytes: 8 bytes at a time, multiply-xorshift mixing.
    @inline(__always)
    static func hash(_ bytes: UnsafeRawPointer, _ length: Int) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(length)
        var index = 0
        while index + 8 <= length {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            index += 8
        }
        if index < length {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while index < length {
                word |= UInt64(bytes.load(fromByteOffset: index, as: UInt8.self)) << shift
                shift += 8
                index += 1
            }
            hash = (hash ^ word) &* 0x94D0_49BB_1331_11EB
            hash ^= hash >> 29
        }
        hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return hash ^ (hash >> 32)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
