#!/usr/bin/env python3
"""Writes Tests/Fixtures/Tokenizers/tool-json.json: the exact token counts of the texts tool use is
made of, in five vocabularies, for the estimator's bounds (TokenEstimatorToolJSONTests).

Texts, as the generic rendering (`Transcript.renderedTools`, `Transcript.chatMessages`) writes them
for the estimator to count: compact JSON, keys sorted, no spaces, non-ASCII unescaped.
  tool    each tool definition, `{"description":…,"name":…,"parameters":…}` (one line of the list)
  tools   each BFCL class's whole list: "You can call these tools:\n" + one definition a line
  call    each assistant message's calls, `[{"id":…,"name":…,"arguments":<the arguments text>}]`
  output  each tool output's text
Sources: the BFCL tasks 0-99 of Tests/Fixtures/bfcl/tool-selection.jsonl (all four categories) and
the two Corpora transcripts; every text once (deduplicated), in order of first appearance.

References (the same constructions as the exactness fixtures):
  gemma   sentencepiece 0.2.3, model rebuilt from the Gemma 3 GGUF's metadata
          (Scripts/make-tokenizer-fixtures.py `gemma_reference`; llama.cpp agrees id for id)
  llama3  Hugging Face `tokenizers` 0.23.3 on Llama 3.2's tokenizer.json (make-bytelevel-fixtures.py)
  qwen2   Hugging Face `tokenizers` 0.23.3 on Qwen2.5's tokenizer.json (make-tokenizer-fixtures.py)
  cl100k  tiktoken 0.14.0, cl100k_base (make-tokenizer-fixtures.py)
  o200k   tiktoken 0.14.0, o200k_base (make-bytelevel-fixtures.py)
All plain encodes: no BOS, special-token text encoded as text.

Usage: python3 Scripts/make-tool-json-fixtures.py   (after Scripts/fetch-tokenizers.sh and fetch-gemma.sh)
pip install sentencepiece==0.2.3 protobuf tokenizers==0.23.3 tiktoken==0.14.0 gguf
"""
import importlib.util, json, math
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/Fixtures/Tokenizers/tool-json.json"


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, ROOT / "Scripts" / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def compact(value):
    """JSONValue.compactText: sorted keys, no spaces, integral numbers without a fraction."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        if isinstance(value, float) and not math.isfinite(value):
            return "null"
        if float(value) == round(float(value)) and abs(value) < 1e15:
            return str(int(value))
        return repr(float(value))
    if isinstance(value, list):
        return "[" + ",".join(compact(v) for v in value) + "]"
    return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + compact(value[k]) for k in sorted(value)) + "}"


def definition(tool):
    function = tool.get("function", tool)
    return compact({"description": function.get("description", ""), "name": function["name"],
                    "parameters": function.get("parameters", {"type": "object", "properties": {}})})


def calls(message):
    parts = []
    for call in message.get("tool_calls") or []:
        function = call["function"]
        arguments = function["arguments"]
        if not isinstance(arguments, str):
            arguments = compact(arguments)
        parts.append("{\"id\":" + compact(call["id"]) + ",\"name\":" + compact(function["name"])
                     + ",\"arguments\":" + arguments + "}")
    return "[" + ",".join(parts) + "]" if parts else None


def texts():
    found, seen = [], set()

    def add(kind, source, text):
        if text and (kind, text) not in seen:
            seen.add((kind, text))
            found.append({"kind": kind, "source": source, "text": text})

    def conversation(source, messages):
        for index, message in enumerate(messages):
            if message.get("role") == "assistant":
                add("call", f"{source} message {index}", calls(message))
            elif message.get("role") == "tool" and isinstance(message.get("content"), str):
                add("output", f"{source} message {index}", message["content"])

    lines = [json.loads(line) for line in (ROOT / "Tests/Fixtures/bfcl/tool-selection.jsonl").read_text().splitlines()]
    for line in lines:
        if line["kind"] == "tools":
            rendered = [definition(tool) for tool in line["tools"]]
            for tool, text in zip(line["tools"], rendered):
                add("tool", f"{line['class']}.{tool['function']['name']}", text)
            add("tools", line["class"], "You can call these tools:\n" + "\n".join(rendered))
    for line in lines:
        if line["kind"] == "task":
            assert 0 <= int(line["id"].rsplit("_", 1)[1]) <= 99
            conversation(line["id"], line["messages"])
    for path in sorted((ROOT / "Corpora/transcripts").glob("*.json")):
        transcript = json.loads(path.read_text(encoding="utf-8"))
        source = f"Corpora/transcripts/{path.name}"
        rendered = [definition(tool) for tool in transcript.get("tools", [])]
        for tool, text in zip(transcript.get("tools", []), rendered):
            add("tool", f"{source} {tool.get('function', tool)['name']}", text)
        add("tools", source, "You can call these tools:\n" + "\n".join(rendered))
        conversation(source, transcript.get("messages", []))
    return found


def main():
    tokenizer_fixtures = load("tokenizer_fixtures", "make-tokenizer-fixtures.py")
    bytelevel = load("bytelevel_fixtures", "make-bytelevel-fixtures.py")
    encoders = {
        "gemma": tokenizer_fixtures.gemma_reference()[0],
        "llama3": bytelevel.REFERENCES["llama3"](),
        "qwen2": tokenizer_fixtures.qwen_reference()[0],
        "cl100k": tokenizer_fixtures.cl100k_reference()[0],
        "o200k": bytelevel.REFERENCES["o200k"](),
    }
    cases = texts()
    for case in cases:
        case["counts"] = {name: len(encode(case["text"])) for name, encode in encoders.items()}
    fixture = {
        "script": "Scripts/make-tool-json-fixtures.py",
        "sources": "Tests/Fixtures/bfcl/tool-selection.jsonl (BFCL tasks 0-99, four categories) and Corpora/transcripts",
        "references": list(encoders),
        "cases": cases,
    }
    OUT.write_text(json.dumps(fixture, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    kinds = {}
    for case in cases:
        kinds[case["kind"]] = kinds.get(case["kind"], 0) + 1
    print(f"wrote {OUT.relative_to(ROOT)}: {kinds}, {OUT.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
