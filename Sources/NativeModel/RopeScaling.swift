import Foundation
import GGUF

/// How a file stretches RoPE for a longer context than it was trained on, read from the
/// `rope.scaling.*` keys as llama.cpp reads them for llama, qwen2 and gemma3 (`llama_model`'s
/// hyperparameters, then `llama_context`'s YaRN adjustment): a linear factor, or YaRN (the
/// high-frequency pairs extrapolated, the low ones interpolated by the factor, a ramp between,
/// and cos and sin scaled up by 1 + 0.1 ln factor). Llama 3.1's per-dimension divisors
/// (`rope_freqs.weight`) are weights, not hyperparameters, and combine with either.
public struct RopeScaling: Sendable, Equatable {
    /// YaRN's parameters, as llama.cpp takes them for these architectures.
    public struct Yarn: Sendable, Equatable {
        /// The context the model was trained for before the stretch
        /// (`rope.scaling.original_context_length`, else `context_length`).
        public var originalContextLength: Int
        /// Pairs that turn more than this many times over the original context are extrapolated
        /// (llama.cpp's `yarn_beta_fast`, 32).
        public var betaFast: Float = 32
        /// Pairs that turn fewer times are interpolated (`yarn_beta_slow`, 1).
        public var betaSlow: Float = 1
    }

    /// What every angle is multiplied by (YaRN: its interpolated part): `1 / rope.scaling.factor`
    /// (or the older `rope.scale_linear`), 1 without a factor or with type `none`. Gemma 3 applies
    /// it on its global layers only, as llama.cpp does.
    public var frequencyScale: Float = 1
    /// What every cos and sin is multiplied by before YaRN's own 1 + 0.1 ln factor: llama.cpp's
    /// `attn_factor` (under YaRN the magnitude it derives, divided by the one `rope_yarn` applies
    /// again, so about 1).
    public var attentionFactor: Float = 1
    /// YaRN's ramp when `rope.scaling.type` is `yarn`, nil otherwise.
    public var yarn: Yarn?

    /// No scaling.
    public init() {}

    /// Reads the scaling of a file of architecture `name` trained for `trainedContextLength`.
    /// - Throws: `NativeModelError.invalidModel` naming the key, for a scaling this engine does
    ///   not compute (LongRoPE, an attention factor, YaRN on gemma3, YaRN keys llama.cpp ignores
    ///   here) or keys that contradict each other, rather than run the model with wrong angles.
    init(_ m: GGUFMetadata, architecture name: String, trainedContextLength: Int, path: String) throws {
        let keys = GGUFKey.Architecture(name)
        func refuse(_ detail: String) -> NativeModelError { .invalidModel(path: path, detail: detail) }
        let type = m[keys.ropeScalingType]?.string ?? "linear"
        switch type {
        case "linear", "none", "yarn": break
        case "longrope":
            throw refuse("\(keys.ropeScalingType) is \"longrope\": this engine computes linear and YaRN RoPE scaling and Llama 3's per-dimension factors (rope_freqs.weight), not LongRoPE's short and long factor tensors")
        default:
            throw refuse("\(keys.ropeScalingType) is \"\(type)\": not a RoPE scaling llama.cpp knows (none, linear, yarn, longrope); Llama 3's scaling is the rope_freqs.weight tensor, without a type")
        }
        if let attention = m[keys.ropeScalingAttentionFactor]?.float, attention != 1 {
            throw refuse("\(keys.ropeScalingAttentionFactor) is \(attention): RoPE attention scaling is not supported")
        }
        let factor = m[keys.ropeScalingFactor]?.float ?? m[keys.ropeScaleLinear]?.float ?? 0
        guard factor.isFinite, factor >= 0 else {
            throw refuse("\(keys.ropeScalingFactor) is \(factor): expected a positive number")
        }
        if type == "none" { return }  // llama.cpp never scales then, whatever the factor says
        frequencyScale = factor == 0 ? 1 : 1 / factor
        guard type == "yarn" else { return }

        guard factor > 0 else {
            throw refuse("\(keys.ropeScalingType) is \"yarn\" but \(keys.ropeScalingFactor) is missing: YaRN needs the factor the context is stretched by")
        }
        guard name != "gemma3" else {
            throw refuse("\(keys.ropeScalingType) is \"yarn\" on a gemma3 file: YaRN is computed (and checked against llama.cpp) for llama and qwen2 only")
        }
        // The rope.scaling.yarn_* keys llama.cpp reads for other architectures only (grok,
        // mistral, deepseek), at the values it computes llama and qwen2 with: a file that sets
        // another asks for angles llama.cpp does not compute here.
        let ignored: [(key: String, value: Float)] = [
            (keys.ropeScalingYarnExtrapolationFactor, 1), (keys.ropeScalingYarnAttentionFactor, 1),
            (keys.ropeScalingYarnBetaFast, 32), (keys.ropeScalingYarnBetaSlow, 1), (keys.ropeScalingYarnLogMultiplier, 0),
        ]
        for (key, value) in ignored {
            if let set = m[key]?.float, set != value {
                throw refuse("\(key) is \(set): llama.cpp reads it for grok, mistral and deepseek files only and computes \(name) with \(value), so the file asks for angles neither engine computes; remove the key to run it as llama.cpp does")
            }
        }
        let original = m[keys.ropeScalingOriginalContextLength]?.int ?? trainedContextLength
        guard original > 0 else {
            throw refuse("\(keys.ropeScalingOriginalContextLength) is \(original): expected the positive context the model was trained for before YaRN")
        }
        yarn = Yarn(originalContextLength: original)
        // llama_context: the magnitude YaRN asks for, 0.1 ln(factor) + 1 (1 for a factor up to
        // 1), divided by the 1 + 0.1 ln(1 / frequencyScale) that ggml's rope_yarn multiplies in
        // again, times the file's attention factor (1: checked above).
        let stretch = 1 / frequencyScale
        let magnitude: Float = stretch <= 1 ? 1 : 0.1 * logf(stretch) + 1
        attentionFactor = magnitude * (1 / (1 + 0.1 * logf(stretch)))
    }
}
