#!/usr/bin/env python3
"""Writes the summarization development set: ACLSum's train and validation papers as Markdown.

    pip install aclsum && python3 Scripts/fetching/make-summary-devset.py

ACLSum (PyPI `aclsum`) ships its papers as S2ORC JSON inside the wheel. For each paper of the
train and validation splits this writes `<id>.md` (title, then the body with its section headings;
the abstract left out) and `<id>.abstract.txt` (the authors' abstract, the reference) under
`$CONTEXTBUDGET_CACHE/summary-devset/aclsum/<split>/` (default cache `~/.cache/contextbudget`).
The test split is never written: it is kept for independent checks. The package is located, not
imported (importing it needs `sienna`, which nothing else here uses).
"""
import importlib.util
import json
import os
import pathlib
import sys

SPLITS = ("train", "val")


def package_data() -> pathlib.Path:
    spec = importlib.util.find_spec("aclsum")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("aclsum is not installed: run `pip install aclsum`")
    return pathlib.Path(list(spec.submodule_search_locations)[0]) / "dataset"


def markdown(paper: dict) -> str:
    lines = [f"# {paper['title'].strip()}", ""]
    section = None
    for paragraph in paper["pdf_parse"]["body_text"]:
        heading = (paragraph.get("section") or "").strip()
        if heading and heading != section:
            number = (paragraph.get("sec_num") or "").strip()
            lines += [f"## {number + ' ' if number else ''}{heading}", ""]
            section = heading
        text = " ".join(paragraph["text"].split())
        if text:
            lines += [text, ""]
    return "\n".join(lines).rstrip() + "\n"


def main() -> None:
    data = package_data()
    cache = pathlib.Path(os.environ.get("CONTEXTBUDGET_CACHE", pathlib.Path.home() / ".cache/contextbudget"))
    written = 0
    for split in SPLITS:
        out = cache / "summary-devset" / "aclsum" / split
        out.mkdir(parents=True, exist_ok=True)
        for line in (data / f"{split}.jsonl").read_text().splitlines():
            identifier = json.loads(line)["id"]
            source = data / "paper_jsons" / f"{identifier}.json"
            if not source.exists():
                print(f"skipped {identifier}: no paper JSON in the package", file=sys.stderr)
                continue
            paper = json.loads(source.read_text())
            abstract = " ".join((paper.get("abstract") or "").split())
            if not abstract or not paper["pdf_parse"]["body_text"]:
                print(f"skipped {identifier}: no abstract or no body", file=sys.stderr)
                continue
            (out / f"{identifier}.md").write_text(markdown(paper))
            (out / f"{identifier}.abstract.txt").write_text(abstract + "\n")
            written += 1
    print(f"wrote {written} papers under {cache / 'summary-devset' / 'aclsum'}")


if __name__ == "__main__":
    main()
