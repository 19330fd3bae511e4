#!/usr/bin/env python3
"""Fits the estimator's piece-model rates (Sources/Tokenizers/TokenEstimator+Pieces.swift) by a
linear program, and checks the fit on the half of the texts it did not see.

Texts: the tool definitions, whole tool lists and tool-call messages of
Tests/Fixtures/Tokenizers/tool-json.json (Scripts/fixtures/make-tool-json-fixtures.py), with the counts of
Gemma 3, Llama 3.2, Qwen2.5, cl100k and o200k; and its tool outputs that are one JSON line (the
estimator counts those with the piece model too, when it is the cheaper): they must not be
under-counted either, but are not held to the bound (free text in a JSON string is prose). Word costs: the committed lexicon
(Sources/Tokenizers/TokenEstimator+LexiconWords.swift, Scripts/estimator/make-estimator-lexicon.py).

The piece model is linear in its rates: each text is a vector of feature counts (known one-token
pieces, known two-token pieces, unknown pieces and their letters past the sixth, spaces before a
piece, punctuation runs by length, `_`, newlines, digits, ...). The program minimises t subject to
  estimate(text) >= max(highest - 1 + 0.002, margin * highest)   (never under, with a margin)
  estimate(text) <= t * highest
for every text, with the rates bounded to sensible ranges and ordered where the vocabularies say
so (a longer punctuation run costs no less than a shorter one). The margin is chosen so that a fit
on the even tasks never under-counts the odd ones, and the reverse; the committed rates are the fit
on all texts, rounded up to thousandths (the Swift rates are thousandths of a token).

Usage: python3 Scripts/estimator/fit-estimator-rates.py [margin]   (needs numpy and scipy; default margin 1.0)
"""
import json, math, re, sys, zlib
from pathlib import Path
import numpy as np
from scipy.optimize import linprog

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "Tests/Fixtures/Tokenizers/tool-json.json"
LEXICON = ROOT / "Sources/Tokenizers/TokenEstimator+LexiconWords.swift"
RATES = ["knownPiece", "knownTwoTokenPiece", "unknownPiece", "unknownPieceLetterPastSixth", "spaceBeforePiece",
         "singlePunctuation", "singlePunctuationAfterSpace", "two", "three", "four", "five", "punctuationPastFifth",
         "underscore", "newline", "whitespaceAfterWhitespace", "digit", "spaceBeforeDigit", "punctuationAfterDigit",
         "nonASCII"]
BOUNDS = {"knownPiece": (0.9, 3), "unknownPiece": (1, 3), "newline": (1, 1.5), "whitespaceAfterWhitespace": (0.15, 1),
          "nonASCII": (1, 1)}  # non-ASCII scalars keep the scalar model's rates (a multiplier of 1)
ORDERED = [("singlePunctuation", "two"), ("two", "three"), ("three", "four"), ("four", "five"),
           ("knownPiece", "knownTwoTokenPiece"), ("knownPiece", "unknownPiece"),
           ("singlePunctuation", "singlePunctuationAfterSpace")]


def lexicon():
    words = {}
    for line in LEXICON.read_text().splitlines():
        fields = line.split()
        if fields and re.fullmatch(r"[123]{4}", fields[0]):
            for word in fields[1:]:
                words[word] = [int(c) for c in fields[0]]
    return words


def non_ascii_rate(o):
    if 0xC0 <= o <= 0x24F or 0x1E00 <= o <= 0x1EFF: return 1.5
    if 0x300 <= o <= 0x36F: return 0.5
    if 0x370 <= o <= 0x6FF: return 0.6
    if 0x3040 <= o <= 0x30FF or 0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7AF or 0xF900 <= o <= 0xFAFF: return 1
    return 2 if o >= 0x10000 else 1


def word_pieces(run):
    """[A-Z]+(?![a-z])|[A-Z]?[a-z]+ over a run of ASCII letters."""
    return re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+", run)


def features(text, words):
    f = dict.fromkeys(RATES, 0.0)
    previous, run, run_after_space = "start", 0, False

    def close_run():
        nonlocal run
        if run == 1: f["singlePunctuationAfterSpace" if run_after_space else "singlePunctuation"] += 1
        elif run in (2, 3, 4): f[["two", "three", "four"][run - 2]] += 1
        elif run >= 5: f["five"] += 1; f["punctuationPastFifth"] += run - 5
        run = 0

    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isascii() and ch.isalpha():
            j = i
            while j < len(text) and text[j].isascii() and text[j].isalpha(): j += 1
            close_run()
            for n, piece in enumerate(word_pieces(text[i:j])):
                after_space = n == 0 and previous == "space"
                if after_space: f["spaceBeforePiece"] += 1
                costs = words.get(piece.lower()) if len(piece) >= 2 else None
                cost = None
                if costs and piece.islower(): cost = costs[1 if after_space else 0]
                elif costs and piece[0].isupper() and piece[1:].islower(): cost = costs[3 if after_space else 2]
                if cost == 1: f["knownPiece"] += 1
                elif cost == 2: f["knownTwoTokenPiece"] += 1
                else: f["unknownPiece"] += 1; f["unknownPieceLetterPastSixth"] += max(0, len(piece) - 6)
            previous, i = "letter", j
            continue
        i += 1
        o = ord(ch)
        if o >= 0x80:
            close_run(); f["nonASCII"] += non_ascii_rate(o); previous = "other"
        elif ch.isdigit():
            close_run(); f["digit"] += 1; f["spaceBeforeDigit"] += previous == "space"; previous = "digit"
        elif ch == " ":
            close_run(); f["whitespaceAfterWhitespace"] += previous in ("space", "newline"); previous = "space"
        elif ch in "\n\r\t":
            close_run(); f["whitespaceAfterWhitespace" if previous in ("space", "newline") else "newline"] += 1
            previous = "newline"
        elif ch == "_":
            close_run(); f["underscore"] += 1; previous = "other"
        elif 0x21 <= o <= 0x7E:
            if run == 0:
                run_after_space = previous == "space"
                f["punctuationAfterDigit"] += previous == "digit"
            run += 1; previous = "other"
        else:
            close_run(); f["singlePunctuation"] += 1; previous = "other"
    close_run()
    return np.array([f[name] for name in RATES])


def scalar_tokens(text):
    """The scalar model (TokenEstimator.milliTokens without JSON lines), in tokens, rounded up."""
    total, previous_whitespace, previous_space, previous_digit = 0, False, False, False
    for ch in text:
        o = ord(ch)
        if o >= 0x80:
            total += 1000 * non_ascii_rate(o)
            previous_whitespace = previous_space = previous_digit = False
            continue
        letter, digit = ch.isascii() and ch.isalpha(), ch.isdigit()
        if letter: total += 320
        elif digit: total += 1000
        elif ch == " ": total += 150 if previous_whitespace else 100
        elif ch in "\n\r\t": total += 150 if previous_whitespace else 500
        elif 0x21 <= o <= 0x7E: total += 800
        else: total += 1000
        if digit and previous_space: total += 900
        if previous_digit and 0x21 <= o <= 0x7E and not digit and not letter: total += 200
        previous_whitespace, previous_space, previous_digit = ch in " \n\t\r", ch == " ", digit
    return math.ceil(total / 1000)


def task(case):
    found = re.search(r"_(\d+) message", case["source"])
    return int(found.group(1)) if found else zlib.crc32(case["source"].encode())


def fit(X, H, margin, floors=()):
    n = len(RATES)
    rows, limits = [], []
    for x, h in zip(X, H):
        rows.append(np.append(-x, 0)); limits.append(-max(h - 1 + 0.002, margin * h))
        rows.append(np.append(x, -h)); limits.append(0)
    for x, h in floors:  # never under, no bound
        rows.append(np.append(-x, 0)); limits.append(-max(h - 1 + 0.002, margin * h))
    for low, high in ORDERED:
        row = np.zeros(n + 1); row[RATES.index(low)] = 1; row[RATES.index(high)] = -1
        rows.append(row); limits.append(0)
    bounds = [BOUNDS.get(name, (0, 3)) for name in RATES] + [(1, 3)]
    result = linprog(np.append(np.zeros(n), 1), A_ub=np.array(rows), b_ub=np.array(limits), bounds=bounds, method="highs")
    assert result.status == 0, result.message
    return np.ceil(result.x[:-1] * 1000 - 1e-6) / 1000, result.x[-1]


def check(rates, X, H):
    # The piece model alone (the estimator takes the smaller of it and the scalar model per JSON line).
    estimates = np.ceil(X @ rates - 1e-9)
    ratios = np.sort(estimates / H)
    return ratios[0], ratios[len(ratios) // 2], ratios[-1], int((estimates < H).sum())


def main():
    margin = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    words = lexicon()
    cases = [c for c in json.loads(FIXTURE.read_text())["cases"] if c["kind"] in ("tool", "tools", "call")]
    X = np.array([features(c["text"], words) for c in cases])
    H = np.array([max(c["counts"].values()) for c in cases], float)
    even = np.array([task(c) % 2 == 0 for c in cases])
    # Outputs the scalar model does not under-count (the others it cannot help), one JSON line.
    outputs = [c for c in json.loads(FIXTURE.read_text())["cases"] if c["kind"] == "output"
               and "\n" not in c["text"] and c["text"].lstrip()[:1] in ("{", "[")
               and scalar_tokens(c["text"]) >= max(c["counts"].values())]
    OX = np.array([features(c["text"], words) for c in outputs])
    OH = np.array([max(c["counts"].values()) for c in outputs], float)
    oeven = np.array([task(c) % 2 == 0 for c in outputs])
    for name, train, test, otrain, otest in [("fit on even, check odd", even, ~even, oeven, ~oeven),
                                             ("fit on odd, check even", ~even, even, ~oeven, oeven),
                                             ("fit on all", even | True, even | True, oeven | True, oeven | True)]:
        rates, t = fit(X[train], H[train], margin, list(zip(OX[otrain], OH[otrain])))
        low, median, high, under = check(rates, X[test], H[test])
        piece = np.ceil(OX[otest] @ rates - 1e-9)
        print(f"{name}: fitted largest ratio {t:.3f}; checked {test.sum()} texts: "
              f"min {low:.3f} median {median:.3f} max {high:.3f}, {under} under; "
              f"{int((piece < OH[otest]).sum())} of {otest.sum()} one-line JSON outputs under")
    print("rates (tokens):", ", ".join(f"{name} {rate:.3f}" for name, rate in zip(RATES, rates)))


if __name__ == "__main__":
    main()
