#!/usr/bin/env python3
"""Small random-weight GGUFs in the layouts of the Llama 3.x / Qwen2.5 / SmolLM2 files people
download, and llama.cpp's own logits for them: Tests/Fixtures/NativeModel/layout-<name>.gguf and
layout-<name>-llamacpp.json, checked by Tests/NativeModelTests/LlamaCppLayoutTests.swift.

Each file carries the metadata keys and tensor names llama.cpp's convert_hf_to_gguf.py writes for
that model (conversion/base.py, llama.py, qwen.py in the b11434 sdist): key_length/value_length
from config.json's head_dim, rope_dimension_count and vocab_size for llama, no output.weight when
the embeddings are tied, and for Llama 3.x the `rope_freqs.weight` divisors computed with the
converter's own rule (`llama3_rope_factors` below) and no rope.scaling.* keys. The heads are the
real models' (head width, GQA ratio, RoPE base and scaling); what is cut is the number of heads
(the GQA ratio kept), the residual width, the FFN, the layers and the vocabulary (128 placeholder
pieces with the family's control tokens, a tokenizer both llama.cpp and the engine load), so the
F32 files stay small. Qwen2.5 is the exception in size: llama.cpp's qwen2 loader requires
attn_q to be (width, width), so its file keeps width = 7 heads x 64 = 448 with one layer.

llama.cpp (b11434, this machine's native build) runs each file through
Scripts/llamacpp-logits.cpp on one fixed prompt of PROMPT_TOKENS ids (far enough that Llama 3's
scaled low frequencies turn by a visible angle) and keeps the logits at every position with
flash attention off (`exact`) and on (`flash`), 2 threads, batch 512. It also runs the prompt in
its other configurations (one thread with 8-token batches, one token per batch) and records how
far it moves from itself (`spread`): the bar the engine is held to. And it runs a twin of each
file with the layout's feature taken away (Llama 3.x: rope_freqs.weight removed; Qwen2.5: written
as `llama`, so adjacent-pair RoPE instead of NEOX; SmolLM2: RoPE base 10,000 instead of 100,000)
and records how far its own logits move (`feature_difference`): a match far closer than that
proves the engine computes the feature.

Two layouts are about RoPE alone. `qwen2.5-yarn` is the Qwen2.5 file with the YaRN keys Qwen's
model card tells users to add for long context (rope.scaling.type yarn, factor 4, original context
32768, as conversion/base.py writes them) and a 4,096-token prompt, long enough that the pairs on
YaRN's ramp (between full extrapolation and 4x interpolation) turn by radians; it keeps the
logits of the first 64 positions and every 64th after them. Its twins take away YaRN entirely,
replace it by linear interpolation with the same magnitude (rope.scaling.attn_factor 1 + 0.1 ln 4),
and keep only that magnitude: each must move llama.cpp's logits far more than its spread.
`gemma3-partial` is a Gemma 3 file whose rope.dimension_count (32) is half its head width (64), so
that RoPE turns the first 32 dimensions of each head and passes the rest through; llama.cpp
computes that for gemma3 only (its llama and qwen2 graphs refuse a rope dimension count other than
the head width). Its twin rotates every dimension.

Logits are raw little-endian float32 (tokens, vocabulary), base64-encoded.
Usage: python3 Scripts/make-llamacpp-layout-fixtures.py [LAYOUT...] (all layouts when none; needs g++, numpy, gguf 0.19 and the
llama.cpp build of Scripts/build-llama-cpp.sh).
"""
import base64, json, math, os, subprocess, sys, tempfile
import numpy as np
import gguf
from gguf import GGUFWriter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel")
VOCAB, PROMPT_TOKENS = 128, 300

# name: (architecture, heads, kv heads, head_dim, rope base, rms eps, tied, biases, trained
# context, Llama 3 rope scaling (factor, low, high, original context) or None, seed, real model,
# (residual width, FFN width, layers)). llama.cpp's qwen2 requires attn_q (width, width), so the
# Qwen2.5 file keeps width = heads x head_dim (448) and has one layer.
LAYOUTS = {
    "llama3.2": ("llama", 4, 1, 64, 500000.0, 1e-5, True, False, 131072, (32.0, 1.0, 4.0, 8192), 11,
                 "Llama-3.2-1B-Instruct: 32 heads / 8 KV heads of 64, rope_theta 500000, llama3 scaling factor 32, tied", (64, 128, 2)),
    "llama3.1": ("llama", 4, 1, 128, 500000.0, 1e-5, False, False, 131072, (8.0, 1.0, 4.0, 8192), 12,
                 "Llama-3.1-8B-Instruct: 32 heads / 8 KV heads of 128, rope_theta 500000, llama3 scaling factor 8, untied", (64, 128, 2)),
    "qwen2.5": ("qwen2", 7, 1, 64, 1000000.0, 1e-6, True, True, 32768, None, 13,
                "Qwen2.5-0.5B-Instruct: 14 heads / 2 KV heads of 64, rope_theta 1e6, q/k/v biases, NEOX RoPE, tied", (448, 64, 1)),
    "smollm2": ("llama", 3, 1, 64, 100000.0, 1e-5, True, False, 8192, None, 14,
                "SmolLM2-135M-Instruct: 9 heads / 3 KV heads of 64, rope_theta 100000, no scaling, tied", (64, 128, 2)),
    "qwen2.5-yarn": ("qwen2", 7, 1, 64, 1000000.0, 1e-6, True, True, 32768, None, 15,
                     "Qwen2.5-7B-Instruct with its card's YaRN keys: rope_theta 1e6, NEOX RoPE, q/k/v biases, yarn factor 4 over 32768, tied", (448, 64, 1)),
    "gemma3-partial": ("gemma3", 4, 1, 64, 1000000.0, 1e-6, True, False, 32768, None, 16,
                       "Gemma 3 blocks (q/k norms, post norms, 5 sliding layers of 6, local base 10000) with rope.dimension_count 32 of head width 64", (64, 128, 6)),
}
# YaRN (factor, original context length), per layout.
YARN = {"qwen2.5-yarn": (4.0, 32768)}
# rope.dimension_count when it is not the head width.
ROTARY = {"gemma3-partial": 32}
# Gemma 3's sliding window and local RoPE base.
SLIDING = {"gemma3-partial": (64, 10000.0)}
# Prompt length when it is not PROMPT_TOKENS; fixtures of longer prompts keep the logits of the
# first 64 positions and every 64th (plus the last) only.
PROMPTS = {"qwen2.5-yarn": 4096}
YARN_MAGNITUDE = 1 + 0.1 * math.log(4.0)  # the cos/sin multiplier YaRN's factor 4 implies

def stored_positions(count):
    return list(range(count)) if count <= 512 else [i for i in range(count) if i < 64 or (i + 1) % 64 == 0 or i == count - 1]

# (threads, batch, micro-batch, flash): the reference pair first, then llama.cpp's other runs.
CONFIGS = {"exact": (2, 512, 512, 0), "flash": (2, 512, 512, 1),
           "exact -t 1 -b 8 -ub 8": (1, 8, 8, 0), "flash -t 1 -b 8 -ub 8": (1, 8, 8, 1),
           "exact -b 1 -ub 1": (2, 1, 1, 0), "flash -b 1 -ub 1": (2, 1, 1, 1)}

def llama3_rope_factors(base, head_dim, factor, low_freq_factor, high_freq_factor, old_context_len):
    """conversion/llama.py's generate_extra_tensors for rope_type llama3, in float32 as torch computes it."""
    freqs = 1.0 / (np.float32(base) ** (np.arange(0, head_dim, 2, dtype=np.float32) / np.float32(head_dim)))
    low_freq_wavelen, high_freq_wavelen = old_context_len / low_freq_factor, old_context_len / high_freq_factor
    factors = []
    for freq in freqs.astype(np.float32):
        wavelen = 2 * math.pi / float(freq)
        if wavelen < high_freq_wavelen:
            factors.append(1)
        elif wavelen > low_freq_wavelen:
            factors.append(factor)
        else:
            smooth = (old_context_len / wavelen - low_freq_factor) / (high_freq_factor - low_freq_factor)
            factors.append(1 / ((1 - smooth) / factor + smooth))
    return np.asarray(factors, dtype=np.float32)

def weights(layout):
    arch, heads, kv_heads, head_dim, base, eps, tied, biases, context, scaling, seed, _, (DIM, FFN, LAYERS) = LAYOUTS[layout]
    rng = np.random.default_rng(seed)
    f32 = lambda *shape, scale: (rng.standard_normal(shape) * scale).astype(np.float32)
    norm = lambda n: (1 + rng.standard_normal(n) * 0.1).astype(np.float32)
    q_dim, kv_dim = heads * head_dim, kv_heads * head_dim
    # Scales that keep every activation near unit size whatever the width: logits of a few units,
    # attention scores of about 2 (peaked enough that positions, and RoPE, matter; not so peaked
    # that a rounding flips which position wins).
    W = {"token_embd.weight": f32(VOCAB, DIM, scale=2 / DIM ** 0.5)}
    if not tied:
        W["output.weight"] = f32(VOCAB, DIM, scale=2 / DIM ** 0.5)
    W["output_norm.weight"] = norm(DIM)
    if scaling:
        W["rope_freqs.weight"] = llama3_rope_factors(base, head_dim, *scaling)
    for l in range(LAYERS):
        p = f"blk.{l}."
        W[p + "attn_norm.weight"] = norm(DIM)
        if arch == "gemma3":
            W[p + "attn_q_norm.weight"] = norm(head_dim)
            W[p + "attn_k_norm.weight"] = norm(head_dim)
            W[p + "post_attention_norm.weight"] = norm(DIM)
            W[p + "post_ffw_norm.weight"] = norm(DIM)
        W[p + "attn_q.weight"] = f32(q_dim, DIM, scale=1.5 / DIM ** 0.5)
        W[p + "attn_k.weight"] = f32(kv_dim, DIM, scale=1.5 / DIM ** 0.5)
        W[p + "attn_v.weight"] = f32(kv_dim, DIM, scale=1 / DIM ** 0.5)
        if biases:
            W[p + "attn_q.bias"] = f32(q_dim, scale=0.2)
            W[p + "attn_k.bias"] = f32(kv_dim, scale=0.2)
            W[p + "attn_v.bias"] = f32(kv_dim, scale=0.2)
        W[p + "attn_output.weight"] = f32(DIM, q_dim, scale=1 / q_dim ** 0.5)
        W[p + "ffn_norm.weight"] = norm(DIM)
        W[p + "ffn_gate.weight"] = f32(FFN, DIM, scale=1 / DIM ** 0.5)
        W[p + "ffn_up.weight"] = f32(FFN, DIM, scale=1 / DIM ** 0.5)
        W[p + "ffn_down.weight"] = f32(DIM, FFN, scale=1 / FFN ** 0.5)
    return W

def write(path, layout, W, arch=None, base=None, yarn="layout", rotary=None, linear=None, attn_factor=None):
    """The GGUF of `layout` with weights `W`; the other arguments override the layout's (the
    twins): `arch`, `base`, `yarn` (None for none), `rotary` (rope.dimension_count), `linear` (a
    linear scaling factor), `attn_factor` (rope.scaling.attn_factor)."""
    layout_arch, heads, kv_heads, head_dim, layout_base, eps, tied, biases, context, scaling, seed, _, (DIM, FFN, LAYERS) = LAYOUTS[layout]
    arch = arch or layout_arch
    yarn = YARN.get(layout) if yarn == "layout" else yarn
    rotary = rotary or ROTARY.get(layout)
    w = GGUFWriter(path, arch=arch)
    w.add_name(f"contextbudget synthetic {layout} layout")
    w.add_block_count(LAYERS)
    w.add_context_length(context)
    w.add_embedding_length(DIM)
    w.add_feed_forward_length(FFN)
    w.add_head_count(heads)
    w.add_head_count_kv(kv_heads)
    w.add_rope_freq_base(base or layout_base)
    w.add_layer_norm_rms_eps(eps)
    w.add_key_length(head_dim)      # config.json has head_dim: base.py writes both
    w.add_value_length(head_dim)
    w.add_file_type(0)              # ALL_F32
    if arch == "llama":
        w.add_vocab_size(VOCAB)
        w.add_rope_dimension_count(head_dim)
    elif rotary:
        w.add_rope_dimension_count(rotary)
    if layout in SLIDING:
        window, local_base = SLIDING[layout]
        w.add_sliding_window(window)
        w.add_rope_freq_base_swa(local_base)
    if yarn:  # as conversion/base.py writes a config.json rope_scaling of type yarn
        w.add_rope_scaling_type(gguf.RopeScalingType.YARN)
        w.add_rope_scaling_factor(yarn[0])
        w.add_rope_scaling_orig_ctx_len(yarn[1])
    if linear:
        w.add_rope_scaling_type(gguf.RopeScalingType.LINEAR)
        w.add_rope_scaling_factor(linear)
    if attn_factor:
        w.add_rope_scaling_attn_factors(attn_factor)
    w.add_tokenizer_model("llama")
    controls = ({"llama": ["<|begin_of_text|>", "<|eot_id|>", "<|start_header_id|>", "<|end_header_id|>"],
                 "qwen2": ["<|endoftext|>", "<|im_end|>", "<|im_start|>"],
                 "gemma3": ["<bos>", "<eos>", "<start_of_turn>", "<end_of_turn>"]}[layout_arch])
    tokens, types = [f"t{i}" for i in range(VOCAB)], [1] * VOCAB
    for offset, marker in enumerate(controls):
        tokens[VOCAB - len(controls) + offset], types[VOCAB - len(controls) + offset] = marker, 3
    w.add_token_list(tokens)
    w.add_token_types(types)
    w.add_bos_token_id(VOCAB - len(controls))
    w.add_eos_token_id(VOCAB - len(controls) + 1)
    for name, value in W.items():
        w.add_tensor(name, value)
    w.write_header_to_file(); w.write_kv_data_to_file(); w.write_tensors_to_file(); w.close()

def build_logits_tool(out):
    bin_dir = subprocess.check_output([os.path.join(ROOT, "Scripts", "build-llama-cpp.sh"), "llama-server"], text=True).strip()
    build = os.path.dirname(bin_dir)
    source = os.path.join(os.path.dirname(build), "src-b11434")
    libs = [os.path.join(build, p) for p in ("src/libllama.a", "ggml/src/libggml.a", "ggml/src/libggml-cpu.a", "ggml/src/libggml-base.a")]
    subprocess.check_call(["g++", "-O2", "-std=c++17", "-I" + os.path.join(source, "include"), "-I" + os.path.join(source, "ggml", "include"),
                           os.path.join(ROOT, "Scripts", "llamacpp-logits.cpp"), "-o", out, *libs, "-lpthread", "-fopenmp", "-ldl"])

def run(tool, model, tokens, config, work):
    threads, batch, ubatch, flash = config
    out = os.path.join(work, "logits.f32")
    subprocess.check_call([tool, model, out, str(threads), str(batch), str(ubatch), str(flash), *map(str, tokens)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return np.fromfile(out, dtype="<f4").reshape(len(tokens), VOCAB)

def encode(logits):
    return base64.b64encode(np.ascontiguousarray(logits, dtype="<f4").tobytes()).decode()

def main():
    with tempfile.TemporaryDirectory() as work:
        tool = os.path.join(work, "llamacpp-logits")
        build_logits_tool(tool)
        for layout, spec in LAYOUTS.items():
            if len(sys.argv) > 1 and layout not in sys.argv[1:]:
                continue
            arch, heads, kv_heads, head_dim, base, eps, tied, biases, context, scaling, seed, real, _ = spec
            W = weights(layout)
            path = os.path.join(OUT, f"layout-{layout}.gguf")
            write(path, layout, W)
            rng = np.random.default_rng(seed + 100)
            bos = VOCAB - (4 if arch in ("llama", "gemma3") else 3)
            count = PROMPTS.get(layout, PROMPT_TOKENS)
            tokens = [bos] + [int(t) for t in rng.integers(0, bos, count - 1)]
            # A long prompt keeps the runs the test's bars need, its one-token run on one thread:
            # on two, every op of every token waits at a barrier for the other thread, which on a
            # loaded machine made 4,096 tokens take most of an hour.
            configs = CONFIGS if count <= 512 else {name: CONFIGS[name] for name in ("exact", "flash")} | {"exact -t 1 -b 1 -ub 1": (1, 1, 1, 0)}
            results = {name: run(tool, path, tokens, config, work) for name, config in configs.items()}
            spread = {f"{a} vs {b}": float(np.abs(results[a] - results[b]).max())
                      for a, b in [("exact", "flash")] + [(n.split()[0], n) for n in configs if " " in n]}
            # The twins without the feature this layout is about: (what is taken away, file).
            twin = os.path.join(work, "twin.gguf")
            if scaling:
                twins = [("rope_freqs.weight removed (RoPE unscaled)", lambda: write(twin, layout, {k: v for k, v in W.items() if k != "rope_freqs.weight"}))]
            elif layout in YARN:
                twins = [("YaRN removed (no rope.scaling keys)", lambda: write(twin, layout, W, yarn=None)),
                         ("linear factor 4 with YaRN's magnitude as rope.scaling.attn_factor: every pair interpolated, no ramp",
                          lambda: write(twin, layout, W, yarn=None, linear=4.0, attn_factor=YARN_MAGNITUDE)),
                         ("YaRN's magnitude alone (rope.scaling.attn_factor): no pair interpolated",
                          lambda: write(twin, layout, W, yarn=None, attn_factor=YARN_MAGNITUDE))]
            elif layout in ROTARY:
                twins = [("rope.dimension_count 64: every dimension rotated", lambda: write(twin, layout, W, rotary=LAYOUTS[layout][3]))]
            elif arch == "qwen2":
                twins = [("written as llama: adjacent-pair RoPE instead of NEOX", lambda: write(twin, layout, W, arch="llama"))]
            else:
                twins = [("rope.freq_base 10000 instead of 100000", lambda: write(twin, layout, W, base=10000.0))]
            differences = {}
            for feature, make in twins:
                make()
                differences[feature] = float(np.abs(run(tool, twin, tokens, CONFIGS["exact"], work) - results["exact"]).max())
            feature = min(differences, key=differences.get)
            stored = stored_positions(len(tokens))
            record = {
                "reference": "llama.cpp b11434 native build through Scripts/llamacpp-logits.cpp: `exact` flash attention off, "
                             "`flash` on; 2 threads, batch 512, F16 KV cache; logits at `positions` (every position when absent)",
                "layout": real, "tokens": tokens, "vocabulary": VOCAB,
                "rope_freqs": [float(v) for v in W["rope_freqs.weight"]] if scaling else None,
                "logits": {"exact": encode(results["exact"][stored]), "flash": encode(results["flash"][stored])},
                "spread": spread,
                "feature": feature, "feature_difference": differences[feature], "twins": differences,
                "logit_range": [float(results["exact"].min()), float(results["exact"].max())],
            }
            if len(stored) < len(tokens):
                record["positions"] = stored
            out = os.path.join(OUT, f"layout-{layout}-llamacpp.json")
            with open(out, "w") as f:
                json.dump(record, f, separators=(",", ":"))
            print(f"{layout}: {os.path.getsize(path)} bytes; spread {spread}; twins {differences}; "
                  f"logits {record['logit_range']}", file=sys.stderr)

if __name__ == "__main__":
    main()
