#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (Scripts/reliability/fuzz.sh) into DIR, one folder per target, from
Tests/Fixtures, Corpora and the cached vocabularies. Seeds are small (a few KB: vocabularies cut
to their first few hundred tokens, GGUF files to a few tensors) so that each execution and each
mutation stays cheap; nothing here is committed.

    python3 Scripts/reliability/make-fuzz-seeds.py DIR [CACHE]
"""
import glob, json, os, random, struct, sys


# GGUF value types: 0 u8 1 i8 2 u16 3 i16 4 u32 5 i32 6 f32 7 bool 8 string 9 array 10 u64 11 i64 12 f64
FIXED = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<B", 10: "<Q", 11: "<q", 12: "<d"}

def read_gguf(data):
    pos = 0
    def take(fmt):
        nonlocal pos
        value = struct.unpack_from(fmt, data, pos)[0]
        pos += struct.calcsize(fmt)
        return value
    def string():
        nonlocal pos
        n = take("<Q"); s = data[pos:pos + n]; pos += n
        return s
    def value(t):
        if t in FIXED: return take(FIXED[t])
        if t == 8: return string()
        if t == 9:
            et = take("<I"); n = take("<Q")
            return (et, [value(et) for _ in range(n)])
        raise ValueError(t)
    assert data[:4] == b"GGUF"
    pos = 4
    version = take("<I"); tensors = take("<Q"); kvs = take("<Q")
    meta = []
    for _ in range(kvs):
        key = string(); t = take("<I"); meta.append((key, t, value(t)))
    infos = []
    for _ in range(tensors):
        name = string(); dims = [take("<Q") for _ in range(take("<I"))]; t = take("<I"); offset = take("<Q")
        infos.append((name, dims, t, offset))
    alignment = next((v for k, t, v in meta if k == b"general.alignment"), 32)
    start = (pos + alignment - 1) // alignment * alignment
    return version, meta, infos, data[start:], alignment

def write_gguf(version, meta, infos, blobs, alignment=32):
    out = bytearray(b"GGUF")
    out += struct.pack("<IQQ", version, len(infos), len(meta))
    def string(s): out.extend(struct.pack("<Q", len(s))); out.extend(s)
    def value(t, v):
        if t in FIXED: out.extend(struct.pack(FIXED[t], v))
        elif t == 8: string(v)
        elif t == 9:
            et, items = v
            out.extend(struct.pack("<IQ", et, len(items)))
            for item in items: value(et, item)
    for key, t, v in meta:
        string(key); out.extend(struct.pack("<I", t)); value(t, v)
    offset = 0
    placed = []
    for (name, dims, t, _), blob in zip(infos, blobs):
        placed.append(offset)
        offset += (len(blob) + alignment - 1) // alignment * alignment
    for (name, dims, t, _), where in zip(infos, placed):
        string(name); out.extend(struct.pack("<I", len(dims)))
        for d in dims: out.extend(struct.pack("<Q", d))
        out.extend(struct.pack("<IQ", t, where))
    while len(out) % alignment: out.append(0)
    for blob in blobs:
        out.extend(blob)
        while len(out) % alignment: out.append(0)
    return bytes(out)

def shrink_vocabulary(data, keep=256):
    """The file's tokenizer metadata with its vocabulary cut to the first `keep` tokens (and the
    merges among them), and no tensors: a cheap seed for the tokenizer loader."""
    version, meta, infos, body, alignment = read_gguf(data)
    tokens = next((v[1] for k, t, v in meta if k == b"tokenizer.ggml.tokens"), None)
    if tokens is None: return None
    kept = set(tokens[:keep])
    result = []
    for key, t, v in meta:
        if key in (b"tokenizer.ggml.tokens", b"tokenizer.ggml.scores", b"tokenizer.ggml.token_type"):
            v = (v[0], v[1][:keep])
        elif key == b"tokenizer.ggml.merges":
            v = (v[0], [m for m in v[1] if all(p in kept for p in m.split(b" ", 1)) and m.replace(b" ", b"", 1) in kept][:200])
        elif key.startswith(b"tokenizer.ggml.") and key.endswith(b"_token_id") and v >= keep:
            continue
        elif key.startswith(b"tokenizer.chat_template"):
            continue
        result.append((key, t, v))
    return write_gguf(version, result, [], [], alignment)

def shrink_tensors(data, keep=6):
    """The file with only its first `keep` tensors (and their bytes)."""
    version, meta, infos, body, alignment = read_gguf(data)
    offsets = sorted(info[3] for info in infos) + [len(body)]
    def end(offset): return next(o for o in offsets if o > offset)
    kept = infos[:keep]
    return write_gguf(version, meta, kept, [body[o:end(o)] for _, _, _, o in kept], alignment)

def byte_level_vocabulary(tokenizer_json, keep=400):
    """A vocab-only GGUF with a byte-level BPE (`gpt2`) tokenizer cut from a tokenizer.json."""
    import json
    model = json.load(open(tokenizer_json))["model"]
    tokens = sorted(((i, t) for t, i in model["vocab"].items() if i < keep))
    texts = [t.encode() for _, t in tokens]
    kept = set(texts)
    merges = []
    for m in model["merges"]:
        left, right = (m.split(" ", 1) if isinstance(m, str) else m)
        if left.encode() in kept and right.encode() in kept and (left + right).encode() in kept:
            merges.append((left + " " + right).encode())
    meta = [(b"general.architecture", 8, b"llama"), (b"tokenizer.ggml.model", 8, b"gpt2"), (b"tokenizer.ggml.pre", 8, b"llama-bpe"),
            (b"tokenizer.ggml.tokens", 9, (8, texts)), (b"tokenizer.ggml.token_type", 9, (5, [1] * len(texts))),
            (b"tokenizer.ggml.merges", 9, (8, merges[:300])), (b"tokenizer.ggml.bos_token_id", 4, 0)]
    return write_gguf(3, meta, [], [])


out = sys.argv[1]
cache = sys.argv[2] if len(sys.argv) > 2 else os.environ.get("CONTEXTBUDGET_CACHE", os.path.expanduser("~/.cache/contextbudget"))
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
if os.path.isdir(out):
    import shutil
    shutil.rmtree(out)
os.makedirs(out)
rng = random.Random(20261201)
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

# gguf: the committed GGUF fixtures, cut to their first tensors; their vocabularies alone; a
# byte-level BPE vocabulary; Gemma's real vocabulary cut down (when fetched).
for path in sorted(glob.glob("Tests/Fixtures/**/*.gguf", recursive=True)):
    data = read(path)
    name = os.path.basename(path)
    if "quantized" in name or name == "all-types.gguf":
        write("gguf", name, shrink_tensors(data, keep=8 if name == "all-types.gguf" else 5))
    vocabulary = shrink_vocabulary(data)
    if vocabulary is not None and len(vocabulary) < 20_000:
        write("gguf", "vocabulary-" + name, vocabulary)
llama3 = os.path.join(cache, "tokenizers", "llama3", "tokenizer.json")
if os.path.exists(llama3):
    write("gguf", "vocabulary-byte-level.gguf", byte_level_vocabulary(llama3))
gemma = os.environ.get("CONTEXTBUDGET_GEMMA_GGUF", os.path.join(cache, "models", "gemma-3-270m-Q4_K_M.gguf"))
if os.path.exists(gemma):
    with open(gemma, "rb") as f:
        write("gguf", "vocabulary-gemma3.gguf", shrink_vocabulary(f.read(40_000_000)))

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
    write("roundtrip", f"{name}@{start}", piece[:400])
for case in fuzz_cases[:60]:
    write("roundtrip", "fuzz-" + case["name"], case["text"].encode("utf-8", "replace")[:400])
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
        cut = [dict(m, content=m["content"][:300]) if isinstance(m.get("content"), str) else m for m in messages[:count]]
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
    "llama-overflow": "error: " + json.dumps({"error": {"code": 400, "type": "exceed_context_size_error", "n_prompt_tokens": 5000, "n_ctx": 4096}}) + "\n\n",
    "openai-overflow": json.dumps({"error": {"code": "context_length_exceeded", "message": "This model's maximum context length is 4096 tokens. However, your messages resulted in 5000 tokens."}}),
    "comments": ": ping\nid: 1\nretry: 10\nevent: chunk\ndata:x\ndata: y\n\n",
}
for name, text in streams.items():
    write("sse-chat-completion", name, bytes([3, 7, 1, 40]) + text.encode())

# http-response: a byte of cut count and cut sizes, then a response as servers frame them.
responses = {
    "length": b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{\"choices\":[]}",
    "chunked": b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6;ext=1\r\n world\r\n0\r\nTrailer: x\r\n\r\n",
    "close": b"HTTP/1.0 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: {}\n\ndata: [DONE]\n\n",
    "continue": b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 429 Too Many Requests\r\nRetry-After: 2\r\nContent-Length: 2\r\n\r\n{}",
    "folded": b"HTTP/1.1 204 No Content\r\nX-A: 1\r\n  continued\r\nConnection: close\r\n\r\n",
    "bare-lf": b"HTTP/1.1 500 Internal Server Error\nContent-Length: 0\n\n",
}
for name, text in responses.items():
    write("http-response", name, bytes([2, 17, 9]) + text)

# mcp-jsonrpc: a byte of line limit, a byte of cut count and cut sizes, then JSON lines as an
# MCP server writes them to stdout (junk and blank lines included).
def line(message): return json.dumps({"jsonrpc": "2.0", **message}, separators=(",", ":"))
mcp_streams = {
    "initialize": [line({"id": 1, "result": {"protocolVersion": "2025-11-25", "capabilities": {"tools": {"listChanged": True}},
                                             "serverInfo": {"name": "s", "version": "1"}, "instructions": "use it"}})],
    "tools-page": [line({"id": 2, "result": {"tools": [{"name": "git_log", "description": "log", "inputSchema": {"type": "object",
        "properties": {"repo_path": {"type": "string"}, "max_count": {"type": "integer", "default": 10}}, "required": ["repo_path"]}},
        {"name": "t", "title": "T", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object"}, "annotations": {"readOnlyHint": True}}],
        "nextCursor": "c2"}})],
    "call-result": [line({"id": 3, "result": {"content": [{"type": "text", "text": "a\nb"}, {"type": "image", "data": "AAAA", "mimeType": "image/png"},
        {"type": "resource", "resource": {"uri": "file:///x", "text": "t"}}, {"type": "resource_link", "uri": "file:///y", "name": "y"}],
        "structuredContent": {"k": 1.5}, "isError": False}})],
    "notifications": [line({"method": "notifications/progress", "params": {"progressToken": 3, "progress": 1, "total": 2, "message": "m"}}),
                      line({"method": "notifications/tools/list_changed"}), "Server started on stdio", "",
                      line({"id": "s1", "method": "ping"})],
    "errors": [line({"id": 4, "error": {"code": -32602, "message": "Unknown tool", "data": {"name": "x"}}}),
               line({"id": None, "error": {"code": -32700, "message": "Parse error"}}), "[" + line({"id": 5, "result": {}}) + "]"],
}
for name, lines in mcp_streams.items():
    write("mcp-jsonrpc", name, bytes([40, 3, 9, 30, 2]) + ("\n".join(lines) + "\n").encode())
    write("mcp-jsonrpc", name + "-crlf", bytes([255, 0]) + ("\r\n".join(lines)).encode())

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

# json-schema: a schema's JSON text, NUL, then a nesting-cap byte and bytes steering the walk.
# The schemas are the Guidance fixtures' (Tests/Fixtures/Guidance, labelled by jsonschema).
guidance = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Tests", "Fixtures", "Guidance")
for name in json.load(open(os.path.join(guidance, "index.json")))["schemas"]:
    schema = json.dumps(json.load(open(os.path.join(guidance, name + ".json")))["schema"], separators=(",", ":"))
    write("json-schema", name, schema.encode() + b"\0" + bytes([7]) + bytes(rng.randrange(256) for _ in range(64)))
