import Tokenizers

/// One call of `TextChunker.chunks(of:)`: the document, its structure, the counter, and the
/// state of the walk from the first byte to the last.
///
/// The walk keeps a lazily built sequence of *atoms* — the pieces of the document kept whole at
/// the coarsest level at which they fit — and, from each chunk start, looks for the furthest atom
/// end whose text (overlap included) still fits, guessing with `SizeProxy` and confirming with
/// the real counter.
struct ChunkingRun {
    /// A span of the document not yet known to fit: split at `splitRank` or finer when it does not.
    struct Unit {
        var start: Int
        var end: Int
        var splitRank: Int
        var endRank: Int
    }

    /// A piece kept whole unless it turns out not to fit after all.
    struct Atom {
        var start: Int
        var end: Int
        /// Where splitting it further would start (its own boundaries are this rank or finer).
        var innerRank: Int
        /// Rank of the boundary at `end`; -1 at the end of the document.
        var endRank: Int
        /// Proxy units before `end` (see `SizeProxy`).
        var endUnits: Int
        /// No boundary down to word level inside, and over the limit: needs grapheme or token cuts.
        var indivisible: Bool
    }

    /// A chunk before it becomes a `Chunk`: where its text starts (overlap included), where its
    /// new content starts and where it ends, in bytes.
    struct Piece {
        var textStart: Int
        var contentStart: Int
        var end: Int
        var tokenCount: Int
        var endRank: Int
    }

    /// Counting work done, for tests and benchmarks.
    struct Statistics: Sendable {
        var countCalls = 0
        var countedBytes = 0
    }

    let source: String
    let bytes: UnsafeBufferPointer<UInt8>
    let counter: any TokenCounter
    /// `counter` when it counts bytes in place (no `String` per count).
    let utf8Counter: (any UTF8TokenCounter)?
    let tokenizer: (any Tokenizer)?
    let maximum: Int
    let desired: Int
    let overlap: Int
    /// Atoms leave room for the overlap in front of them.
    let atomLimit: Int
    let structure: TextStructure
    let proxy: SizeProxy

    /// Real tokens per proxy unit, from the latest counts.
    var tokensPerUnit = 0.001
    /// Running relative error of the scaled proxy, which sets how cautious the first guess is.
    var errorAverage = 0.03
    var statistics = Statistics()
    var cache: [CountKey: Int] = [:]
    /// Units still to be split into atoms, last first.
    var pendingUnits: [Unit] = []
    /// Atoms pulled so far; those before `front` are in emitted chunks.
    var atoms: [Atom] = []
    var front = 0

    struct CountKey: Hashable {
        var start: Int
        var end: Int
    }

    init(source: String, bytes: UnsafeBufferPointer<UInt8>, configuration: TextChunker) {
        self.source = source
        self.bytes = bytes
        counter = configuration.counter
        utf8Counter = configuration.counter as? any UTF8TokenCounter
        tokenizer = configuration.counter as? any Tokenizer
        maximum = configuration.capacity.maximum
        desired = configuration.capacity.desired
        overlap = configuration.overlapTokens
        atomLimit = max(1, maximum - overlap)
        structure = StructureScanner.scan(bytes, markdown: configuration.format == .markdown)
        proxy = SizeProxy(bytes)
    }

    var byteCount: Int { bytes.count }

    /// How far below the maximum the first guess aims: wider when the proxy has been wrong.
    var margin: Double { min(0.1, max(0.01, errorAverage)) }

    /// Slack, in tokens, below which a fitting chunk is not worth another count to grow it.
    var extensionThreshold: Double { Double(max(1, maximum / 50)) }

    // MARK: Counting

    /// Tokens of `bytes[start..<end]`, counted on that text (cached).
    mutating func count(_ start: Int, _ end: Int) -> Int {
        let key = CountKey(start: start, end: end)
        if let known = cache[key] { return known }
        let span = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let tokens = utf8Counter?.count(utf8: span) ?? counter.count(String(decoding: span, as: UTF8.self))
        statistics.countCalls += 1
        statistics.countedBytes += end - start
        cache[key] = tokens
        return tokens
    }

    /// Counts `bytes[start..<end]` and learns from how far the scaled proxy was off.
    mutating func measure(_ start: Int, _ end: Int) -> Int {
        let units = self.units(start, end)
        let predicted = tokensPerUnit * Double(units)
        let tokens = count(start, end)
        if units > 0, tokens > 0 {
            if 2 * tokens >= maximum {  // small texts are noisy; the margin is about chunk-sized guesses
                let error = abs(Double(tokens) - predicted) / Double(tokens)
                errorAverage = 0.7 * errorAverage + 0.3 * min(error, 1)
            }
            let observed = Double(tokens) / Double(units)
            tokensPerUnit = tokens >= 16 ? observed : (tokensPerUnit + observed) / 2
        }
        return tokens
    }

    func units(before offset: Int) -> Int { proxy.units(before: offset, in: bytes) }

    func units(_ start: Int, _ end: Int) -> Int { units(before: end) - units(before: start) }

    func estimate(_ start: Int, _ end: Int) -> Double { tokensPerUnit * Double(units(start, end)) }

    // MARK: The walk

    mutating func chunks() throws -> [Chunk] {
        let pieces = try pieces()
        return makeChunks(pieces)
    }

    /// The chunks as byte spans with their counts.
    mutating func pieces() throws -> [Piece] {
        // Calibrate the proxy on the first few KiB; a short document is counted whole, once.
        let sample = scalarAligned(min(byteCount, 4096))
        let sampleTokens = measure(0, sample)
        if sample == byteCount, sampleTokens <= maximum {
            return [Piece(textStart: 0, contentStart: 0, end: byteCount, tokenCount: sampleTokens, endRank: -1)]
        }
        pendingUnits = [Unit(start: 0, end: byteCount, splitRank: 0, endRank: -1)]
        var pieces: [Piece] = []
        var contentStart = 0
        var previousStart = 0
        var withoutOverlap = false
        while contentStart < byteCount {
            guard ensureAtom(front) else { break }
            let textStart = overlap > 0 && !withoutOverlap && !pieces.isEmpty
                ? overlapStart(before: contentStart, notBefore: previousStart) : contentStart
            if let (index, tokens) = chooseEnd(textStart: textStart) {
                if tokens < desired, Double(maximum - tokens) >= extensionThreshold, ensureAtom(index + 1) {
                    // Too little for a chunk, and the next atom does not fit whole: open it up;
                    // a word over the limit is cut anyway, so its head fills this chunk.
                    if !atoms[index + 1].indivisible, refine(at: index + 1) { continue }
                    let next = atoms[index + 1]
                    if next.indivisible, let (cut, cutTokens, level) = try fineCut(textStart: textStart, start: next.start, end: next.end) {
                        pieces.append(Piece(textStart: textStart, contentStart: contentStart, end: cut, tokenCount: cutTokens, endRank: level.rank))
                        previousStart = contentStart
                        contentStart = cut
                        atoms[index + 1].start = cut
                        front = cut == next.end ? index + 2 : index + 1  // the cut may take the whole atom
                        withoutOverlap = false
                        continue
                    }
                }
                pieces.append(Piece(textStart: textStart, contentStart: contentStart, end: atoms[index].end,
                                    tokenCount: tokens, endRank: atoms[index].endRank))
                previousStart = contentStart
                contentStart = atoms[index].end
                front = index + 1
                withoutOverlap = false
                continue
            }
            // The first atom does not fit after the overlap.
            let atom = atoms[front]
            if textStart < contentStart, !isClearlyOver(atom.start, atom.end), count(atom.start, atom.end) <= maximum {
                withoutOverlap = true  // the atom fits alone: keep it whole and drop the overlap
                continue
            }
            if !atom.indivisible {
                if refine(at: front) { continue }
                atoms[front].indivisible = true  // over the limit with no boundary inside
            }
            if let (cut, tokens, level) = try fineCut(textStart: textStart, start: atom.start, end: atom.end) {
                pieces.append(Piece(textStart: textStart, contentStart: contentStart, end: cut, tokenCount: tokens, endRank: level.rank))
                previousStart = contentStart
                contentStart = cut
                atoms[front].start = cut
                if cut == atom.end { front += 1 }
                withoutOverlap = false
                continue
            }
            if textStart < contentStart {
                withoutOverlap = true
                continue
            }
            let scalarEnd = nextScalarEnd(after: contentStart)
            throw ContextBudgetError.budgetTooSmall(
                needed: count(contentStart, scalarEnd), available: maximum,
                detail: "the character at byte \(contentStart) alone")
        }
        rebalanceTail(&pieces)
        return pieces
    }

    /// The smallest offset ≥ `offset` that starts a Unicode scalar (or ends the text).
    func scalarAligned(_ offset: Int) -> Int {
        var index = offset
        while index < byteCount, bytes[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }

    /// The end of the Unicode scalar that starts at `offset`.
    func nextScalarEnd(after offset: Int) -> Int { scalarAligned(offset + 1) }
}
