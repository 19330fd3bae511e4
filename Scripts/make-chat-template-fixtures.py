#!/usr/bin/env python3
"""Writes Tests/Fixtures/Tokenizers/chat-templates.json: real models' Jinja chat templates, the
template ContextBudget should recognise each as, and what each renders for a set of conversations.

Reference: the templates shipped in llama.cpp's source tree (models/templates/*.jinja, tag b11434,
the tree Scripts/build-llama-cpp.sh caches), rendered with Jinja2 configured as Hugging Face
transformers configures it for chat templates (trim_blocks, lstrip_blocks, `tojson` as
json.dumps(ensure_ascii=False), `raise_exception`), with a fixed date_string so output is stable.
Token counts of Qwen renders come from Hugging Face `tokenizers` 0.23.3 on the Qwen2.5
tokenizer.json that Scripts/fetch-tokenizers.sh caches.

Usage: python3 Scripts/make-chat-template-fixtures.py   (pip install jinja2 tokenizers==0.23.3)
"""
import json, os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/Fixtures/Tokenizers/chat-templates.json"
CACHE = Path(os.environ.get("CONTEXTBUDGET_CACHE", Path.home() / ".cache/contextbudget"))
TEMPLATES = CACHE / "llama.cpp/src-b11434/models/templates"
QWEN = CACHE / "tokenizers/qwen2/tokenizer.json"

# file -> (the template ContextBudget must recognise it as, bos, eos, render cases?)
SOURCES = {
    "google-gemma-2-2b-it.jinja": ("gemma", "<bos>", "<eos>", False),   # raises on system messages
    "meta-llama-Llama-3.1-8B-Instruct.jinja": ("llama3.1", "<|begin_of_text|>", "<|eot_id|>", True),
    "meta-llama-Llama-3.2-3B-Instruct.jinja": ("llama3.1", "<|begin_of_text|>", "<|eot_id|>", True),
    "meta-llama-Llama-3.3-70B-Instruct.jinja": ("llama3.1", "<|begin_of_text|>", "<|eot_id|>", True),
    "Qwen-Qwen2.5-7B-Instruct.jinja": ("qwen2.5", "", "<|im_end|>", True),
}

CONVERSATIONS = [
    [{"role": "user", "content": "Hello!"}],
    [{"role": "system", "content": "  You are terse.\n"}, {"role": "user", "content": "  Summarize: the cat sat.  \n"},
     {"role": "assistant", "content": "A cat sat."}, {"role": "user", "content": "Longer, in 日本語 please 🙂"}],
    [{"role": "user", "content": "What is the weather?"}, {"role": "assistant", "content": "get_weather(city: \"Paris\")"},
     {"role": "tool", "content": "{\"temp\": 21, \"sky\": \"clear\"}\n\ttab"}, {"role": "tool", "content": "second \"output\" \\ back"},
     {"role": "user", "content": "Thanks"}],
    [{"role": "user", "content": "a\n\n\nb"}, {"role": "assistant", "content": " spaced   out "}, {"role": "system", "content": "Later rules"},
     {"role": "user", "content": "\tTabs\t"}],
    [{"role": "system", "content": "Only a system message."}],
]


def main():
    import jinja2
    env = jinja2.Environment(trim_blocks=True, lstrip_blocks=True, extensions=["jinja2.ext.loopcontrols"])

    def raise_exception(message):
        raise RuntimeError(message)
    env.globals["raise_exception"] = raise_exception
    env.filters["tojson"] = lambda value, indent=None: json.dumps(value, ensure_ascii=False, indent=indent)
    qwen = None
    if QWEN.exists():
        from tokenizers import Tokenizer
        qwen = Tokenizer.from_file(str(QWEN))

    templates, cases = [], []
    for file, (expected, bos, eos, render) in SOURCES.items():
        source = (TEMPLATES / file).read_text(encoding="utf-8")
        templates.append({"file": file, "expected": expected, "source": source})
        if not render:
            continue
        template = env.from_string(source)
        for index, messages in enumerate(CONVERSATIONS):
            for generation in (False, True):
                text = template.render(messages=messages, add_generation_prompt=generation, bos_token=bos,
                                       eos_token=eos, date_string="26 Jul 2024")
                entry = {"file": file, "conversation": index, "addGenerationPrompt": generation, "rendered": text}
                if qwen is not None and expected == "qwen2.5":
                    entry["qwenCount"] = len(qwen.encode(text, add_special_tokens=False).ids)
                cases.append(entry)
    OUT.write_text(json.dumps({"conversations": CONVERSATIONS, "templates": templates, "cases": cases},
                              ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(OUT, len(templates), "templates,", len(cases), "cases")


if __name__ == "__main__":
    main()
