#!/usr/bin/env python3
"""Reference outputs of llama.cpp (b11434) for Gemma 3 270M: Tests/Fixtures/NativeModel/gemma3-llamacpp.json.

For each prompt: the prompt as token ids (tokenized by llama.cpp, BOS included), llama.cpp's
greedy continuation of up to 32 tokens, and the top-5 token ids with log-probabilities at every
step. The Swift test feeds the same ids (so it does not depend on our tokenizer) and compares.

llama-server runs on 127.0.0.1 with flash attention off (our attention follows ggml's non-flash
path: binary16 KV cache, half-rounded probabilities), 2 threads, batch 512.

Usage: python3 Scripts/make-gemma-fixtures.py [OUT EXTRA_LLAMA_SERVER_ARGS...]
(builds llama-server via Scripts/build-llama-cpp.sh and finds the model via Scripts/fetch-gemma.sh;
OUT and extra arguments, e.g. `/tmp/ub1.json -ub 1`, run one of llama.cpp's other configurations
in generation mode; Scripts/make-llamacpp-variant-fixtures.py records them teacher-forced)
"""
import json, os, socket, subprocess, sys, time, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "NativeModel", "gemma3-llamacpp.json")

def chat(text):
    return f"<start_of_turn>user\n{text}<end_of_turn>\n<start_of_turn>model\n"

def long_document():
    with open(os.path.join(ROOT, "Corpora", "en", "kjv-jonah.txt"), encoding="utf-8") as f:
        return f.read()[:6000]

PROMPTS = [
    ("capital", chat("What is the capital of France?")),
    ("haiku", chat("Write a haiku about the sea.")),
    ("plain", "The quick brown fox jumps over the lazy dog. Then the fox"),
    ("code", chat("Write a Python function that reverses a string.")),
    ("translate", chat("Translate to French: Good morning, how are you today?")),
    ("long", chat(long_document() + "\n\nSummarize the text above in three sentences.")),
    ("colors", chat("List three colors of the rainbow.")),
    ("arithmetic", chat("What is 12 times 7? Answer briefly.")),
    ("story", chat("Tell a very short story about a cat.")),
    ("define", chat("Define the word 'ephemeral'.")),
    ("moon", "In 1969, the first humans landed on the Moon. The mission was called"),
    ("email", chat("Write a polite email declining a meeting invitation.")),
]

def post(url, path, body):
    request = urllib.request.Request(url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=600) as response:
        return json.loads(response.read())

def main(out=OUT, extra_args=(), note=""):
    bin_dir = subprocess.check_output([os.path.join(ROOT, "Scripts", "build-llama-cpp.sh"), "llama-server"], text=True).strip()
    model = subprocess.check_output([os.path.join(ROOT, "Scripts", "fetch-gemma.sh")], text=True).strip()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([os.path.join(bin_dir, "llama-server"), "-m", model, "--host", "127.0.0.1", "--port", str(port),
                               "-c", "4096", "-t", "2", "-b", "512", "-ub", "512", "-fa", "off", "-np", "1", "--no-webui", *extra_args],
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
        for name, text in PROMPTS:
            ids = post(url, "/tokenize", {"content": text, "add_special": True, "parse_special": True})["tokens"]
            result = post(url, "/completion", {"prompt": ids, "n_predict": 32, "temperature": 0, "top_k": 1,
                                               "n_probs": 5, "cache_prompt": False, "return_tokens": True,
                                               "post_sampling_probs": False})
            steps = result["completion_probabilities"]
            generated = [step["id"] for step in steps]
            top5 = [[t["id"] for t in step["top_logprobs"]] for step in steps]
            logprobs = [[round(t["logprob"], 5) for t in step["top_logprobs"]] for step in steps]
            assert generated == [t[0] for t in top5], name
            print(f"{name}: {len(ids)} prompt tokens, {len(generated)} generated: {result['content'][:60]!r}", file=sys.stderr)
            cases.append({"name": name, "prompt": ids, "generated": generated, "top5": top5, "top5_logprobs": logprobs})
        with open(out, "w") as f:
            json.dump({"reference": "llama.cpp b11434 llama-server, -fa off, -t 2, -b 512, f16 KV cache" + note,
                       "model_sha256": "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
                       "cases": cases}, f, separators=(",", ":"))
        print(out, file=sys.stderr)
    finally:
        server.terminate()
        server.wait()

if __name__ == "__main__":
    # Optional: an output path and extra llama-server arguments (for llama.cpp's own variants).
    if len(sys.argv) > 1:
        main(sys.argv[1], sys.argv[2:], " " + " ".join(sys.argv[2:]))
    else:
        main()
