#!/usr/bin/env python3
"""Reference outputs of llama.cpp (b11434) for SmolLM2-135M-Instruct Q4_1: Tests/Fixtures/NativeModel/smollm2-llamacpp.json.

For each prompt: the prompt as token ids (chat prompts rendered by llama.cpp's own Jinja from the
file's tokenizer.chat_template through /apply-template, then tokenized by llama.cpp; raw prompts
tokenized as they are, no BOS: the file says add_bos_token false), llama.cpp's greedy
continuation of up to 32 tokens, and the top-5 token ids with log-probabilities at every step.
Also llama.cpp's ids for a few texts that exercise the `smollm` pre-tokenizer (digits, spaces
before digits, contractions, non-Latin scripts, bytes without a token) and one Corpora document.

llama-server runs on 127.0.0.1 with flash attention off, 2 threads, batch 512, --jinja, as
Scripts/make-gemma-fixtures.py runs it for Gemma. Then the same prompts run free (greedy, not
teacher-forced) in llama.cpp's other configurations (VARIANTS: one thread with 8-token batches;
1-token micro-batches, i.e. every token through the single-token kernels), stored as `variants`: how
far llama.cpp agrees with itself, the bar SmolLM2LlamaCppTests holds our engine to.

Usage: python3 Scripts/make-smollm2-fixtures.py [OUT EXTRA_LLAMA_SERVER_ARGS...]
(builds llama-server via Scripts/build-llama-cpp.sh and finds the model via Scripts/fetch-smollm2.sh;
OUT and extra arguments, e.g. `/tmp/t1.json -t 1 -b 8 -ub 8`, write that one configuration alone)
"""
import json, os, socket, subprocess, sys, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel", "smollm2-llamacpp.json")
SHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"

def document(path, characters):
    with open(os.path.join(ROOT, "Corpora", path), encoding="utf-8") as f:
        return f.read()[:characters]

# (name, user message or None, raw text or None)
PROMPTS = [
    ("capital", "What is the capital of France?", None),
    ("colors", "Name three colors.", None),
    ("haiku", "Write a haiku about the sea.", None),
    ("story", "Summarize in one sentence: Tom lost his keys in the park. His dog found them under a bench.", None),
    ("arithmetic", "What is 12 times 7? Answer briefly.", None),
    ("code", "Write a Python function that reverses a string.", None),
    ("long", document("en/kjv-jonah.txt", 3000) + "\n\nSummarize the text above in two sentences.", None),
    ("plain", None, "The quick brown fox jumps over the lazy dog. Then the fox"),
    ("moon", None, "In 1969, the first humans landed on the Moon. The mission was called"),
]

TOKENIZER_TEXTS = [
    "In 1969, 3 men flew 384,400 km.  42 is  the answer:   7.",
    "It's we'll they're I'M don't\n\n\tTabs  and   spaces  \n",
    "東京タワーは333メートルです。 Ünïcödé ﬁ ½ ⅓ ١٢٣",
    "def f(x):\n    return x**2 + 10  # 10 squared\n",
    "bytes the vocabulary lacks: \x04 \x06\x13 end",   # llama.cpp drops a byte that has no token
    document("en/kjv-jonah.txt", 6000),
]

def post(url, path, body):
    request = urllib.request.Request(url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=600) as response:
        return json.loads(response.read())

VARIANTS = [["-t", "1", "-b", "8", "-ub", "8"], ["-ub", "1"]]

def run(extra_args=()):
    """(cases, tokenizations) from one llama-server with the default arguments plus `extra_args`."""
    bin_dir = subprocess.check_output([os.path.join(ROOT, "Scripts", "build-llama-cpp.sh"), "llama-server"], text=True).strip()
    model = subprocess.check_output([os.path.join(ROOT, "Scripts", "fetch-smollm2.sh")], text=True).strip()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([os.path.join(bin_dir, "llama-server"), "-m", model, "--host", "127.0.0.1", "--port", str(port),
                               "-c", "4096", "-t", "2", "-b", "512", "-ub", "512", "-fa", "off", "-np", "1", "--jinja",
                               "--no-webui", *extra_args],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(120):
            try:
                with urllib.request.urlopen(url + "/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except Exception:
                time.sleep(1)
        cases = []
        for name, message, raw in PROMPTS:
            if message is not None:
                text = post(url, "/apply-template", {"messages": [{"role": "user", "content": message}]})["prompt"]
            else:
                text = raw
            ids = post(url, "/tokenize", {"content": text, "add_special": True, "parse_special": message is not None})["tokens"]
            result = post(url, "/completion", {"prompt": ids, "n_predict": 32, "temperature": 0, "top_k": 1,
                                               "n_probs": 5, "cache_prompt": False, "return_tokens": True,
                                               "post_sampling_probs": False})
            steps = result["completion_probabilities"]
            generated = [step["id"] for step in steps]
            top5 = [[t["id"] for t in step["top_logprobs"]] for step in steps]
            logprobs = [[round(t["logprob"], 5) for t in step["top_logprobs"]] for step in steps]
            assert generated == [t[0] for t in top5], name
            print(f"{name}: {len(ids)} prompt tokens, {len(generated)} generated: {result['content'][:60]!r}", file=sys.stderr)
            cases.append({"name": name, "chat": message is not None, "text": message if message is not None else raw,
                          "prompt": ids, "generated": generated, "top5": top5, "top5_logprobs": logprobs})
        tokenizations = [{"text": t, "ids": post(url, "/tokenize", {"content": t, "add_special": False, "parse_special": False})["tokens"]}
                         for t in TOKENIZER_TEXTS]
        return cases, tokenizations
    finally:
        server.terminate()
        server.wait()

REFERENCE = "llama.cpp b11434 llama-server, -fa off, -t 2, -b 512, --jinja, f16 KV cache"

def write(out, document):
    with open(out, "w") as f:
        json.dump(document, f, separators=(",", ":"), ensure_ascii=False)
    print(out, file=sys.stderr)

def main():
    cases, tokenizations = run()
    variants = [{"name": " ".join(args), "cases": run(args)[0]} for args in VARIANTS]
    write(OUT, {"reference": REFERENCE, "model_sha256": SHA256, "cases": cases, "tokenizations": tokenizations, "variants": variants})

if __name__ == "__main__":
    if len(sys.argv) > 1:
        cases, tokenizations = run(sys.argv[2:])
        write(sys.argv[1], {"reference": REFERENCE + " " + " ".join(sys.argv[2:]), "model_sha256": SHA256,
                            "cases": cases, "tokenizations": tokenizations})
    else:
        main()
