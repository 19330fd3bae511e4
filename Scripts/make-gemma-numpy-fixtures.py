#!/usr/bin/env python3
"""Float64 NumPy reference log-probabilities for Gemma 3 270M (Scripts/gemma3_reference.py, weights
dequantized by the `gguf` package): Tests/Fixtures/NativeModel/gemma3-numpy.json.

For three of the llama.cpp fixture's prompts (same ids: a chat prompt, plain text, and the
1,648-token prompt that crosses the 512-token sliding window), the top 10 token ids and their
log-probabilities at the last prompt position. This separates our engine's error from llama.cpp's:
llama.cpp quantizes activations to 8 bits inside every matrix product, so it sits ~0.1 nats from
the exact result on this model, while a float engine should sit within a few thousandths.

Usage: OMP_NUM_THREADS=1 python3 Scripts/make-gemma-numpy-fixtures.py   (pip install gguf==0.19.0 numpy;
a few minutes; finds the model as Scripts/fetch-gemma.sh caches it)
"""
import json, os, sys
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gemma3_reference as reference

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE = os.environ.get("CONTEXTBUDGET_CACHE", os.path.expanduser("~/.cache/contextbudget"))
MODEL = os.environ.get("CONTEXTBUDGET_GEMMA_GGUF", os.path.join(CACHE, "models", "gemma-3-270m-Q4_K_M.gguf"))
LLAMACPP = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel", "gemma3-llamacpp.json")
OUT = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel", "gemma3-numpy.json")
CASES = ["capital", "plain", "long"]

def main():
    cfg, W = reference.load(MODEL)
    with open(LLAMACPP) as f:
        prompts = {c["name"]: c["prompt"] for c in json.load(f)["cases"]}
    cases = []
    for name in CASES:
        logits = reference.forward(cfg, W, prompts[name], last_only=True)[-1]
        m = logits.max()
        logprobs = logits - (m + np.log(np.sum(np.exp(logits - m))))
        top = np.argsort(-logprobs)[:10]
        cases.append({"name": name, "prompt": prompts[name], "top10": [int(i) for i in top],
                      "top10_logprobs": [round(float(logprobs[i]), 6) for i in top]})
        print(name, len(prompts[name]), "tokens:", cases[-1]["top10"][:5], cases[-1]["top10_logprobs"][:5], flush=True)
    with open(OUT, "w") as f:
        json.dump({"model": os.path.basename(MODEL), "cases": cases}, f, separators=(",", ":"))

if __name__ == "__main__":
    main()
