#!/usr/bin/env python3
"""ROUGE of one row's summaries cut to the length of another row's, document by document.

    python3 Benchmarks/Scripts/length_matched_rouge.py OUT_DIR LONG_ROW SHORT_ROW

OUT_DIR is a `SummaryQualityBenchmark --out` folder; LONG_ROW and SHORT_ROW are two of its row
folders. Each LONG_ROW summary is cut to as many words as the SHORT_ROW summary of the same
document, and both are scored against the document's reference abstract (the development set
under `$CONTEXTBUDGET_CACHE/summary-devset/aclsum`, the EHP abstract in Corpora/en). ROUGE F
measures in percent, as rouge-score 0.1.2 computes them without stemming (lowercase, runs of
[a-z0-9]); R-L is the longest common subsequence. Why: ROUGE F rewards length when one row's
summaries are ten times longer than the other's; cutting to equal length compares content.
"""
import os
import pathlib
import re
import sys


def tokens(text):
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).split()


def ngrams(words, n):
    counts = {}
    for i in range(len(words) - n + 1):
        key = tuple(words[i:i + n])
        counts[key] = counts.get(key, 0) + 1
    return counts


def f_measure(overlap, candidate, reference):
    if candidate == 0 or reference == 0 or overlap == 0:
        return 0.0
    precision, recall = overlap / candidate, overlap / reference
    return 2 * precision * recall / (precision + recall)


def rouge_n(candidate, reference, n):
    c, r = ngrams(candidate, n), ngrams(reference, n)
    overlap = sum(min(count, r.get(key, 0)) for key, count in c.items())
    return f_measure(overlap, sum(c.values()), sum(r.values()))


def rouge_l(candidate, reference):
    previous = [0] * (len(reference) + 1)
    for word in candidate:
        current = [0]
        for j, other in enumerate(reference):
            current.append(previous[j] + 1 if word == other else max(previous[j + 1], current[j]))
        previous = current
    return f_measure(previous[-1], len(candidate), len(reference))


def reference(document_id):
    cache = pathlib.Path(os.environ.get("CONTEXTBUDGET_CACHE", pathlib.Path.home() / ".cache/contextbudget"))
    for split in ("train", "val"):
        path = cache / "summary-devset/aclsum" / split / f"{document_id}.abstract.txt"
        if path.exists():
            return path.read_text()
    return (pathlib.Path("Corpora/en") / f"{document_id}.abstract.txt").read_text()


def main():
    out, long_row, short_row = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    rows = {"cut": [], "short": []}
    words = []
    for short_path in sorted((out / short_row).glob("*.txt")):
        long_path = out / long_row / short_path.name
        if not long_path.exists():
            continue
        ref = tokens(reference(short_path.stem))
        short = tokens(short_path.read_text())
        cut = tokens(long_path.read_text())[:len(short)]
        words.append(len(short))
        for name, candidate in (("cut", cut), ("short", short)):
            rows[name].append((rouge_n(candidate, ref, 1), rouge_n(candidate, ref, 2), rouge_l(candidate, ref)))
    print(f"{len(words)} documents, mean {sum(words) / max(1, len(words)):.0f} words per summary")
    for name, label in (("cut", f"{long_row}, cut to length"), ("short", short_row)):
        scores = rows[name]
        means = [100 * sum(s[i] for s in scores) / max(1, len(scores)) for i in range(3)]
        print(f"{label}: R-1 {means[0]:.1f}  R-2 {means[1]:.1f}  R-L {means[2]:.1f}")


if __name__ == "__main__":
    main()
