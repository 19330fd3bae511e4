"""Writes rouge-fixture.json: ROUGE-1/2/L/Lsum by Google's rouge-score (PyPI rouge-score 0.1.2,
use_stemmer=False) on reference/candidate pairs cut from the Corpora, plus edge cases.

rougeLsum reads one sentence per line (rouge-score splits at "\n"); the multi-line pairs below
put sentences on lines with a plain regex (split after . ! ? before whitespace), so the figures
test the scoring, not a sentence splitter. On single-line pairs rougeLsum equals rougeL.

    pip install rouge-score==0.1.2
    python3 Tests/Fixtures/rouge/make_fixture.py
"""
import json
import re
import pathlib

from rouge_score import rouge_scorer

root = pathlib.Path(__file__).resolve().parents[3]
corpora = root / "Corpora"
abstract = (corpora / "en/ehp-pbde47-thyroid.abstract.txt").read_text(encoding="utf-8")
article = (corpora / "en/ehp-pbde47-thyroid.md").read_text(encoding="utf-8")
jonah = (corpora / "en/kjv-jonah.txt").read_text(encoding="utf-8")
words = article.split()

pairs = [
    (abstract, " ".join(words[:120])),
    (abstract, " ".join(words[400:700])),
    (abstract, abstract),
    (abstract, " ".join(reversed(abstract.split()))),
    (jonah[:1500], jonah[1000:2600]),
    (jonah[:800], abstract),
    ("The cat sat on the mat. The cat ate.", "the the the cat"),
    ("Café au lait, naïve façade — 2008's PBDE-47 (BDE 47) at 10 µg/L!", "cafe naive facade 2008 s pbde 47 bde 47 at 10 g l"),
    ("", "something"),
    ("something", ""),
    ("!!! ---", "..."),
]


def lines(text):
    """One sentence per line: split after . ! ? followed by whitespace."""
    return "\n".join(s for s in re.split(r"(?<=[.!?])\s+", " ".join(text.split())) if s)


article_sentences = lines(article).split("\n")
pairs += [
    (lines(abstract), "\n".join(article_sentences[:12])),
    (lines(abstract), "\n".join(article_sentences[30:45])),
    (lines(abstract), "\n".join(reversed(lines(abstract).split("\n")))),
    (lines(abstract), lines(abstract)),
    (lines(jonah[:1500]), lines(jonah[1000:2600])),
    ("the cat sat on the mat\nthe dog sat", "the mat the cat\nsat the dog\ncat cat cat"),
    ("a b c a b\nc a", "a a a\nb c b c\n\n\nc"),
    ("one two\n\nthree", "!!!\nthree two one"),
    ("x y z", "\n\n"),
]
scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL", "rougeLsum"], use_stemmer=False)
cases = []
for reference, candidate in pairs:
    scores = scorer.score(reference, candidate)
    cases.append({
        "reference": reference,
        "candidate": candidate,
        **{name: {"precision": s.precision, "recall": s.recall, "fmeasure": s.fmeasure} for name, s in scores.items()},
    })
out = pathlib.Path(__file__).with_name("rouge-fixture.json")
out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(f"wrote {len(cases)} cases to {out}")
