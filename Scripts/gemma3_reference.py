#!/usr/bin/env python3
"""A plain NumPy forward pass of Gemma 3 (float64), straight from a GGUF file, as llama.cpp's
gemma3 graph defines it. Used to make reference logits for tests and to debug the Swift engine.

Usage: python3 Scripts/gemma3_reference.py MODEL.gguf ID ID ...   (prints the top-5 log-probs)
"""
import sys
import numpy as np
from gguf import GGUFReader
from gguf.quants import dequantize

def load(path):
    r = GGUFReader(path)
    def field(name, default=None):
        f = r.fields.get(name)
        if f is None:
            return default
        v = f.parts[f.data[0]]
        return v.tobytes().decode() if f.types[0].name == "STRING" else v[0].item()
    arch = field("general.architecture")
    cfg = dict(
        arch=arch,
        dim=field(f"{arch}.embedding_length"), layers=field(f"{arch}.block_count"),
        heads=field(f"{arch}.attention.head_count"), kv_heads=field(f"{arch}.attention.head_count_kv"),
        head_dim=field(f"{arch}.attention.key_length"), eps=field(f"{arch}.attention.layer_norm_rms_epsilon"),
        base=field(f"{arch}.rope.freq_base", 10000.0), window=field(f"{arch}.attention.sliding_window", 0),
    )
    if cfg["head_dim"] is None:
        cfg["head_dim"] = cfg["dim"] // cfg["heads"]
    weights = {}
    for t in r.tensors:
        w = dequantize(t.data, t.tensor_type).astype(np.float64)
        weights[t.name] = w.reshape([int(x) for x in reversed(t.shape)]) if w.ndim == 1 and len(t.shape) > 1 else w
    return cfg, weights

def rms_norm(x, w, eps):
    return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + eps) * w

def rope_neox(x, pos, base):
    d = x.shape[-1]
    half = d // 2
    inv = base ** (-np.arange(half) * 2.0 / d)
    ang = np.outer(pos, inv)  # (T, half)
    c, s = np.cos(ang)[:, None, :], np.sin(ang)[:, None, :]
    a, b = x[..., :half], x[..., half:]
    return np.concatenate([a * c - b * s, a * s + b * c], axis=-1)

def gelu_tanh(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))

def forward(cfg, W, ids, last_only=False):
    """Logits (T, vocab) for every position of `ids`, or (1, vocab) for the last with `last_only`."""
    T, hd, H, KV = len(ids), cfg["head_dim"], cfg["heads"], cfg["kv_heads"]
    pos = np.arange(T)
    x = W["token_embd.weight"][ids] * np.sqrt(cfg["dim"])
    for l in range(cfg["layers"]):
        p = f"blk.{l}."
        sliding = cfg["window"] > 0 and l % 6 < 5
        base = 10000.0 if sliding else cfg["base"]
        h = rms_norm(x, W[p + "attn_norm.weight"], cfg["eps"])
        q = (h @ W[p + "attn_q.weight"].T).reshape(T, H, hd)
        k = (h @ W[p + "attn_k.weight"].T).reshape(T, KV, hd)
        v = (h @ W[p + "attn_v.weight"].T).reshape(T, KV, hd)
        q = rope_neox(rms_norm(q, W[p + "attn_q_norm.weight"], cfg["eps"]), pos, base) / np.sqrt(hd)
        k = rope_neox(rms_norm(k, W[p + "attn_k_norm.weight"], cfg["eps"]), pos, base)
        out = np.zeros((T, H, hd))
        for head in range(H):
            kh = head // (H // KV)
            scores = q[:, head, :] @ k[:, kh, :].T  # (T, T)
            mask = pos[None, :] > pos[:, None]
            if sliding:
                mask |= (pos[:, None] - pos[None, :]) >= cfg["window"]
            scores = np.where(mask, -np.inf, scores)
            scores = np.exp(scores - scores.max(axis=1, keepdims=True))
            scores /= scores.sum(axis=1, keepdims=True)
            out[:, head, :] = scores @ v[:, kh, :]
        o = out.reshape(T, H * hd) @ W[p + "attn_output.weight"].T
        x = x + rms_norm(o, W[p + "post_attention_norm.weight"], cfg["eps"])
        h = rms_norm(x, W[p + "ffn_norm.weight"], cfg["eps"])
        f = gelu_tanh(h @ W[p + "ffn_gate.weight"].T) * (h @ W[p + "ffn_up.weight"].T)
        x = x + rms_norm(f @ W[p + "ffn_down.weight"].T, W[p + "post_ffw_norm.weight"], cfg["eps"])
    if last_only:
        x = x[-1:]
    x = rms_norm(x, W["output_norm.weight"], cfg["eps"])
    out_w = W.get("output.weight", W["token_embd.weight"])
    return x @ out_w.T

if __name__ == "__main__":
    cfg, W = load(sys.argv[1])
    ids = [int(a) for a in sys.argv[2:]]
    logits = forward(cfg, W, ids, last_only=True)[-1]
    lp = logits - (np.log(np.sum(np.exp(logits - logits.max()))) + logits.max())
    top = np.argsort(-lp)[:5]
    print([(int(i), round(float(lp[i]), 5)) for i in top])
