#!/usr/bin/env python3
"""Writes Sources/Tokenizers/TokenEstimator+LexiconWords.swift: the words the estimator's piece model
knows the cost of, and that cost in every vocabulary we compare against.

Words: every token of cl100k_base that is two or more ASCII letters, all lowercase or capitalized,
with or without a leading space (cl100k is the smallest of the five vocabularies; its letter tokens
are the words BPE vocabularies learned as units), lowercased. Nothing of the tool fixtures is read:
the list comes from a vocabulary, not from the texts the estimator is checked on.

Each word is counted in four forms, `word`, ` word`, `Word`, ` Word`, by the five references of
Scripts/fixtures/make-tool-json-fixtures.py (Gemma 3 through sentencepiece, Llama 3.2 and Qwen2.5 through
Hugging Face `tokenizers`, cl100k and o200k through tiktoken); a form's cost is the largest of the
five counts, capped at 3 ("three or more": the estimator's default cost applies). A word whose four
forms all cost 3 or more is left out. The Swift file holds one line per cost signature, four digits
(the forms in that order) then all the words that have them.

Usage: python3 Scripts/estimator/make-estimator-lexicon.py   (after Scripts/fetching/fetch-tokenizers.sh and fetch-gemma.sh)
pip install sentencepiece==0.2.3 protobuf tokenizers==0.23.3 tiktoken==0.14.0 gguf
"""
import base64, importlib.util, re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Sources/Tokenizers/TokenEstimator+LexiconWords.swift"


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, ROOT / "Scripts" / "fixtures" / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def words(cache):
    found = set()
    for line in (cache / "tokenizers/cl100k_base.tiktoken").read_text().splitlines():
        piece, _ = line.split()
        try:
            text = base64.b64decode(piece).decode("ascii")
        except UnicodeDecodeError:
            continue
        word = text[1:] if text.startswith(" ") else text
        if re.fullmatch(r"[a-z]{2,}|[A-Z][a-z]+", word):
            found.add(word.lower())
    return sorted(found)


def main():
    fixtures = load("tokenizer_fixtures", "make-tokenizer-fixtures.py")
    bytelevel = load("bytelevel_fixtures", "make-bytelevel-fixtures.py")
    encoders = [fixtures.gemma_reference()[0], bytelevel.REFERENCES["llama3"](), fixtures.qwen_reference()[0],
                fixtures.cl100k_reference()[0], bytelevel.REFERENCES["o200k"]()]
    groups = {}
    for word in words(fixtures.CACHE):
        forms = [word, " " + word, word.capitalize(), " " + word.capitalize()]
        costs = [min(3, max(len(encode(form)) for encode in encoders)) for form in forms]
        if min(costs) < 3:
            groups.setdefault("".join(map(str, costs)), []).append(word)
    # One line per signature: the list is data, read by `Lexicon(text:)` a line at a time.
    lines = [" ".join([signature] + groups[signature]) for signature in sorted(groups)]
    count = sum(len(group) for group in groups.values())
    OUT.write_text(f"""// Written by Scripts/estimator/make-estimator-lexicon.py: do not edit.
/// The words the estimator's piece model knows the cost of (see `TokenEstimator.Lexicon`): each line
/// is four costs, of `word`, ` word`, `Word` and ` Word` (the largest count of Gemma 3, Llama 3.2,
/// Qwen2.5, cl100k and o200k; 3 is three or more), then the words of that signature, lowercased.
extension TokenEstimator.Lexicon {{
    /// {count} words in {len(groups)} signatures.
    static let text = \"\"\"
{chr(10).join(lines)}
\"\"\"
}}
""", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {count} words, {len(groups)} signatures, {OUT.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
