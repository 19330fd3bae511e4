#!/usr/bin/env python3
"""Validates ToolCallValidityBenchmark's replies with jsonschema, independently of our grammar.

    swift run -c release --package-path Benchmarks ToolCallValidityBenchmark --out replies.jsonl
    python3 Benchmarks/Scripts/validate_tool_calls.py replies.jsonl

Each line is one reply: the model, the mode (constrained or unconstrained), the called tool's
name and arguments as the model wrote them, that tool's parameter schema as offered (absent when
the name is not one of the offered tools), and the reference's next call. A reply is valid when
its arguments parse as JSON and are an instance of the schema under Draft 2020-12, with the
schema read as the engine reads it: BFCL's type aliases renamed (dict → object, float → number,
tuple and list → array, str → string, bool → boolean, int → integer, any → no type), and
`additionalProperties: false` where the schema does not say (strict mode). Prints, per model and
mode: valid, right tool, exact arguments (equal as JSON values), cut by the token cap, and the
agreement with the benchmark's own verdict. That verdict is our grammar's, which is stricter than
JSON Schema: compact JSON, properties in the schema's order. So an unconstrained call written with
whitespace or another key order is valid here and not there; this script's table is the one to quote.
"""
import collections
import json
import sys

import jsonschema

from bfcl_schema import as_json_schema

def main(path):
    rows = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    tallies = collections.OrderedDict()
    disagreements = []
    for row in rows:
        key = (row["model"], row["mode"])
        tally = tallies.setdefault(key, collections.Counter())
        tally["calls"] += 1
        valid = False
        if row.get("name") is not None and row.get("schema") is not None and row["outcome"] != "cut":
            try:
                arguments = json.loads(row["arguments"])
                jsonschema.validate(arguments, as_json_schema(row["schema"], strict=True), cls=jsonschema.Draft202012Validator)
                valid = isinstance(arguments, dict)
            except (json.JSONDecodeError, jsonschema.ValidationError):
                valid = False
        tally["valid"] += valid
        if row.get("name") == row["referenceName"]:
            tally["right tool"] += 1
            try:
                if json.loads(row["arguments"]) == json.loads(row["referenceArguments"]):
                    tally["exact arguments"] += 1
            except (json.JSONDecodeError, TypeError):
                pass
        tally["cut"] += row["outcome"] == "cut"
        if valid != (row["outcome"] == "valid"):
            disagreements.append(row)
    print("| model, mode | calls | valid | right tool | exact arguments | cut |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for (model, mode), tally in tallies.items():
        n = tally["calls"]
        cells = [f"{tally[k] / n:.2f}" for k in ("valid", "right tool", "exact arguments", "cut")]
        print(f"| {model}, {mode} | {n} | " + " | ".join(cells) + " |")
    print(f"\njsonschema and the benchmark's own check disagree on {len(disagreements)} of {len(rows)} replies")
    for row in disagreements[:10]:
        print(f"  {row['model']} {row['mode']} {row['caseID']}: {row['outcome']}: {row.get('name')} {str(row.get('arguments'))[:160]}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
