/// How prompt tokens' activations are quantized before the matmuls with quantized weights.
///
/// Generated tokens always take 8-bit activations, as llama.cpp quantizes them (Q8_0 or Q8_K
/// blocks): one token reads every weight once, and 8 bits keep that read cheap. Prompt tokens are
/// batched, so their precision is a choice.
public enum PromptActivations: Sendable {
    /// 14 bits per value (the default): the prompt's log-probabilities stay within ~0.005 nats of
    /// a float64 forward pass, at the speed of the 8-bit path.
    case wide
    /// 8 bits per value, exactly as llama.cpp quantizes them: the prompt is computed the way
    /// llama.cpp computes it (up to the order of float additions), ~0.1 nats from float64 on
    /// Gemma 3 270M. For comparing with a llama.cpp server token for token.
    case llamaCpp
}
