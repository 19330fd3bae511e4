#!/usr/bin/env python3
"""`ctx generate --schema FILE` over every schema of the guided-generation benchmark set: the
Guidance fixtures (Tests/Fixtures/Guidance) and every BFCL tool's parameters
(Tests/Fixtures/bfcl/tool-selection.jsonl), the set GuidanceMaskBenchmark times.

For each schema: writes it to a file, runs the given ctx binary on the given model (greedy, the
model's default prompting), and checks with Python's `jsonschema` (Draft 2020-12), a validator
independent of ours, that standard output is exactly one JSON value plus the closing newline and
that the value is an instance of the schema (BFCL's Python type names mapped to JSON Schema's,
as ctx reads them). Prints one line per schema and a summary; exit status 1 if any answer fails.

    python3 -m venv /tmp/js && /tmp/js/bin/pip install jsonschema
    swift build -c release --product ctx
    /tmp/js/bin/python Benchmarks/Scripts/ctx_generate_schema_set.py --ctx .build/release/ctx \
        --model ~/.cache/contextbudget/models/gemma-3-270m-Q4_K_M.gguf [--max-tokens 128] [--limit N]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from jsonschema import Draft202012Validator

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bfcl_schema import as_json_schema  # noqa: E402  (BFCL's type names as JSON Schema's)

def schema_set(root):
    fixtures = os.path.join(root, "Tests/Fixtures/Guidance")
    with open(os.path.join(fixtures, "index.json")) as f:
        for name in json.load(f)["schemas"]:
            with open(os.path.join(fixtures, name + ".json")) as g:
                yield name, json.load(g)["schema"]
    with open(os.path.join(root, "Tests/Fixtures/bfcl/tool-selection.jsonl")) as f:
        for line in f:
            record = json.loads(line)
            if record.get("kind") != "tools":
                continue
            for tool in record["tools"]:
                function = tool["function"]
                yield "bfcl:" + function["name"], function["parameters"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ctx", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    failures, total, seconds = [], 0, 0.0
    with tempfile.TemporaryDirectory() as scratch:
        for index, (name, schema) in enumerate(schema_set(root)):
            if args.limit and index >= args.limit:
                break
            path = os.path.join(scratch, "schema.json")
            with open(path, "w") as f:
                json.dump(schema, f)
            prompt = f"Write one JSON value for '{name}'."
            start = time.monotonic()
            run = subprocess.run([args.ctx, "generate", "--model", args.model, "--schema", path, "--prompt", prompt,
                                  "--max-tokens", str(args.max_tokens), "--context", "2048"],
                                 capture_output=True, text=True)
            seconds += time.monotonic() - start
            total += 1
            verdict = "valid"
            if run.returncode != 0:
                verdict = f"exit {run.returncode}: {run.stderr.strip().splitlines()[-1] if run.stderr.strip() else ''}"
            elif not run.stdout.endswith("\n") or "\n" in run.stdout[:-1]:
                verdict = "stdout is not one line"
            else:
                try:
                    value = json.loads(run.stdout)
                    errors = sorted(Draft202012Validator(as_json_schema(schema)).iter_errors(value), key=lambda e: list(e.path))
                    if errors:
                        verdict = "not an instance: " + errors[0].message[:120]
                except json.JSONDecodeError as error:
                    verdict = f"not JSON: {error}"
            if verdict != "valid":
                failures.append(name)
            print(f"{name}\t{verdict}\t{run.stdout.strip()[:100]}", flush=True)
    print(f"{total - len(failures)} of {total} answers are one JSON value that jsonschema accepts; "
          f"{seconds:.0f} s of wall time for the {total} runs")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
