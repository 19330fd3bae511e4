#!/usr/bin/env python3
"""Tiny random-weight models of each architecture the Swift engine runs, written with the `gguf`
PyPI package, and their logits at every position from a NumPy forward pass:
Tests/Fixtures/NativeModel/tiny-<arch>.gguf and tiny-<arch>.json (F32 weights), and
tiny-<arch>-quantized.gguf/.json: the same weights with every matrix quantized by the `gguf`
package (Q8_0, Q5_0 and Q4_0 in turn; norms and biases stay F32), the reference then run on the
dequantized weights (float64 activations: the engine's prompt path, 14-bit activations, is
compared with it) and again with every matmul's input quantized to 8 bits as ggml's
quantize_row_q8_0 does (the engine's single-token path); that JSON also records the weight
quantization error (the largest logit change quantizing the weights causes).

The NumPy pass follows ggml's CPU semantics where they round: the KV cache and the query are
binary16, attention probabilities are rounded to binary16 before weighting V, and Gemma's GELU is
looked up at the binary16 input and rounded to binary16. Everything else is float64.
Each JSON has a twin tiny-<arch>[-quantized]-flash.json from the same weights with attention as
ggml's tiled flash kernel (`-fa on`) rounds: binary16 cache, float queries, unrounded
probabilities (the engine's default prompt attention, `flashAttendTile`).

The scaled-RoPE models (tiny-<arch>-rope-*.gguf/.json, see SCALED) are written by
`python3 Scripts/make-tiny-model-fixtures.py rope-scaling`, leaving the others as they are.

Usage: pip install gguf==0.19.0 numpy && python3 Scripts/make-tiny-model-fixtures.py [rope-scaling]
"""
import json, os
import numpy as np
from gguf import GGUFWriter, GGMLQuantizationType, RopeScalingType
from gguf.quants import dequantize, quantize

QUANTIZED_TYPES = [GGMLQuantizationType.Q8_0, GGMLQuantizationType.Q5_0, GGMLQuantizationType.Q4_0]

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel")
VOCAB, DIM, HEADS, KV_HEADS, HEAD_DIM, FFN, LAYERS, WINDOW, CONTEXT = 96, 64, 4, 2, 16, 96, 6, 5, 64
EPS = 1e-6
TOKENS = [1, 17, 42, 5, 88, 23, 23, 61, 9, 70, 31, 2, 95, 50, 12, 7, 77, 33]

def h(x):  # round to binary16
    return np.asarray(x, dtype=np.float64).astype(np.float16).astype(np.float64)

def rms_norm(x, w):
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + EPS) * w

def rope(x, pos, base, neox, scaling=None):
    """`scaling` is {"scale": s, "factors": f or None}: angles s * (pos * inv / f), llama.cpp's
    order for a linear factor (s = 1 / rope.scaling.factor) and rope_freqs.weight's divisors."""
    d = x.shape[-1]
    inv = base ** (-np.arange(d // 2) * 2.0 / d)
    if scaling:
        inv = inv / np.asarray(scaling.get("factors") or np.ones(d // 2), dtype=np.float64) * scaling["scale"]
    ang = np.outer(pos, inv)[:, None, :]
    c, s = np.cos(ang), np.sin(ang)
    if neox:
        a, b = x[..., : d // 2], x[..., d // 2 :]
        return np.concatenate([a * c - b * s, a * s + b * c], axis=-1)
    a, b = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2], out[..., 1::2] = a * c - b * s, a * s + b * c
    return out

def gelu_tanh(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))

def attention(q, k, v, pos, window, flash=False):
    T = q.shape[0]
    out = np.zeros((T, HEADS, HEAD_DIM))
    q, k, v = (q if flash else h(q)), h(k), h(v)
    for head in range(HEADS):
        kh = head // (HEADS // KV_HEADS)
        scores = q[:, head] @ k[:, kh].T
        mask = pos[None, :] > pos[:, None]
        if window:
            mask |= (pos[:, None] - pos[None, :]) >= window
        scores = np.where(mask, -np.inf, scores)
        p = np.exp(scores - scores.max(axis=1, keepdims=True))
        p = p / p.sum(axis=1, keepdims=True)
        p = p if flash else h(p)
        out[:, head] = p @ v[:, kh]
    return out.reshape(T, HEADS * HEAD_DIM)

def q8_0_activations(x):
    """x (T, n) as ggml's quantize_row_q8_0 leaves it for a Q8_0/Q5_0/Q4_0 matmul: per 32 values,
    q = round(x · 127/amax) in float32, times the binary16 step amax/127."""
    T, n = x.shape
    x32 = x.astype(np.float32).reshape(T, n // 32, 32)
    amax = np.abs(x32).max(axis=-1, keepdims=True)
    step = (amax / np.float32(127)).astype(np.float16).astype(np.float32)
    inverse = np.where(amax != 0, np.float32(127) / np.where(amax != 0, amax, 1), 0).astype(np.float32)
    return (np.round(x32 * inverse) * step).astype(np.float64).reshape(T, n)

def forward(arch, W, ids, quantized_activations=(), flash=False, scaling=None):
    """Logits at every position. Matmuls with the weights named in `quantized_activations` see
    their input quantized to 8 bits first (what ggml, and the engine's single-token path, do)."""
    T, pos = len(ids), np.arange(len(ids))
    def mm(x, name):
        return (q8_0_activations(x) if name in quantized_activations else x) @ W[name].T
    gemma = arch == "gemma3"
    x = W["token_embd.weight"][ids] * (np.float64(np.float32(np.sqrt(DIM))) if gemma else 1.0)
    for l in range(LAYERS):
        p = f"blk.{l}."
        hx = rms_norm(x, W[p + "attn_norm.weight"])
        q = (mm(hx, p + "attn_q.weight") + W.get(p + "attn_q.bias", 0)).reshape(T, HEADS, HEAD_DIM)
        k = (mm(hx, p + "attn_k.weight") + W.get(p + "attn_k.bias", 0)).reshape(T, KV_HEADS, HEAD_DIM)
        v = (mm(hx, p + "attn_v.weight") + W.get(p + "attn_v.bias", 0)).reshape(T, KV_HEADS, HEAD_DIM)
        if gemma:
            sliding = l % 6 < 5
            base = 10000.0 if sliding else 1e6
            layer_scaling = None if sliding else scaling  # llama.cpp scales gemma3's global layers only
            q = rope(rms_norm(q, W[p + "attn_q_norm.weight"]), pos, base, True, layer_scaling)
            k = rope(rms_norm(k, W[p + "attn_k_norm.weight"]), pos, base, True, layer_scaling)
        else:
            sliding = False
            q, k = rope(q, pos, 10000.0, arch == "qwen2", scaling), rope(k, pos, 10000.0, arch == "qwen2", scaling)
        q = q / np.sqrt(HEAD_DIM)
        o = mm(attention(q, k, v, pos, WINDOW if sliding else 0, flash), p + "attn_output.weight")
        x = x + (rms_norm(o, W[p + "post_attention_norm.weight"]) if gemma else o)
        hx = rms_norm(x, W[p + "ffn_norm.weight"])
        g, u = mm(hx, p + "ffn_gate.weight"), mm(hx, p + "ffn_up.weight")
        if gemma:
            act = np.where(g <= -10, 0, np.where(g >= 10, g, h(gelu_tanh(h(g))))) * u
        else:
            act = g / (1 + np.exp(-g)) * u
        f = mm(act, p + "ffn_down.weight")
        x = x + (rms_norm(f, W[p + "post_ffw_norm.weight"]) if gemma else f)
    x = rms_norm(x, W["output_norm.weight"])
    return mm(x, "output.weight" if "output.weight" in W else "token_embd.weight")

def make(arch, seed):
    W = weights(arch, seed)
    logits = write(arch, W, {}, "")
    quantized, matrices = {}, [name for name, value in W.items() if value.ndim == 2]
    for index, name in enumerate(matrices):
        qtype = QUANTIZED_TYPES[index % len(QUANTIZED_TYPES)]
        quantized[name] = (qtype, quantize(W[name], qtype))
    dequantized = {name: (dequantize(q, qtype) if name in quantized else value)
                   for name, value in W.items() for qtype, q in [quantized.get(name, (None, None))]}
    write(arch, dequantized, quantized, "-quantized", reference=logits)

def weights(arch, seed):
    rng = np.random.default_rng(seed)
    f32 = lambda *shape, scale=0.2: (rng.standard_normal(shape) * scale).astype(np.float32)
    norm = lambda n: (1 + rng.standard_normal(n) * 0.1).astype(np.float32)
    W = {"token_embd.weight": f32(VOCAB, DIM, scale=0.1), "output_norm.weight": norm(DIM)}
    if arch == "llama":
        W["output.weight"] = f32(VOCAB, DIM, scale=0.05)
    for l in range(LAYERS):
        p = f"blk.{l}."
        W[p + "attn_norm.weight"] = norm(DIM)
        W[p + "attn_q.weight"] = f32(HEADS * HEAD_DIM, DIM)
        W[p + "attn_k.weight"] = f32(KV_HEADS * HEAD_DIM, DIM)
        W[p + "attn_v.weight"] = f32(KV_HEADS * HEAD_DIM, DIM)
        W[p + "attn_output.weight"] = f32(DIM, HEADS * HEAD_DIM)
        W[p + "ffn_norm.weight"] = norm(DIM)
        W[p + "ffn_gate.weight"] = f32(FFN, DIM)
        W[p + "ffn_up.weight"] = f32(FFN, DIM)
        W[p + "ffn_down.weight"] = f32(DIM, FFN)
        if arch == "qwen2":
            W[p + "attn_q.bias"] = f32(HEADS * HEAD_DIM, scale=0.1)
            W[p + "attn_k.bias"] = f32(KV_HEADS * HEAD_DIM, scale=0.1)
            W[p + "attn_v.bias"] = f32(KV_HEADS * HEAD_DIM, scale=0.1)
        if arch == "gemma3":
            W[p + "attn_q_norm.weight"] = norm(HEAD_DIM)
            W[p + "attn_k_norm.weight"] = norm(HEAD_DIM)
            W[p + "post_attention_norm.weight"] = norm(DIM)
            W[p + "post_ffw_norm.weight"] = norm(DIM)
    return W

def write(arch, W, quantized, suffix, reference=None, scaling=None):
    """Writes tiny-<arch><suffix>.gguf (matrices in `quantized` as given, others F32) and the
    NumPy logits of `W`; returns the logits. `scaling` (see `rope`) adds rope.scaling.type linear
    with its factor and the per-dimension factors as rope_freqs.weight."""
    path = os.path.join(OUT, f"tiny-{arch}{suffix}.gguf")
    w = GGUFWriter(path, arch=arch)
    w.add_context_length(CONTEXT)
    w.add_embedding_length(DIM)
    w.add_block_count(LAYERS)
    w.add_feed_forward_length(FFN)
    w.add_head_count(HEADS)
    w.add_head_count_kv(KV_HEADS)
    w.add_layer_norm_rms_eps(EPS)
    w.add_rope_freq_base(1e6 if arch == "gemma3" else 10000.0)
    if arch == "gemma3":
        w.add_key_length(HEAD_DIM)
        w.add_value_length(HEAD_DIM)
        w.add_sliding_window(WINDOW)
    if scaling and scaling["scale"] != 1:
        w.add_rope_scaling_type(RopeScalingType.LINEAR)
        w.add_rope_scaling_factor(1 / scaling["scale"])
    if scaling and scaling.get("factors"):
        w.add_tensor("rope_freqs.weight", np.asarray(scaling["factors"], dtype=np.float32))
    w.add_tokenizer_model("llama")
    tokens = [f"t{i}" for i in range(VOCAB)]
    types = [1] * VOCAB  # normal
    # Each family's chat markers as control tokens (type 3), so NativeLanguageModel picks and
    # encodes the right template: llama from its vocabulary, qwen2 from tokenizer.chat_template.
    controls = {"gemma3": ["<bos>", "<eos>", "<start_of_turn>", "<end_of_turn>"],
                "llama": ["<|begin_of_text|>", "<|eot_id|>", "<|start_header_id|>", "<|end_header_id|>"],
                "qwen2": ["<|endoftext|>", "<|im_end|>", "<|im_start|>"]}[arch]
    for offset, marker in enumerate(controls):
        tokens[VOCAB - len(controls) + offset] = marker
        types[VOCAB - len(controls) + offset] = 3
    w.add_token_list(tokens)
    w.add_token_types(types)
    w.add_bos_token_id(VOCAB - len(controls))
    w.add_eos_token_id(VOCAB - len(controls) + 1)
    if arch == "qwen2":
        # Qwen2-Instruct's layout: ChatML with a literal default system message.
        w.add_chat_template("{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}"
                            "{{ '<|im_start|>system\\nYou are a helpful assistant.<|im_end|>\\n' }}{% endif %}"
                            "{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}"
                            "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}")
    for name, value in W.items():
        if name in quantized:
            qtype, data = quantized[name]
            w.add_tensor(name, data, raw_dtype=qtype)
        else:
            w.add_tensor(name, value)
    w.write_header_to_file(); w.write_kv_data_to_file(); w.write_tensors_to_file(); w.close()

    results = []
    # The scaled models are checked against the flash reference only (see RopeScalingTests).
    for flash in ((True,) if scaling else (False, True)):
        logits = forward(arch, {k: v.astype(np.float64) for k, v in W.items()}, TOKENS, flash=flash, scaling=scaling)
        record = {"tokens": TOKENS, "logits": [[float(np.float32(v)) for v in row] for row in logits]}
        if scaling:
            # How far the logits move if the scaling were ignored: a test that matches the
            # reference far closer than this has computed the scaled angles.
            plain = forward(arch, {k: v.astype(np.float64) for k, v in W.items()}, TOKENS, flash=flash)
            record["unscaled_difference"] = float(np.abs(logits - plain).max())
        if reference is not None:
            record["weight_quantization_error"] = float(np.abs(logits - reference[flash]).max())
            eight_bit = forward(arch, {k: v.astype(np.float64) for k, v in W.items()}, TOKENS, quantized_activations=set(quantized),
                                flash=flash)
            record["logits_8bit_activations"] = [[float(np.float32(v)) for v in row] for row in eight_bit]
            record["types"] = sorted({qtype.name for qtype, _ in quantized.values()})
        with open(os.path.join(OUT, f"tiny-{arch}{suffix}{'-flash' if flash else ''}.json"), "w") as f:
            json.dump(record, f, separators=(",", ":"))
        print(path, os.path.getsize(path), "bytes;", "flash" if flash else "exact", "attention; logits range", float(logits.min()),
              float(logits.max()), "weight quantization error", record.get("weight_quantization_error"))
        results.append(logits)
    return results

# Scaled RoPE, each on the weights of tiny-<arch> (the same seeds as `make` below), so the scaling
# is the only change: Llama 3.1-style per-dimension divisors together with a linear factor 2
# (both, so their order is checked), Qwen2 (NEOX pairs) and Gemma 3 (global layers only) with a
# linear factor 4. The divisors are chosen to move the tiny model's angles (Llama 3.1's own,
# computed for 128K positions, barely touch 18 of them); the engine reads whatever the tensor holds.
SCALED = [("llama", "-rope-freqs", {"scale": 0.5, "factors": [1, 1, 2, 3, 4, 8, 8, 8]}, 2),
          ("qwen2", "-rope-linear", {"scale": 0.25}, 3),
          ("gemma3", "-rope-linear", {"scale": 0.25}, 1)]

if __name__ == "__main__":
    import sys
    if sys.argv[1:] == ["rope-scaling"]:
        for arch, suffix, scaling, seed in SCALED:
            write(arch, weights(arch, seed), {}, suffix, scaling=scaling)
    else:
        for seed, arch in enumerate(["gemma3", "llama", "qwen2"]):
            make(arch, seed + 1)
