#!/usr/bin/env python3
"""Checks that every Swift block of the repository's README that is marked with
`<!-- Examples/Sources/NAME/main.swift -->` on the line before its opening fence is that file,
byte for byte, and that every example here is shown in the README. Exit status 1 on a mismatch.
Usage: python3 Examples/check-readme.py   (from anywhere; no dependencies)
"""
import os, re, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
blocks = re.findall(r"<!-- (Examples/Sources/[A-Za-z]+/main\.swift) -->\n```swift\n(.*?)```\n", readme, re.S)
failures = []
for path, code in blocks:
    try:
        text = open(os.path.join(root, path), encoding="utf-8").read()
    except FileNotFoundError:
        failures.append(f"{path}: the README shows it, but the file does not exist")
        continue
    if text != code:
        failures.append(f"{path}: differs from its README block")
shown = {path for path, _ in blocks}
sources = os.path.join(root, "Examples", "Sources")
for name in sorted(os.listdir(sources)):
    path = f"Examples/Sources/{name}/main.swift"
    if path not in shown:
        failures.append(f"{path}: not shown in the README (mark its block with <!-- {path} -->)")
for failure in failures:
    print("error:", failure, file=sys.stderr)
print(f"{len(blocks)} README examples checked, {len(failures)} problems")
sys.exit(1 if failures else 0)
