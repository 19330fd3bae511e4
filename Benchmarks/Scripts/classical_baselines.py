#!/usr/bin/env python3
"""Ranks every sentence of each document by the classical extractive baselines, for
SummaryQualityBenchmark: Lead (document order), LexRank and TextRank from PyPI `sumy`.

    pip install sumy
    python3 Benchmarks/Scripts/classical_baselines.py < documents.json > rankings.json

Input: a JSON list of {"id": ..., "text": ...} (Markdown or plain text). Output: a JSON list of
{"id", "sentences": [...], "rankings": {"lead": [...], "lexrank": [...], "textrank": [...]}},
each ranking a permutation of sentence indices, best first (ties in document order). The
benchmark, not this script, cuts each baseline to the length of our summary, with our counter.

Setup as sumy's README has it: the English Snowball stemmer and sumy's English stop words (both
ship with the packages; nothing is downloaded). sumy's default tokenizer needs NLTK's punkt data,
which cannot be downloaded here; its parser accepts any object with `to_sentences` and
`to_words`, so `RegexTokenizer` below stands in: sentences end after . ! ? before whitespace,
words are runs of letters and digits. Markdown heading lines are dropped before parsing: they
are not sentences a summary would take.
"""
import json
import re
import sys

from sumy.nlp.stemmers import Stemmer
from sumy.parsers.plaintext import PlaintextParser
from sumy.summarizers.lex_rank import LexRankSummarizer
from sumy.summarizers.text_rank import TextRankSummarizer
from sumy.utils import get_stop_words

LANGUAGE = "english"


class RegexTokenizer:
    """What sumy's parser needs of a tokenizer, without NLTK data."""

    language = LANGUAGE
    _sentence_end = re.compile(r"(?<=[.!?])\s+")
    _word = re.compile(r"[^\W_]+", re.UNICODE)

    def to_sentences(self, paragraph):
        return [s.strip() for s in self._sentence_end.split(paragraph) if s.strip()]

    def to_words(self, sentence):
        return self._word.findall(sentence)


def ratings(summarizer, document):
    """Each sentence's rating by `summarizer`, read where sumy hands it to its selection step."""
    captured = {}

    def capture(sentences, count, rating, *args, **kwargs):
        captured["rating"] = rating
        return ()

    summarizer._get_best_sentences = capture
    summarizer(document, len(document.sentences))
    rating = captured.get("rating", {})
    rate = rating if callable(rating) else (lambda s: rating.get(s, 0.0))
    return [float(rate(s)) for s in document.sentences]


def main():
    documents = json.load(sys.stdin)
    tokenizer = RegexTokenizer()
    stemmer = Stemmer(LANGUAGE)
    summarizers = {}
    for name, kind in (("lexrank", LexRankSummarizer), ("textrank", TextRankSummarizer)):
        summarizer = kind(stemmer)
        summarizer.stop_words = get_stop_words(LANGUAGE)
        summarizers[name] = summarizer
    results = []
    for item in documents:
        text = "\n".join(line for line in item["text"].splitlines() if not line.lstrip().startswith("#"))
        document = PlaintextParser.from_string(text, tokenizer).document
        sentences = [str(s) for s in document.sentences]
        rankings = {"lead": list(range(len(sentences)))}
        for name, summarizer in summarizers.items():
            scores = ratings(summarizer, document)
            rankings[name] = sorted(range(len(sentences)), key=lambda i: (-scores[i], i))
        results.append({"id": item["id"], "sentences": sentences, "rankings": rankings})
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
