/// Every metadata key the package reads from a GGUF file, named in one place (as llama.cpp's
/// `LLM_KV` table does), so that a key is spelled once and a reader can see at a glance what a
/// file must or may say.
///
/// Keys under the architecture's name (`gemma3.context_length`) come from `Architecture`.
public enum GGUFKey {
    /// `general.architecture`: the architecture's name, which prefixes its hyperparameters.
    public static let architecture = "general.architecture"
    /// `general.alignment`: the tensor data's alignment (32 when absent).
    public static let alignment = "general.alignment"
    /// `general.name`: the model's display name.
    public static let name = "general.name"
    /// `general.basename`: the model's base name (without size or fine-tune).
    public static let basename = "general.basename"
    /// `general.finetune`: the fine-tune's name (`Instruct`, `it`), when the file is one.
    public static let finetune = "general.finetune"
    /// `general.tags`: free tags, such as `text-generation` or `instruct`.
    public static let tags = "general.tags"

    /// The `tokenizer.*` keys: the vocabulary and how text is turned into it.
    public enum Tokenizer {
        /// `tokenizer.ggml.model`: the tokenizer kind (`llama`, `gpt2`, `t5`).
        public static let model = "tokenizer.ggml.model"
        /// `tokenizer.ggml.pre`: the pre-tokenizer's name (byte-level BPE).
        public static let preTokenizer = "tokenizer.ggml.pre"
        /// `tokenizer.ggml.tokens`: the pieces, by id.
        public static let tokens = "tokenizer.ggml.tokens"
        /// `tokenizer.ggml.token_type`: each piece's kind (normal, control, byte, …).
        public static let tokenType = "tokenizer.ggml.token_type"
        /// `tokenizer.ggml.scores`: SentencePiece and Unigram scores, by id.
        public static let scores = "tokenizer.ggml.scores"
        /// `tokenizer.ggml.merges`: byte-level BPE merges, `"a b"` per line, by rank.
        public static let merges = "tokenizer.ggml.merges"
        /// `tokenizer.ggml.bos_token_id`.
        public static let beginningOfSequenceID = "tokenizer.ggml.bos_token_id"
        /// `tokenizer.ggml.eos_token_id`.
        public static let endOfSequenceID = "tokenizer.ggml.eos_token_id"
        /// `tokenizer.ggml.unknown_token_id`.
        public static let unknownID = "tokenizer.ggml.unknown_token_id"
        /// `tokenizer.ggml.add_bos_token`: whether text starts with BOS.
        public static let addsBeginningOfSequence = "tokenizer.ggml.add_bos_token"
        /// `tokenizer.ggml.add_eos_token`: whether text ends with EOS (T5).
        public static let addsEndOfSequence = "tokenizer.ggml.add_eos_token"
        /// `tokenizer.ggml.add_space_prefix`: whether a `▁` is put before the text.
        public static let addsSpacePrefix = "tokenizer.ggml.add_space_prefix"
        /// `tokenizer.ggml.remove_extra_whitespaces`: Unigram's whitespace folding.
        public static let removesExtraWhitespaces = "tokenizer.ggml.remove_extra_whitespaces"
        /// `tokenizer.ggml.precompiled_charsmap`: Unigram's normalization table.
        public static let precompiledCharsmap = "tokenizer.ggml.precompiled_charsmap"
        /// `tokenizer.chat_template`: the model's Jinja chat template, when it has one.
        public static let chatTemplate = "tokenizer.chat_template"
    }

    /// The hyperparameter keys of one architecture: `<name>.<key>`.
    public struct Architecture: Sendable, Equatable {
        /// The architecture's name (`gemma3`, `llama`, `qwen2`).
        public let name: String
        /// The keys under `name`.
        public init(_ name: String) { self.name = name }

        private func key(_ suffix: String) -> String { name + "." + suffix }

        public var contextLength: String { key("context_length") }
        public var embeddingLength: String { key("embedding_length") }
        public var blockCount: String { key("block_count") }
        public var feedForwardLength: String { key("feed_forward_length") }
        public var vocabularySize: String { key("vocab_size") }
        public var headCount: String { key("attention.head_count") }
        public var keyValueHeadCount: String { key("attention.head_count_kv") }
        public var keyLength: String { key("attention.key_length") }
        public var valueLength: String { key("attention.value_length") }
        public var rmsEpsilon: String { key("attention.layer_norm_rms_epsilon") }
        public var slidingWindow: String { key("attention.sliding_window") }
        public var ropeFrequencyBase: String { key("rope.freq_base") }
        /// Gemma 3's base for its sliding-window (local) layers.
        public var ropeFrequencyBaseLocal: String { key("rope.freq_base_swa") }
        /// Leading dimensions of each head that RoPE turns (the head width when absent).
        public var ropeDimensionCount: String { key("rope.dimension_count") }
        /// The same on sliding-window layers.
        public var ropeDimensionCountLocal: String { key("rope.dimension_count_swa") }
        /// `none`, `linear`, `yarn` or `longrope` (`linear` when absent).
        public var ropeScalingType: String { key("rope.scaling.type") }
        public var ropeScalingFactor: String { key("rope.scaling.factor") }
        public var ropeScalingAttentionFactor: String { key("rope.scaling.attn_factor") }
        /// YaRN: the context before the stretch (`context_length` when absent).
        public var ropeScalingOriginalContextLength: String { key("rope.scaling.original_context_length") }
        /// YaRN parameters llama.cpp reads for grok, mistral and deepseek files only.
        public var ropeScalingYarnExtrapolationFactor: String { key("rope.scaling.yarn_ext_factor") }
        public var ropeScalingYarnAttentionFactor: String { key("rope.scaling.yarn_attn_factor") }
        public var ropeScalingYarnBetaFast: String { key("rope.scaling.yarn_beta_fast") }
        public var ropeScalingYarnBetaSlow: String { key("rope.scaling.yarn_beta_slow") }
        public var ropeScalingYarnLogMultiplier: String { key("rope.scaling.yarn_log_multiplier") }
        /// The older spelling of a linear scaling factor.
        public var ropeScaleLinear: String { key("rope.scale_linear") }
    }
}
