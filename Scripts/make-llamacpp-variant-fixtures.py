#!/usr/bin/env python3
"""How well llama.cpp agrees with itself: Tests/Fixtures/NativeModel/gemma3-llamacpp-variants.json.

The reference fixture (make-gemma-fixtures.py) is llama.cpp b11434 with its default kernels. Here
the same llama-server build runs the same prompts in other legitimate configurations, and at
every step of the reference's greedy continuation (teacher-forced: the reference's tokens are
fed back, one request per step) records the top-5 ids and log-probabilities. The reference
itself processed the prompt as one batch and then one token at a time. Variants:

  - "token-by-token": every token, prompt included, through the single-token kernels (-ub 1);
  - "whole-sequence": every step recomputed from scratch as one prompt batch (no cache reuse);
  - "whole-sequence-no-repack": the same without weight repacking (-nr: other Q4_K kernels);
  - "avx2-token-by-token", "avx2-whole-sequence": the same two procedures with llama.cpp built
    for plain AVX2 (LLAMA_CPU=avx2 Scripts/build-llama-cpp.sh), the build most x86 distributions
    ship, instead of this machine's native AVX-512 build: every kernel's float order differs.

All use the same weights, the same 8-bit activation quantization and the same f16 KV cache; they
differ in which kernels run and so in the order of float additions, nothing else.

GemmaLlamaCppTests compares our engine with the reference exactly as these variants compare
with it. Usage: python3 Scripts/make-llamacpp-variant-fixtures.py [variant names to recompute] (needs the reference fixture,
Scripts/build-llama-cpp.sh and Scripts/fetch-gemma.sh).
"""
import json, os, socket, subprocess, sys, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel")
# (name, build, extra llama-server arguments, reuse the cached prompt)
VARIANTS = [("token-by-token", "native", ["-ub", "1"], True), ("whole-sequence", "native", [], False),
            ("whole-sequence-no-repack", "native", ["-nr"], False),
            ("avx2-token-by-token", "avx2", ["-ub", "1"], True), ("avx2-whole-sequence", "avx2", [], False)]

def post(url, path, body):
    request = urllib.request.Request(url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=600) as response:
        return json.loads(response.read())

def serve(bin_dir, model, extra):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    args = [os.path.join(bin_dir, "llama-server"), "-m", model, "--host", "127.0.0.1", "--port", str(port),
            "-c", "4096", "-t", "2", "-b", "512", "-ub", "512", "-fa", "off", "-np", "1", "--no-webui", *extra]
    server = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(120):
        try:
            with urllib.request.urlopen(url + "/health", timeout=2) as r:
                if r.status == 200:
                    return server, url
        except Exception:
            time.sleep(1)
    server.terminate()
    raise SystemExit("llama-server did not start: " + " ".join(args))

def main(only=None):
    model = subprocess.check_output([os.path.join(ROOT, "Scripts", "fetch-gemma.sh")], text=True).strip()
    with open(os.path.join(FIXTURES, "gemma3-llamacpp.json")) as f:
        reference = json.load(f)
    out = os.path.join(FIXTURES, "gemma3-llamacpp-variants.json")
    variants = []
    if only and os.path.exists(out):  # recompute only the named variants, keep the others
        with open(out) as f:
            variants = [v for v in json.load(f)["variants"] if v["name"] not in only]
    for name, build, extra, cache in VARIANTS:
        if only and name not in only:
            continue
        bin_dir = subprocess.check_output([os.path.join(ROOT, "Scripts", "build-llama-cpp.sh"), "llama-server"], text=True,
                                          env={**os.environ, "LLAMA_CPU": build}).strip()
        server, url = serve(bin_dir, model, extra)
        try:
            cases = []
            for case in reference["cases"]:
                top5, logprobs = [], []
                for k in range(len(case["generated"])):
                    result = post(url, "/completion", {"prompt": case["prompt"] + case["generated"][:k], "n_predict": 1,
                                                       "temperature": 0, "top_k": 1, "n_probs": 5, "cache_prompt": cache,
                                                       "post_sampling_probs": False})
                    step = result["completion_probabilities"][0]["top_logprobs"]
                    top5.append([t["id"] for t in step])
                    logprobs.append([round(t["logprob"], 5) for t in step])
                cases.append({"name": case["name"], "top5": top5, "top5_logprobs": logprobs})
                print(f"{name} {case['name']}: {sum(a == b for a, b in zip(top5, case['top5']))}/{len(top5)} top-5 identical", file=sys.stderr)
            variants.append({"name": name, "build": build, "llama_server_arguments": extra, "cache_prompt": cache, "cases": cases})
        finally:
            server.terminate()
            server.wait()
    variants.sort(key=lambda v: [n for n, *_ in VARIANTS].index(v["name"]))
    with open(out, "w") as f:
        json.dump({"reference": reference["reference"], "teacher_forced_on": "gemma3-llamacpp.json", "variants": variants},
                  f, separators=(",", ":"))
    print(out, file=sys.stderr)

if __name__ == "__main__":
    main(sys.argv[1:] or None)  # optional: names of the variants to recompute
