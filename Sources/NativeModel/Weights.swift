import GGUF

/// Every weight of a model as views into the mapped file (never copied), named per llama.cpp's
/// GGUF tensor names. Holds the file so the views stay valid.
struct Weights: @unchecked Sendable {
    struct Layer {
        var attentionNorm: UnsafePointer<Float>      // (dim,)
        var attentionPostNorm: UnsafePointer<Float>?  // (dim,) gemma3
        var queryNorm: UnsafePointer<Float>?          // (headDim,) gemma3
        var keyNorm: UnsafePointer<Float>?            // (headDim,) gemma3
        var query: WeightMatrix                       // (heads*headDim, dim)
        var key: WeightMatrix                         // (kvHeads*headDim, dim)
        var value: WeightMatrix                       // (kvHeads*headDim, dim)
        var queryBias: UnsafePointer<Float>?          // qwen2
        var keyBias: UnsafePointer<Float>?
        var valueBias: UnsafePointer<Float>?
        var output: WeightMatrix                      // (dim, heads*headDim)
        var ffnNorm: UnsafePointer<Float>             // (dim,)
        var ffnPostNorm: UnsafePointer<Float>?        // (dim,) gemma3
        var gate: WeightMatrix                        // (ffn, dim)
        var up: WeightMatrix                          // (ffn, dim)
        var down: WeightMatrix                        // (dim, ffn)
    }

    let file: GGUFFile
    let tokenEmbedding: WeightMatrix                  // (vocab, dim)
    let outputNorm: UnsafePointer<Float>              // (dim,)
    let output: WeightMatrix                          // (vocab, dim), the embedding when tied
    /// Llama 3.1+'s per-dimension RoPE divisors (`rope_freqs.weight`), nil for none.
    let ropeFrequencyFactors: UnsafePointer<Float>?    // (headDim / 2,)
    let layers: [Layer]
    /// Bytes of the panels repacked for the prefill GEMM (see `PanelMatrix`), held beside the map.
    let repackedByteCount: Int

    init(file: GGUFFile, config c: ModelConfig) throws {
        self.file = file
        func matrix(_ name: String, inputs: Int, outputs: Int) throws -> WeightMatrix {
            let t = try tensor(name)
            guard t.shape == [inputs, outputs] else {
                throw NativeModelError.invalidModel(path: file.path, detail: "tensor \"\(name)\" has shape \(t.shape), expected \([inputs, outputs])")
            }
            guard t.type.canDequantize, t.type != .q8_K else {
                throw NativeModelError.unsupportedWeightType(path: file.path, tensor: name, type: t.type.description)
            }
            if t.type.blockSize == 256, inputs % 256 != 0 {
                throw NativeModelError.invalidModel(path: file.path, detail: "tensor \"\(name)\": rows of \(inputs) cannot be \(t.type)")
            }
            return WeightMatrix(name: name, type: t.type, inputs: inputs, outputs: outputs,
                                base: file.bytes(of: t).baseAddress!, rowBytes: t.rowBytes)
        }
        func vector(_ name: String, _ count: Int) throws -> UnsafePointer<Float> {
            let t = try tensor(name)
            guard t.type == .f32, t.elementCount == count else {
                throw NativeModelError.invalidModel(path: file.path, detail: "tensor \"\(name)\" is \(t.type) \(t.shape), expected F32 [\(count)]")
            }
            return file.bytes(of: t).baseAddress!.assumingMemoryBound(to: Float.self)
        }
        func optionalVector(_ name: String, _ count: Int) throws -> UnsafePointer<Float>? {
            file.tensor(named: name) == nil ? nil : try vector(name, count)
        }
        func tensor(_ name: String) throws -> GGUFTensorInfo {
            guard let t = file.tensor(named: name) else {
                throw NativeModelError.file(.missingTensor(path: file.path, tensor: name))
            }
            return t
        }
        let dim = c.embeddingLength, qDim = c.headCount * c.headDim, kvDim = c.kvHeadCount * c.headDim
        tokenEmbedding = try matrix("token_embd.weight", inputs: dim, outputs: c.vocabularySize)
        outputNorm = try vector("output_norm.weight", dim)
        output = file.tensor(named: "output.weight") == nil
            ? tokenEmbedding : try matrix("output.weight", inputs: dim, outputs: c.vocabularySize)
        let gemma = c.architecture == .gemma3
        ropeFrequencyFactors = try optionalVector("rope_freqs.weight", c.headDim / 2)
        if gemma, ropeFrequencyFactors != nil {
            throw NativeModelError.invalidModel(path: file.path, detail: "a gemma3 file with rope_freqs.weight: per-dimension RoPE factors are read for llama and qwen2 only")
        }
        var layers: [Layer] = try (0..<c.layerCount).map { i in
            let p = "blk.\(i)."
            return Layer(
                attentionNorm: try vector(p + "attn_norm.weight", dim),
                attentionPostNorm: gemma ? try vector(p + "post_attention_norm.weight", dim) : nil,
                queryNorm: gemma ? try vector(p + "attn_q_norm.weight", c.headDim) : nil,
                keyNorm: gemma ? try vector(p + "attn_k_norm.weight", c.headDim) : nil,
                query: try matrix(p + "attn_q.weight", inputs: dim, outputs: qDim),
                key: try matrix(p + "attn_k.weight", inputs: dim, outputs: kvDim),
                value: try matrix(p + "attn_v.weight", inputs: dim, outputs: kvDim),
                queryBias: try optionalVector(p + "attn_q.bias", qDim),
                keyBias: try optionalVector(p + "attn_k.bias", kvDim),
                valueBias: try optionalVector(p + "attn_v.bias", kvDim),
                output: try matrix(p + "attn_output.weight", inputs: qDim, outputs: dim),
                ffnNorm: try vector(p + "ffn_norm.weight", dim),
                ffnPostNorm: gemma ? try vector(p + "post_ffw_norm.weight", dim) : nil,
                gate: try matrix(p + "ffn_gate.weight", inputs: dim, outputs: c.feedForwardLength),
                up: try matrix(p + "ffn_up.weight", inputs: dim, outputs: c.feedForwardLength),
                down: try matrix(p + "ffn_down.weight", inputs: c.feedForwardLength, outputs: dim))
        }
        // Layer weights repacked for the prefill kernels, both cores at once (~0.3 s for Gemma 3
        // 270M). The output layer is not: prefill multiplies it with one token only.
        var repacked = 0
        do {
            let paths: [WritableKeyPath<Layer, WeightMatrix>] = [\.query, \.key, \.value, \.output, \.gate, \.up, \.down]
            let jobs = layers.indices.flatMap { l in paths.map { (l, $0) } }
            let panels = UnsafeMutablePointer<PanelMatrix?>.allocate(capacity: jobs.count)
            panels.initialize(repeating: nil, count: jobs.count)
            defer { panels.deinitialize(count: jobs.count); panels.deallocate() }
            let source = layers
            parallelFor(jobs.count, minimumPerTask: 1) { (j: Int) in panels[j] = PanelMatrix(source[jobs[j].0][keyPath: jobs[j].1]) }
            for (j, job) in jobs.enumerated() {
                layers[job.0][keyPath: job.1].panels = panels[j]
                repacked += panels[j]?.byteCount ?? 0
            }
        }
        self.layers = layers
        repackedByteCount = repacked
    }
}
