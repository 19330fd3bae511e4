#!/usr/bin/env python3
"""Writes Tests/Fixtures/Tokenizers/jinja-templates.json: what Python's jinja2 renders for every
chat template in llama.cpp's collection over a fixed set of conversations, or the exception it
raises. The Swift Jinja interpreter (Sources/Tokenizers/Templates/Jinja) must render the same,
byte for byte (Tests/TokenizersTests/Templates/Jinja/JinjaTemplateCollectionTests.swift).

Where the templates come from: llama.cpp's source tree keeps them in models/templates/*.jinja;
Scripts/build-llama-cpp.sh caches tag b11434 under $CONTEXTBUDGET_CACHE (default
~/.cache/contextbudget) at llama.cpp/src-b11434. The script reads every *.jinja file there, sorted
by name, and records each file's SHA-256 so the test can tell when it is handed another version.

The environment is the one Hugging Face transformers' apply_chat_template builds
(transformers/utils/chat_template_utils.py): ImmutableSandboxedEnvironment with trim_blocks,
lstrip_blocks and the loopcontrols extension; `tojson` replaced by json.dumps(ensure_ascii=False)
with its indent/separators/sort_keys options; globals raise_exception (TemplateError) and
strftime_now; the `{% generation %}` block of its AssistantTracker extension rendered as its body.
Render variables: messages, tools (None without tools), documents (None), add_generation_prompt,
bos_token, eos_token. strftime_now formats a fixed date (NOW below) so the output is stable.

Usage: python3 Scripts/make-jinja-template-fixtures.py   (jinja2 3.1.6)
"""
import hashlib, json, os
from datetime import datetime
from pathlib import Path

import jinja2
from jinja2 import nodes
from jinja2.ext import Extension
from jinja2.sandbox import ImmutableSandboxedEnvironment

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/Fixtures/Tokenizers/jinja-templates.json"
CACHE = Path(os.environ.get("CONTEXTBUDGET_CACHE", Path.home() / ".cache/contextbudget"))
TEMPLATES = CACHE / "llama.cpp/src-b11434/models/templates"
NOW = datetime(2026, 1, 15, 9, 5, 7)
BOS, EOS = "<s>", "</s>"

WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "Current weather in a city.",
    "parameters": {"type": "object", "properties": {
        "city": {"type": "string", "description": "City name, such as Zürich"},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
        "required": ["city"]}}}
# A nine-character alphanumeric id: Mistral's templates refuse any other.
CALL = {"id": "call0001a", "type": "function", "function": {"name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius"}}}

CONVERSATIONS = {
    "user": {"messages": [{"role": "user", "content": "Hello!"}]},
    "system-user": {"messages": [
        {"role": "system", "content": "You are a helpful assistant."},
        {"role": "user", "content": "What is the capital of France?"}]},
    "multi-turn": {"messages": [
        {"role": "system", "content": "  Be terse.\n"},
        {"role": "user", "content": "Hi there"},
        {"role": "assistant", "content": "Hello! How can I help?"},
        {"role": "user", "content": "Say \"café\" in 日本語 🙂\n\tthen stop."}]},
    "tools": {"tools": [WEATHER], "messages": [
        {"role": "user", "content": "What's the weather in Paris?"}]},
    "tool-calls": {"tools": [WEATHER], "messages": [
        {"role": "system", "content": "You can call tools."},
        {"role": "user", "content": "What's the weather in Paris?"},
        {"role": "assistant", "content": "", "tool_calls": [CALL]},
        {"role": "tool", "tool_call_id": "call0001a", "name": "get_weather", "content": "{\"temperature\": 18, \"sky\": \"clear\"}"},
        {"role": "assistant", "content": "It is 18 °C and clear in Paris."},
        {"role": "user", "content": "Thanks"}]},
}


# Small templates, one construct each, rendered with SNIPPET_CONTEXT: what the interpreter must
# do beyond what the collection happens to exercise (whitespace control, Python formatting of
# values, slicing, loop variables, errors).
SNIPPET_CONTEXT = {"name": "Ada", "items": [3, 1, 2], "words": ["b", "A", "c"], "empty": [], "nothing": None,
                   "user": {"name": "Lin", "age": 7, "tags": ["x", "y"]}, "text": "  Héllo, wörld 🙂  ", "pi": 3.25,
                   "people": [{"name": "a", "ok": True}, {"name": "b", "ok": False}, {"name": "c"}]}
SNIPPETS = [
    "{{ name }}|{{ missing }}|{{ nothing }}|{{ true }}|{{ 1.0 }}|{{ 10 / 4 }}|{{ 7 // 2 }}|{{ -7 % 3 }}|{{ 2 ** 10 }}",
    "{{ items }}|{{ user }}|{{ words ~ 1 }}|{{ (1, 'a') }}|{{ \"it's\" }}|{{ [nothing, 'q\\n'] }}",
    "a\n  {% if true %}\n    x\n  {% endif %}\nb",
    "a  {%- if true -%}  x  {%- endif -%}  b\n{{- ' c ' -}}\n d",
    "{% for i in items %}{{ loop.index }}{{ loop.index0 }}{{ loop.first }}{{ loop.last }}{{ loop.length }}{{ loop.revindex }},{% endfor %}",
    "{% for i in items if i > 1 %}{{ i }}{{ loop.length }}{% else %}none{% endfor %}|{% for i in empty %}x{% else %}empty{% endfor %}",
    "{% for k, v in user.items() %}{{ k }}={{ v }};{% endfor %}|{% for k in user %}{{ k }}{% endfor %}",
    "{% for i in items %}{% if i == 1 %}{% continue %}{% endif %}{% if i == 2 %}{% break %}{% endif %}{{ i }}{% endfor %}",
    "{% set ns = namespace(found=false, n=0) %}{% for p in people %}{% if p.ok %}{% set ns.found = true %}{% set ns.n = ns.n + 1 %}{% endif %}{% endfor %}{{ ns.found }}{{ ns.n }}",
    "{% set x = 1 %}{% for i in items %}{% set x = i %}{% endfor %}{{ x }}|{% if true %}{% set y = 2 %}{% endif %}{{ y }}",
    "{% set block %}  inner {{ name }}  {% endset %}[{{ block }}]{% set t | trim %}  padded  {% endset %}[{{ t }}]",
    "{% macro greet(who, greeting='Hello') %}{{ greeting }}, {{ who }}!{% endmacro %}{{ greet(name) }} {{ greet('Bo', greeting='Hi') }}",
    "{{ items[1:] }}{{ items[::-1] }}{{ items[-1] }}{{ name[1:] }}{{ name[::-1] }}{{ text[2:5] }}{{ items[5] }}",
    "{{ text.strip() }}|{{ text.lstrip() }}|{{ text.rstrip() }}|{{ text | trim }}|{{ text | length }}|{{ 'a,b,,c'.split(',') }}|{{ ' a  b '.split() }}",
    "{{ 'Hello'.startswith('He') }}{{ 'Hello'.endswith(('x', 'lo')) }}{{ 'hello world'.title() }}{{ 'abc'.upper() }}{{ 'ABC'.lower() }}{{ 'aXa'.replace('a', 'b') }}",
    "{{ user.get('name') }}{{ user.get('nope') }}{{ user.get('nope', 'd') }}{{ user.keys() | list }}{{ user['age'] }}{{ user.tags[0] }}",
    "{{ people | selectattr('ok') | map(attribute='name') | join(', ') }}|{{ people | rejectattr('ok') | map(attribute='name') | list }}|{{ people | selectattr('name', 'equalto', 'b') | list | length }}",
    "{{ user | tojson }}|{{ user | tojson(indent=2) }}|{{ text | tojson }}|{{ text | tojson(ensure_ascii=True) }}|{{ [1, 2.5, none, true] | tojson(separators=(',', ':')) }}|{{ {'b': 1, 'a': 2} | tojson(sort_keys=true) }}",
    "{{ missing | default('dflt') }}{{ '' | default('e', true) }}{{ words | first }}{{ words | last }}{{ words | sort | join }}{{ words | unique | list }}{{ user | dictsort }}",
    "{{ '42' | int + 1 }}{{ 3.9 | int }}{{ 'x' | int }}{{ name | upper }}{{ name | lower }}{{ 5 | string ~ 'x' }}{{ items | length }}{{ 'a\nb' | indent(2, true) }}",
    "{{ missing is defined }}{{ name is string }}{{ user is mapping }}{{ items is iterable }}{{ nothing is none }}{{ 3 is number }}{{ name is not none }}{{ items is sequence }}{{ 4 is divisibleby 2 }}",
    "{{ 'a' in 'cat' }}{{ 1 in items }}{{ 'age' in user }}{{ 9 not in items }}{{ 'x' if items else 'y' }}{{ 'x' if empty else 'y' }}[{{ 'x' if empty }}]",
    "{{ name and 'yes' }}{{ empty or 'fallback' }}{{ not empty }}{{ 1 < 2 < 3 }}{{ 'b' > 'a' }}{{ [1, 2] == [1, 2] }}{{ 1 == 1.0 }}",
    "{{ '{} and {}'.format('a', 1) }}|{{ '%s-%s' % ('a', 'b') }}|{{ range(3) | list }}|{{ range(1, 7, 2) | list }}|{{ strftime_now('%Y-%m-%d %H:%M %b %A %d') }}",
    "{% filter upper %}shout {{ name }}{% endfilter %}|{{ pi }}|{{ pi * 2 }}|{{ 1e20 }}|{{ 0.0001 }}|{{ 1e-5 }}|{{ 2.0 ** 60 }}",
    "  {# a comment #}\n{#- trimmed -#}  x\n  {%+ if true %}kept{% endif %}\n{% if true +%}\nnl{% endif %}",
    "{{ raise_exception('refused: ' ~ name) }}",
    "{{ missing.attribute }}",
    "{{ user.nope.deeper }}",
    "{{ items.append(4) }}",
    "{{ 1 + 'a' }}",
    "{% for x in nothing %}{% endfor %}",
    "{{ nothing.attr }}|{{ user.nope }}|{{ missing | length }}|{% for x in missing %}x{% endfor %}|{{ missing ~ 'a' }}",
    # Integer edges (appended, so the earlier snippets keep their indices): Python's floor division
    # and modulo signs, exact powers, and int's fallbacks for a bad base or an infinite float.
    "{{ 7 // -2 }}|{{ -7 // 2 }}|{{ 7 % -3 }}|{{ -7 % -3 }}|{{ 2 ** 62 }}|{{ 3 ** 39 }}|{{ 9223372036854775807 // 1 }}",
    "{{ '12'|int(base=99) }}|{{ 'ff'|int(base=16) }}|{{ '1e400'|int }}|{{ '1e400'|int(7) }}|{{ 2.9|int }}|{{ -2.9|int }}",
    # Past 64 bits: jinja2 prints the big integer, the interpreter raises (a known difference).
    "{{ 2 ** 64 }}",
]


class GenerationBlock(Extension):
    """HF's AssistantTracker without the tracking: `{% generation %}…{% endgeneration %}` renders its body."""
    tags = {"generation"}

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(["name:endgeneration"], drop_needle=True)
        return nodes.CallBlock(self.call_method("_render", []), [], [], body).set_lineno(lineno)

    def _render(self, caller):
        return caller()


def environment():
    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True,
                                        extensions=[GenerationBlock, "jinja2.ext.loopcontrols"])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = lambda format: NOW.strftime(format)
    return env


def main():
    env = environment()
    paths = sorted(TEMPLATES.glob("*.jinja"))
    if not paths:
        raise SystemExit(f"no templates under {TEMPLATES}: run Scripts/build-llama-cpp.sh first")
    templates = []
    for path in paths:
        source = path.read_text(encoding="utf-8")
        entry = {"file": path.name, "sha256": hashlib.sha256(source.encode()).hexdigest(), "renders": []}
        try:
            template = env.from_string(source)
        except jinja2.TemplateSyntaxError as error:
            entry["syntaxError"] = f"line {error.lineno}: {error.message}"
            templates.append(entry)
            continue
        for name, conversation in CONVERSATIONS.items():
            for generation in (False, True):
                render = {"conversation": name, "addGenerationPrompt": generation}
                try:
                    render["output"] = template.render(
                        messages=conversation["messages"], tools=conversation.get("tools"), documents=None,
                        add_generation_prompt=generation, bos_token=BOS, eos_token=EOS)
                except Exception as error:  # the template raised, or used what the sandbox refuses
                    render["error"] = f"{type(error).__name__}: {error}"
                entry["renders"].append(render)
        templates.append(entry)
    snippets = []
    for source in SNIPPETS:
        snippet = {"source": source}
        try:
            snippet["output"] = env.from_string(source).render(**SNIPPET_CONTEXT)
        except Exception as error:
            snippet["error"] = f"{type(error).__name__}: {error}"
        snippets.append(snippet)
    fixture = {
        "generator": "Scripts/make-jinja-template-fixtures.py", "jinja2": jinja2.__version__,
        "now": NOW.isoformat(), "bosToken": BOS, "eosToken": EOS,
        "conversations": CONVERSATIONS, "templates": templates,
        "snippetContext": SNIPPET_CONTEXT, "snippets": snippets,
    }
    OUT.write_text(json.dumps(fixture, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    renders = [r for t in templates for r in t["renders"]]
    print(f"{OUT.relative_to(ROOT)}: {len(templates)} templates, {len(renders)} renders, "
          f"{sum('error' in r for r in renders)} raise, {sum('syntaxError' in t for t in templates)} do not parse")


if __name__ == "__main__":
    main()
