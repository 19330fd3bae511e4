#!/usr/bin/env python3
"""Writes Tests/Fixtures/Tokenizers/tool-templates.json: what Qwen 2.5's and Llama 3.1's own
Jinja chat templates render for conversations with tool definitions, tool calls and tool
outputs, and how many tokens that text is in the model's tokenizer (control tokens parsed).

ContextBudget's QwenChatTemplate and Llama31ChatTemplate must render the same text from the
same transcript (Tests/ContextBudgetTests/ToolRenderingTests.swift). Conventions that make the
comparison exact: parameter schemas are given with sorted keys (ContextBudget's JSONValue writes
keys sorted), definitions wrapped as {"type": "function", "function": {...}} in that key order,
and call arguments are dicts whose json.dumps text is the arguments text on the Swift side.

Reference: the templates in llama.cpp's source tree (models/templates/*.jinja, tag b11434, as
Scripts/build-llama-cpp.sh caches it), rendered with Jinja2 configured as Hugging Face
transformers does (trim_blocks, lstrip_blocks, `tojson` = json.dumps(ensure_ascii=False, indent)),
date_string fixed; counts from Hugging Face `tokenizers` 0.23.3 on the tokenizer.json files
Scripts/fetch-tokenizers.sh caches (Qwen 2.5 and Llama 3).

Usage: python3 Scripts/make-tool-template-fixtures.py   (pip install jinja2 tokenizers==0.23.3)
"""
import json, os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/Fixtures/Tokenizers/tool-templates.json"
CACHE = Path(os.environ.get("CONTEXTBUDGET_CACHE", Path.home() / ".cache/contextbudget"))
TEMPLATES = CACHE / "llama.cpp/src-b11434/models/templates"

WEATHER = {"name": "get_weather", "description": "Current weather for a city.",
           "parameters": {"properties": {"city": {"description": "City name, e.g. Oslo", "type": "string"},
                                         "unit": {"enum": ["celsius", "fahrenheit"], "type": "string"}},
                          "required": ["city"], "type": "object"}}
CLOCK = {"name": "now", "description": "The current UTC time, \"ISO 8601\".", "parameters": {"properties": {}, "type": "object"}}


def tool(definition):
    return {"type": "function", "function": definition}


def call(name, arguments, id):
    return {"id": id, "type": "function", "function": {"name": name, "arguments": arguments}}


CONVERSATIONS = [
    # tools, no system message, first turn
    {"tools": [WEATHER, CLOCK], "messages": [{"role": "user", "content": "What is the weather in Oslo?"}]},
    # system message, one call, its output, the answer, a follow-up
    {"tools": [WEATHER], "messages": [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "Weather in Oslo?"},
        {"role": "assistant", "content": "", "tool_calls": [call("get_weather", {"city": "Oslo", "unit": "celsius"}, "call_1")]},
        {"role": "tool", "tool_call_id": "call_1", "content": "{\"temp\": 21, \"sky\": \"clear\"}\n\ttab"},
        {"role": "assistant", "content": "21 °C and clear."},
        {"role": "user", "content": "Thanks"}]},
    # parallel calls and two outputs (Qwen only: Llama 3.1's template allows one call per message)
    {"tools": [WEATHER, CLOCK], "messages": [
        {"role": "user", "content": "Time, and weather in Paris?"},
        {"role": "assistant", "content": "", "tool_calls": [call("now", {}, "call_1"), call("get_weather", {"city": "Paris"}, "call_2")]},
        {"role": "tool", "tool_call_id": "call_1", "content": "2026-12-01T09:00:00Z"},
        {"role": "tool", "tool_call_id": "call_2", "content": "second \"output\" \\ back"}]},
    # calls without definitions (trimmed away): the calls are still written
    {"tools": [], "messages": [
        {"role": "user", "content": "Weather?"},
        {"role": "assistant", "content": "", "tool_calls": [call("get_weather", {"city": "日本"}, "call_1")]},
        {"role": "tool", "tool_call_id": "call_1", "content": "sunny"}]},
]

SOURCES = {
    "Qwen-Qwen2.5-7B-Instruct.jinja": ("qwen2.5", "", "<|im_end|>", "qwen2/tokenizer.json"),
    "meta-llama-Llama-3.1-8B-Instruct.jinja": ("llama3.1", "<|begin_of_text|>", "<|eot_id|>", "llama3/tokenizer.json"),
}


def main():
    import jinja2
    from tokenizers import Tokenizer
    env = jinja2.Environment(trim_blocks=True, lstrip_blocks=True, extensions=["jinja2.ext.loopcontrols"])

    def raise_exception(message):
        raise RuntimeError(message)
    env.globals["raise_exception"] = raise_exception
    env.filters["tojson"] = lambda value, indent=None: json.dumps(value, ensure_ascii=False, indent=indent)

    cases = []
    for file, (name, bos, eos, vocabulary) in SOURCES.items():
        template = env.from_string((TEMPLATES / file).read_text(encoding="utf-8"))
        tokenizer = Tokenizer.from_file(str(CACHE / "tokenizers" / vocabulary))
        for index, conversation in enumerate(CONVERSATIONS):
            tools = [tool(t) for t in conversation["tools"]] or None
            try:
                text = template.render(messages=conversation["messages"], tools=tools, add_generation_prompt=True,
                                       bos_token=bos, eos_token=eos, date_string="26 Jul 2024")
            except RuntimeError as error:
                print(f"{name} conversation {index}: not rendered ({error})")
                continue
            count = len(tokenizer.encode(text, add_special_tokens=False).ids)
            cases.append({"template": name, "conversation": index, "rendered": text, "count": count})
    # The Swift side reads arguments as JSON text: json.dumps, as the templates' tojson writes them.
    for conversation in CONVERSATIONS:
        for message in conversation["messages"]:
            for item in message.get("tool_calls", []):
                item["function"]["arguments"] = json.dumps(item["function"]["arguments"], ensure_ascii=False)
    OUT.write_text(json.dumps({"conversations": CONVERSATIONS, "cases": cases}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(OUT, len(cases), "cases")


if __name__ == "__main__":
    main()
