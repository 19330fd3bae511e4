#!/usr/bin/env python3
"""Replays GuidanceMaskBenchmark's random walks through llguidance and XGrammar.

GuidanceMaskBenchmark writes the vocabulary it masked over (each token id's bytes, as
TokenVocabulary has them) and, for every walk, the schema text it compiled, the token ids it
chose and a hash of our mask at every step. This script feeds the same token sequences to
llguidance's LLMatcher and XGrammar's GrammarMatcher on the same vocabulary and schemas, times
each step's mask (the mask call alone, in wall and thread CPU time) and each schema's compile, and compares every mask with
ours by hash. Where a mask differs it writes the reference's mask, so the benchmark can say
which tokens differ and why.

Usage (the benchmark runs it when the venv exists):
    $CONTEXTBUDGET_CACHE/guidance-venv/bin/python guidance_reference.py VOCABULARY WALKS OUT
The venv comes from Scripts/fetching/fetch-guidance-venv.sh.

Options the references get, to match our grammar: compact JSON (no whitespace between
tokens, separators "," and ":"), additionalProperties false unless the schema says so (written
into the schema, since llguidance has no strict option). BFCL's type aliases (dict, float, ...) are rewritten to JSON Schema's
names first, the same language our compiler accepts them as.

XGrammar imports torch and transformers at import time, for tensor helpers and Hugging Face
adapters this script does not call; its C++ matcher fills any int32 DLPack array. So, instead of
installing torch (gigabytes), the script registers empty stand-in modules for those two names
before importing it and passes numpy arrays.
"""
import base64
import json
import sys
import time
import types

import numpy as np

ALIASES = {"dict": "object", "float": "number", "int": "integer", "tuple": "array", "list": "array",
           "str": "string", "bool": "boolean"}
HASH_PRIME = 0x100000001B3
MAX_DIFFERING_KEPT = 400


def normalize(schema):
    """BFCL's type aliases as JSON Schema's type names; "any" drops the type."""
    if isinstance(schema, list):
        return [normalize(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        if key == "type" and isinstance(value, str):
            if value == "any":
                continue
            out[key] = ALIASES.get(value, value)
        elif key == "type" and isinstance(value, list):
            out[key] = [ALIASES.get(v, v) if isinstance(v, str) else v for v in value]
        else:
            out[key] = normalize(value)
    return out


def strict(schema):
    """Object schemas without "additionalProperties" get false: our grammar's strict mode, which
    XGrammar's strict_mode also applies but llguidance has no option for."""
    if isinstance(schema, list):
        return [strict(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: (value if key in ("enum", "const", "default", "examples") else strict(value)) for key, value in schema.items()}
    if "properties" in out and isinstance(out["properties"], dict):
        out["properties"] = {name: strict(value) for name, value in schema["properties"].items()}
    if (out.get("type") == "object" or "properties" in out) and "additionalProperties" not in out:
        out["additionalProperties"] = False
    return out


class MaskHash:
    """The benchmark's mask hash: Horner's rule over the little-endian 64-bit words,
    h = h * prime + word (mod 2^64), vectorised as sum(word_i * prime^(n-1-i))."""

    def __init__(self, word_count):
        powers = np.ones(word_count, dtype=np.uint64)
        prime = np.uint64(HASH_PRIME)
        with np.errstate(over="ignore"):
            for index in range(word_count - 2, -1, -1):
                powers[index] = powers[index + 1] * prime
        self.powers = powers

    def __call__(self, mask_bytes):
        words = np.frombuffer(mask_bytes, dtype="<u8")
        with np.errstate(over="ignore"):
            return "%016x" % int(np.sum(words * self.powers, dtype=np.uint64))


def load(vocabulary_path, walks_path):
    with open(vocabulary_path) as handle:
        vocabulary = json.load(handle)
    with open(walks_path) as handle:
        walks = json.load(handle)
    tokens = [None if t is None else bytes.fromhex(t) for t in vocabulary["tokens"]]
    return tokens, vocabulary["endTokenIDs"], walks


class Duplicates:
    """Tokens with the same bytes as another token (Gemma's byte-fallback `<0x7B>` beside `{`).
    The libraries keep one token per byte string in their tries, so masks are compared with
    each group closed: a group is allowed when any member is (the benchmark does the same)."""

    def __init__(self, tokens):
        by_bytes = {}
        for index, token in enumerate(tokens):
            if token is not None:
                by_bytes.setdefault(token, []).append(index)
        self.groups = [ids for ids in by_bytes.values() if len(ids) > 1]
        self.group_of = {i: ids for ids in self.groups for i in ids}
        self.members = np.array([i for ids in self.groups for i in ids], dtype=np.int64)
        sizes = np.array([len(ids) for ids in self.groups], dtype=np.int64)
        self.sizes = sizes
        self.starts = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(np.int64)

    def close(self, mask_bytes):
        if len(self.groups) == 0:
            return mask_bytes
        bits = np.unpackbits(np.frombuffer(mask_bytes, dtype=np.uint8), bitorder="little")
        allowed = np.maximum.reduceat(bits[self.members], self.starts)
        bits[self.members] = np.repeat(allowed, self.sizes)
        return np.packbits(bits, bitorder="little").tobytes()


def replay(name, tokens, end_ids, walks, make_matcher, fill, consume, mask_bytes):
    """Runs every walk: compile, then per step fill the mask (timed), compare, take the token
    (or, if the reference refuses it, a token with the same bytes that it takes)."""
    word_count = (len(tokens) + 63) // 64
    mask_hash = MaskHash(word_count)
    duplicates = Duplicates(tokens)
    compile_micros = {}
    step_micros = []
    step_cpu_micros = []
    differing = []
    equal = compared = 0
    stopped = []
    for walk_index, walk in enumerate(walks["walks"]):
        schema_index = walk["schema"]
        text = json.dumps(strict(normalize(json.loads(walks["schemas"][schema_index]["text"]))), separators=(",", ":"))
        start = time.perf_counter_ns()
        try:
            matcher = make_matcher(text)
        except Exception as error:  # a schema the reference refuses
            stopped.append({"walk": walk_index, "step": 0, "reason": "compile: %s" % str(error)[:200]})
            continue
        compile_micros.setdefault(schema_index, (time.perf_counter_ns() - start) / 1e3)
        hashes = walk["hashes"]
        for step, expected in enumerate(hashes):
            start, cpu = time.perf_counter_ns(), time.thread_time_ns()
            fill(matcher)
            step_cpu_micros.append((time.thread_time_ns() - cpu) / 1e3)
            step_micros.append((time.perf_counter_ns() - start) / 1e3)
            raw = duplicates.close(mask_bytes(matcher))
            compared += 1
            if mask_hash(raw) == expected:
                equal += 1
            elif len(differing) < MAX_DIFFERING_KEPT:
                differing.append({"walk": walk_index, "step": step, "mask": base64.b64encode(raw).decode()})
            if step < len(walk["tokens"]):
                token = walk["tokens"][step]
                if not consume(matcher, token, duplicates.group_of.get(token, [token])):
                    stopped.append({"walk": walk_index, "step": step, "reason": "refused token %d" % token})
                    break
    return {"name": name, "compileMicros": [compile_micros.get(i) for i in range(len(walks["schemas"]))],
            "stepMicros": step_micros, "stepCPUMicros": step_cpu_micros, "stepsCompared": compared, "stepsEqual": equal,
            "differing": differing, "stopped": stopped}


def llguidance_run(tokens, end_ids, walks):
    import llguidance

    class Vocabulary:
        """What llguidance.TokenizerWrapper reads: token bytes (0xFF-prefixed for special
        tokens, llguidance's convention), the end token, and a tokenize function (greedy
        longest match; llguidance calls it only to re-tokenize forced text)."""

        def __init__(self):
            self.tokens = [b"\xff<|control %d|>" % i if t is None else t for i, t in enumerate(tokens)]
            self.eos_token_id = end_ids[0]
            self.bos_token_id = None
            self.by_bytes = {t: i for i, t in enumerate(tokens) if t is not None}
            self.longest = max(len(t) for t in self.by_bytes)

        def __call__(self, data):
            out, position = [], 0
            while position < len(data):
                for length in range(min(self.longest, len(data) - position), 0, -1):
                    token = self.by_bytes.get(data[position:position + length])
                    if token is not None:
                        out.append(token)
                        position += length
                        break
                else:
                    position += 1
            return out

    start = time.perf_counter_ns()
    tokenizer = llguidance.LLTokenizer(llguidance.TokenizerWrapper(Vocabulary()), eos_token=list(end_ids))
    setup = (time.perf_counter_ns() - start) / 1e6
    mask = np.zeros((len(tokens) + 31) // 32, dtype=np.int32)
    pointer, size = mask.ctypes.data, mask.nbytes
    options = {"whitespace_flexible": False, "item_separator": ",", "key_separator": ":",
               "json_allow_general_unicode_escapes": True}

    def make(text):
        grammar = llguidance.LLMatcher.grammar_from_json_schema(text, overrides=options)
        matcher = llguidance.LLMatcher(tokenizer, grammar, log_level=0)
        if matcher.is_error():
            raise ValueError(matcher.get_error())
        return matcher

    result = replay("llguidance", tokens, end_ids, walks, make,
                    lambda m: m.unsafe_compute_mask_ptr(pointer, size),
                    lambda m, t, group: any(m.validate_tokens([u]) == 1 and m.consume_token(u) for u in [t] + group),
                    lambda m: mask.tobytes())
    result["version"] = llguidance.__version__ if hasattr(llguidance, "__version__") else "?"
    result["setupMillis"] = setup
    return result


def xgrammar_run(tokens, end_ids, walks):
    import tvm_ffi  # noqa: F401  (imported before the stand-ins, which it would probe)

    for module in ("torch", "transformers"):
        if module not in sys.modules:
            standin = types.ModuleType(module)
            standin.__getattr__ = lambda attribute: type(attribute, (), {})
            sys.modules[module] = standin
    sys.modules["torch"].int32 = np.int32
    sys.modules["torch"].tensor = lambda value, dtype=None: np.array(value, dtype=dtype)
    import xgrammar

    start = time.perf_counter_ns()
    # An empty token is XGrammar's special token (never allowed inside a value).
    info = xgrammar.TokenizerInfo([b"" if t is None else t for t in tokens], xgrammar.VocabType.RAW,
                                  vocab_size=len(tokens), stop_token_ids=list(end_ids))
    compiler = xgrammar.GrammarCompiler(info, max_threads=1, cache_enabled=False)
    setup = (time.perf_counter_ns() - start) / 1e6
    mask = np.zeros((1, (len(tokens) + 31) // 32), dtype=np.int32)

    def make(text):
        compiled = compiler.compile_json_schema(text, any_whitespace=False, separators=(",", ":"), strict_mode=True)
        return xgrammar.GrammarMatcher(compiled)

    result = replay("xgrammar", tokens, end_ids, walks, make,
                    lambda m: m.fill_next_token_bitmask(mask),
                    lambda m, t, group: any(m.accept_token(u) for u in [t] + group),
                    lambda m: mask.tobytes())
    from importlib.metadata import version
    result["version"] = version("xgrammar")
    result["setupMillis"] = setup
    return result


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: guidance_reference.py VOCABULARY WALKS OUT")
    tokens, end_ids, walks = load(sys.argv[1], sys.argv[2])
    results = {}
    for name, run in (("llguidance", llguidance_run), ("xgrammar", xgrammar_run)):
        try:
            results[name] = run(tokens, end_ids, walks)
        except ImportError as error:
            results[name] = {"name": name, "unavailable": str(error)}
        print("%s: done" % name, file=sys.stderr)
    with open(sys.argv[3], "w") as handle:
        json.dump(results, handle)


if __name__ == "__main__":
    main()
