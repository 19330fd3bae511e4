#!/usr/bin/env python3
"""Speed-test GGUFs for the quantization formats no file at hand uses: the SmolLM2-135M-Instruct
file's metadata and tokenizer (Scripts/fetching/fetch-smollm2.sh), with its layers reshaped to widths the
256-value K-quants take (residual 768 = 12 heads x 64, 4 KV heads, FFN 2048, 30 layers; the
real file's 576 is not a multiple of 256) and every layer matrix in one format, its blocks
random bytes with fixed moderate scales. The token embedding (tied output) stays Q8_0 as in the
real file. The weights mean nothing: the files exist to time decode, beside llama-bench, on the
same bytes (NativeModelBenchmark --model PATH --decode-only).

Usage: python3 Scripts/fetching/make-quant-speed-files.py [OUT_DIR] (default: the cache's models/speed/);
needs gguf 0.19 and numpy. Writes smollm2-shape-768-<TYPE>.gguf for Q5_1, Q2_K, Q3_K, IQ4_NL and IQ4_XS.
"""
import os, sys
import numpy as np
import gguf
from gguf import GGUFReader, GGUFWriter, GGMLQuantizationType as Q

CACHE = os.path.expanduser("~/.cache/contextbudget")
SOURCE = os.environ.get("CONTEXTBUDGET_SMOLLM2_GGUF", os.path.join(CACHE, "models", "SmolLM2-135M-Instruct.Q4_1.gguf"))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(CACHE, "models", "speed")
DIM, HEADS, KV_HEADS, HEAD_DIM, FFN, LAYERS = 768, 12, 4, 64, 2048, 30
# Byte offsets of each block's binary16 fields and the value written there: d, and dmin / m.
HALVES = {Q.Q5_1: [(0, 0.002), (2, -0.03)], Q.Q2_K: [(80, 0.002), (82, 0.003)], Q.Q3_K: [(108, 0.0015)],
          Q.IQ4_NL: [(0, 0.0002)], Q.IQ4_XS: [(0, 0.00001)]}
SHAPE_KEYS = {"llama.embedding_length": DIM, "llama.feed_forward_length": FFN, "llama.attention.head_count": HEADS,
              "llama.attention.head_count_kv": KV_HEADS, "llama.block_count": LAYERS}

def blocks(qtype, rows, n, rng):
    size, nbytes = gguf.GGML_QUANT_SIZES[qtype]
    raw = rng.integers(0, 256, size=(rows * n // size, nbytes), dtype=np.uint8)
    for offset, value in HALVES[qtype]:
        raw[:, offset:offset + 2] = np.frombuffer(np.float16(value).tobytes(), dtype=np.uint8)
    return raw.reshape(rows, n // size * nbytes)

def main():
    reader = GGUFReader(SOURCE)
    os.makedirs(OUT, exist_ok=True)
    embedding = next(t for t in reader.tensors if t.name == "token_embd.weight")
    vocab = int(embedding.shape[1])
    rng = np.random.default_rng(5)
    embd = gguf.quants.quantize((rng.standard_normal((vocab, DIM)) * 0.05).astype(np.float32), Q.Q8_0)
    for qtype in HALVES:
        path = os.path.join(OUT, f"smollm2-shape-768-{qtype.name}.gguf")
        w = GGUFWriter(path, arch="llama")
        for name, field in reader.fields.items():
            if name.startswith("GGUF.") or name in ("general.architecture", "general.file_type"):  # the source's file type is Q4_1
                continue
            value = SHAPE_KEYS.get(name, field.contents())
            vtype = field.types[0]
            sub = field.types[-1] if vtype == gguf.GGUFValueType.ARRAY else None
            w.add_key_value(name, value, vtype, sub_type=sub)
        w.add_tensor("token_embd.weight", embd, raw_dtype=Q.Q8_0)
        w.add_tensor("output_norm.weight", np.ones(DIM, dtype=np.float32))
        shapes = {"attn_q": (HEADS * HEAD_DIM, DIM), "attn_k": (KV_HEADS * HEAD_DIM, DIM), "attn_v": (KV_HEADS * HEAD_DIM, DIM),
                  "attn_output": (DIM, HEADS * HEAD_DIM), "ffn_gate": (FFN, DIM), "ffn_up": (FFN, DIM), "ffn_down": (DIM, FFN)}
        for layer in range(LAYERS):
            w.add_tensor(f"blk.{layer}.attn_norm.weight", np.ones(DIM, dtype=np.float32))
            w.add_tensor(f"blk.{layer}.ffn_norm.weight", np.ones(DIM, dtype=np.float32))
            for name, (rows, n) in shapes.items():
                w.add_tensor(f"blk.{layer}.{name}.weight", blocks(qtype, rows, n, rng), raw_dtype=qtype)
        w.write_header_to_file(); w.write_kv_data_to_file(); w.write_tensors_to_file(); w.close()
        print(path, os.path.getsize(path), "bytes")

if __name__ == "__main__":
    main()
