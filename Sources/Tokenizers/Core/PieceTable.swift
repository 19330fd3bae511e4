/// An immutable open-addressing hash map from byte strings (pieces) to token ids.
///
/// Every tokenizer in this module looks pieces up by the raw bytes they stand for, millions of
/// times per megabyte, so this table avoids `[UInt8]` keys (hashing them allocates and walks
/// through generic code): pieces live in one byte arena, slots hold a 32-bit hash tag and the
/// id, and a lookup hashes a pointer range in place.
final class PieceTable: @unchecked Sendable {
    /// All pieces' bytes, back to back, indexed by `offsets`.
    private let arena: UnsafeMutableBufferPointer<UInt8>
    /// `offsets[id] ..< offsets[id + 1]` are the bytes of piece `id`.
    private let offsets: UnsafeMutableBufferPointer<UInt32>
    /// `(hash tag << 32) | (id + 1)`; zero marks an empty slot.
    private let slots: UnsafeMutableBufferPointer<UInt64>
    private let slotMask: Int
    /// Number of pieces (ids are `0..<count`).
    let count: Int
    /// The longest piece, in bytes: lookups of longer spans can fail without hashing.
    let maximumPieceLength: Int

    /// Builds the table; ids are the pieces' indices. Only ids for which `isIndexed` is true
    /// can be found by `id(of:)` (their bytes are kept for `bytes(of:)` either way). When two
    /// ids have the same bytes, the first one indexed wins, as in SentencePiece.
    /// - Complexity: O(total bytes).
    init(pieces: [[UInt8]], isIndexed: (Int) -> Bool = { _ in true }) {
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
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        slotMask = capacity - 1
        for id in 0..<pieces.count where isIndexed(id) {
            let start = Int(offsets[id])
            let length = Int(offsets[id + 1]) - start
            let hash = Self.hash(UnsafeRawPointer(arena.baseAddress! + start), length)
            insert(id: id, hash: hash, start: start, length: length)
        }
    }

    deinit {
        arena.deallocate()
        offsets.deallocate()
        slots.deallocate()
    }

    private func insert(id: Int, hash: UInt64, start: Int, length: Int) {
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        let tag = hash >> 32
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry >> 32 == tag {
                let other = Int(UInt32(truncatingIfNeeded: entry)) - 1
                if equals(other, UnsafeRawPointer(arena.baseAddress! + start), length) { return }  // first wins
            }
            slot = (slot + 1) & slotMask
        }
        slots[slot] = tag << 32 | UInt64(id + 1)
    }

    @inline(__always)
    private func equals(_ id: Int, _ bytes: UnsafeRawPointer, _ length: Int) -> Bool {
        let start = Int(offsets[id])
        guard Int(offsets[id + 1]) - start == length else { return false }
        // Pieces are short: an inline word-at-a-time comparison beats a call to memcmp.
        let piece = UnsafeRawPointer(arena.baseAddress! + start)
        var index = 0
        while index + 8 <= length {
            if piece.loadUnaligned(fromByteOffset: index, as: UInt64.self) != bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                return false
            }
            index += 8
        }
        while index < length {
            if piece.load(fromByteOffset: index, as: UInt8.self) != bytes.load(fromByteOffset: index, as: UInt8.self) { return false }
            index += 1
        }
        return true
    }

    /// The id of the piece with exactly these bytes, or -1.
    @inline(__always)
    func id(of bytes: UnsafeRawPointer, count length: Int) -> Int32 {
        if length > maximumPieceLength { return -1 }
        let hash = Self.hash(bytes, length)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        let tag = hash >> 32
        while true {
            let entry = slots[slot]
            if entry == 0 { return -1 }
            if entry >> 32 == tag {
                let id = Int(UInt32(truncatingIfNeeded: entry)) - 1
                if equals(id, bytes, length) { return Int32(id) }
            }
            slot = (slot + 1) & slotMask
        }
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
