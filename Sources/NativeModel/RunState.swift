/// Every activation buffer and the KV cache, allocated once when the model is loaded so that
/// `forward` allocates nothing.
final class RunState: @unchecked Sendable {
    let maxBatch: Int
    let residual: UnsafeMutablePointer<Float>   // (batch, dim)
    let normed: ActivationBatch                  // (batch, max(dim, qDim, ffn)): matmul inputs
    let query: UnsafeMutablePointer<Float>      // (batch, qDim)
    let key: UnsafeMutablePointer<Float>        // (batch, kvDim)
    let value: UnsafeMutablePointer<Float>      // (batch, kvDim)
    let projected: UnsafeMutablePointer<Float>  // (batch, dim): attention / FFN output before its norm
    let gate: UnsafeMutablePointer<Float>       // (batch, ffn)
    let up: UnsafeMutablePointer<Float>         // (batch, ffn)
    let logits: UnsafeMutablePointer<Float>     // (vocab,)
    let rowLogits: UnsafeMutablePointer<Float>  // (verificationRows, vocab): every row's logits (forwardEach)
    let verificationRows: Int
    let keyCache: [UnsafeMutablePointer<Float>]   // per layer (slots, kvDim), binary16-rounded values
    let valueCache: [UnsafeMutablePointer<Float>] // per layer (slots, kvDim)
    let cacheSlots: [Int]                         // per layer: ring size (window + batch) or the context size
    let scores: UnsafeMutablePointer<Float>     // (scoreTasks, 5 × group × contextSize): attention scratch
    let scoreTasks: Int
    let verificationScores: UnsafeMutablePointer<Float>   // (verificationRows, 5 × group × contextSize): scratch of decoded rows' attention
    let verificationPartials: UnsafeMutablePointer<Float> // (verificationRows, verificationParts, qDim): their partial weighted sums
    let verificationParts: Int
    let ropeTables: [RopeTable]                 // (batch, headDim / 2) cos, sin: local and global bases
    private var allocations: [UnsafeMutableRawPointer] = []

    init(config c: ModelConfig, contextSize: Int, maxBatch: Int) {
        self.maxBatch = maxBatch
        let dim = c.embeddingLength, qDim = c.headCount * c.headDim, kvDim = c.kvHeadCount * c.headDim
        var owned: [UnsafeMutableRawPointer] = []
        func floats(_ count: Int) -> UnsafeMutablePointer<Float> {
            let p = UnsafeMutablePointer<Float>.allocate(capacity: max(1, count))
            p.initialize(repeating: 0, count: max(1, count))
            owned.append(UnsafeMutableRawPointer(p))
            return p
        }
        residual = floats(maxBatch * dim)
        normed = ActivationBatch(capacity: maxBatch * max(dim, qDim, c.feedForwardLength))
        query = floats(maxBatch * qDim)
        key = floats(maxBatch * kvDim)
        value = floats(maxBatch * kvDim)
        projected = floats(maxBatch * dim)
        gate = floats(maxBatch * c.feedForwardLength)
        up = floats(maxBatch * c.feedForwardLength)
        logits = floats(c.vocabularySize)
        // Left uninitialized: its pages cost no memory until speculative decoding writes them.
        verificationRows = min(maxBatch, Self.maximumVerificationRows)
        rowLogits = .allocate(capacity: verificationRows * c.vocabularySize)
        owned.append(UnsafeMutableRawPointer(rowLogits))
        cacheSlots = (0..<c.layerCount).map { c.isSliding($0) ? min(contextSize, c.slidingWindow + maxBatch) : contextSize }
        keyCache = cacheSlots.map { floats($0 * kvDim) }
        valueCache = cacheSlots.map { floats($0 * kvDim) }
        scoreTasks = 4 * KernelSettings.current.threadCount
        ropeTables = [RopeTable(positions: maxBatch, headDim: c.headDim), RopeTable(positions: maxBatch, headDim: c.headDim)]
        scores = floats(scoreTasks * 5 * (c.headCount / c.kvHeadCount) * contextSize)
        // Left uninitialized like rowLogits: only speculative decoding touches them.
        verificationScores = .allocate(capacity: verificationRows * 5 * (c.headCount / c.kvHeadCount) * contextSize)
        verificationParts = KernelSettings.current.threadCount
        verificationPartials = .allocate(capacity: verificationRows * verificationParts * qDim)
        owned.append(UnsafeMutableRawPointer(verificationScores))
        owned.append(UnsafeMutableRawPointer(verificationPartials))
        allocations = owned
    }

    deinit { allocations.forEach { $0.deallocate() } }

    /// Tokens one verification pass (`Transformer.forwardEach`) may take: a drafted token costs
    /// a row of logits (1 MiB for Gemma's 262,144-token vocabulary), and longer drafts than this
    /// are rarely accepted whole.
    static let maximumVerificationRows = 16

    /// Positions held by the KV cache across all layers (each costs keys and values of kvDim floats).
    var cachedPositionSlots: Int { cacheSlots.reduce(0, +) }
}
