#!/usr/bin/env python3
"""llama.cpp's flash-attention tensors for Gemma 3 270M: Tests/Fixtures/NativeModel/gemma3-llamacpp-flash.json.

The second reference for our prompt attention. llama.cpp b11434 with `-fa on` runs a prompt batch
of at least 64 tokens through its tiled CPU kernel (ggml_compute_forward_flash_attn_ext_tiled:
float queries, the binary16 cache converted to float, an online softmax over 64-position tiles,
unrounded probabilities, float accumulators), which is the arithmetic of our `flashAttendTile`;
shorter batches take a per-row kernel that accumulates V in binary16 (not our arithmetic), and
`-fa off` (gemma3-llamacpp-tensors.json) rounds the probabilities to binary16 (our `attendTile`).

Runs Scripts/llamacpp-tensor-dump.cpp --flash (built as make-gemma-tensor-fixtures.py builds it) on
the first 96 tokens of the `long` prompt of gemma3-llamacpp.json (one batch: tiles of 64 + 32
query rows) and keeps, for layers 0 (sliding window) and 5 (global): the scaled queries and the
attention output of rows 80-95, and the roped keys and values of all 96 positions.

Values are raw little-endian float32, base64-encoded (Swift's JSONDecoder reads them as Data).
Usage: python3 Scripts/make-gemma-flash-fixtures.py (needs g++ and the llama.cpp build).
"""
import base64, importlib.util, json, os, re, subprocess, sys, tempfile
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel")
TOKENS, ROWS = 96, slice(80, 96)

def tensor_fixtures_module():
    spec = importlib.util.spec_from_file_location("tensor_fixtures", os.path.join(ROOT, "Scripts", "make-gemma-tensor-fixtures.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

def main():
    bin_dir = subprocess.check_output([os.path.join(ROOT, "Scripts", "build-llama-cpp.sh"), "llama-server"], text=True).strip()
    model = subprocess.check_output([os.path.join(ROOT, "Scripts", "fetch-gemma.sh")], text=True).strip()
    with open(os.path.join(FIXTURES, "gemma3-llamacpp.json")) as f:
        case = next(c for c in json.load(f)["cases"] if c["name"] == "long")
    prompt = case["prompt"][:TOKENS]
    with tempfile.TemporaryDirectory() as work:
        tool = os.path.join(work, "dump")
        tensor_fixtures_module().build_dump_tool(bin_dir, tool)
        dumps = os.path.join(work, "tensors")
        os.mkdir(dumps)
        subprocess.check_call([tool, "--flash", model, dumps, *map(str, prompt)], stderr=subprocess.DEVNULL)
        files = sorted(os.listdir(dumps))

        def find(name, op):
            for f in files:
                m = re.match(r"c0_\d+_(.*?)_((?:[A-Z]+_)*[A-Z]+)\.f32$", f)
                if m and m.group(1) == name and m.group(2) == op:
                    return f
            raise SystemExit(f"no tensor {name} ({op}) in the dump: " + ", ".join(f for f in files if f"-{name[-1]}_" in f)[:2000])

        def load(f):
            return np.fromfile(os.path.join(dumps, f), dtype=np.float32).reshape(TOKENS, -1)

        tensors = {}
        def keep(key, values):
            tensors[key] = base64.b64encode(np.ascontiguousarray(values, dtype="<f4").tobytes()).decode()

        for layer in (0, 5):
            q_rope = find(f"Qcur-{layer}", "ROPE")
            q_scaled = files[files.index(q_rope) + 1]            # ggml_scale by 1/sqrt(head dim)
            assert "SCALE" in q_scaled, q_scaled
            attention = find(f"kqv_out-{layer}", "RESHAPE")         # a view of the FLASH_ATTN_EXT node's output
            assert "FLASH_ATTN_EXT" in files[files.index(attention) - 1], files[files.index(attention) - 1]
            keep(f"{layer}.q_scaled.rows", load(q_scaled)[ROWS])
            keep(f"{layer}.k_roped.all", load(find(f"Kcur-{layer}", "ROPE")))
            keep(f"{layer}.v.all", load(find(f"Vcur-{layer}", "MUL_MAT")))
            keep(f"{layer}.fattn.rows", load(attention)[ROWS])
    out = os.path.join(FIXTURES, "gemma3-llamacpp-flash.json")
    with open(out, "w") as f:
        json.dump({"reference": f"llama.cpp b11434 native build, -fa on, -t 2, -b 512, first {TOKENS} tokens of the `long` prompt of "
                   "gemma3-llamacpp.json (tiled CPU flash kernel)",
                   "prompt": prompt, "rows": [ROWS.start, ROWS.stop], "tensors": tensors}, f, separators=(",", ":"))
    print(out, f"{os.path.getsize(out) / 1e6:.2f} MB", file=sys.stderr)

if __name__ == "__main__":
    main()
