#!/usr/bin/env python3
"""llguidance's masks as a fixture (Tests/Fixtures/Guidance/llguidance-agreement.json).

On a small vocabulary written here (every single byte, JSON fragments, the schemas' own names
and words, a few multi-byte characters, and one end token), for a few of the Guidance fixture
schemas, walks llguidance's LLMatcher by seeded random allowed tokens and records, at every
step, the set of tokens llguidance allows (as a hex bitmask, bit id % 8 of byte id / 8). The
Swift test `LLGuidanceAgreementTests` replays the same tokens through our matcher and compares
its masks step by step, with the documented exceptions only.

llguidance is compiled with the options our grammar fixes: compact JSON (no whitespace,
separators "," and ":"); additionalProperties false unless the schema says otherwise (written
into the schema: guidance_reference.strict, as the benchmark's replay does).

    Scripts/fetch-guidance-venv.sh      # the cached venv with llguidance
    ~/.cache/contextbudget/guidance-venv/bin/python Scripts/make-guidance-agreement-fixtures.py
"""
import json
import os
import random

import llguidance

import importlib.util
_spec = importlib.util.spec_from_file_location("guidance_reference", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Benchmarks", "Scripts", "guidance_reference.py"))
guidance_reference = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(guidance_reference)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "Guidance")
OUT = os.path.join(FIXTURES, "llguidance-agreement.json")
SCHEMAS = ["weather-tool", "nested-record", "bounded-array", "string-enum", "mixed-enum", "any-of-shapes",
           "recursive-tree", "integer-range", "negative-range", "unicode-lengths", "numbers", "string-escapes",
           "additional-schema", "type-list"]
WALKS_PER_SCHEMA = 4
STEPS = 60
FRAGMENTS = ["{\"", "\":", "\",", "\"}", "\"]", "[\"", "[{", "}]", "},{", "\":\"", "\\n", "\\u00", "\\ud83d", "\\\"",
             "\\\\", "true", "false", "null", "12", "-1", "0.5", "e+", "1e", "E-", "00", "10", "99", "é", "😀", "名前",
             " the", "\"a", "a\"", "\"\"", "{}", "[]", ",\"", "\":[", "\":{", "]}", "}}", "\u2028", "ab", "xyz"]


def raw_schema_text(name):
    """The fixture's schema member as compact JSON in the file's member order."""
    with open(os.path.join(FIXTURES, name + ".json")) as handle:
        document = json.load(handle)
    return json.dumps(document["schema"], separators=(",", ":"), ensure_ascii=False)


def vocabulary(schema_texts):
    tokens = [bytes([b]) for b in range(256)]
    seen = set(tokens)

    def add(piece):
        data = piece.encode("utf-8")
        if data and data not in seen:
            seen.add(data)
            tokens.append(data)

    for fragment in FRAGMENTS:
        add(fragment)
    for text in schema_texts:
        for value in json.loads(text).get("properties", {}):
            add("\"" + value + "\":")
            add(value)
        for word in ["celsius", "fahrenheit", "circle", "square", "radius", "side", "name", "children", "value"]:
            add(word)
            add("\"" + word + "\"")
    return tokens


def main():
    texts = {name: raw_schema_text(name) for name in SCHEMAS}
    tokens = vocabulary(texts.values())
    end = len(tokens)

    class Wrapper:
        def __init__(self):
            self.tokens = tokens + [b"\xff<end>"]
            self.eos_token_id = end
            self.bos_token_id = None

        def __call__(self, data):  # greedy single bytes: llguidance only re-tokenizes forced text
            return list(data)

    tokenizer = llguidance.LLTokenizer(llguidance.TokenizerWrapper(Wrapper()))
    options = {"whitespace_flexible": False, "item_separator": ",", "key_separator": ":",
               "json_allow_general_unicode_escapes": True}
    cases = []
    for name in SCHEMAS:
        strict = json.dumps(guidance_reference.strict(guidance_reference.normalize(json.loads(texts[name]))), separators=(",", ":"))
        grammar = llguidance.LLMatcher.grammar_from_json_schema(strict, overrides=options)
        for seed in range(WALKS_PER_SCHEMA):
            generator = random.Random(seed * 1000 + SCHEMAS.index(name))
            matcher = llguidance.LLMatcher(tokenizer, grammar, log_level=0)
            assert not matcher.is_error(), matcher.get_error()
            chosen, masks = [], []
            for _ in range(STEPS):
                bits = matcher.compute_bitmask()
                masks.append(bits.hex())
                allowed = [i for i in range(end + 1) if bits[i // 8] >> (i % 8) & 1]
                assert allowed, "llguidance allowed nothing for %s" % name
                if end in allowed and (len(allowed) == 1 or generator.random() < 0.3):
                    break
                choices = [i for i in allowed if i != end]
                token = generator.choice(choices)
                assert matcher.consume_token(token), matcher.get_error()
                chosen.append(token)
            cases.append({"schema": name, "seed": seed, "tokens": chosen, "masks": masks})
    with open(OUT, "w") as handle:
        json.dump({"reference": "llguidance %s (compact JSON, strict)" % llguidance.__version__,
                   "script": "Scripts/make-guidance-agreement-fixtures.py",
                   "schemas": texts, "vocabulary": [t.hex() for t in tokens], "endTokenID": end,
                   "cases": cases}, handle, indent=0, ensure_ascii=False)
        handle.write("\n")
    steps = sum(len(c["masks"]) for c in cases)
    print("wrote %s: %d tokens, %d walks, %d steps" % (OUT, end + 1, len(cases), steps))


if __name__ == "__main__":
    main()
