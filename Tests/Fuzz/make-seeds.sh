#!/usr/bin/env bash
# Writes the fuzz targets' seed corpora into DIR (default .build/fuzz/seeds), one folder per
# target, from Tests/Fixtures, Corpora and the cached vocabularies. Seeds are small pieces
# (a few KB) so that libFuzzer's mutations stay cheap; nothing here is committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
DIR="${1:-.build/fuzz/seeds}"
CACHE="${CONTEXTBUDGET_CACHE:-$HOME/.cache/contextbudget}"
rm -rf "$DIR"
mkdir -p "$DIR"
python3 - "$DIR" "$CACHE" <<'PY'
import glob, json, os, random, sys

out, cache = sys.argv[1], sys.argv[2]
rng = random.Random(20261201)

def write(target, name, data):
    os.makedirs(os.path.join(out, target), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(out, target, name), "wb") as f:
        f.write(data)

def read(path):
    with open(path, "rb") as f:
        return f.read()

# gguf: the committed GGUF fixtures under 200 KB (headers, metadata of every type, tensors of
# several ggml types, Unigram vocabularies).
for path in sorted(glob.glob("Tests/Fixtures/**/*.gguf", recursive=True)):
    if os.path.getsize(path) <= 200_000:
        write("gguf", os.path.basename(path), read(path))

# Text pieces of every Corpora document: a few KB from the start, the middle and the end.
manifest = json.load(open("Corpora/MANIFEST.json"))
texts = []
for entry in manifest:
    raw = read(os.path.join("Corpora", entry["path"]))
    for start in (0, len(raw) // 2, max(0, len(raw) - 1500)):
        texts.append((entry["path"].replace("/", "_"), start, raw[start:start + 1500]))
fuzz_cases = json.load(open("Tests/Fixtures/Tokenizers/fuzz.json"))["cases"]
specials = ["<start_of_turn>user\nHi<end_of_turn>\n", "<|endoftext|>", "<|im_start|>system\n<|im_end|>",
            "<|begin_of_text|><|start_header_id|>user<|end_header_id|>", "<bos><eos><pad>", "<unk> <s> </s>"]

# roundtrip-*: the same pieces for every vocabulary, plus the shared fuzz set and special tokens.
for name, start, piece in texts:
    write("roundtrip", f"{name}@{start}", piece[:1000])
for case in fuzz_cases[:60]:
    write("roundtrip", "fuzz-" + case["name"], case["text"].encode("utf-8", "replace")[:2000])
for index, text in enumerate(specials):
    write("roundtrip", f"special-{index}", text)

# chunker: a 5-byte header (counter, maximum, desired, overlap switch+size, format) then text.
for index, (name, start, piece) in enumerate(texts):
    header = bytes([index % 4, rng.randrange(256), rng.randrange(256), rng.randrange(256), 1 if name.endswith("md") else 0])
    write("chunker", f"{name}@{start}", header + piece)

# tokenizer-json: small byte-level BPE and Unigram files cut down from real ones (the first
# vocabulary entries, and the merges among them), keeping their normalizers, pre-tokenizers,
# decoders and added tokens.
def small_bpe(path, keep=400):
    data = json.load(open(path))
    model = data["model"]
    vocab = {text: id for text, id in model["vocab"].items() if id < keep}
    merges = []
    for merge in model.get("merges", []):
        left, right = merge.split(" ", 1) if isinstance(merge, str) else merge
        if left in vocab and right in vocab and left + right in vocab:
            merges.append(merge)
    model["vocab"], model["merges"] = vocab, merges[:300]
    data["added_tokens"] = data.get("added_tokens", [])[:4]
    return json.dumps(data, ensure_ascii=False)

def small_unigram(path, keep=150):
    data = json.load(open(path))
    data["model"]["vocab"] = data["model"]["vocab"][:keep]
    return json.dumps(data, ensure_ascii=False)

for name in ("llama3", "qwen2"):
    path = os.path.join(cache, "tokenizers", name, "tokenizer.json")
    if os.path.exists(path):
        write("tokenizer-json", name + ".json", small_bpe(path))
for path in sorted(glob.glob("Tests/Fixtures/Tokenizers/Unigram/*.tokenizer.json")):
    text = small_unigram(path)
    if len(text) < 16_000:
        write("tokenizer-json", os.path.basename(path), text)
gpt2 = {"model": {"type": "BPE", "vocab": {"a": 0, "b": 1, "ab": 2, "Ġ": 3, "Ġab": 4}, "merges": ["a b", "Ġ ab"]},
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False}, "decoder": {"type": "ByteLevel"},
        "added_tokens": [{"id": 5, "content": "<|endoftext|>", "special": True}]}
write("tokenizer-json", "tiny-gpt2.json", json.dumps(gpt2))

# tiktoken: a byte picking the encoding's file name, then the first lines of a real file.
for index, name in enumerate(("r50k_base", "p50k_base", "cl100k_base", "o200k_base")):
    path = os.path.join(cache, "tokenizers", name + ".tiktoken")
    source = name if os.path.exists(path) else "r50k_base"
    path = os.path.join(cache, "tokenizers", source + ".tiktoken")
    if os.path.exists(path):
        lines = read(path).split(b"\n")
        write("tiktoken", name, bytes([index]) + b"\n".join(lines[:300]) + b"\n")

# transcript-json: the Corpora transcripts cut to a few messages, in OpenAI form and in ours.
def ours(messages, tools):
    entries = []
    for message in messages:
        role, content = message.get("role"), message.get("content") or ""
        if isinstance(content, list):
            content = "".join(part.get("text", "") for part in content)
        if role in ("system", "developer"):
            entries.append({"type": "instructions", "text": content})
        elif role == "user":
            entries.append({"type": "prompt", "text": content})
        elif role == "assistant":
            if content:
                entries.append({"type": "response", "text": content})
            calls = [{"id": call.get("id", "c"), "name": call["function"]["name"], "arguments": call["function"].get("arguments", "{}")}
                     for call in message.get("tool_calls") or []]
            if calls:
                entries.append({"type": "toolCalls", "calls": calls})
        elif role == "tool":
            entries.append({"type": "toolOutput", "callID": message.get("tool_call_id", "c"), "toolName": message.get("name"), "text": content})
    return {"tools": [{"name": t["function"]["name"], "description": t["function"].get("description", "")[:80],
                       "parameters": {"type": "object"}} for t in tools], "entries": entries}

for path in sorted(glob.glob("Corpora/transcripts/*.json")):
    data = json.load(open(path))
    messages = data.get("messages", data if isinstance(data, list) else [])
    tools = data.get("tools", [])[:2] if isinstance(data, dict) else []
    for count in (3, 6, 10):
        base = os.path.basename(path)[:-5]
        cut = messages[:count]
        write("transcript-json", f"{base}-{count}.openai.json", json.dumps({"messages": cut, "tools": tools}))
        write("transcript-json", f"{base}-{count}.bare.json", json.dumps(cut))
        write("transcript-json", f"{base}-{count}.ours.json", json.dumps(ours(cut, tools)))
write("transcript-json", "summary.json", json.dumps({"messages": [{"role": "system", "name": "context_summary", "content": "s"},
    {"role": "assistant", "content": [{"type": "text", "text": "a"}], "tool_calls": [{"id": "x", "function": {"name": "f", "arguments": {"k": 1}}}]}]}))

# sse-chat-completion: one byte of cut count and cut sizes, then a stream.
def sse(events, newline="\n"):
    return "".join(f"data: {event}{newline}{newline}" for event in events)
delta = lambda body: json.dumps({"choices": [{"delta": body, "finish_reason": None}]})
streams = {
    "text": sse([delta({"content": "Hel"}), delta({"content": "lo"}),
                 json.dumps({"choices": [{"delta": {}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 12, "completion_tokens": 2}}), "[DONE]"]),
    "crlf": sse([delta({"content": "a"}), "[DONE]"], "\r\n"),
    "tools": sse([delta({"tool_calls": [{"index": 0, "id": "call_1", "function": {"name": "get_weather", "arguments": ""}}]}),
                  delta({"tool_calls": [{"index": 0, "function": {"arguments": "{\"city\":"}}]}),
                  delta({"tool_calls": [{"function": {"arguments": "\"Paris\"}"}}]}),
                  delta({"tool_calls": [{"index": 1, "id": "call_2", "function": {"name": "ls", "arguments": {"path": "/"}}}]}),
                  json.dumps({"choices": [{"delta": {}, "finish_reason": "tool_calls"}]}), "[DONE]"]),
    "whole": json.dumps({"choices": [{"message": {"content": None, "tool_calls": [{"id": "c", "function": {"name": "f", "arguments": "{}"}}]},
                                      "finish_reason": "tool_calls"}], "usage": {"prompt_tokens": 5}}),
    "error": "event: message\ndata: {\"choices\":[]}\n\n: keep-alive\n\nerror: {\"error\":{\"message\":\"the request exceeds the available context size (5000 tokens > 4096)\",\"code\":400}}\n\n",
    "comments": ": ping\nid: 1\nretry: 10\nevent: chunk\ndata:x\ndata: y\n\n",
}
for name, text in streams.items():
    write("sse-chat-completion", name, bytes([3, 7, 1, 40]) + text.encode())

# trimmer: random byte strings (the target builds transcripts from bytes), and a few spelled out.
for index in range(24):
    length = rng.choice((40, 200, 800, 2000, 4000))
    write("trimmer", f"random-{index}", bytes(rng.randrange(256) for _ in range(length)))

# cli-arguments: a byte picking the command (chat count chunk generate plan summarize tokenize trim),
# then the arguments separated by NUL.
commands = ["chat", "count", "chunk", "generate", "plan", "summarize", "tokenize", "trim"]
lines = [
    ("count", ["--tokenizer", "estimate", "a.txt", "b.md", "--json"]),
    ("chunk", ["doc.md", "--max-tokens", "512", "--min-tokens", "400", "--overlap", "32", "--format", "markdown"]),
    ("chunk", ["doc.txt", "--max-tokens=64", "--", "--not-an-option"]),
    ("plan", ["book.txt", "--context", "4096", "--reserve", "512", "--strategy", "map-reduce"]),
    ("summarize", ["a.txt", "b.txt", "--jobs", "4", "--endpoint", "e1", "--endpoint", "e2", "--out", "out", "--resume", "--shard", "1/3"]),
    ("summarize", ["-", "--dry-run", "--format", "json"]),
    ("tokenize", ["--tokenizer", "gemma", "text"]),
    ("trim", ["chat.json", "--policy", "summarize", "--summary-tokens", "128", "--max-tool-output", "256", "--tools", "all"]),
    ("chat", ["--policy", "window", "--max-tokens", "100", "--help"]),
    ("generate", ["--temperature", "0.7", "--top-k", "40", "--min-p", "0.05", "--seed", "7", "hello"]),
]
for index, (command, words) in enumerate(lines):
    write("cli-arguments", f"{command}-{index}", bytes([commands.index(command)]) + b"\0".join(w.encode() for w in words))
PY
find "$DIR" -type f | wc -l
