#!/usr/bin/env python3
"""llama.cpp's intermediate tensors for one Gemma 3 270M prompt: Tests/Fixtures/NativeModel/gemma3-llamacpp-tensors.json.

Compiles Scripts/llamacpp-tensor-dump.cpp against the static libraries of Scripts/build-llama-cpp.sh
(llama.cpp b11434, this machine's native build), runs it on the `capital` prompt of
gemma3-llamacpp.json and keeps, for layers 0 (a sliding-window layer whose matmuls cover every
weight type of the file: Q5_0, Q8_0, Q4_K, Q6_K) and 5 (a global layer, RoPE base 1M):
each operation's input and output, so GemmaKernelParityTests can feed llama.cpp's exact inputs
to our kernels one operation at a time and compare outputs. Rows 12-15 of the 16 prompt tokens
for row-wise operations, all 16 for attention; the final norm and the 64 largest logits.

Values are raw little-endian float32, base64-encoded (Swift's JSONDecoder reads them as Data).
Usage: python3 Scripts/make-gemma-tensor-fixtures.py (needs g++ and the llama.cpp build).
"""
import base64, glob, json, os, re, subprocess, sys, tempfile
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel")
ROWS = slice(12, 16)

def build_dump_tool(bin_dir, out):
    build = os.path.dirname(bin_dir)
    source = os.path.join(os.path.dirname(build), "src-b11434")
    libs = [os.path.join(build, p) for p in ("src/libllama.a", "ggml/src/libggml.a", "ggml/src/libggml-cpu.a", "ggml/src/libggml-base.a")]
    subprocess.check_call(["g++", "-O2", "-std=c++17", "-I" + os.path.join(source, "include"), "-I" + os.path.join(source, "ggml", "include"),
                           os.path.join(ROOT, "Scripts", "llamacpp-tensor-dump.cpp"), "-o", out, *libs, "-lpthread", "-fopenmp", "-ldl"])

def main():
    bin_dir = subprocess.check_output([os.path.join(ROOT, "Scripts", "build-llama-cpp.sh"), "llama-server"], text=True).strip()
    model = subprocess.check_output([os.path.join(ROOT, "Scripts", "fetch-gemma.sh")], text=True).strip()
    with open(os.path.join(FIXTURES, "gemma3-llamacpp.json")) as f:
        case = json.load(f)["cases"][0]
    assert case["name"] == "capital"
    with tempfile.TemporaryDirectory() as work:
        tool = os.path.join(work, "dump")
        build_dump_tool(bin_dir, tool)
        dumps = os.path.join(work, "tensors")
        os.mkdir(dumps)
        subprocess.check_call([tool, model, dumps, *map(str, case["prompt"])], stderr=subprocess.DEVNULL)
        files = sorted(os.listdir(dumps))  # evaluation order (the order field is zero-padded)

        def find(name, op, after=None):
            """The first tensor called `name` computed by `op` (after the file `after`, if given)."""
            start = files.index(after) + 1 if after else 0
            for f in files[start:]:
                m = re.match(r"c0_\d+_(.*?)_((?:[A-Z]+_)*[A-Z]+)\.f32$", f)
                if m and m.group(1) == name and m.group(2) == op:
                    return f
            raise SystemExit(f"no tensor {name} ({op}) in the dump")

        def load(f):
            return np.fromfile(os.path.join(dumps, f), dtype=np.float32)

        tensors, tokens = {}, len(case["prompt"])
        def keep(key, values, rows=True):
            values = values.reshape(tokens, -1)[ROWS] if rows else values
            tensors[key] = base64.b64encode(np.ascontiguousarray(values, dtype="<f4").tobytes()).decode()

        for layer in (0, 5):
            p = f"{layer}."
            kqv = find(f"kqv_out-{layer}", "CONT")
            projection = files[files.index(kqv) + 1]            # the attention output matmul follows
            q_rope = find(f"Qcur-{layer}", "ROPE")
            q_scaled = files[files.index(q_rope) + 1]            # ggml_scale by 1/sqrt(head dim)
            assert "SCALE" in q_scaled and "MUL_MAT" in projection, (q_scaled, projection)
            sources = {
                "attn_norm": find(f"attn_norm-{layer}", "MUL"), "q": find(f"Qcur-{layer}", "MUL_MAT"),
                "k": find(f"Kcur-{layer}", "MUL_MAT"), "v": find(f"Vcur-{layer}", "MUL_MAT"),
                "q_normed": find(f"Qcur_normed-{layer}", "MUL"), "q_roped": q_rope, "q_scaled": q_scaled,
                "k_normed": find(f"Kcur_normed-{layer}", "MUL"), "k_roped": find(f"Kcur-{layer}", "ROPE"),
                "kqv_out": kqv, "attn_projection": projection, "attn_post_norm": find(f"attn_post_norm-{layer}", "MUL"),
                "sa_out": find(f"sa_out-{layer}", "ADD"), "ffn_norm": find(f"ffn_norm-{layer}", "MUL"),
                "ffn_gate": find(f"ffn_gate-{layer}", "MUL_MAT"), "ffn_up": find(f"ffn_up-{layer}", "MUL_MAT"),
                "ffn_geglu": find(f"ffn_geglu-{layer}", "GEGLU"), "ffn_out": find(f"ffn_out-{layer}", "MUL_MAT"),
                "ffn_post_norm": find(f"ffn_post_norm-{layer}", "MUL"), "l_out": find(f"l_out-{layer}", "ADD"),
            }
            for key, f in sources.items():
                keep(p + key, load(f))
            for key in ("q_scaled", "k_roped", "v", "kqv_out"):   # attention needs every position
                keep(p + key + ".all", load(sources[key]), rows=False)
        result_norm = load(find("result_norm", "MUL"))
        logits = load(find("result_output", "MUL_MAT"))
        top = np.argsort(-logits, kind="stable")[:64]
        keep("result_norm", result_norm, rows=False)
        keep("result_output.top64", logits[top], rows=False)
    out = os.path.join(FIXTURES, "gemma3-llamacpp-tensors.json")
    with open(out, "w") as f:
        json.dump({"reference": "llama.cpp b11434 native build, -fa off, -t 2, -b 512, prompt `capital` of gemma3-llamacpp.json",
                   "prompt": case["prompt"], "rows": [ROWS.start, ROWS.stop], "top64_ids": [int(i) for i in top],
                   "tensors": tensors}, f, separators=(",", ":"))
    print(out, f"{os.path.getsize(out) / 1e6:.2f} MB", file=sys.stderr)

if __name__ == "__main__":
    main()
